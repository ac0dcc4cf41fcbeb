import { useEffect, useState, type FormEvent } from 'react';
import type { SessionDetail } from '../../../../contract/schemas/sessions';
import { acceptsEvents } from '../../../../contract/sessionRules';
import { sessionsMessages as s, teacherSessionMessages as t } from '../../../config/messages/sessions';
import { refusalMessage } from '../../../lib/api';
import { Actions, Button } from '../../../ui/buttons';
import { Facts } from '../../../ui/content';
import { Form, FormAlert, SubmitButton, TextAreaField } from '../../../ui/forms';
import { LoadFailure } from '../../../ui/LoadFailure';
import { useLogEventMutation, useRunLogQuery } from '../sessionsApi';
import { frenchDate } from '../sessionView';
import { RunGraph } from './RunGraph';
import { currentPhase, currentStateId, elapsedText, eventText, notToFilm, transitionsFrom } from './runView';

/** While a session runs, another device of the trainer sees the log move within this delay. */
export const RUN_LOG_POLL_MS = 5_000;

function PhaseTimer({ since, phase }: { since: string; phase: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return <p role="timer">{t.phaseElapsed(phase, elapsedText(since, now))}</p>;
}

/**
 * « Déroulement »: the phase timer, the patient's current state, one click on a transition (a button
 * or the graph's arrow) logs it with its time, free notes, and the log — kept by the server, so it
 * survives a reload and shows on the trainer's other devices.
 */
export function RunTab({ session, canLead }: { session: SessionDetail; canLead: boolean }) {
  const running = acceptsEvents(session.status);
  const log = useRunLogQuery(session.id, { pollingInterval: running ? RUN_LOG_POLL_MS : 0, skipPollingIfUnfocused: true });
  const [logEvent] = useLogEventMutation();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const graph = session.scenario?.graph ?? { states: [], transitions: [] };
  const events = log.data ?? [];
  const current = currentStateId(events, graph);
  const state = graph.states.find((candidate) => candidate.id === current);
  const phase = currentPhase(events);
  const offered = canLead && running ? transitionsFrom(current, graph) : [];
  const unfilmed = notToFilm(session.participants);

  const take = (transition: string) => {
    setFailure(null);
    logEvent({ id: session.id, kind: 'transition_taken', transition })
      .unwrap()
      .catch((error: unknown) => setFailure(refusalMessage(error, s.failed)));
  };

  const addNote = async (event: FormEvent) => {
    event.preventDefault();
    if (!note.trim()) {
      setNoteError(t.noteRequired);
      return;
    }
    setNoteError(null);
    setFailure(null);
    try {
      await logEvent({ id: session.id, kind: 'note', text: note.trim() }).unwrap();
      setNote('');
    } catch (error) {
      // The note stays in the field: nothing typed is lost.
      setFailure(refusalMessage(error, s.failed));
    }
  };

  return (
    <>
      {unfilmed.length > 0 && <FormAlert role="status">{t.recordingWarning(unfilmed)}</FormAlert>}
      {!running && session.status === 'planifiée' && <p>{t.notStarted}</p>}
      {phase && running && <PhaseTimer since={phase.since} phase={phase.phase} />}
      <div aria-live="polite">{failure && <FormAlert $tone="error">{failure}</FormAlert>}</div>
      {state && (
        <>
          <h3>{`${t.currentState}\u00a0: ${state.name}`}</h3>
          <Facts
            rows={[
              { label: t.vitals.fc, value: `${state.vitals.fc}/min` },
              { label: t.vitals.pa, value: `${state.vitals.pa} mmHg` },
              { label: t.vitals.spo2, value: `${state.vitals.spo2} %` },
              { label: t.vitals.fr, value: `${state.vitals.fr}/min` },
              { label: t.vitals.temperature, value: `${state.vitals.temperature} °C` },
              { label: t.vitals.conscience, value: state.vitals.conscience },
            ]}
          />
          {state.description && <p>{state.description}</p>}
        </>
      )}
      {canLead && running && (
        <>
          <h3>{t.transitionsTitle}</h3>
          {offered.length === 0 ? (
            <p>{t.noTransition}</p>
          ) : (
            <Actions>
              {offered.map((transition) => (
                <Button key={transition.id} type="button" $variant="secondary" onClick={() => take(transition.id)}>
                  {t.takeTransition(transition.label, graph.states.find((one) => one.id === transition.to)?.name ?? transition.to)}
                </Button>
              ))}
            </Actions>
          )}
        </>
      )}
      {graph.states.length > 0 && (
        <>
          <h3>{t.graphTitle}</h3>
          <RunGraph graph={graph} current={current} onTransition={(id) => (canLead && running ? take(id) : undefined)} />
        </>
      )}
      {canLead && running && (
        <Form noValidate onSubmit={(event) => void addNote(event)} aria-label={t.noteForm}>
          <TextAreaField label={t.noteLabel} rows={3} value={note} error={noteError} onChange={(event) => setNote(event.target.value)} />
          <SubmitButton>{t.addNote}</SubmitButton>
        </Form>
      )}
      <h3>{t.logTitle}</h3>
      {log.isLoading && <p role="status">{t.logLoading}</p>}
      {log.isError && !log.data && <LoadFailure message={s.loadFailed} retryLabel={s.retry} onRetry={() => void log.refetch()} />}
      {log.data && events.length === 0 && <p>{t.logEmpty}</p>}
      {events.length > 0 && (
        <ol aria-label={t.logTitle}>
          {events.map((event) => (
            <li key={event.id}>
              <time dateTime={event.at}>{frenchDate(event.at, 'HH:mm:ss')}</time> — {eventText(event, graph)}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
