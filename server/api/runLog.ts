/**
 * The run log's writes (docs/product.md §14.3 "Running"), decided by pure functions from the log as it is: what
 * the trainer's event becomes (or why it is refused), and whether the `délai` timer fires now. The route
 * and the timer (plugins/app/runTimer.ts) call them under the session's run lock, so each decides on the
 * log every other writer left; migration 012's unique indexes stand behind them.
 */
import { vitalsChangeProblem } from '../../contract/liveVitals';
import { liveVitalsMessages, sessionMessages } from '../../contract/messages';
import type { SessionStatus } from '../../contract/roles';
import { scenarioOpen } from '../../contract/sessionRules';
import { type ClockEvent, dueTransitions, runClock } from '../../contract/runClock';
import type { ScenarioContent, ScenarioTransition } from '../../contract/schemas/scenarios';
import type { EventBody, RunLogEvent } from '../../contract/schemas/sessions';
import type { RunLogPayload } from './repositories/runLog';

/** One event to write, in order. */
export type RunLogWrite = { kind: RunLogEvent['kind']; payload: RunLogPayload };

export type EventDecision = { writes: RunLogWrite[] } | { refusal: 409 | 422; message: string };

const refuse = (status: 409 | 422, message: string): EventDecision => ({ refusal: status, message });

/** A transition taken from the current state: the transition, then the state it leads to (one click, two facts). */
function taking(transition: ScenarioTransition, after: string, auto: boolean): RunLogWrite[] {
  return [
    { kind: 'transition_taken', payload: { transition: transition.id, from: transition.from, to: transition.to, after, ...(auto ? { auto: true } : {}) } },
    { kind: 'state_reached', payload: { state: transition.to } },
  ];
}

/**
 * What the trainer's event becomes, given the session's status, its scenario's graph and its log at `now`
 * (epoch ms, on the clock that stamps the events). The caller has checked that the session takes events.
 */
export function decideEvent(
  body: EventBody,
  run: {
    status: SessionStatus;
    graph: ScenarioContent['graph'] | null;
    log: readonly ClockEvent[];
    now: number;
    /** The scenario's quick actions (an `action` names one of them). */
    quickActions?: ScenarioContent['quick_actions'];
    /** The session's participants (the learners a note or an action may name). */
    participantUids?: readonly string[];
  },
): EventDecision {
  const { graph, log, now } = run;
  // A field of another kind is a mistake of the caller's, never silently dropped.
  const misplaced =
    ((body.vitals !== undefined || body.over_seconds !== undefined) && body.kind !== 'vitals_changed') ||
    (body.action_id !== undefined && body.kind !== 'action') ||
    (body.learner_uids !== undefined && body.kind !== 'note' && body.kind !== 'action');
  if (misplaced) return refuse(422, liveVitalsMessages.misplacedField);
  // The debriefing has started: the scenario's story is closed (notes and actions still go to the log).
  if ((body.kind === 'transition_taken' || body.kind === 'state_reached' || body.kind === 'correction' || body.kind === 'vitals_changed') && !scenarioOpen(run.status)) {
    return refuse(409, sessionMessages.scenarioClosed);
  }
  const participants = new Set(run.participantUids ?? []);
  if (body.learner_uids?.some((uid) => !participants.has(uid))) return refuse(422, liveVitalsMessages.notParticipant);
  const learners = body.learner_uids?.length ? { learner_uids: body.learner_uids } : {};
  const knownState = (id: string | undefined) => id !== undefined && (graph?.states.some((state) => state.id === id) ?? false);
  switch (body.kind) {
    case 'note': {
      if (!body.text) return refuse(422, sessionMessages.eventIncomplete);
      return { writes: [{ kind: 'note', payload: { text: body.text.trim(), ...(body.tags?.length ? { tags: body.tags } : {}), ...learners } }] };
    }
    case 'action': {
      if (!body.action_id) return refuse(422, sessionMessages.eventIncomplete);
      if (!run.quickActions?.some((action) => action.id === body.action_id)) return refuse(422, liveVitalsMessages.unknownAction);
      return { writes: [{ kind: 'action', payload: { action_id: body.action_id, ...learners } }] };
    }
    case 'vitals_changed': {
      const problem = vitalsChangeProblem(body.vitals, body.over_seconds);
      if (problem) return refuse(422, problem);
      // Key by key, in the state's order: only the signs sent, conscience trimmed.
      const vitals: NonNullable<RunLogEvent['vitals']> = {};
      const sent = body.vitals ?? {};
      if (sent.fc !== undefined) vitals.fc = sent.fc;
      if (sent.pa !== undefined) vitals.pa = sent.pa.replace(/\s+/g, '');
      if (sent.spo2 !== undefined) vitals.spo2 = sent.spo2;
      if (sent.fr !== undefined) vitals.fr = sent.fr;
      if (sent.temperature !== undefined) vitals.temperature = sent.temperature;
      if (sent.conscience !== undefined) vitals.conscience = sent.conscience.trim();
      return { writes: [{ kind: 'vitals_changed', payload: { vitals, ...(body.over_seconds === undefined ? {} : { over_seconds: body.over_seconds }) } }] };
    }
    case 'phase_started':
      if (!body.phase) return refuse(422, sessionMessages.eventIncomplete);
      return { writes: [{ kind: 'phase_started', payload: { phase: body.phase } }] };
    case 'state_reached':
      if (!body.state) return refuse(422, sessionMessages.eventIncomplete);
      if (!knownState(body.state)) return refuse(422, sessionMessages.unknownState);
      return { writes: [{ kind: 'state_reached', payload: { state: body.state } }] };
    case 'transition_taken': {
      const transition = graph?.transitions.find((candidate) => candidate.id === body.transition);
      if (!transition) return refuse(422, sessionMessages.unknownTransition);
      const current = runClock(log, now).current;
      if (current?.state === transition.from) return { writes: taking(transition, current.eventId, false) };
      // The patient left that state a moment ago (a second click, another device, the timer): say so, not "not offered".
      const lastExit = [...log].reverse().find((event) => event.kind === 'transition_taken') as (ClockEvent & Pick<RunLogEvent, 'from'>) | undefined;
      return refuse(409, lastExit?.from === transition.from ? sessionMessages.transitionTaken : sessionMessages.transitionNotOffered);
    }
    case 'paused':
    case 'resumed': {
      if (!scenarioOpen(run.status)) return refuse(409, sessionMessages.pauseClosed);
      const paused = runClock(log, now).paused;
      if (body.kind === 'paused' && paused) return refuse(409, sessionMessages.alreadyPaused);
      if (body.kind === 'resumed' && !paused) return refuse(409, sessionMessages.notPaused);
      return { writes: [{ kind: body.kind, payload: {} }] };
    }
    case 'correction': {
      if (!body.corrects || !body.state) return refuse(422, sessionMessages.eventIncomplete);
      const corrected = log.find((event) => event.id === body.corrects);
      if (!corrected || (corrected.kind !== 'transition_taken' && corrected.kind !== 'state_reached')) return refuse(422, sessionMessages.correctionTarget);
      if (!knownState(body.state)) return refuse(422, sessionMessages.unknownState);
      // Never an edit: the patient is back in `state` from now on (runClock makes a correction's state current).
      return { writes: [{ kind: 'correction', payload: { corrects: body.corrects, state: body.state } }] };
    }
  }
}

export type TimerDecision = { fire: RunLogWrite[]; transition: ScenarioTransition } | { fire: null; dueAt: number | null };

/**
 * The `délai` timer's decision for one running session at `now`: fire the soonest transition leaving the
 * current state once its time has run (paused time not counted), or the instant to look again (null: nothing
 * to wait for, or the clock is paused).
 */
export function timerDecision(transitions: readonly ScenarioTransition[], log: readonly ClockEvent[], now: number): TimerDecision {
  const [soonest] = dueTransitions(transitions, log, now);
  const current = runClock(log, now).current;
  if (!soonest || !current) return { fire: null, dueAt: null };
  if (soonest.dueAt !== null && soonest.remainingMs <= 0) return { fire: taking(soonest.transition, current.eventId, true), transition: soonest.transition };
  return { fire: null, dueAt: soonest.dueAt };
}

/** How far ahead of the server's clock a device's taken time may be and still be believed: a device clock a little fast. */
export const TAKEN_AT_SKEW_MS = 5_000;

export type EventTime = { at: number; receivedAt: number | null };

/**
 * When an event happened (epoch ms): the time the trainer took it on their device — sent by an action that
 * waited for the connection — when that is plausible, otherwise the time the server received it. Plausible:
 * not in the future beyond `TAKEN_AT_SKEW_MS` (within it, a fast device clock: now), and after `notBefore` —
 * the session's start for a note, the log's last clock event for what moves the clock, which is read in the
 * order it was written and must not go back in time. `receivedAt` is set only when the taken time is kept,
 * so the log says the event was sent late.
 */
export function eventTime(takenAt: string | undefined, receivedAt: number, notBefore: number | null): EventTime {
  const taken = takenAt === undefined ? Number.NaN : Date.parse(takenAt);
  if (!Number.isFinite(taken) || notBefore === null || taken <= notBefore || taken >= receivedAt || taken > receivedAt + TAKEN_AT_SKEW_MS) {
    return { at: receivedAt, receivedAt: null };
  }
  return { at: taken, receivedAt };
}

/** The clock to decide on: the database's, never behind the last event it stamped (stamps are kept to the millisecond). */
export function decisionTime(databaseNow: number, log: readonly Pick<ClockEvent, 'at'>[]): number {
  const last = log.at(-1);
  return Math.max(databaseNow, last ? Date.parse(last.at) : 0);
}

/**
 * A write refused by one of migration 012's unique indexes. PostgreSQL names it (SQLSTATE 23505 with the
 * constraint); the tests' PGlite worker passes only the message on, which names it too.
 */
export function isUniqueViolation(error: unknown, index: 'run_log_events_one_exit_idx' | 'run_log_events_client_key_idx'): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (code === '23505' && constraint === index) return true;
  return typeof message === 'string' && message.includes('duplicate key') && message.includes(index);
}
