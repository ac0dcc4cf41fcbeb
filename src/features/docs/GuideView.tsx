import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { docsMessages } from '../../config/messages/docs';
import { guides } from '../../config/messages/guides';
import { PATHS } from '../../config/routes';
import { ContentBlock, Section, TextList } from '../../ui/content';
import { ProductShot } from '../../ui/ProductShot';

const Contents = styled.nav`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-left: ${({ theme }) => theme.border.accent} solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ol {
    margin: 0;
  }
`;

/** One role's guide: a table of contents, then each step with the screen it talks about. */
export function GuideView({ path }: { path: string }) {
  const guide = guides[path];
  if (!guide) return null;
  const others = docsMessages.guides.filter((other) => other.to !== path);
  return (
    <>
      <Contents aria-labelledby="sommaire">
        <h2 id="sommaire">{docsMessages.tocTitle}</h2>
        <TextList as="ol">
          {guide.steps.map((step) => (
            <li key={step.id}>
              <a href={`#${step.id}`}>{step.heading.replace(/^\d+\.\s*/, '')}</a>
            </li>
          ))}
        </TextList>
      </Contents>
      {guide.steps.map((step) => (
        <ContentBlock key={step.id} id={step.id} section={step}>
          {step.screenshot && <ProductShot name={step.screenshot.name} alt={step.screenshot.alt} caption={step.screenshot.caption} />}
        </ContentBlock>
      ))}
      <Section aria-labelledby="autres-guides">
        <h2 id="autres-guides">{docsMessages.otherGuides}</h2>
        <TextList>
          {others.map((other) => (
            <li key={other.to}>
              <Link to={other.to}>{other.action}</Link>
            </li>
          ))}
          <li>
            <Link to={PATHS.docs}>{docsMessages.backToDocs}</Link>
          </li>
        </TextList>
      </Section>
    </>
  );
}
