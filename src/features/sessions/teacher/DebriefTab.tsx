import { useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { clockText, debriefFacts, type DebriefFacts } from '../../../../contract/debriefFacts';
import type { SessionDetail, SessionScenario } from '../../../../contract/schemas/sessions';
import { DEBRIEF_PHASES } from '../../../../contract/sessionRules';
import { firstTextLimitProblem, TEXT_LIMITS } from '../../../../contract/textLimits';
import { debriefMessages, durationText } from '../../../config/messages/debrief';
import { sessionsMessages, teacherSessionMessages } from '../../../config/messages/sessions';
import { refusalMessage } from '../../../lib/api';
import { Actions, Button } from '../../../ui/buttons';
import { ConflictCallout } from '../../../ui/ConflictCallout';
import { Callout, TextList } from '../../../ui/content';
import { Form, FormAlert, SubmitButton, TextAreaField } from '../../../ui/forms';
import { LoadFailure, Loading } from '../../../ui/states';
import { ScrollingTable } from '../../../ui/table';
import { PENDING_EVENT, useEvaluationsQuery, useGetSessionQuery, useRunLogQuery, useSaveDebriefNoteMutation } from '../sessionsApi';
import { dirtyPhases, editNote, NO_EDITS, type NoteEdits, rebased, shownNote, storedEdits, withoutPhases } from './debriefNotes';
import { sessionExportCsv, downloadCsv } from './debriefExport';
import { LearnerFacts } from './LearnerFacts';
import { Projection } from './Projection';
import { RunGraph } from './RunGraph';
import { timelineText } from './run/journalText';
import { readDraft, writeDraft } from './sessionDraft';

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
type Graph = SessionScenario['graph'];

const Timeline = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  li {
    display: grid;
    grid-template-columns: 5.5rem 1fr;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  }
  time {
    font-variant-numeric: tabular-nums;
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  [data-paused='true'] {
    color: ${({ theme }) => theme.colors.mutedText};
    font-style: italic;
  }
`;

const Verdict = styled.span<{ $good: boolean }>`
  color: ${({ theme, $good }) => ($good ? theme.colors.success : theme.colors.danger)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/** The run's facts: the path on the graph, the timeline, the time per state, the marked states' outcomes. */
function RunFacts({ facts, graph }: { facts: DebriefFacts; graph: Graph }) {
  const nameOf = (id: string) => graph.states.find((state) => state.id === id)?.name ?? id;
  if (!facts.started) return <p>{debriefMessages.notStarted}</p>;
  return (
    <>
      <h2>{debriefMessages.pathTitle}</h2>
      <RunGraph graph={graph} current={facts.path.at(-1)?.state ?? null} path={facts.path.map((step) => step.state)} expected ended onTransition={() => undefined} />
      <p aria-label={debriefMessages.pathLabel}>{debriefMessages.pathText(facts.path.map((step) => nameOf(step.state)))}</p>
      <p>{debriefMessages.duration(facts.duration)}</p>
      {facts.corrections.length > 0 && <p>{debriefMessages.corrections(facts.corrections.length)}</p>}

      <h2>{debriefMessages.marksTitle}</h2>
      {facts.marks.length === 0 ? (
        <p>{debriefMessages.noMarks}</p>
      ) : (
        <ScrollingTable label={debriefMessages.marksCaption} caption={debriefMessages.marksCaption} captionHidden columns={[{ label: debriefMessages.stateColumn, phone: 'title' }, { label: debriefMessages.expectationColumn, phone: 'labelled' }, { label: debriefMessages.outcomeColumn, phone: 'meta' }]} stacked>
          <tbody>
            {facts.marks.map((mark) => {
              const expected = graph.states.find((state) => state.id === mark.state)?.expected;
              return (
                <tr key={mark.state}>
                  <th scope="row">{nameOf(mark.state)}</th>
                  <td>{debriefMessages.csv.expected(mark.kind, expected?.within_seconds)}</td>
                  <td>
                    {/* The icon is for a glance; the words say it, colour is never alone. */}
                    <Verdict $good={debriefMessages.markGood(mark)}>
                      <span aria-hidden="true">{debriefMessages.markGood(mark) ? '✓ ' : '✗ '}</span>
                      {debriefMessages.markText(mark)}
                    </Verdict>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollingTable>
      )}

      <h2>{debriefMessages.timePerStateTitle}</h2>
      <ScrollingTable label={debriefMessages.timePerStateCaption} caption={debriefMessages.timePerStateCaption} captionHidden columns={[{ label: debriefMessages.stateColumn, phone: 'title' }, { label: debriefMessages.timeColumn, phone: 'meta' }]} stacked>
        <tbody>
          {facts.timePerState.map((row) => (
            <tr key={row.state}>
              <th scope="row">{nameOf(row.state)}</th>
              <td>{durationText(row.seconds)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>

      <h2>{debriefMessages.timelineTitle}</h2>
      <Timeline aria-label={debriefMessages.timelineLabel}>
        {facts.timeline.map((entry) => {
          const text = `${timelineText(entry.event, graph)}${entry.pauseSeconds === undefined ? '' : debriefMessages.pausedFor(entry.pauseSeconds)}${entry.duringPause ? debriefMessages.duringPause : ''}`;
          return (
            <li key={entry.event.id} data-paused={entry.duringPause || entry.event.kind === 'paused'}>
              <time dateTime={entry.event.at}>{entry.at === null ? debriefMessages.beforeStart : clockText(entry.at)}</time>
              {entry.corrected ? (
                <span>
                  {debriefMessages.correctedMark}
                  <s>{text}</s>
                </span>
              ) : (
                <span>{text}</span>
              )}
            </li>
          );
        })}
      </Timeline>
    </>
  );
}

/**
 * A workspace on a wide screen: the run's facts (graph, states, chronology) on the left, the notes beside them.
 * The notes column is as tall as its notes (never a box cut mid-line that scrolls on its own); its head — the
 * title, « Enregistrer le débriefing » and what the last save said — sticks to the top of the window while the
 * column runs under it, so the save is at hand from any phase. One column below that width, the facts first.
 */
const Workspace = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) minmax(20rem, ${({ theme }) => theme.layout.formWidth});
    align-items: start;
  }
`;

const NotesColumn = styled.div`
  min-width: 0;
  /* A field reached by the keyboard (or a link) stops below the sticky head, never under it. */
  textarea,
  h3 {
    scroll-margin-top: 6rem;
  }
`;

/**
 * At the top rather than the bottom: a phone's keyboard covers the bottom of the window, and a bar stuck to the
 * top sits where it belongs in a picture of the whole page.
 */
const NotesHead = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  background: ${({ theme }) => theme.colors.background};
  border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
  }
  & > [aria-live] {
    flex-basis: 100%;
  }
  & > [aria-live] > * {
    margin: 0;
  }
`;

/** « Projeter » beside the facts' title: the room's screen gets the facts, never the notes. */
const FactsHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
  }
`;

/** The browser's full screen for the projection, where it is allowed (a click is needed; refused quietly otherwise). */
const enterFullScreen = () => {
  const root = document.documentElement;
  if (typeof root.requestFullscreen === 'function' && !document.fullscreenElement) root.requestFullscreen().catch(() => undefined);
};
const leaveFullScreen = () => {
  if (document.fullscreenElement && typeof document.exitFullscreen === 'function') document.exitFullscreen().catch(() => undefined);
};

const isConflict = (error: unknown) => typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 409;

/** « Débriefing »: the facts of the run, then notes for each phase of the session's model, guided by the scenario's key points. */
export function DebriefTab({ session, canLead }: { session: SessionDetail; canLead: boolean }) {
  const phases = DEBRIEF_PHASES[session.debrief_model];
  const savedNotes = useMemo(() => session.debrief_notes ?? {}, [session.debrief_notes]);
  const versions = useMemo(() => session.debrief_versions ?? {}, [session.debrief_versions]);
  // What was typed and not saved before another tab was opened comes back (docs/product.md §14.5), with the versions it was typed over.
  const [restored] = useState(() => (canLead ? readDraft(session.id, 'debrief', (value): value is NoteEdits => storedEdits(value) !== null) : null));
  const [edits, setEdits] = useState<NoteEdits>(() => (restored ? (storedEdits(restored) ?? NO_EDITS) : NO_EDITS));
  // The phases another device saved since this one began typing them: both texts are shown.
  const [conflicts, setConflicts] = useState<string[]>([]);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [saveNote] = useSaveDebriefNoteMutation();
  const [saving, setSaving] = useState(false);
  const [projecting, setProjecting] = useState(false);
  const { refetch } = useGetSessionQuery(session.id);
  const log = useRunLogQuery(session.id);
  const evaluations = useEvaluationsQuery(session.id);
  const graph = session.scenario?.graph ?? null;
  // Only a scenario still running needs « now » (its last state runs to it); the tab's opening is enough.
  const [openedAt] = useState(() => Date.now());
  const facts = useMemo(() => (graph && log.data ? debriefFacts(log.data, graph, Math.max(openedAt, ...log.data.map((event) => Date.parse(event.at)))) : null), [graph, log.data, openedAt]);
  // The learners' list is read again when the log gains an action or a note that names a learner (the stream brings it).
  const learnerEvents = (log.data ?? []).filter((event) => (event.kind === 'action' || event.kind === 'note') && event.learner_uids?.length && !event.id.startsWith(PENDING_EVENT));
  const learnerLogKey = `${learnerEvents.length}:${learnerEvents.at(-1)?.id ?? ''}`;
  const keyPoints = (phase: string) => session.scenario?.debriefing_guide.key_points.find((group) => group.phase === phase)?.points ?? [];
  const dirty = dirtyPhases(phases, edits, savedNotes);

  useEffect(() => {
    if (canLead) writeDraft(session.id, 'debrief', dirty.length > 0 ? edits : null);
  }, [canLead, session.id, dirty.length, edits]);

  /** Saves each phase typed here, alone and from its own version: the others are another device's, or unchanged. */
  const persist = async (toSave: readonly string[], from: NoteEdits): Promise<boolean> => {
    // A phase's notes past their limit are said beside the field already: nothing is sent, nothing typed is cut.
    const tooLong = firstTextLimitProblem(toSave.map((phase) => ({ label: teacherSessionMessages.notesOf(capitalised(phase)), text: from.texts[phase] ?? '' })), TEXT_LIMITS.debriefNotes);
    if (tooLong) {
      setOutcome({ tone: 'error', text: tooLong });
      return false;
    }
    setSaving(true);
    const answers = await Promise.allSettled(
      toSave.map((phase) => saveNote({ id: session.id, phase, text: from.texts[phase] ?? '', updated_at: from.bases[phase] ?? null }).unwrap()),
    );
    setSaving(false);
    const saved = toSave.filter((_phase, index) => answers[index]?.status === 'fulfilled');
    const refused = answers.flatMap((answer) => (answer.status === 'rejected' ? [answer.reason as unknown] : []));
    const stale = toSave.filter((_phase, index) => {
      const answer = answers[index];
      return answer?.status === 'rejected' && isConflict(answer.reason);
    });
    setEdits((current) => withoutPhases(current, saved));
    if (stale.length > 0) {
      // The other text, read now (the stream may be down): shown beside this device's.
      await refetch();
      setConflicts(stale);
    } else {
      setConflicts([]);
    }
    if (refused.length > 0) {
      setOutcome({ tone: 'error', text: refusalMessage(refused[0], sessionsMessages.failed) });
      return false;
    }
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (dirty.length === 0) return;
    if (await persist(dirty, edits)) setOutcome({ tone: 'success', text: teacherSessionMessages.debriefSaved });
  };

  const keepMine = async () => {
    setOutcome(null);
    const kept = rebased(edits, conflicts, versions);
    setEdits(kept);
    if (await persist(conflicts, kept)) setOutcome({ tone: 'success', text: teacherSessionMessages.debriefSaved });
  };
  const takeTheirs = () => {
    setEdits(withoutPhases(edits, conflicts));
    setConflicts([]);
    setOutcome(null);
  };
  const shownConflicts = conflicts.filter((phase) => dirty.includes(phase));

  const exportSession = () => {
    if (!facts || !graph) return;
    // The notes as saved: what is typed and not saved yet is not the session's record.
    const saved = phases.map((phase) => ({ phase, text: savedNotes[phase] ?? '' }));
    downloadCsv(debriefMessages.exportFile(session.title), sessionExportCsv(facts, graph, evaluations.data ?? null, saved));
  };

  return (
    <Workspace>
      <section aria-labelledby="debrief-facts">
        <FactsHeader>
          <h2 id="debrief-facts">{debriefMessages.factsTitle}</h2>
          {facts && graph && facts.started && (
            <Projection
              open={projecting}
              onOpen={() => {
                enterFullScreen();
                setProjecting(true);
              }}
              onClose={() => {
                leaveFullScreen();
                setProjecting(false);
              }}
              scenarioTitle={session.scenario_title ?? session.title}
              facts={facts}
              graph={graph}
            />
          )}
        </FactsHeader>
        {log.isLoading && <Loading>{debriefMessages.logLoading}</Loading>}
        {log.isError && !log.data && <LoadFailure message={sessionsMessages.loadFailed} retryLabel={sessionsMessages.retry} onRetry={() => void log.refetch()} />}
        {facts && graph && <RunFacts facts={facts} graph={graph} />}
        {facts && graph && (
          <Actions>
            <Button type="button" $variant="secondary" disabled={evaluations.isLoading} onClick={exportSession}>
              {evaluations.isLoading ? debriefMessages.exporting : debriefMessages.export}
            </Button>
          </Actions>
        )}
        {/* Learner names are the trainer's: here, never on the projection. */}
        <LearnerFacts sessionId={session.id} participants={session.participants} logKey={learnerLogKey} />
      </section>
      <NotesColumn>
      <Form noValidate onSubmit={(event) => void submit(event)} aria-label={teacherSessionMessages.tabs.debrief}>
        <NotesHead>
          <h2>{debriefMessages.notesTitle}</h2>
          {canLead && <SubmitButton disabled={saving}>{saving ? teacherSessionMessages.saving : teacherSessionMessages.saveDebrief}</SubmitButton>}
          <div aria-live="polite">{outcome && <FormAlert $tone={outcome.tone}>{outcome.text}</FormAlert>}</div>
        </NotesHead>
        <p>{teacherSessionMessages.debriefLead(session.debrief_model)}</p>
        {restored && dirty.length > 0 && <Callout>{debriefMessages.draftKept}</Callout>}
        {shownConflicts.length > 0 && (
          <ConflictCallout
            title={debriefMessages.notesConflictTitle}
            text={debriefMessages.notesConflictText}
            differences={shownConflicts.map((phase) => ({ field: debriefMessages.notesConflictField(capitalised(phase)), mine: edits.texts[phase] ?? '', theirs: savedNotes[phase] ?? '' }))}
            busy={saving}
            onKeepMine={() => void keepMine()}
            onTakeTheirs={takeTheirs}
          />
        )}
        {phases.map((phase) => (
          <div key={phase}>
            <h3>{capitalised(phase)}</h3>
            {keyPoints(phase).length > 0 && (
              <>
                <p>{teacherSessionMessages.keyPoints}</p>
                <TextList>
                  {keyPoints(phase).map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </TextList>
              </>
            )}
            <TextAreaField
              label={teacherSessionMessages.notesOf(capitalised(phase))}
              rows={4}
              value={shownNote(edits, phase, savedNotes)}
              disabled={!canLead}
              limit={TEXT_LIMITS.debriefNotes}
              onChange={(event) => setEdits(editNote(edits, phase, event.target.value, savedNotes, versions))}
            />
          </div>
        ))}
      </Form>
      </NotesColumn>
    </Workspace>
  );
}
