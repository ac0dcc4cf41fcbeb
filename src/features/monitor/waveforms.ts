/**
 * The monitor's traces as pure functions of time: an ECG beat (P, QRS, T) and a plethysmographic
 * pulse (upstroke, dicrotic notch), each sampled at a phase of the cardiac cycle, and the sweep that
 * turns elapsed time into the columns of a canvas. No drawing here: Waveform.tsx draws them.
 */

/** One Gaussian bump: the building block of the ECG's waves. */
const bump = (phase: number, centre: number, width: number, height: number) => height * Math.exp(-(((phase - centre) / width) ** 2));

/** The ECG at `phase` ∈ [0, 1) of a beat, between about -0.3 and 1 (the R wave's top). */
export function ecgSample(phase: number): number {
  return (
    bump(phase, 0.16, 0.035, 0.12) + // P
    bump(phase, 0.285, 0.009, -0.12) + // Q
    bump(phase, 0.3, 0.012, 1) + // R
    bump(phase, 0.318, 0.011, -0.28) + // S
    bump(phase, 0.52, 0.06, 0.3) // T
  );
}

/** The pulse oximeter's curve at `phase` ∈ [0, 1) of a beat, between 0 and 1. */
export function plethSample(phase: number): number {
  return bump(phase, 0.28, 0.11, 1) + bump(phase, 0.52, 0.08, 0.35);
}

export type Trace = 'ecg' | 'pleth';
export const sampleOf: Readonly<Record<Trace, (phase: number) => number>> = { ecg: ecgSample, pleth: plethSample };

/** How many seconds one sweep across the canvas lasts, as on a bedside monitor at 25 mm/s on a wide screen. */
export const SWEEP_SECONDS = 5;

/**
 * The phase after `seconds` at `beatsPerMinute` from `phase`, in [0, 1). A rate of 0 (asystole, no
 * pulse) keeps the phase where it is, so the trace is flat; a changed rate goes on from the same phase.
 */
export function advancePhase(phase: number, seconds: number, beatsPerMinute: number): number {
  const next = phase + (seconds * Math.max(0, beatsPerMinute)) / 60;
  return next - Math.floor(next);
}

/** The trace's value at `phase` for a rate: flat at the baseline when there is no beat. */
export function traceValue(trace: Trace, phase: number, beatsPerMinute: number): number {
  return beatsPerMinute > 0 ? sampleOf[trace](phase) : 0;
}
