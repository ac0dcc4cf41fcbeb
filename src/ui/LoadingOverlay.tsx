import type { ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { commonMessages } from '../config/messages/common';
import { VisuallyHidden } from './VisuallyHidden';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.overlay};
  display: grid;
  place-items: center;
  place-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.overlay};
  backdrop-filter: blur(${({ theme }) => theme.blur.overlay});
`;

const Spinner = styled.span`
  width: ${({ theme }) => theme.size.spinner};
  height: ${({ theme }) => theme.size.spinner};
  border: ${({ theme }) => theme.border.accent} solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.round};
  animation: ${spin} 0.8s linear infinite;
`;

const Message = styled.p`
  max-width: ${({ theme }) => theme.layout.formWidth};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  box-shadow: ${({ theme }) => theme.shadow.card};
  color: ${({ theme }) => theme.colors.text};
  text-align: center;
`;

/**
 * docs/product.md §4.1: full screen, blurred, a spinner, until the guard has decided. `message`: why it is
 * taking long (a service that does not answer, docs/product.md §19.6), shown and announced; `action`: what the
 * person can do meanwhile.
 */
export function LoadingOverlay({ message = null, action = null }: { message?: string | null; action?: ReactNode }) {
  return (
    <Backdrop role="status" aria-busy="true" aria-live="polite" data-testid="loading-overlay">
      <Spinner aria-hidden="true" />
      <VisuallyHidden>{commonMessages.loading}</VisuallyHidden>
      {message && <Message>{message}</Message>}
      {action}
    </Backdrop>
  );
}
