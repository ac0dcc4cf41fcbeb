/**
 * The facts a debriefing starts from (docs/product.md §14.4 "Expected course"), computed from the run log alone
 * and the scenario version's graph: the path taken, the run as a timeline, the time spent in each state,
 * and how each marked state (`expected`) came out. The « Débriefing » tab and the session's export read
 * the same function, so what the trainer sees is what they download.
 *
 * Times are seconds of the scenario clock, as contract/runClock.ts counts it: from the start of the
 * « scénario » phase, paused time left out. A correction is never a deletion: the event it corrects stays
 * in the timeline (marked as corrected), but the states it led to leave the path.
 */
import { elapsedSeconds, elapsedText } from './elapsedTime';
import { debriefFactMessages } from './messages';
import type { ScenarioState } from './schemas/scenarios';
import type { RunLogEvent } from './schemas/sessions';

const SCENARIO_PHASE = 'scénario';

type Graph = { states: readonly Pick<ScenarioState, 'id' | 'name' | 'expected'>[] };

export type PathStep = {
  state: string;
  /** The `state_reached` (or `correction`) that brought the patient there. */
  eventId: string;
  /** Seconds of scenario clock when it was reached. */
  at: number;
};

export type Correction = {
  eventId: string;
  at: number;
  /** The event undone (a transition taken or a state reached by mistake). */
  corrects: string;
  /** Where the patient is back. */
  backTo: string;
};

export type TimelineEntry = {
  event: RunLogEvent;
  /** Seconds of scenario clock; null before the « scénario » phase started. */
  at: number | null;
  /** For a `paused` event: how long the pause lasted (wall-clock seconds, to the `resumed` or to the end). */
  pauseSeconds?: number;
  /** Logged while the clock was paused. */
  duringPause: boolean;
  /** Undone by a later correction (it stays in the log, struck through). */
  corrected: boolean;
};

export type StateTime = { state: string; seconds: number };

export type MarkVerdict =
  | { verdict: 'reached'; at: number }
  | { verdict: 'in_time'; at: number; limit: number }
  | { verdict: 'late'; at: number; limit: number; lateBy: number }
  | { verdict: 'missed'; limit?: number }
  | { verdict: 'avoided' }
  | { verdict: 'not_avoided'; at: number };

export type MarkOutcome = { state: string; kind: NonNullable<ScenarioState['expected']>['kind'] } & MarkVerdict;

export type DebriefFacts = {
  started: boolean;
  /** Seconds of scenario clock from the start to the end of the « scénario » phase (or to `now` while it runs). */
  duration: number;
  path: PathStep[];
  corrections: Correction[];
  timeline: TimelineEntry[];
  /** In the order the states were first reached. */
  timePerState: StateTime[];
  /** In the graph's order. */
  marks: MarkOutcome[];
};

// Truncated to the elapsed second, as the live journal shows it (elapsedTime.ts): one event, one time everywhere.
const seconds = elapsedSeconds;

/** One pass over the log: each event's scenario clock (ms, null before the start), and the clock at the end. */
function clocks(events: readonly RunLogEvent[], now: number) {
  const at: (number | null)[] = [];
  const paused: boolean[] = [];
  let startedAt: number | null = null;
  let endIndex: number | null = null;
  let running = false;
  let elapsed = 0;
  let last = 0;
  let isPaused = false;
  for (const [index, event] of events.entries()) {
    const time = Date.parse(event.at);
    if (running) elapsed += Math.max(0, time - last);
    last = time;
    if (event.kind === 'phase_started' && event.phase === SCENARIO_PHASE && startedAt === null) {
      startedAt = time;
      elapsed = 0;
    }
    paused.push(isPaused && event.kind !== 'resumed');
    if (event.kind === 'paused') isPaused = true;
    else if (event.kind === 'resumed') isPaused = false;
    at.push(startedAt === null ? null : elapsed);
    // The scenario ends when the next phase (the debriefing) starts.
    if (event.kind === 'phase_started' && event.phase !== SCENARIO_PHASE && startedAt !== null && endIndex === null) endIndex = index;
    running = startedAt !== null && !isPaused;
  }
  const nowClock = startedAt === null ? 0 : elapsed + (running ? Math.max(0, now - last) : 0);
  const end = endIndex === null ? nowClock : (at[endIndex] ?? 0);
  return { at, paused, end, endIndex };
}

type Stay = { state: string; eventId: string; index: number; from: number };

/** The facts of the run at `now` (epoch ms), from the log in the order it was written. */
export function debriefFacts(events: readonly RunLogEvent[], graph: Graph, now: number): DebriefFacts {
  const { at, paused, end, endIndex } = clocks(events, now);
  const indexOf = new Map(events.map((event, index) => [event.id, index]));
  const correctedIds = new Set<string>();
  const corrections: Correction[] = [];
  let stays: Stay[] = [];

  for (const [index, event] of events.entries()) {
    const clock = at[index];
    if (clock === null || clock === undefined || (endIndex !== null && index > endIndex)) continue;
    if (event.kind === 'state_reached' && event.state) {
      if (stays.at(-1)?.state !== event.state) stays.push({ state: event.state, eventId: event.id, index, from: clock });
    } else if (event.kind === 'correction' && event.state && event.corrects) {
      const undone = indexOf.get(event.corrects);
      corrections.push({ eventId: event.id, at: seconds(clock), corrects: event.corrects, backTo: event.state });
      if (undone !== undefined) {
        // Everything the mistaken event led to is undone with it: the states reached from it on leave the path.
        for (const later of events.slice(undone, index)) if (later.kind === 'transition_taken' || later.kind === 'state_reached') correctedIds.add(later.id);
        stays = stays.filter((stay) => stay.index < undone);
      }
      // The patient never left the state they are back in: its stay goes on; otherwise it starts now.
      if (stays.at(-1)?.state !== event.state) stays.push({ state: event.state, eventId: event.id, index, from: clock });
    }
  }

  const perState = new Map<string, number>();
  stays.forEach((stay, position) => {
    const until = stays[position + 1]?.from ?? end;
    perState.set(stay.state, (perState.get(stay.state) ?? 0) + Math.max(0, until - stay.from));
  });
  const firstReached = new Map<string, number>();
  for (const stay of stays) if (!firstReached.has(stay.state)) firstReached.set(stay.state, seconds(stay.from));

  const timeline = events.map((event, index): TimelineEntry => {
    const clock = at[index];
    const entry: TimelineEntry = { event, at: clock === null || clock === undefined ? null : seconds(clock), duringPause: paused[index] ?? false, corrected: correctedIds.has(event.id) };
    if (event.kind === 'paused') {
      const resumed = events.slice(index + 1).find((later) => later.kind === 'resumed');
      entry.pauseSeconds = seconds(Math.max(0, (resumed ? Date.parse(resumed.at) : now) - Date.parse(event.at)));
    }
    return entry;
  });

  const marks = graph.states.flatMap((state): MarkOutcome[] => {
    const expected = state.expected;
    if (!expected) return [];
    const reachedAt = firstReached.get(state.id);
    const base = { state: state.id, kind: expected.kind };
    if (expected.kind === 'à éviter') return [reachedAt === undefined ? { ...base, verdict: 'avoided' } : { ...base, verdict: 'not_avoided', at: reachedAt }];
    const limit = expected.within_seconds;
    if (reachedAt === undefined) return [limit === undefined ? { ...base, verdict: 'missed' } : { ...base, verdict: 'missed', limit }];
    if (limit === undefined) return [{ ...base, verdict: 'reached', at: reachedAt }];
    return [reachedAt <= limit ? { ...base, verdict: 'in_time', at: reachedAt, limit } : { ...base, verdict: 'late', at: reachedAt, limit, lateBy: reachedAt - limit }];
  });

  return {
    started: at.some((clock) => clock !== null),
    duration: seconds(end),
    path: stays.map((stay) => ({ state: stay.state, eventId: stay.eventId, at: seconds(stay.from) })),
    corrections,
    timeline,
    timePerState: [...perState].map(([state, total]) => ({ state, seconds: seconds(total) })),
    marks,
  };
}

/** « +03:12 », « +1:02:03 » past an hour: the timeline's times (whole seconds), on screen and in the export; elapsedTime.ts's rule. */
export function clockText(totalSeconds: number): string {
  return elapsedText(totalSeconds * 1000);
}

/** A learner's action or note, with its time (docs/product.md, the room: « the debriefing lists each learner's actions and notes »). */
export type LearnerFact = {
  eventId: string;
  kind: 'action' | 'note';
  /** Seconds of scenario clock, as the timeline counts them (one event, one time everywhere); null: before the scenario, « Briefing ». */
  at: number | null;
  /** Wall-clock seconds since the « scénario » phase started (the projection's real elapsed time); null before it. */
  realAt: number | null;
  /** An action's quick action (`quick_actions[].id`). */
  actionId?: string;
  /** An action's label, from the scenario's quick actions (its id when the scenario no longer has it). */
  label?: string;
  /** A note's text and tags. */
  text?: string;
  tags?: string[];
};

export type LearnerFacts = { learnerUid: string; facts: LearnerFact[] };

/**
 * Each learner's actions and notes (the events that name them in `learner_uids`), in the log's order, one entry
 * per learner of `learnerUids` in that order (none: an empty list). A learner named who is not in `learnerUids`
 * (taken off the session, an erased account) is left out. `quickActions` names the actions.
 */
export function learnerFacts(
  events: readonly RunLogEvent[],
  learnerUids: readonly string[],
  now: number,
  quickActions: readonly { id: string; label: string }[] = [],
): LearnerFacts[] {
  const { at } = clocks(events, now);
  const startedAt = events.find((event) => event.kind === 'phase_started' && event.phase === SCENARIO_PHASE)?.at;
  const start = startedAt === undefined ? null : Date.parse(startedAt);
  const byLearner = new Map<string, LearnerFact[]>(learnerUids.map((uid) => [uid, []]));
  for (const [index, event] of events.entries()) {
    if ((event.kind !== 'action' && event.kind !== 'note') || !event.learner_uids?.length) continue;
    const clock = at[index];
    const time = Date.parse(event.at);
    const fact: LearnerFact = {
      eventId: event.id,
      kind: event.kind,
      at: clock === null || clock === undefined ? null : seconds(clock),
      realAt: start === null || time < start ? null : seconds(time - start),
    };
    if (event.kind === 'action') {
      fact.actionId = event.action_id ?? '';
      fact.label = quickActions.find((action) => action.id === event.action_id)?.label ?? event.action_id ?? '';
    } else {
      fact.text = event.text ?? '';
      if (event.tags?.length) fact.tags = event.tags;
    }
    for (const uid of new Set(event.learner_uids)) byLearner.get(uid)?.push(fact);
  }
  return learnerUids.map((learnerUid) => ({ learnerUid, facts: byLearner.get(learnerUid) ?? [] }));
}

/**
 * What a student may see of these facts: their own, once the results are released (`released`: the session's
 * results are released to them now, inside the release window); nothing otherwise, and never another's.
 */
export function ownLearnerFacts(all: readonly LearnerFacts[], uid: string, released: boolean): LearnerFact[] {
  if (!released) return [];
  return all.find((entry) => entry.learnerUid === uid)?.facts ?? [];
}

/** A learner fact's time as the debriefing writes it: « +03:12 », or « Briefing » before the scenario. */
export function learnerFactTime(at: number | null): string {
  return at === null ? debriefFactMessages.briefing : clockText(at);
}
