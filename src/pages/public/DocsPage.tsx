import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { docsMessages } from '../../config/messages/docs';
import { PATHS } from '../../config/routes';
import { ButtonLink } from '../../ui/buttons';
import { Card, CardGrid, ContentBlock, Section, WideSection } from '../../ui/content';
import { RoutePage } from '../RoutePage';

/**
 * The map of accesses is for IT teams, not for the buyers and users this page is for: last, set apart by a
 * rule, under a heading the size of running text.
 */
const ForTechnicalTeams = styled(Section)`
  padding-top: ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.mutedText};
  h2 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  p {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;

/** The documentation's landing: the three guides, what everyone needs, and the note for technical teams. */
export default function DocsPage() {
  return (
    <RoutePage lead={docsMessages.lead}>
      <WideSection aria-labelledby="guides">
        <h2 id="guides">{docsMessages.guidesTitle}</h2>
        <CardGrid>
          {docsMessages.guides.map((guide) => (
            <Card key={guide.to}>
              <h3>{guide.title}</h3>
              <p>{guide.text}</p>
              <ButtonLink to={guide.to}>{guide.action}</ButtonLink>
            </Card>
          ))}
        </CardGrid>
      </WideSection>
      {docsMessages.common.map((section) => (
        <ContentBlock key={section.heading} section={section} />
      ))}
      <ForTechnicalTeams aria-labelledby="equipes-techniques">
        <h2 id="equipes-techniques">{docsMessages.appendixTitle}</h2>
        <p>{docsMessages.appendixText}</p>
        <p>
          <Link to={PATHS.docsAccessMap}>{docsMessages.appendixLink}</Link>
        </p>
      </ForTechnicalTeams>
    </RoutePage>
  );
}
