import styled from 'styled-components';

/** A framed paragraph or two: a note (info) or something to act on (warning). */
export const Callout = styled.div<{ $tone?: 'info' | 'warning' }>`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-left: ${({ theme }) => theme.border.accent} solid
    ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.danger : theme.colors.primary)};
  background: ${({ theme, $tone }) => ($tone === 'warning' ? theme.colors.dangerSurface : theme.colors.primarySurface)};
  p {
    margin: 0;
  }
  p + p {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;
