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

/** Spec §4: full screen, blurred, a spinner, until the guard has decided. */
export function LoadingOverlay() {
  return (
    <Backdrop role="status" aria-busy="true" aria-live="polite" data-testid="loading-overlay">
      <Spinner aria-hidden="true" />
      <VisuallyHidden>{commonMessages.loading}</VisuallyHidden>
    </Backdrop>
  );
}
