import styled from 'styled-components';
import type { SessionScenario } from '../../../../../contract/schemas/sessions';
import { offlineMessages as o } from '../../../../config/messages/offline';
import { Button } from '../../../../ui/buttons';
import { FormAlert } from '../../../../ui/forms';
import { frenchDate } from '../../sessionView';
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
      return o.action.transition_taken(graph.transitions.find((one) => one.id === body.transition)?.label ?? body.transition ?? '');
    case 'note':
      return o.action.note(body.text ?? '');
    case 'paused':
      return o.action.paused;
    case 'resumed':
      return o.action.resumed;
    case 'correction':
      return o.action.correction(stateName(body.state));
    default:
      return o.action.other;
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
      <div role="status" aria-label={o.connectionLabel}>
        {note && <Note $tone={note.tone}>{note.tone === 'offline' ? o.offline(note.waiting) : note.tone === 'sending' ? o.sending(note.waiting) : o.sent}</Note>}
      </div>
      {box.refused.length > 0 && (
        <Refusals aria-label={o.refusedTitle} role="list">
          {box.refused.map((refused) => (
            <li key={refused.key}>
              <FormAlert $tone="error" role="alert">
                <span>{o.refused(actionText(refused.body, graph), frenchDate(refused.takenAt, 'HH:mm:ss'), refused.reason)}</span>
                <Button type="button" $variant="secondary" onClick={() => onDismiss(refused.key)}>
                  {o.dismissRefused}
                </Button>
              </FormAlert>
            </li>
          ))}
        </Refusals>
      )}
    </>
  );
}
