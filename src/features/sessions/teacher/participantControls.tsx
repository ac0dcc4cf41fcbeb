/** A participant's controls in a session's list, the same when planning it and in its « Participants » tab. */
import { SESSION_ROLES, type SessionRole } from '../../../../contract/roles';
import { sessionRoleLabels, teacherSessionMessages } from '../../../config/messages/sessions';
import { Button } from '../../../ui/buttons';

type Participant = { uid: string; name: string; session_role: SessionRole };

/** The participant's role in the session, named after them for screen readers (the row's header is their name). */
export function ParticipantRoleSelect({ participant, onRole }: { participant: Participant; onRole: (uid: string, role: SessionRole) => void }) {
  return (
    <select aria-label={teacherSessionMessages.roleOf(participant.name)} value={participant.session_role} onChange={(event) => onRole(participant.uid, event.target.value as SessionRole)}>
      {SESSION_ROLES.map((role) => (
        <option key={role} value={role}>
          {sessionRoleLabels[role]}
        </option>
      ))}
    </select>
  );
}

/** Takes the participant off the list (nothing is saved until the list is). */
export function RemoveParticipantButton({ participant, onRemove }: { participant: Participant; onRemove: (uid: string) => void }) {
  return (
    <Button type="button" $variant="secondary" aria-label={teacherSessionMessages.removeParticipant(participant.name)} onClick={() => onRemove(participant.uid)}>
      {teacherSessionMessages.remove}
    </Button>
  );
}
