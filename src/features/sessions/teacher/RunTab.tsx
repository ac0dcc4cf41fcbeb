import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { debriefFacts } from '../../../../contract/debriefFacts';
import { liveVitalsOf } from '../../../../contract/liveVitals';
import { mayRevokeMonitorLink } from '../../../../contract/policy';
import type { NoteTag } from '../../../../contract/roles';
import { dueTransitions, runClock } from '../../../../contract/runClock';
import type { EventBody, SessionDetail } from '../../../../contract/schemas/sessions';
import { acceptsEvents, scenarioOpen } from '../../../../contract/sessionRules';
import { roomMessages } from '../../../config/messages/room';
import { sessionsMessages, teacherSessionMessages } from '../../../config/messages/sessions';
import { Actions, Button } from '../../../ui/buttons';
import { EmptyNote, LoadFailure, Loading } from '../../../ui/states';
import { media } from '../../../ui/theme';
import { VisuallyHidden } from '../../../ui/VisuallyHidden';
import { PENDING_EVENT, useRunLogQuery } from '../sessionsApi';
import { ConnectionState } from './run/ConnectionState';
import { LearnerChips, learnersOf } from './run/LearnerChips';
import { MonitorPanel } from './run/MonitorPanel';
import { pendingEvents } from './run/outbox';
import { useOutbox } from './run/outboxStore';
import { QuickActions, type QuickAction } from './run/QuickActions';
import { QuickNote } from './run/QuickNote';
import { Clamped, QuietButton, RoomClock, RoomScreen, ZoneTitle } from './run/RoomScreen';
import { PatientTiles, populationOf } from './run/PatientTiles';
import { clockText, correctable, currentPhase, currentState, notToFilm, repeatsLastTap, transitionsFrom } from './run/runScreen';
import { Timeline } from './run/Timeline';
import { TransitionPad } from './run/TransitionPad';
import { useNow } from './run/useNow';
import { VitalsChanger, type RefusedChange } from './run/VitalsChanger';
import { RunGraph } from './RunGraph';

/** Two columns from a landscape tablet up: the clock and the transitions on the left, above the fold at 1024×768. */
const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${media.lg} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
  & h2 {
    margin: 0;
  }
`;

const ClockBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

// The label beside the figures, on one line: on a tablet in landscape every line counts for the buttons.
const Clock = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  & strong {
    font-size: ${({ theme }) => theme.font.size.xxl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    font-variant-numeric: tabular-nums;
  }
`;

/** The correction under the transitions: the column's gap spaces it, no margin of its own. */
const Correction = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  & > p,
  & > div {
    margin: 0;
  }
`;

/** The learner chips and the quick actions flow on one wrapping line: on a landscape tablet every line counts. */
const ActionsRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  & > * {
    display: contents;
  }
`;

/**
 * Who must not be filmed: a caution, in amber rather than red — red is the alarms' and the errors' colour, and
 * this is neither. Compact in « Mode salle », where it sits above the transitions.
 */
const Caution = styled.p<{ $compact: boolean }>`
  /* On the page it stands apart from the tabs above and the columns below; in the room the column's gap spaces it. */
  margin: ${({ theme, $compact }) => ($compact ? '0' : `${theme.space.md} 0`)};
  padding: ${({ theme, $compact }) => ($compact ? `${theme.space.xs} ${theme.space.sm}` : `${theme.space.sm} ${theme.space.md}`)};
  border-left: ${({ theme }) => theme.border.accent} solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningSurface};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme, $compact }) => ($compact ? theme.font.size.sm : 'inherit')};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

/**
 * « Déroulement »: the running screen for the simulation room (docs/product.md §14). The scenario clock and
 * every countdown come from the log (contract/runClock.ts), which the session's stream keeps live on
 * every device of the trainer; one tap (or a key 1–9) logs a transition; a mistaken one is corrected by
 * a logged correction, never deleted.
 */
/**
 * « Mode salle » as the session's page gives it: the title, the phase moves (« Passer au débriefing », which asks
 * first), the way back, and the scenario's quick actions with what a tap does (none until the run log knows them).
 */
export type RoomMode = {
  title: string;
  moves: ReactNode;
  onLeave: () => void;
  quickActions?: readonly QuickAction[];
  onQuickAction?: (id: string) => void;
};

/** How « Mode salle » is offered on the ordinary page: `blocked` while the cookie banner waits for an answer. */
export type RoomEntry = { onEnter: () => void; blocked: boolean; focus?: boolean };

const NO_QUICK_ACTIONS: readonly QuickAction[] = [];
/** How often the tiles follow a running trend: four times a second. */
const TREND_TICK_MS = 250;

const RoomEntryBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  & > p {
    margin: 0;
  }
`;

/**
 * `settling`: a phase move was just confirmed; the transitions stay inert for a moment (a hurried tap's second half).
 * `room`: drawn as « Mode salle » (RoomScreen); `roomEntry`: the ordinary page offers it.
 */
export function RunTab({ session, canLead, settling = false, room, roomEntry }: { session: SessionDetail; canLead: boolean; settling?: boolean; room?: RoomMode; roomEntry?: RoomEntry }) {
  const running = acceptsEvents(session.status);
  const log = useRunLogQuery(session.id);
  const outbox = useOutbox(session.id);
  const [confirmingCorrection, setConfirmingCorrection] = useState(false);
  // Back from « Mode salle », the focus goes to the button that opened it.
  const entryButton = useRef<HTMLButtonElement>(null);
  const focusEntry = roomEntry?.focus === true;
  useEffect(() => {
    if (focusEntry) entryButton.current?.focus();
  }, [focusEntry]);
  // While a trend runs the tiles follow it a few times a second; otherwise the clock's second is enough.
  const [trending, setTrending] = useState(false);
  const ticked = useNow(running, trending ? TREND_TICK_MS : 1000);
  const graph = useMemo(() => session.scenario?.graph ?? { states: [], transitions: [] }, [session.scenario]);
  // What the server has, then what waits on this device (offline, or on its way): the patient moves at the tap.
  const events = useMemo(
    () => (log.data ? [...log.data, ...pendingEvents(outbox.box.queue, graph, log.data, outbox.inFlight)] : []),
    [log.data, outbox.box.queue, outbox.inFlight, graph],
  );
  // The path taken so far (corrections applied), highlighted on the graph: the same facts the debriefing reads.
  const path = useMemo(() => debriefFacts(events, graph, Date.parse(events.at(-1)?.at ?? '1970-01-01T00:00:00Z')).path.map((step) => step.state), [events, graph]);
  // The server's clock stamps the events: one a little ahead of this device's clock still counts at once.
  const now = Math.max(ticked, ...events.map((event) => Date.parse(event.at)));
  const clock = runClock(events, now);
  const current = currentState(events, graph, now);
  const state = graph.states.find((candidate) => candidate.id === current);
  const phase = currentPhase(events);
  // The patient's live vitals: the state's, overlaid by the trainer's changes since (contract/liveVitals.ts).
  const live = liveVitalsOf(events, graph.states, now);
  const vitals = live?.vitals ?? state?.vitals;
  const trendsRunning = (live?.trends.length ?? 0) > 0;
  // Adjusted while rendering (React's pattern for state that follows what is drawn): the next tick's pace.
  if (trending !== trendsRunning) setTrending(trendsRunning);
  const lead = canLead && running;
  // Until the log is read the patient's state is unknown: nothing is offered rather than the initial state's exits.
  // Once the debriefing has started the scenario is closed: no transition, key or correction is offered.
  const playing = lead && scenarioOpen(session.status);
  const offered = useMemo(() => (playing && log.data ? transitionsFrom(current, graph) : []), [playing, log.data, current, graph]);
  const due = dueTransitions(graph.transitions, events, now);
  const unfilmed = notToFilm(session.participants);
  const stateName = useCallback((id: string) => graph.states.find((one) => one.id === id)?.name ?? id, [graph]);
  const undoable = playing ? correctable(events, PENDING_EVENT) : null;
  const undoLabel = undoable ? (graph.transitions.find((one) => one.id === undoable.transition)?.label ?? undoable.transition) : '';

  /**
   * Queues one action with the time it is taken; the outbox sends it (now, or when the connection is back) under
   * its own client key, and says if the server refused it. True: it is kept, whatever the connection.
   */
  const { take: queue } = outbox;
  const send = useCallback(
    async (action: string, body: Omit<EventBody, 'client_key' | 'taken_at'>): Promise<boolean> => {
      queue(action, body);
      return true;
    },
    [queue],
  );
  const take = useCallback((transition: string) => void send(`transition:${transition}`, { kind: 'transition_taken', transition }), [send]);
  const correct = () => {
    if (!undoable) return;
    void send(`correction:${undoable.eventId}`, { kind: 'correction', corrects: undoable.eventId, state: undoable.back }).then((done) => done && setConfirmingCorrection(false));
  };
  // The note's key follows its text: sending the same note again is a retry, an edited one a new note.
  // The learners chosen go with the next note or action, then the choice clears (docs/product.md §14b).
  const learners = useMemo(() => learnersOf(session.participants), [session.participants]);
  const [chosen, setChosen] = useState<string[]>([]);
  const toggleLearner = (uid: string) => setChosen((now) => (now.includes(uid) ? now.filter((one) => one !== uid) : [...now, uid]));
  const concerned = () => {
    // In the chips' order: the same choice reads the same whatever the order of the taps.
    const uids = learners.map((learner) => learner.uid).filter((uid) => chosen.includes(uid));
    setChosen([]);
    return uids.length > 0 ? { learner_uids: uids } : {};
  };
  const addNote = (text: string, tags: NoteTag[]) => {
    const about = concerned();
    return send(`note:${text}:${tags.join(',')}:${about.learner_uids?.join(',') ?? ''}`, { kind: 'note', text, ...(tags.length > 0 ? { tags } : {}), ...about });
  };
  // A double tap logs once: a second tap a moment later is dropped, and one while the first still waits adds nothing (its key).
  const quickActions = room?.quickActions ?? session.scenario?.quick_actions ?? NO_QUICK_ACTIONS;
  const lastTap = useRef<{ id: string; at: number } | null>(null);
  const tapAction = (id: string) => {
    const at = Date.now();
    if (repeatsLastTap(lastTap.current, id, at)) return;
    lastTap.current = { id, at };
    if (room?.onQuickAction) room.onQuickAction(id);
    else void send(`action:${id}`, { kind: 'action', action_id: id, ...concerned() });
  };
  const journalContext = useMemo(() => ({ quickActions: session.scenario?.quick_actions ?? [], participants: session.participants }), [session.scenario, session.participants]);

  // While the session runs, the left column holds the clock and the transitions, the log below both columns;
  // once it has ended (or for someone who follows without leading) there is nothing to drive: the log takes
  // the left column, beside the patient's last state, rather than leave half the screen empty.
  const controls = (phase !== null && running) || (lead && log.data !== undefined);
  const logSection = (
    <div>
      <h2>{teacherSessionMessages.logTitle}</h2>
      {log.isLoading && <Loading>{teacherSessionMessages.logLoading}</Loading>}
      {log.isError && !log.data && <LoadFailure message={sessionsMessages.loadFailed} retryLabel={sessionsMessages.retry} onRetry={() => void log.refetch()} />}
      {log.data && events.length === 0 && <EmptyNote>{teacherSessionMessages.logEmpty}</EmptyNote>}
      {events.length > 0 && (
        <>
          <p>
            <small>{roomMessages.timelineHint}</small>
          </p>
          <Timeline events={events} graph={graph} label={teacherSessionMessages.logTitle} context={journalContext} />
        </>
      )}
    </div>
  );

  const clockMs = phase?.phase === 'scénario' || (!phase && clock.scenarioStartedAt) ? clock.scenarioElapsedMs : phase ? now - Date.parse(phase.since) : 0;
  const pauseButton = playing && clock.scenarioStartedAt && (
    <Button type="button" $variant={clock.paused ? 'primary' : 'secondary'} onClick={() => void send(clock.paused ? 'resume' : 'pause', { kind: clock.paused ? 'resumed' : 'paused' })}>
      {clock.paused ? roomMessages.resume : roomMessages.pause}
    </Button>
  );
  const transitions = lead && log.data && (
    <>
      {/* On the page, named for screen readers (the numbered buttons say it to the eye); in the room, a zone's small title. */}
      {room ? <ZoneTitle>{roomMessages.transitionsTitle}</ZoneTitle> : <VisuallyHidden as="h2">{roomMessages.transitionsTitle}</VisuallyHidden>}
      {playing ? (
        <TransitionPad
          offered={offered}
          due={due}
          stateName={stateName}
          inert={settling}
          compact={room !== undefined}
          aside={
            room &&
            undoable &&
            !confirmingCorrection && (
              <QuietButton type="button" onClick={() => setConfirmingCorrection(true)}>
                {roomMessages.correct}
              </QuietButton>
            )
          }
          onTake={(transition) => take(transition.id)}
        />
      ) : (
        <p role="status">{roomMessages.scenarioClosed}</p>
      )}
      {undoable &&
        (confirmingCorrection ? (
          <Correction role="group" aria-label={roomMessages.correct}>
            <p>{roomMessages.confirmCorrect(undoLabel, stateName(undoable.back))}</p>
            <Actions>
              <Button type="button" onClick={correct}>
                {roomMessages.confirmCorrectButton}
              </Button>
              <Button type="button" $variant="secondary" onClick={() => setConfirmingCorrection(false)}>
                {roomMessages.keepTransition}
              </Button>
            </Actions>
          </Correction>
        ) : room ? null : (
          <Correction>
            <Actions>
              <Button type="button" $variant="secondary" onClick={() => setConfirmingCorrection(true)}>
                {roomMessages.correct}
              </Button>
            </Actions>
          </Correction>
        ))}
    </>
  );
  const warning = unfilmed.length > 0 && (
    <Caution role="status" $compact={room !== undefined}>
      {teacherSessionMessages.recordingWarning(unfilmed)}
    </Caution>
  );
  const connection = lead && <ConnectionState box={outbox.box} online={outbox.online} graph={graph} onDismiss={outbox.dismissRefused} />;
  const note = lead && <QuickNote sessionId={session.id} onSend={addNote} compact={room !== undefined} />;
  // The last change of the vitals the server refused: the form opens with it again, nothing typed is lost.
  const refusedVitals = [...outbox.box.refused].reverse().find((action) => action.body.kind === 'vitals_changed');
  const refusedChange: RefusedChange = refusedVitals?.body.vitals ? { vitals: refusedVitals.body.vitals, ...(refusedVitals.body.over_seconds === undefined ? {} : { over_seconds: refusedVitals.body.over_seconds }) } : null;
  const vitalsChanger = playing && log.data && vitals && (
    <VitalsChanger current={vitals} refused={refusedChange} onSend={(change) => void send(`vitals:${JSON.stringify(change)}`, { kind: 'vitals_changed', ...change })} />
  );
  // Quick actions and the learners they concern: while the scenario runs, in the room and on the ordinary page.
  // In the room, the learners on their own line and the actions under their zone's title.
  const actionsRow =
    playing &&
    log.data &&
    (room ? (
      <>
        <LearnerChips learners={learners} chosen={chosen} onToggle={toggleLearner} />
        {quickActions.length > 0 && <ZoneTitle>{roomMessages.quickActionsTitle}</ZoneTitle>}
        <QuickActions actions={quickActions} onAction={tapAction} />
      </>
    ) : (
      <ActionsRow>
        <LearnerChips learners={learners} chosen={chosen} onToggle={toggleLearner} />
        <QuickActions actions={quickActions} onAction={tapAction} />
      </ActionsRow>
    ));

  // The five tiles in the monitor's colours and alarms, then the state of consciousness in words: the same on both layouts.
  const shownVitals = vitals ?? state?.vitals;
  const patientVitals = shownVitals && (
    <>
      <PatientTiles vitals={shownVitals} population={populationOf(session.scenario)} />
      <p>{`${roomMessages.vitals.conscience}\u00a0: ${shownVitals.conscience}`}</p>
    </>
  );

  if (room) {
    return (
      <RoomScreen
        title={room.title}
        clock={
          <RoomClock role="timer">
            <span>{roomMessages.roomClock}</span>
            <strong>{clockText(clock.scenarioElapsedMs)}</strong>
            {clock.paused && <span>{roomMessages.clockPaused}</span>}
          </RoomClock>
        }
        header={
          <>
            {pauseButton}
            {room.moves}
            <Button type="button" $variant="secondary" onClick={room.onLeave}>
              {roomMessages.leaveRoomMode}
            </Button>
          </>
        }
        controls={
          <>
            {warning}
            {connection}
            {transitions}
            {actionsRow}
            {note}
          </>
        }
        patient={
          state && (
            <>
              <h2>{`${teacherSessionMessages.currentState}\u00a0: ${state.name}`}</h2>
              {patientVitals}
              {vitalsChanger}
              {state.description && <Clamped>{state.description}</Clamped>}
            </>
          )
        }
        journal={events.length > 0 && <Timeline events={events} graph={graph} label={teacherSessionMessages.logTitle} context={journalContext} />}
        journalLabel={teacherSessionMessages.logTitle}
      />
    );
  }

  return (
    <>
      {warning}
      {!running && session.status === 'planifiée' && <p>{teacherSessionMessages.notStarted}</p>}
      <Screen>
        <Column>
          {!controls && logSection}
          {phase && running && (
            <ClockBar>
              <Clock role="timer">
                <span>{roomMessages.clockPhase(phase.phase)}</span>
                <strong>{clockText(clockMs)}</strong>
                {clock.paused && <span>{roomMessages.clockPaused}</span>}
              </Clock>
              {pauseButton}
              {roomEntry && (
                <RoomEntryBar>
                  <Button ref={entryButton} type="button" $variant="secondary" disabled={roomEntry.blocked} aria-describedby={roomEntry.blocked ? 'mode-salle-cookies' : undefined} onClick={roomEntry.onEnter}>
                    {roomMessages.roomMode}
                  </Button>
                  {roomEntry.blocked && <p id="mode-salle-cookies">{roomMessages.roomModeAfterConsent}</p>}
                </RoomEntryBar>
              )}
            </ClockBar>
          )}
          {connection}
          {transitions}
          {actionsRow}
        </Column>
        <Column>
          {state && (
            <>
              <h2>{`${running ? teacherSessionMessages.currentState : teacherSessionMessages.finalState}\u00a0: ${state.name}`}</h2>
              {patientVitals}
              {vitalsChanger}
              {state.description && <p>{state.description}</p>}
            </>
          )}
          {note}
        </Column>
      </Screen>
      {controls && logSection}
      {graph.states.length > 0 && (
        <>
          <h2>{teacherSessionMessages.graphTitle}</h2>
          <RunGraph graph={graph} current={current} path={path} expected ended={session.status !== 'en cours'} onTransition={(id) => (lead ? take(id) : undefined)} />
        </>
      )}
      {/* The policy says who may revoke the room's link: the trainer, and the organisation's admin (who may not create one). */}
      {mayRevokeMonitorLink(session.viewer) && ['planifiée', 'en cours', 'débriefing'].includes(session.status) && <MonitorPanel sessionId={session.id} canCreate={canLead} />}
    </>
  );
}
