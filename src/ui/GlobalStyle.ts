import { createGlobalStyle } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  #root {
    display: flex;
    flex-direction: column;
    min-height: ${({ theme }) => theme.layout.viewportHeight};
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible {
    outline: ${({ theme }) => theme.focusRing.width} solid ${({ theme }) => theme.colors.focus};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  /* Hover and focus texts are hidden with the hidden attribute, even on styled elements. */
  [hidden] { display: none !important; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
