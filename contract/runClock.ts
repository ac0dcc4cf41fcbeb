/**
 * The run's clock, derived from the run log alone (docs/product.md §14.3 "Running"): where the patient is,
 * since when, how long the scenario has run, whether it is paused, and when each `délai` transition
 * leaving the current state falls due. The server's timer and the trainer's countdowns read the same
 * function, so they agree; nothing is kept in memory, so an API restart in between changes nothing.
 *
 * Paused time does not count: neither for the scenario clock nor for a countdown.
 */
import type { RunLogEvent } from './schemas/sessions';
import type { ScenarioTransition } from './schemas/scenarios';

export type ClockEvent = Pick<RunLogEvent, 'id' | 'kind' | 'at' | 'phase' | 'state' | 'corrects'>;

export type RunClock = {
  /**
   * The state the patient is in, since when, and the event that made it current (a `state_reached` or a
   * `correction`). A correction back to the state the mistaken event left never moved the patient: the state's
   * time goes on from its real entry, so its `délai` transitions fall due when they would have without the
   * mistake (as the debriefing's time per state counts it, contract/debriefFacts.ts).
   */
  current: { state: string; since: string; eventId: string } | null;
  /** When the « scénario » phase started (null before). */
  scenarioStartedAt: string | null;
  paused: boolean;
  /** Active (unpaused) milliseconds since the scenario phase started, and in the current state. */
  scenarioElapsedMs: number;
  stateElapsedMs: number;
};

export type DueTransition = {
  transition: ScenarioTransition;
  /** Active milliseconds left before it fires (0: due now). */
  remainingMs: number;
  /** The instant it fires, as epoch milliseconds; null while the clock is paused. */
  dueAt: number | null;
};

const SCENARIO_PHASE = 'scénario';

/** Milliseconds between `from` and `now` during which the clock was running (not paused). */
function activeMs(events: readonly ClockEvent[], from: number, now: number): number {
  let total = 0;
  let runningSince: number | null = pausedAt(events, from) ? null : from;
  for (const event of events) {
    const at = Date.parse(event.at);
    if (at <= from) continue;
    if (at > now) break;
    if (event.kind === 'paused' && runningSince !== null) {
      total += at - runningSince;
      runningSince = null;
    } else if (event.kind === 'resumed' && runningSince === null) {
      runningSince = at;
    }
  }
  if (runningSince !== null) total += now - runningSince;
  return Math.max(0, total);
}

/** Whether the clock was paused at instant `at` (the last pause or resume at or before it decides). */
function pausedAt(events: readonly ClockEvent[], at: number): boolean {
  let paused = false;
  for (const event of events) {
    if (Date.parse(event.at) > at) break;
    if (event.kind === 'paused') paused = true;
    else if (event.kind === 'resumed') paused = false;
  }
  return paused;
}

/** The clock at `now` (epoch ms), from the log in the order it was written. */
export function runClock(events: readonly ClockEvent[], now: number): RunClock {
  let current: RunClock['current'] = null;
  let scenarioStartedAt: string | null = null;
  let paused = false;
  // Where the patient was when each transition or state was logged: what a correction of it goes back to.
  const before = new Map<string, RunClock['current']>();
  for (const event of events) {
    if (Date.parse(event.at) > now) break;
    if (event.kind === 'transition_taken' || event.kind === 'state_reached') before.set(event.id, current);
    if (event.kind === 'state_reached' && event.state) current = { state: event.state, since: event.at, eventId: event.id };
    else if (event.kind === 'correction' && event.state) {
      const left = event.corrects === undefined ? undefined : before.get(event.corrects);
      current = { state: event.state, since: left?.state === event.state ? left.since : event.at, eventId: event.id };
    } else if (event.kind === 'phase_started' && event.phase === SCENARIO_PHASE && scenarioStartedAt === null) scenarioStartedAt = event.at;
    else if (event.kind === 'paused') paused = true;
    else if (event.kind === 'resumed') paused = false;
  }
  return {
    current,
    scenarioStartedAt,
    paused,
    scenarioElapsedMs: scenarioStartedAt === null ? 0 : activeMs(events, Date.parse(scenarioStartedAt), now),
    stateElapsedMs: current === null ? 0 : activeMs(events, Date.parse(current.since), now),
  };
}

/** The `délai` transitions leaving the current state, soonest first, with what is left of each. */
export function dueTransitions(transitions: readonly ScenarioTransition[], events: readonly ClockEvent[], now: number): DueTransition[] {
  const clock = runClock(events, now);
  if (!clock.current) return [];
  const from = clock.current.state;
  return transitions
    .filter((transition) => transition.from === from && transition.trigger === 'délai' && transition.delay_seconds !== undefined)
    .map((transition) => {
      const remainingMs = Math.max(0, (transition.delay_seconds ?? 0) * 1000 - clock.stateElapsedMs);
      return { transition, remainingMs, dueAt: clock.paused ? null : now + remainingMs };
    })
    .sort((a, b) => a.remainingMs - b.remainingMs);
}
