import { Link } from 'react-router-dom';
import { docsMessages as t } from '../../config/messages/docs';
import { PATHS } from '../../config/routes';
import { ButtonLink } from '../../ui/buttons';
import { Card, CardGrid, ContentBlock, Section, WideSection } from '../../ui/content';
import { RoutePage } from '../RoutePage';

/** The documentation's landing: the three guides, what everyone needs, and the developer appendix. */
export default function DocsPage() {
  return (
    <RoutePage lead={t.lead}>
      <WideSection aria-labelledby="guides">
        <h2 id="guides">{t.guidesTitle}</h2>
        <CardGrid>
          {t.guides.map((guide) => (
            <Card key={guide.to}>
              <h3>{guide.title}</h3>
              <p>{guide.text}</p>
              <ButtonLink to={guide.to}>{guide.action}</ButtonLink>
            </Card>
          ))}
        </CardGrid>
      </WideSection>
      {t.common.map((section) => (
        <ContentBlock key={section.heading} section={section} />
      ))}
      <Section aria-labelledby="annexe">
        <h2 id="annexe">{t.appendixTitle}</h2>
        <p>{t.appendixText}</p>
        <p>
          <Link to={PATHS.docsAccessMap}>{t.appendixLink}</Link>
        </p>
      </Section>
    </RoutePage>
  );
}
