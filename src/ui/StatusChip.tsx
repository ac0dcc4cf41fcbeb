import type { ReactNode } from 'react';
import styled, { css, keyframes } from 'styled-components';
import type { ColorName } from './theme';

/**
 * What a status means to the person reading a list, not its name: `success` (Actif, Terminée), `info`
 * (Invitation envoyée, Planifiée), `warning` (Non vérifiée: someone must act), `neutral` (Désactivé,
 * Brouillon), `live` (En cours: a session running now — the brand's teal with a beating dot, never the error
 * red: a running session is the good news of the day, not a fault).
 */
export type ChipTone = 'success' | 'info' | 'warning' | 'neutral' | 'live';

const TONES = {
  success: { text: 'success', fill: 'successSurface' },
  info: { text: 'primary', fill: 'primarySurface' },
  warning: { text: 'warning', fill: 'warningSurface' },
  neutral: { text: 'mutedText', fill: 'surface' },
  live: { text: 'accent', fill: 'accentSurface' },
} as const satisfies Record<ChipTone, { text: ColorName; fill: ColorName }>;

/** Each tone's word on its fill: every pair is one of the theme's checked pairs (test/app/ui/statusChip.test.ts). */
export const CHIP_TONES: Readonly<Record<ChipTone, { text: ColorName; fill: ColorName }>> = TONES;

// The live dot beats like the logo's pulse; it stands still for whoever asked for less motion.
const beat = keyframes`
  0%, 100% { opacity: 1; transform: scale(1); }
  50% { opacity: 0.35; transform: scale(0.7); }
`;

const liveDot = css`
  &::before {
    animation: ${beat} 1.6s ease-in-out infinite;
  }
  @media (prefers-reduced-motion: reduce) {
    &::before {
      animation: none;
    }
  }
`;

const Chip = styled.span<{ $tone: ChipTone }>`
  display: inline-flex;
  /* Its word's width, also in a phone's stacked cell (a grid or flex item would otherwise stretch it). */
  width: fit-content;
  justify-self: start;
  align-self: start;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `0.125rem ${theme.space.sm}`};
  border: ${({ theme }) => theme.border.thin} solid currentColor;
  border-radius: ${({ theme }) => theme.radius.round};
  background: ${({ theme, $tone }) => theme.colors[TONES[$tone].fill]};
  color: ${({ theme, $tone }) => theme.colors[TONES[$tone].text]};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  white-space: nowrap;
  /* The dot repeats the colour for those who see it, the word says it for everyone. */
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: ${({ theme }) => theme.radius.round};
    background: currentColor;
  }
  ${({ $tone }) => ($tone === 'live' ? liveDot : '')}
`;

/** A status in a list or a header: a word in a coloured pill, never colour alone. */
export function StatusChip({ tone, children }: { tone: ChipTone; children: ReactNode }) {
  return <Chip $tone={tone}>{children}</Chip>;
}
