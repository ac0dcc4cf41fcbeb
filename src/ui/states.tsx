/**
 * One look for « it is coming »: a muted line with a small turning ring, in a live region (`role="status"`)
 * so that a screen reader hears it once. Failures are `LoadFailure` (what failed and « Réessayer »); an empty
 * list is a sentence from the feature's messages saying what is missing and what to do next (docs/ui.md).
 */
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';

const turn = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Line = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

const Ring = styled.span`
  flex: none;
  width: 1rem;
  height: 1rem;
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.round};
  animation: ${turn} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export function Loading({ children }: { children: ReactNode }) {
  return (
    <Line role="status">
      <Ring aria-hidden="true" />
      {children}
    </Line>
  );
}
