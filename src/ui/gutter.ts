import { css } from 'styled-components';
import { media, theme } from './theme';

/**
 * The one left (and right) edge of every page: the header's logo, the page's content and the footer's
 * links start at the same x (a design review saw them at 40, 80 and 64 px on the sign-in page at 1280).
 * Set on a full-width block (the bar, a band of the home, the page's article, the footer), whose
 * background may run to the window's edges: its content is kept within `contentWidth`, centred, and
 * never closer to the window than the gutter (1 rem; 2 rem from 1280 px). test/e2e/public.spec.ts
 * measures the three edges at 375 and 1280 px.
 */
const inline = (gutter: string) => `max(${gutter}, (100% - ${theme.layout.contentWidth}) / 2)`;

export const gutter = css`
  padding-inline: ${inline(theme.space.md)};
  ${media.xl} {
    padding-inline: ${inline(theme.space.xl)};
  }
`;
