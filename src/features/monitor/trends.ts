/**
 * The monitor's figures while the trainer's trend runs (docs/product.md, live vitals): the stream sends the
 * vitals once a second with the trends still running; between two frames the screen moves the figures itself
 * with the contract's rule (`trendValueAt`), so that a trend from 80 to 120 /min over 40 s shows every beat
 * count on the way rather than jumps of a second.
 */
import { useEffect, useState } from 'react';
import { trendValueAt, type VitalTrend } from '../../../contract/liveVitals';
import type { Vitals } from '../../../contract/schemas/scenarios';

/**
 * How often the figures are computed again while a trend runs: a few times a second is enough for a figure a
 * person reads, and each pass renders only when a figure changed (no layout work per animation frame).
 */
export const TREND_TICK_MS = 200;

/** The moment (epoch ms) every trend has reached its target, or -Infinity without one. */
export function trendsEndAt(trends: readonly VitalTrend[]): number {
  return trends.reduce((end, trend) => Math.max(end, Date.parse(trend.started_at) + trend.over_seconds * 1000), -Infinity);
}

/**
 * The vitals shown at `now` (epoch ms): the last frame's, each running trend's sign where it has got to. The
 * same object when no trend changes a figure, so that nothing downstream renders again for nothing.
 */
export function vitalsShownAt(vitals: Vitals, trends: readonly VitalTrend[], now: number): Vitals {
  let shown = vitals;
  for (const trend of trends) {
    const value = trendValueAt(trend, now);
    if (shown[trend.sign] === value) continue;
    if (shown === vitals) shown = { ...vitals };
    (shown as Record<VitalTrend['sign'], number | string>)[trend.sign] = value;
  }
  return shown;
}

const sameVitals = (a: Vitals, b: Vitals) => a.fc === b.fc && a.pa === b.pa && a.spo2 === b.spo2 && a.fr === b.fr && a.temperature === b.temperature && a.conscience === b.conscience;

type Shown = { vitals: Vitals | null; trends: readonly VitalTrend[]; shown: Vitals | null };
const shownOf = (vitals: Vitals | null, trends: readonly VitalTrend[]): Shown => ({ vitals, trends, shown: vitals && vitalsShownAt(vitals, trends, Date.now()) });

/**
 * The vitals to show now, following `trends` between the stream's frames: computed again every TREND_TICK_MS
 * until the last trend ends, and in the very render where a new frame (new vitals, new trends, or none: the
 * trend was replaced) arrives. A tick renders again only when a figure changed.
 */
export function useTrendingVitals(vitals: Vitals | null, trends: readonly VitalTrend[]): Vitals | null {
  const [state, setState] = useState<Shown>(() => shownOf(vitals, trends));
  let current = state;
  // A new frame: its figures at once, in this render (React's state derived from props), not one paint later.
  if (state.vitals !== vitals || state.trends !== trends) {
    current = shownOf(vitals, trends);
    setState(current);
  }

  useEffect(() => {
    if (!vitals || trends.length === 0) return undefined;
    const end = trendsEndAt(trends);
    if (Date.now() >= end) return undefined;
    const timer = setInterval(() => {
      const now = Date.now();
      const next = vitalsShownAt(vitals, trends, now);
      setState((previous) =>
        previous.vitals !== vitals || previous.trends !== trends || (previous.shown && sameVitals(previous.shown, next)) ? previous : { vitals, trends, shown: next },
      );
      // The target reached: the figures stay there, nothing more to compute.
      if (now >= end) clearInterval(timer);
    }, TREND_TICK_MS);
    return () => clearInterval(timer);
  }, [vitals, trends]);

  return current.shown;
}
