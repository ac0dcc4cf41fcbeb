import type { SessionStatus } from '../../../contract/roles';
import { sessionStatusLabels } from '../../config/messages/sessions';
import { StatusChip, type ChipTone } from '../../ui/StatusChip';

/** How a session's status reads in a list: running now stands out, what is over recedes. */
export const SESSION_STATUS_TONES: Readonly<Record<SessionStatus, ChipTone>> = {
  planifiée: 'info',
  'en cours': 'live',
  débriefing: 'warning',
  terminée: 'success',
  annulée: 'neutral',
};

export function SessionStatusChip({ status }: { status: SessionStatus }) {
  return <StatusChip tone={SESSION_STATUS_TONES[status]}>{sessionStatusLabels[status]}</StatusChip>;
}
