/**
 * What the patient monitor shows (docs/product.md §14 and the room): the vitals of the state the patient is in,
 * overlaid by the trainer's live changes since (contract/liveVitals.ts), derived from the run log (corrections
 * included), and nothing else of the session.
 */
import { vitalsAt, type LiveEvent, type LiveVitals, type VitalsChangeEvent } from '../../../contract/liveVitals';
import type { SessionStatus } from '../../../contract/roles';
import type { ScenarioContent, Vitals } from '../../../contract/schemas/scenarios';

/**
 * The monitor's current segment of the log: the state's vitals (`base`), the event that made the state current
 * and when (`stateAt`), the live changes since, and the latest event that changed what is shown (`eventId`, the
 * stream's SSE id).
 */
export type MonitorCurrent = { base: Vitals; stateAt: string; changes: VitalsChangeEvent[]; eventId: string };

function baseOf(stateId: string, content: ScenarioContent | null): Vitals | null {
  const state = content?.graph.states.find((candidate) => candidate.id === stateId);
  if (!state) return null;
  // Copied key by key: whatever a stored state may carry besides the schema's vitals stays out.
  const { fc, pa, spo2, fr, temperature, conscience } = state.vitals;
  return { fc, pa, spo2, fr, temperature, conscience };
}

const changeOf = (event: LiveEvent): VitalsChangeEvent | null =>
  event.kind === 'vitals_changed' && event.vitals ? { at: event.at, vitals: event.vitals, ...(event.over_seconds === undefined ? {} : { over_seconds: event.over_seconds }) } : null;

/** The current segment, from the whole log in its order (`at`, then id); null before the scenario has a state. */
export function monitorVitals(events: readonly LiveEvent[], content: ScenarioContent | null): MonitorCurrent | null {
  return monitorVitalsAfter(null, events, content);
}

/**
 * The current segment once `events` (new ones, in commit order) are added to a log whose segment was `current`:
 * the state written latest wins, as the whole log's order reads it (a tie on the millisecond goes to the later
 * commit), and its live changes start afresh; a `vitals_changed` after it joins it. `current` itself when none of
 * them changes it.
 */
export function monitorVitalsAfter(current: MonitorCurrent | null, events: readonly LiveEvent[], content: ScenarioContent | null): MonitorCurrent | null {
  let next = current;
  for (const event of events) {
    if ((event.kind === 'state_reached' || event.kind === 'correction') && event.state) {
      if (next && event.at < next.stateAt) continue;
      const base = baseOf(event.state, content);
      next = base ? { base, stateAt: event.at, changes: [], eventId: event.id } : null;
      continue;
    }
    const change = changeOf(event);
    if (change && next && event.at >= next.stateAt) next = { ...next, changes: [...next.changes, change], eventId: event.id };
  }
  return next;
}

/** What the monitor shows at `now` (epoch ms): the vitals and the trends still running. */
export function monitorLive(current: MonitorCurrent, now: number): LiveVitals {
  return vitalsAt(current.base, current.changes, now);
}

/** A session over is a monitor link dead, whatever the link's row says. */
export const sessionEnded = (status: SessionStatus): boolean => status === 'terminée' || status === 'annulée';
