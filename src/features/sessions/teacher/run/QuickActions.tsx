import styled from 'styled-components';
import { roomMessages } from '../../../../config/messages/room';

/** A scenario's quick action (docs/product.md §14b « Actions rapides »): one tap logs it. */
export type QuickAction = { id: string; label: string };

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Tap = styled.button`
  min-height: ${({ theme }) => theme.size.control};
  padding: 0 ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
`;

/**
 * The room's quick actions: each a button whose accessible name is its label. The place is kept in the room's
 * layout (between the transitions and the note); a scenario without any shows nothing there, not an empty box.
 * `onAction` logs `{ kind: 'action', action_id }` once the run log knows that kind.
 */
export function QuickActions({ actions, onAction }: { actions: readonly QuickAction[]; onAction: (id: string) => void }) {
  if (actions.length === 0) return null;
  return (
    <section aria-label={roomMessages.quickActionsTitle}>
      <Row>
        {actions.map((action) => (
          <Tap key={action.id} type="button" onClick={() => onAction(action.id)}>
            {action.label}
          </Tap>
        ))}
      </Row>
    </section>
  );
}
