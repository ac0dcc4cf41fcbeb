/**
 * Live vitals (docs/product.md, the room): what the patient monitor shows at a moment, one pure rule for the
 * server's answers, the monitor and the trainer's tiles. The current state's vitals, overlaid by the trainer's
 * `vitals_changed` events since that state was reached — a transition's state replaces them, a correction back
 * to a state resets to that state's vitals. A change with `over_seconds` is a trend: the sign moves linearly from
 * its value at the event's time to the target over that time (integers rounded, PA per systolic/diastolic,
 * temperature to one decimal; conscience, a text, switches at once).
 *
 * The checks of a change as the trainer sends it (`vitalsChangeProblem`) live here too: one French message
 * naming the sign, from the bounds of a state's vitals (contract/schemas/scenarios.ts), so the room and the API
 * refuse the same values with the same words.
 */
import { liveVitalsMessages } from './messages';
import type { Vitals } from './schemas/scenarios';
import { bloodPressureProblem, parseBloodPressure } from './vitals';

/** The keys of a state's vitals, in the monitor's order. */
export const VITAL_KEYS = ['fc', 'pa', 'spo2', 'fr', 'temperature', 'conscience'] as const;
export type VitalKey = (typeof VITAL_KEYS)[number];

/** The signs that can move as a trend (conscience switches at once). */
export const TREND_KEYS = ['fc', 'pa', 'spo2', 'fr', 'temperature'] as const;
export type TrendKey = (typeof TREND_KEYS)[number];

/** A trend's length, in seconds (`over_seconds`): one second to one hour. */
export const TREND_SECONDS = { min: 1, max: 3600 } as const;

/** The bounds of the numeric signs: the same as a state's vitals (contract/schemas/scenarios.ts `Vitals`). */
export const VITAL_BOUNDS = {
  fc: { min: 0, max: 300, integer: true },
  spo2: { min: 0, max: 100, integer: true },
  fr: { min: 0, max: 120, integer: true },
  temperature: { min: 20, max: 45, integer: false },
} as const;

/** What a trainer changes: only the signs that change (at least one). */
export type VitalsChange = Partial<Vitals>;

/** A `vitals_changed` event as the rule reads it. */
export type VitalsChangeEvent = { at: string; vitals: VitalsChange; over_seconds?: number };

/**
 * A trend still running at the moment asked: the sign moves from `from` (its value at `started_at`) to `to`
 * over `over_seconds`. Numbers for fc, spo2, fr, temperature; « systolique/diastolique » for pa.
 */
export type VitalTrend = { sign: TrendKey; from: number | string; to: number | string; started_at: string; over_seconds: number };

/** The vitals at a moment, and the trends still running then (what a monitor needs to animate them itself). */
export type LiveVitals = { vitals: Vitals; trends: VitalTrend[] };

/** The sign's name as the monitor's tile says it (« FC », « SpO₂ »…), for messages and the journal. */
export const VITAL_KEY_LABELS: Readonly<Record<VitalKey, string>> = { fc: 'FC', pa: 'PA', spo2: 'SpO₂', fr: 'FR', temperature: 'T°', conscience: 'Conscience' };

const round1 = (value: number) => Math.round(value * 10) / 10;

/** A number sign between two values at `fraction` (0 to 1) of the way, rounded as the sign is shown. */
function between(sign: Exclude<TrendKey, 'pa'>, from: number, to: number, fraction: number): number {
  const value = from + (to - from) * fraction;
  return sign === 'temperature' ? round1(value) : Math.round(value);
}

/** A PA between two, per systolic and diastolic; one that cannot be read (free text) switches at once. */
function paBetween(from: string, to: string, fraction: number): string {
  const a = parseBloodPressure(from);
  const b = parseBloodPressure(to);
  if (!a || !b) return fraction >= 1 ? to : from;
  const systolic = Math.round(a.systolic + (b.systolic - a.systolic) * fraction);
  const diastolic = Math.round(a.diastolic + (b.diastolic - a.diastolic) * fraction);
  return `${systolic}/${diastolic}`;
}

/** A trend's value at `now` (epoch ms): what a monitor shows between two of the server's answers. */
export function trendValueAt(trend: VitalTrend, now: number): number | string {
  const elapsed = (now - Date.parse(trend.started_at)) / 1000;
  const fraction = Math.min(1, Math.max(0, elapsed / trend.over_seconds));
  if (trend.sign === 'pa') return paBetween(String(trend.from), String(trend.to), fraction);
  return between(trend.sign, Number(trend.from), Number(trend.to), fraction);
}

/**
 * The vitals at `now` (epoch ms): `base` (the current state's) overlaid by `changes`, the `vitals_changed`
 * events since that state was reached, in the log's order. A change made while an earlier trend of the same
 * sign runs starts from where that trend had got to.
 */
export function vitalsAt(base: Vitals, changes: readonly VitalsChangeEvent[], now: number): LiveVitals {
  const vitals: Vitals = { ...base };
  const running = new Map<TrendKey, VitalTrend>();
  const settle = (sign: TrendKey, at: number) => {
    const trend = running.get(sign);
    if (!trend) return;
    (vitals as Record<TrendKey, number | string>)[sign] = trendValueAt(trend, at);
    if (at >= Date.parse(trend.started_at) + trend.over_seconds * 1000) running.delete(sign);
  };
  for (const change of changes) {
    const at = Date.parse(change.at);
    if (at > now) break;
    for (const key of VITAL_KEYS) {
      const target = change.vitals[key];
      if (target === undefined) continue;
      if (key === 'conscience') {
        vitals.conscience = target as string;
        continue;
      }
      // Where the sign is at the change's time: the value a running trend had reached.
      settle(key, at);
      running.delete(key);
      const from = vitals[key];
      if (change.over_seconds !== undefined && change.over_seconds > 0 && from !== target) {
        running.set(key, { sign: key, from, to: target, started_at: change.at, over_seconds: change.over_seconds });
      } else {
        (vitals as Record<TrendKey, number | string>)[key] = target;
      }
    }
  }
  for (const sign of TREND_KEYS) settle(sign, now);
  return { vitals, trends: TREND_KEYS.flatMap((sign) => running.get(sign) ?? []) };
}

/** An event of the log as the rule reads it. */
export type LiveEvent = { id: string; kind: string; at: string; state?: string; vitals?: VitalsChange; over_seconds?: number };

/**
 * The live vitals from the log in its order (`at`, then id) and the scenario's states: the latest state
 * written (a `state_reached` or a `correction`) and the `vitals_changed` after it. Null before the scenario
 * has a state, or when that state is not in the graph.
 */
export function liveVitalsOf(events: readonly LiveEvent[], states: readonly { id: string; vitals: Vitals }[], now: number): (LiveVitals & { eventId: string }) | null {
  let entry = -1;
  events.forEach((event, index) => {
    if ((event.kind === 'state_reached' || event.kind === 'correction') && event.state) entry = index;
  });
  const reached = events[entry];
  const state = reached && states.find((candidate) => candidate.id === reached.state);
  if (!reached || !state) return null;
  const { fc, pa, spo2, fr, temperature, conscience } = state.vitals;
  const changes = events.slice(entry + 1).flatMap((event): VitalsChangeEvent[] =>
    event.kind === 'vitals_changed' && event.vitals ? [{ at: event.at, vitals: event.vitals, ...(event.over_seconds === undefined ? {} : { over_seconds: event.over_seconds }) }] : [],
  );
  const lastChange = [...events.slice(entry + 1)].reverse().find((event) => event.kind === 'vitals_changed');
  return { ...vitalsAt({ fc, pa, spo2, fr, temperature, conscience }, changes, now), eventId: (lastChange ?? reached).id };
}

/**
 * Why a change the trainer sends is refused (a French message naming the sign), or null: at least one sign,
 * each within the bounds of a state's vitals, PA as « systolique/diastolique », a trend of 1 to 3600 seconds.
 */
export function vitalsChangeProblem(vitals: VitalsChange | undefined, overSeconds: number | undefined): string | null {
  const keys = VITAL_KEYS.filter((key) => vitals?.[key] !== undefined);
  if (!vitals || keys.length === 0) return liveVitalsMessages.noSign;
  for (const key of keys) {
    if (key === 'pa') {
      const problem = bloodPressureProblem(String(vitals.pa));
      if (problem) return liveVitalsMessages.bloodPressure(problem);
    } else if (key === 'conscience') {
      if (String(vitals.conscience).trim() === '') return liveVitalsMessages.emptyConscience;
    } else {
      const value = vitals[key] as number;
      const bounds = VITAL_BOUNDS[key];
      if (!Number.isFinite(value) || value < bounds.min || value > bounds.max) return liveVitalsMessages.outOfBounds(VITAL_KEY_LABELS[key], bounds.min, bounds.max);
      if (bounds.integer && !Number.isInteger(value)) return liveVitalsMessages.notInteger(VITAL_KEY_LABELS[key]);
    }
  }
  if (overSeconds !== undefined && (!Number.isInteger(overSeconds) || overSeconds < TREND_SECONDS.min || overSeconds > TREND_SECONDS.max)) return liveVitalsMessages.trendLength;
  return null;
}
