/**
 * What the patient monitor shows (features.md §5): the vitals of the state the patient is in, derived
 * from the run log by the run clock (corrections included), and nothing else of the session.
 */
import { runClock, type ClockEvent } from '../../../contract/runClock';
import type { ScenarioContent, Vitals } from '../../../contract/schemas/scenarios';
import type { SessionStatus } from '../../../contract/roles';

/** The current vitals and the run-log event that made them current; null before the scenario has a state. */
export function monitorVitals(events: readonly ClockEvent[], content: ScenarioContent | null): { vitals: Vitals; eventId: string } | null {
  // The latest state written, whatever the clocks: a database server a few ms ahead must not hide it.
  const current = runClock(events, Number.POSITIVE_INFINITY).current;
  const state = current && content?.graph.states.find((candidate) => candidate.id === current.state);
  if (!current || !state) return null;
  // Copied key by key: whatever a stored state may carry besides the schema's vitals stays out.
  const { fc, pa, spo2, fr, temperature, conscience } = state.vitals;
  return { vitals: { fc, pa, spo2, fr, temperature, conscience }, eventId: current.eventId };
}

/** A session over is a monitor link dead, whatever the link's row says. */
export const sessionEnded = (status: SessionStatus): boolean => status === 'terminée' || status === 'annulée';
