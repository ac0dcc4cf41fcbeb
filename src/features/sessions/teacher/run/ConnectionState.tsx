import styled from 'styled-components';
import type { SessionScenario } from '../../../../../contract/schemas/sessions';
import { offlineMessages } from '../../../../config/messages/offline';
import { roomMessages } from '../../../../config/messages/room';
import { Button } from '../../../../ui/buttons';
import { FormAlert } from '../../../../ui/forms';
import { frenchDate } from '../../../../ui/dates';
import { type ActionBody, connectionNote, type Outbox } from './outbox';

type Graph = SessionScenario['graph'];

const Note = styled.p<{ $tone: 'offline' | 'sending' | 'sent' }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: ${({ theme }) => theme.border.accent} solid ${({ theme, $tone }) => ($tone === 'sent' ? theme.colors.success : theme.colors.accent)};
  background: ${({ theme, $tone }) => ($tone === 'sent' ? theme.colors.successSurface : theme.colors.primarySurface)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const Refusals = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  & ${FormAlert} {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    max-width: none;
  }
`;

/** The action in the trainer's words (« La transition « … » »), from what was tapped. */
export function actionText(body: ActionBody, graph: Graph): string {
  const stateName = (id: string | undefined) => graph.states.find((state) => state.id === id)?.name ?? id ?? '';
  switch (body.kind) {
    case 'transition_taken':
      return offlineMessages.action.transition_taken(graph.transitions.find((one) => one.id === body.transition)?.label ?? body.transition ?? '');
    case 'note':
      return offlineMessages.action.note(body.text ?? '');
    case 'paused':
      return offlineMessages.action.paused;
    case 'resumed':
      return offlineMessages.action.resumed;
    case 'correction':
      return offlineMessages.action.correction(stateName(body.state));
    case 'vitals_changed':
      return roomMessages.vitalsChangeRefused;
    default:
      return offlineMessages.action.other;
  }
}

/**
 * Beside the room's controls: whether the connection holds and how many actions wait on this device, and each
 * action the server would not record, with its reason, until the trainer has read it.
 */
export function ConnectionState({ box, online, graph, onDismiss }: { box: Outbox; online: boolean; graph: Graph; onDismiss: (key: string) => void }) {
  const note = connectionNote(box, online);
  return (
    <>
      <div role="status" aria-label={offlineMessages.connectionLabel}>
        {note && <Note $tone={note.tone}>{note.tone === 'offline' ? offlineMessages.offline(note.waiting) : note.tone === 'sending' ? offlineMessages.sending(note.waiting) : offlineMessages.sent}</Note>}
      </div>
      {box.refused.length > 0 && (
        <Refusals aria-label={offlineMessages.refusedTitle} role="list">
          {box.refused.map((refused) => (
            <li key={refused.key}>
              <FormAlert $tone="error" role="alert">
                <span>{offlineMessages.refused(actionText(refused.body, graph), frenchDate(refused.takenAt, 'HH:mm:ss'), refused.reason)}</span>
                <Button type="button" $variant="secondary" onClick={() => onDismiss(refused.key)}>
                  {offlineMessages.dismissRefused}
                </Button>
              </FormAlert>
            </li>
          ))}
        </Refusals>
      )}
    </>
  );
}
