import styled from 'styled-components';
import { PRODUCT_NAME } from '../config/product';

type Tone = 'default' | 'onPrimary';

const Root = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme, $tone }) => ($tone === 'onPrimary' ? theme.colors.primaryText : theme.colors.ink)};
  line-height: 1;
`;

const Mark = styled.svg<{ $tone: Tone }>`
  flex: none;
  width: ${({ theme }) => theme.size.logo};
  height: ${({ theme }) => theme.size.logo};
  rect {
    fill: ${({ theme, $tone }) => ($tone === 'onPrimary' ? theme.colors.primaryText : theme.colors.primary)};
  }
  path {
    stroke: ${({ theme, $tone }) => ($tone === 'onPrimary' ? theme.colors.primary : theme.colors.primaryText)};
  }
`;

const Word = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: ${({ theme }) => theme.font.letterSpacing.tight};
  white-space: nowrap;
`;

/**
 * The SimuSession mark (a patient's pulse on a rounded square, as public/favicon.svg) and the word.
 * One image named « SimuSession » for assistive technologies; `decorative` hides it where the link
 * around it already has its own name (the bar's « Accueil »).
 */
export function Logo({ tone = 'default', decorative = false }: { tone?: Tone; decorative?: boolean }) {
  const naming = decorative ? { 'aria-hidden': true as const } : { role: 'img', 'aria-label': PRODUCT_NAME };
  return (
    <Root $tone={tone} {...naming}>
      <Mark $tone={tone} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" />
        <path d="M5 17h5.5l2.5-6 4.5 12 3-9 1.5 3H27" fill="none" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
      </Mark>
      <Word aria-hidden="true">{PRODUCT_NAME}</Word>
    </Root>
  );
}
