/** The monitor's traces (src/features/monitor/waveforms.ts): the phase of a beat over time, and flat without a beat. */
import { advancePhase, ecgSample, plethSample, traceValue } from '../../src/features/monitor/waveforms';

test.each([
  ['one second at 60/min: a whole beat, back to the same phase', 0.25, 1, 60, 0.25],
  ['half a second at 60/min', 0, 0.5, 60, 0.5],
  ['one second at 120/min: two beats', 0.1, 1, 120, 0.1],
  ['a quarter second at 180/min: three quarters of a beat', 0, 0.25, 180, 0.75],
  ['asystole: the phase stays', 0.4, 2, 0, 0.4],
  ['a negative rate counts as none', 0.4, 2, -30, 0.4],
])('advancePhase: %s', (_case, phase, seconds, rate, expected) => {
  expect(advancePhase(phase, seconds, rate)).toBeCloseTo(expected, 10);
});

test('the ECG peaks at its R wave and the pulse curve at its upstroke, both near the baseline at the beat’s end', () => {
  const phases = Array.from({ length: 1000 }, (_, i) => i / 1000);
  const top = (sample: (phase: number) => number) => phases.reduce((best, phase) => (sample(phase) > sample(best) ? phase : best), 0);
  expect(top(ecgSample)).toBeCloseTo(0.3, 2);
  expect(ecgSample(0.3)).toBeCloseTo(1, 1);
  expect(top(plethSample)).toBeCloseTo(0.28, 1);
  expect(Math.abs(ecgSample(0.95))).toBeLessThan(0.01);
  expect(Math.abs(plethSample(0.95))).toBeLessThan(0.01);
});

test.each(['ecg', 'pleth'] as const)('%s is flat without a beat', (trace) => {
  for (const phase of [0, 0.28, 0.3, 0.5]) expect(traceValue(trace, phase, 0)).toBe(0);
  expect(traceValue(trace, 0.3, 80)).toBeGreaterThan(0.5);
});
