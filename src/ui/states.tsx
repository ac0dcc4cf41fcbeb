/**
 * The three states a list or a section can be in besides « here it is », one look each, so that a user
 * learns them once (docs/ui.md):
 * - `Loading`: a muted line with a small turning ring, in a live region (`role="status"`) so that a screen
 *   reader hears it once;
 * - `LoadFailure`: what failed and the way to try again, announced (`role="alert"`);
 * - `EmptyNote` (inside a section or a table, a still tray beside it) and `EmptyState` (a page's whole list): what is missing and,
 *   when there is one, what to do next. Not a live region: nothing happened, there is simply nothing.
 * The words are always the feature's messages; a test (`test/app/ui/statesUsage.test.ts`) fails when a
 * feature shows one of its loading, empty or failure messages outside these.
 */
import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button } from './buttons';
import { Callout } from './content';

const turn = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Line = styled.p`
  display: flex;
  /* Beside a text that wraps (a phone), the drawing stays by its first line rather than floating in the middle. */
  align-items: flex-start;
  line-height: 1.5;
  & > :first-child {
    flex: none;
    margin-top: calc((1.5em - 1rem) / 2);
  }
  gap: ${({ theme }) => theme.space.sm};
  margin: ${({ theme }) => theme.space.sm} 0;
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

/**
 * An empty tray, in the ring's place so that the empty line lines up with the loading line it replaces —
 * a still drawing, never a circle that could be read as « still loading ».
 */
const Tray = () => (
  <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M3 13h5l1.5 3h5L16 13h5" />
    <path d="M5.5 5h13L21 13v6H3v-6z" />
  </svg>
);

export function Loading({ children }: { children: ReactNode }) {
  return (
    <Line role="status">
      <Ring aria-hidden="true" />
      {children}
    </Line>
  );
}

/** What a list or a section says when it could not be loaded, with the way to try again. */
export function LoadFailure({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <Callout $tone="warning" role="alert">
      <p>{message}</p>
      <Button type="button" $variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </Callout>
  );
}

/** A section's or a table's « nothing here yet », in the loading line's place and look. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <Line>
      <Tray />
      <span>{children}</span>
    </Line>
  );
}

const EmptyPanel = styled.div`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  padding: ${({ theme }) => theme.space.xl};
  border: ${({ theme }) => theme.border.thick} dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  text-align: center;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.mutedText};
  }
`;

/** A page whose main list is empty: a title, what to do next (a sentence, a link or a button). */
export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <EmptyPanel>
      <h2>{title}</h2>
      {children}
    </EmptyPanel>
  );
}
