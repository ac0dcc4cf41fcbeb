import { useState } from 'react';
import type { SessionRole } from '../../../../contract/roles';
import type { SessionDetail } from '../../../../contract/schemas/sessions';
import { sessionRoleLabels, sessionsMessages, teacherSessionMessages } from '../../../config/messages/sessions';
import { refusalMessage } from '../../../lib/api';
import { Actions, Button } from '../../../ui/buttons';
import { FormAlert, SelectField } from '../../../ui/forms';
import { ScrollingTable } from '../../../ui/table';
import { useListStudentsQuery, useSetParticipantsMutation } from '../sessionsApi';
import { frenchDate } from '../../../ui/dates';
import { ParticipantRoleSelect, RemoveParticipantButton } from './participantControls';
import { withParticipants, type DraftParticipant } from './planForm';

/** « Participants »: session roles and confirmations; the trainer adds, removes and changes roles, then saves. */
export function ParticipantsTab({ session, canLead }: { session: SessionDetail; canLead: boolean }) {
  const initial = (session.participants ?? []).flatMap((participant) =>
    participant.user_uid ? [{ uid: participant.user_uid, name: `${participant.firstname} ${participant.name}`, session_role: participant.session_role }] : [],
  );
  const [draft, setDraft] = useState<DraftParticipant[]>(initial);
  const [adding, setAdding] = useState('');
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const students = useListStudentsQuery({}, { skip: !canLead });
  const [save, { isLoading }] = useSetParticipantsMutation();
  const saved = new Map((session.participants ?? []).map((participant) => [participant.user_uid, participant]));

  const setRole = (uid: string, role: SessionRole) => setDraft(draft.map((one) => (one.uid === uid ? { ...one, session_role: role } : one)));
  return (
    <>
      <p>{teacherSessionMessages.participantsLead}</p>
      <div aria-live="polite">{notice && <FormAlert $tone={notice.tone}>{notice.text}</FormAlert>}</div>
      {draft.length === 0 ? (
        <p>{teacherSessionMessages.noParticipants}</p>
      ) : (
        <ScrollingTable label={teacherSessionMessages.participantsTitle}>
          <tbody>
            {draft.map((participant) => {
              const known = saved.get(participant.uid);
              const at = known?.confirmed_at;
              return (
                <tr key={participant.uid}>
                  <th scope="row">{participant.name}</th>
                  <td>
                    {canLead ? (
                      <ParticipantRoleSelect participant={participant} onRole={setRole} />
                    ) : (
                      sessionRoleLabels[participant.session_role]
                    )}
                  </td>
                  <td>{at ? teacherSessionMessages.confirmedOn(frenchDate(at, 'D MMMM YYYY')) : teacherSessionMessages.notConfirmed}</td>
                  {/* Someone just added and not saved yet: their consent is read with the saved list. */}
                  <td>{known && (known.recording_consent ? teacherSessionMessages.recordingAccepted : teacherSessionMessages.recordingRefused)}</td>
                  {canLead && (
                    <td>
                      <RemoveParticipantButton participant={participant} onRemove={(uid) => setDraft(draft.filter((one) => one.uid !== uid))} />
                    </td>
                  )}
                </tr>
              );
            })}
          </tbody>
        </ScrollingTable>
      )}
      {canLead && (
        <>
          <SelectField label={teacherSessionMessages.addStudent} value={adding} onChange={(event) => setAdding(event.target.value)}>
            <option value="">{teacherSessionMessages.chooseStudent}</option>
            {(students.data ?? []).map((one) => (
              <option key={one.uid} value={one.uid}>{`${one.name} ${one.firstname}`}</option>
            ))}
          </SelectField>
          <Actions>
            <Button
              type="button"
              $variant="secondary"
              disabled={!adding}
              onClick={() => {
                const one = students.data?.find((candidate) => candidate.uid === adding);
                if (one) setDraft(withParticipants(draft, [{ uid: one.uid, name: `${one.firstname} ${one.name}` }], 'apprenant'));
                setAdding('');
              }}
            >
              {teacherSessionMessages.addStudentButton}
            </Button>
            <Button
              type="button"
              disabled={isLoading}
              onClick={() =>
                void save({ id: session.id, participants: draft.map(({ uid, session_role }) => ({ uid, session_role })) })
                  .unwrap()
                  .then(
                    () => setNotice({ tone: 'success', text: teacherSessionMessages.participantsSaved }),
                    (error: unknown) => setNotice({ tone: 'error', text: refusalMessage(error, sessionsMessages.failed) }),
                  )
              }
            >
              {isLoading ? teacherSessionMessages.saving : teacherSessionMessages.saveParticipants}
            </Button>
          </Actions>
        </>
      )}
    </>
  );
}
