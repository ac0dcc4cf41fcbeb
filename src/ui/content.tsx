import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonAnchor, ButtonLink } from './buttons';
import { media } from './theme';
import type { ContentDoc, ContentLink, ContentSection } from '../config/messages/content';

// In its own module: the guard's outage page shows it from the first script, which need not carry the rest.
export { Callout } from './Callout';

export const Section = styled.section`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

/** A list in running text, its items a little apart. */
export const TextList = styled.ul`
  padding-left: ${({ theme }) => theme.space.lg};
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

/** A list of short texts, one item each (the catalogues' lists: what to include, what happens next). */
export function TextItems({ items }: { items: readonly string[] }) {
  return (
    <TextList>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </TextList>
  );
}

/**
 * A wide section, for grids and tables that need more than a line of text: they take the page's width,
 * while its paragraphs keep the reading width of running text.
 */
export const WideSection = styled(Section)`
  max-width: none;
  > p {
    max-width: ${({ theme }) => theme.layout.proseWidth};
  }
`;

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.layout.cardMinWidth}, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
  }
  /* The call to action sits at the bottom, whatever the length of the text above. */
  > :last-child {
    margin-top: auto;
  }
`;

/** Label / value pairs, side by side from `md` up. */
export const DataList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dd {
    margin: 0 0 ${({ theme }) => theme.space.sm};
  }
  ${media.md} {
    grid-template-columns: max-content minmax(0, 1fr);
    dd {
      margin: 0;
    }
  }
`;

// A `div` around each pair is valid in a `dl`; `display: contents` lets the pair sit in the grid.
const Pair = styled.div`
  display: contents;
`;

/** Facts side by side, wrapping: a header's summary, where rows would push the page's work below the fold. */
const InlineList = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  dt::after {
    content: '\u00a0:';
  }
  dd {
    margin: 0;
  }
`;

const InlinePair = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

export function Facts({ rows, inline = false }: { rows: readonly { label: string; value: ReactNode }[]; inline?: boolean }) {
  const [List, Item] = inline ? [InlineList, InlinePair] : [DataList, Pair];
  return (
    <List>
      {rows.map(({ label, value }) => (
        <Item key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Item>
      ))}
    </List>
  );
}


const LinkList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

export function ContentLinks({ links }: { links: readonly ContentLink[] }) {
  return (
    <LinkList>
      {links.map((link) => (
        <li key={link.label}>{'to' in link ? <Link to={link.to}>{link.label}</Link> : <a href={link.href}>{link.label}</a>}</li>
      ))}
    </LinkList>
  );
}

/** Numbered steps as cards, one beside the other from a tablet up, with a number each. */
const StepGrid = styled(CardGrid)`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.lg};
  counter-reset: step;
`;

const StepCard = styled(Card)`
  counter-increment: step;
  h3 {
    font-size: ${({ theme }) => theme.font.size.md};
  }
  /* The step's number comes from the ordered list's counter: the catalogue's text stays the step's own. */
  &::before {
    content: counter(step);
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: ${({ theme }) => theme.radius.round};
    background: ${({ theme }) => theme.colors.primarySurface};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  > :last-child {
    margin-top: 0;
  }
`;

/** The path's one button, its other links beside it on the same line (under it where they do not fit). */
const StepActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  > ul {
    margin: 0;
  }
`;

/** A path in steps: the cards, then its one primary button (the first link), then any other link, plain. */
function ContentSteps({ section, id }: { section: ContentSection & { steps: NonNullable<ContentSection['steps']> }; id?: string }) {
  const [action, ...others] = section.links ?? [];
  // Wide: three cards side by side on a desktop; its paragraphs keep the reading width.
  return (
    <WideSection id={id}>
      <h2>{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      <StepGrid as="ol">
        {section.steps.map((step) => (
          <StepCard key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </StepCard>
        ))}
      </StepGrid>
      <StepActions>
        {action && ('to' in action ? <ButtonLink to={action.to}>{action.label}</ButtonLink> : <ButtonAnchor href={action.href}>{action.label}</ButtonAnchor>)}
        {others.length > 0 && <ContentLinks links={others} />}
      </StepActions>
    </WideSection>
  );
}

/** A section of running text; `children` (a figure, a form) come after its text and links. */
export function ContentBlock({ section, id, children }: { section: ContentSection; id?: string; children?: ReactNode }) {
  if (section.steps && !children) return <ContentSteps section={{ ...section, steps: section.steps }} id={id} />;
  return (
    <Section id={id}>
      <h2>{section.heading}</h2>
      {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
      {section.items && (
        <TextList as={section.ordered ? 'ol' : 'ul'}>
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </TextList>
      )}
      {section.note && <p>{section.note}</p>}
      {section.links && <ContentLinks links={section.links} />}
      {children}
    </Section>
  );
}

const ChoiceGrid = styled(CardGrid)`
  margin-top: ${({ theme }) => theme.space.xl};
`;

/** A choice's card: its heading is the page's second level (the cards follow the page's title directly). */
const ChoiceCard = styled(Card)`
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  /* The call to action keeps its label's width rather than the card's. */
  > a {
    align-self: flex-start;
  }
`;

/** Options side by side: each a card with its heading, its text and its first link as a button. */
function ContentChoices({ sections }: { sections: readonly ContentSection[] }) {
  return (
    <ChoiceGrid>
      {sections.map((section) => {
        const [action, ...others] = section.links ?? [];
        return (
          <ChoiceCard key={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs?.map((paragraph) => <p key={paragraph}>{paragraph}</p>)}
            {others.length > 0 && <ContentLinks links={others} />}
            {action &&
              ('to' in action ? (
                <ButtonLink to={action.to} $variant="secondary">
                  {action.label}
                </ButtonLink>
              ) : (
                <ButtonAnchor href={action.href} $variant="secondary">
                  {action.label}
                </ButtonAnchor>
              ))}
          </ChoiceCard>
        );
      })}
    </ChoiceGrid>
  );
}

export function ContentSections({ doc }: { doc: ContentDoc }) {
  if (doc.layout === 'choices') return <ContentChoices sections={doc.sections} />;
  return doc.sections.map((section) => <ContentBlock key={section.heading} section={section} />);
}
