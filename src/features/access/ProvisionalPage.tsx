import styled from 'styled-components';
import { commonMessages } from '../../config/messages/common';
import { Page } from '../../ui/Page';
import { VisuallyHidden } from '../../ui/VisuallyHidden';

const Bar = styled.span<{ $width: string }>`
  display: block;
  width: ${({ $width }) => $width};
  max-width: 100%;
  height: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.surface};
`;

/**
 * The frame of a page the stored hint lets through while the fresh answers come (decideWithHint): its
 * title, from the route table, and grey bars where the content will be. Nothing of the content: that
 * waits for the guard's fresh `allow`.
 */
export function ProvisionalPage({ title }: { title: string }) {
  return (
    <Page title={title}>
      <div aria-busy="true" data-provisional="">
        <VisuallyHidden role="status">{commonMessages.loading}</VisuallyHidden>
        <Bar $width="60%" />
        <Bar $width="90%" />
        <Bar $width="75%" />
      </div>
    </Page>
  );
}
