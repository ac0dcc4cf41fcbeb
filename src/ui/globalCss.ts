import { theme } from './theme';

/**
 * Inter's metrics laid over a local Arial-compatible face (Arial, or Liberation Sans / Arimo on Linux),
 * so that the text drawn before the web font arrives takes the room Inter will take: the swap shifts
 * nothing (no layout shift). Values: Inter’s ascender and descender (1984 and 494 of 2048 units) divided by the width ratio of its
 * average letter to Arial’s (107.06 %), as font tooling computes them.
 */
const FALLBACK_FACE = `
@font-face {
  font-family: 'Inter Fallback';
  src: local('Arial'), local('ArialMT'), local('Liberation Sans'), local('LiberationSans'), local('Arimo');
  size-adjust: 107.06%;
  ascent-override: 90.49%;
  descent-override: 22.56%;
  line-gap-override: 0%;
}`;

/**
 * The page-wide rules, from the theme. They are written into the HTML shell at build time rather than
 * injected by a component: the page is styled before any script runs, and the app's start-up skips
 * compiling them on a phone.
 *
 * `fontUrl`: where the build put Inter's latin variable face (webpack.config.ts copies it from
 * @fontsource-variable/inter under a content hash and preloads it). Only the latin subset: every French
 * letter, the guillemets and the typographic spaces are in it.
 */
export function globalCss(fontUrl: string): string {
  return `
@font-face {
  font-family: 'Inter Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url(${fontUrl}) format('woff2-variations'), url(${fontUrl}) format('woff2');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}${FALLBACK_FACE}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
/* On a phone the navigation bar is fixed over the page's bottom: whatever is scrolled into view (a focused
   control, the room's Pause) lands above it, not under it. */
@media (max-width: calc(${theme.breakpoints.md} - 0.02px)) {
  html { scroll-padding-bottom: calc(${theme.layout.barHeight} + ${theme.space.sm}); }
}
body {
  margin: 0;
  font-family: ${theme.font.family};
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.colors.text};
  background: ${theme.colors.background};
  font-optical-sizing: auto;
  -webkit-font-smoothing: antialiased;
}
h1, h2, h3 { letter-spacing: ${theme.font.letterSpacing.tight}; }
#root { display: flex; flex-direction: column; min-height: ${theme.layout.viewportHeight}; }
a { color: ${theme.colors.primary}; }
:focus-visible { outline: ${theme.focusRing.width} solid ${theme.colors.focus}; outline-offset: ${theme.focusRing.offset}; }
/* A protected page's pre-rendered frame: shown only where public/first-paint.js found a fitting access hint. */
[data-prerendered-frame] { display: contents; }
html:not([data-access-frame]) [data-prerendered-frame] { display: none; }
/* A native file picker is as wide as its button and its text, wider than a phone's column: it takes its box's
   width instead, which lets the box shrink. Without specificity, so that any component's own style wins. */
:where(input[type='file']) { width: 100%; max-width: 100%; }
/* One disclosure marker everywhere (a consent's text, a document's text, the pricing's questions, the editor's
   lists) instead of each browser's own triangle: a small arrow in the link colour that turns when the text
   opens, read by nobody (the summary's text and its expanded state say it all). Without specificity, so that a
   component's own summary style wins. */
:where(summary) { cursor: pointer; list-style: none; }
:where(summary)::-webkit-details-marker { display: none; }
:where(summary)::before { content: '▸' / ''; display: inline-block; width: 1.1em; color: ${theme.colors.primary}; transition: transform 0.15s ease; }
:where(details[open] > summary)::before { transform: rotate(90deg); }
/* Hover and focus texts are hidden with the hidden attribute, even on styled elements. */
[hidden] { display: none !important; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
}
`;
}
