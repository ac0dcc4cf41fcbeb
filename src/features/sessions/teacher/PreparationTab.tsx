import type { SessionDetail } from '../../../../contract/schemas/sessions';
import { teacherSessionMessages } from '../../../config/messages/sessions';
import { TextList } from '../../../ui/content';
import { EmptyNote } from '../../../ui/states';
import { useTickChecklistMutation } from '../sessionsApi';

/**
 * « Préparation »: the scenario's briefing and objectives, and the material checklist to tick, each item saved
 * at once and alone (another device's ticks are kept, and shown here as its stream brings them).
 */
export function PreparationTab({ session, canLead }: { session: SessionDetail; canLead: boolean }) {
  const [tick] = useTickChecklistMutation();
  const checklist = session.checklist ?? [];
  const done = checklist.filter((item) => item.done).length;
  return (
    <>
      {session.briefing && (
        <>
          <h2>{teacherSessionMessages.objectives}</h2>
          <TextList>
            {session.briefing.objectives.map((objective) => (
              <li key={objective}>{objective}</li>
            ))}
          </TextList>
          <h2>{teacherSessionMessages.context}</h2>
          <p>{session.briefing.context}</p>
          <h2>{teacherSessionMessages.briefing}</h2>
          <p>{session.briefing.briefing}</p>
        </>
      )}
      <h2>{teacherSessionMessages.checklist}</h2>
      {checklist.length === 0 ? (
        <EmptyNote>{teacherSessionMessages.checklistEmpty}</EmptyNote>
      ) : (
        <fieldset>
          <legend>{teacherSessionMessages.checklistDone(done, checklist.length)}</legend>
          {checklist.map((item, index) => (
            <div key={`${index}-${item.label}`}>
              <label>
                <input
                  type="checkbox"
                  checked={item.done}
                  disabled={!canLead}
                  onChange={(event) => void tick({ id: session.id, index, done: event.target.checked })}
                />{' '}
                {item.label}
              </label>
            </div>
          ))}
        </fieldset>
      )}
    </>
  );
}
