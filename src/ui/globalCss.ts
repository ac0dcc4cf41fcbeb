import { theme } from './theme';

/**
 * The page-wide rules, from the theme. They are written into the HTML shell at build time rather than
 * injected by a component: the page is styled before any script runs, and the app's start-up skips
 * compiling them on a phone.
 */
export const GLOBAL_CSS = `
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; }
body {
  margin: 0;
  font-family: ${theme.font.family};
  font-size: ${theme.font.size.md};
  line-height: ${theme.font.lineHeight.normal};
  color: ${theme.colors.text};
  background: ${theme.colors.background};
}
#root { display: flex; flex-direction: column; min-height: ${theme.layout.viewportHeight}; }
a { color: ${theme.colors.primary}; }
:focus-visible { outline: ${theme.focusRing.width} solid ${theme.colors.focus}; outline-offset: ${theme.focusRing.offset}; }
/* Hover and focus texts are hidden with the hidden attribute, even on styled elements. */
[hidden] { display: none !important; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
}
`;
