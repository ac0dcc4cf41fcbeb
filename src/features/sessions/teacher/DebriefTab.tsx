import { useState, type FormEvent } from 'react';
import type { SessionDetail } from '../../../../contract/schemas/sessions';
import { DEBRIEF_PHASES } from '../../../../contract/sessionRules';
import { sessionsMessages as s, teacherSessionMessages as t } from '../../../config/messages/sessions';
import { refusalMessage } from '../../../lib/api';
import { TextList } from '../../../ui/content';
import { Form, FormAlert, SubmitButton, TextAreaField } from '../../../ui/forms';
import { useSaveDebriefMutation } from '../sessionsApi';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** « Débriefing »: notes for each phase of the session's model, guided by the scenario's key points. */
export function DebriefTab({ session, canLead }: { session: SessionDetail; canLead: boolean }) {
  const phases = DEBRIEF_PHASES[session.debrief_model];
  const [notes, setNotes] = useState<Record<string, string>>(() => Object.fromEntries(phases.map((phase) => [phase, session.debrief_notes?.[phase] ?? ''])));
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [save, { isLoading }] = useSaveDebriefMutation();
  const keyPoints = (phase: string) => session.scenario?.debriefing_guide.key_points.find((group) => group.phase === phase)?.points ?? [];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    try {
      await save({ id: session.id, notes }).unwrap();
      setOutcome({ tone: 'success', text: t.debriefSaved });
    } catch (error) {
      setOutcome({ tone: 'error', text: refusalMessage(error, s.failed) });
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t.tabs.debrief}>
      <p>{t.debriefLead(session.debrief_model)}</p>
      <div aria-live="polite">{outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
      {phases.map((phase) => (
        <div key={phase}>
          <h3>{capitalised(phase)}</h3>
          {keyPoints(phase).length > 0 && (
            <>
              <p>{t.keyPoints}</p>
              <TextList>
                {keyPoints(phase).map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </TextList>
            </>
          )}
          <TextAreaField label={t.notesOf(capitalised(phase))} rows={4} value={notes[phase] ?? ''} disabled={!canLead} onChange={(event) => setNotes({ ...notes, [phase]: event.target.value })} />
        </div>
      ))}
      {canLead && <SubmitButton disabled={isLoading}>{isLoading ? t.saving : t.saveDebrief}</SubmitButton>}
    </Form>
  );
}
