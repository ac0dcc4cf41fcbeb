/**
 * What the patient monitor shows (docs/product.md §14): the vitals of the state the patient is in, derived
 * from the run log by the run clock (corrections included), and nothing else of the session.
 */
import { runClock, type ClockEvent } from '../../../contract/runClock';
import type { ScenarioContent, Vitals } from '../../../contract/schemas/scenarios';
import type { SessionStatus } from '../../../contract/roles';

/** The vitals the monitor shows, the run-log event that made them current, and when it was written. */
export type MonitorCurrent = { vitals: Vitals; eventId: string; at: string };

function vitalsOf(current: { state: string; eventId: string; since: string }, content: ScenarioContent | null): MonitorCurrent | null {
  const state = content?.graph.states.find((candidate) => candidate.id === current.state);
  if (!state) return null;
  // Copied key by key: whatever a stored state may carry besides the schema's vitals stays out.
  const { fc, pa, spo2, fr, temperature, conscience } = state.vitals;
  return { vitals: { fc, pa, spo2, fr, temperature, conscience }, eventId: current.eventId, at: current.since };
}

/** The current vitals, from the whole log in its order (`at`, then id); null before the scenario has a state. */
export function monitorVitals(events: readonly ClockEvent[], content: ScenarioContent | null): MonitorCurrent | null {
  // The latest state written, whatever the clocks: a database server a few ms ahead must not hide it.
  const current = runClock(events, Number.POSITIVE_INFINITY).current;
  return current && vitalsOf(current, content);
}

/**
 * The current vitals once `events` (new ones, in commit order) are added to a log whose current vitals were
 * `current`: the state written latest wins, as `monitorVitals` reads the whole log (a tie on the
 * millisecond goes to the later commit). `current` itself when none of them changes it.
 */
export function monitorVitalsAfter(current: MonitorCurrent | null, events: readonly ClockEvent[], content: ScenarioContent | null): MonitorCurrent | null {
  let latest: { state: string; eventId: string; since: string } | null = null;
  let latestAt = current?.at ?? '';
  for (const event of events) {
    if ((event.kind !== 'state_reached' && event.kind !== 'correction') || !event.state || event.at < latestAt) continue;
    latest = { state: event.state, eventId: event.id, since: event.at };
    latestAt = event.at;
  }
  return latest ? vitalsOf(latest, content) : current;
}

/** A session over is a monitor link dead, whatever the link's row says. */
export const sessionEnded = (status: SessionStatus): boolean => status === 'terminée' || status === 'annulée';
