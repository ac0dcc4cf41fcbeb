import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { gutter } from './gutter';
import { CheckIcon } from './icons';
import { Lead, PageTitle } from './Page';
import { ProductShot, type ProductShotName } from './ProductShot';
import { media } from './theme';

/** What the panel beside the form says: a heading, a few points, and one picture of the product. */
export type AuthPanel = { title: string; points: readonly string[]; shot: ProductShotName; alt: string };

const Article = styled.article`
  padding-block: ${({ theme }) => theme.space.xl};
  ${gutter}
`;

/**
 * The form's column is as wide as the form and the card's padding, never wider: on a computer the
 * panel takes the rest. Below `lg` one column, the form first (it is also first in the reading order).
 */
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${media.lg} {
    grid-template-columns:
      minmax(0, calc(${({ theme }) => theme.layout.formWidth} + 2 * ${({ theme }) => theme.space.xl} + 2 * ${({ theme }) => theme.border.thin}))
      minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.xxl};
    align-items: start;
  }
`;

/** On a phone the form uses the whole width, as before; from a tablet up it sits in a card. */
const Card = styled.div`
  min-width: 0;
  ${media.md} {
    padding: ${({ theme }) => theme.space.xl};
    border: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colors.background};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  > :last-child {
    margin-bottom: 0;
  }
`;

const Panel = styled.section`
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.primarySurface};
  color: ${({ theme }) => theme.colors.text};
  ${media.md} {
    padding: ${({ theme }) => theme.space.xl};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
    font-size: ${({ theme }) => theme.font.size.lg};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
`;

const Points = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
  }
  svg {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * A sign-in, sign-up or reset page: the page's heading and lead, then its form in a card, and beside it (below it
 * on a phone) a panel that says what the person gets, with one picture of the product. Nothing in it
 * depends on the visitor's browser, so a pre-rendered page is adopted without moving; the picture is
 * sized and lazy (it is never the phone's first screen).
 */
export function AuthLayout({ title, lead, panel, children }: { title: string; lead?: string; panel: AuthPanel; children: ReactNode }) {
  const headingId = useId();
  return (
    <Article>
      {/* Above the card, not in it: the page's heading starts on the logo's and the footer's left edge (gutter.ts). */}
      <PageTitle>{title}</PageTitle>
      {lead && <Lead>{lead}</Lead>}
      <Columns>
        <Card>{children}</Card>
        <Panel aria-labelledby={headingId}>
          <h2 id={headingId}>{panel.title}</h2>
          <Points>
            {panel.points.map((point) => (
              <li key={point}>
                <CheckIcon />
                <span>{point}</span>
              </li>
            ))}
          </Points>
          <ProductShot name={panel.shot} alt={panel.alt} />
        </Panel>
      </Columns>
    </Article>
  );
}
