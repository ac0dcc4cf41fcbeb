/** The monitor's figures during a trend (src/features/monitor/trends.ts, monitorApi.ts): where each sign is at a moment. */
import type { VitalTrend } from '../../contract/liveVitals';
import type { Vitals } from '../../contract/schemas/scenarios';
import { parseStreamVitals } from '../../src/features/monitor/monitorApi';
import { trendsEndAt, vitalsShownAt } from '../../src/features/monitor/trends';

const START = '2026-12-07T10:00:00.000Z';
const T0 = Date.parse(START);
const BASE: Vitals = { fc: 80, pa: '120/80', spo2: 98, fr: 16, temperature: 37, conscience: 'Consciente' };
const trend = (sign: VitalTrend['sign'], from: number | string, to: number | string, over_seconds: number): VitalTrend => ({ sign, from, to, started_at: START, over_seconds });

describe('vitalsShownAt', () => {
  it.each<[string, VitalTrend[], number, Partial<Vitals>]>([
    ['no trend: the frame as it is', [], 20, {}],
    ['FC 80 → 120 over 40 s, at 0 s', [trend('fc', 80, 120, 40)], 0, { fc: 80 }],
    ['FC 80 → 120 over 40 s, at 20 s', [trend('fc', 80, 120, 40)], 20, { fc: 100 }],
    ['FC 80 → 120 over 40 s, one beat a second', [trend('fc', 80, 120, 40)], 21, { fc: 101 }],
    ['FC 80 → 120 over 40 s, at its end', [trend('fc', 80, 120, 40)], 40, { fc: 120 }],
    ['FC 80 → 120 over 40 s, long after: stays there', [trend('fc', 80, 120, 40)], 400, { fc: 120 }],
    ['PA per systolic and diastolic', [trend('pa', '120/80', '80/40', 20)], 10, { pa: '100/60' }],
    ['SpO₂ falling', [trend('spo2', 98, 84, 14)], 7, { spo2: 91 }],
    ['temperature to one decimal', [trend('temperature', 37, 39, 60)], 15, { temperature: 37.5 }],
    ['two signs at once', [trend('fc', 80, 140, 60), trend('fr', 16, 36, 20)], 10, { fc: 90, fr: 26 }],
  ])('%s', (_case, trends, seconds, changed) => {
    expect(vitalsShownAt(BASE, trends, T0 + seconds * 1000)).toEqual({ ...BASE, ...changed });
  });

  it('gives the frame itself back when no trend changes a figure (nothing renders again for nothing)', () => {
    expect(vitalsShownAt(BASE, [], T0)).toBe(BASE);
    expect(vitalsShownAt(BASE, [trend('fc', 80, 120, 40)], T0)).toBe(BASE);
  });

  it('knows when the last trend ends', () => {
    expect(trendsEndAt([])).toBe(-Infinity);
    expect(trendsEndAt([trend('fc', 80, 120, 40), trend('fr', 16, 30, 90)])).toBe(T0 + 90_000);
  });
});

describe('parseStreamVitals', () => {
  it.each<[string, string, ReturnType<typeof parseStreamVitals>]>([
    ['a frame with its trends', JSON.stringify({ ...BASE, trends: [trend('fc', 80, 120, 40)] }), { vitals: BASE, trends: [trend('fc', 80, 120, 40)] }],
    ['a frame without a trend', JSON.stringify({ ...BASE, trends: [] }), { vitals: BASE, trends: [] }],
    ['an older server’s frame (no trends field)', JSON.stringify(BASE), { vitals: BASE, trends: [] }],
    ['a broken frame', '{', null],
  ])('%s', (_case, data, parsed) => {
    expect(parseStreamVitals(data)).toEqual(parsed);
  });
});
