/**
 * The monitor's alarm sound, after IEC 60601-1-8's auditory conventions: a high-priority alarm sounds the
 * ten-pulse burst (3 + 2, a pause, 3 + 2), a medium one three pulses, each repeated while the alarm lasts, the high
 * one more often and higher. The decisions (when a burst is due, what it is made of, how long the silence lasts)
 * are pure and tested (test/app/monitorAlarmSound.test.ts); the browser's Web Audio sits behind `AlarmSpeaker`.
 */
import type { AlarmPriority } from '../../../contract/vitals';

/** **Silence alarme** mutes the sound this long; the colours and the words stay. */
export const SILENCE_MS = 120_000;

/**
 * From one burst's start to the next while the alarm lasts (IEC 60601-1-8 allows 2.5–15 s for high, up to 30 s
 * for medium): often enough to be heard in a busy room, rarely enough not to cover the voices.
 */
export const REPEAT_MS: Readonly<Record<AlarmPriority, number>> = { high: 8_000, medium: 16_000 };

/** One beep: its start from the burst's start and its length, in seconds, and its pitch in hertz. */
export type Pulse = { at: number; duration: number; frequency: number };

const pulses = (starts: readonly number[], duration: number, frequency: number): Pulse[] => starts.map((at) => ({ at, duration, frequency }));

/** The burst of a priority: high 10 pulses of 150 ms at 880 Hz (3 + 2, twice), medium 3 pulses of 200 ms at 660 Hz. */
export function burstPulses(priority: AlarmPriority): Pulse[] {
  if (priority === 'high') return pulses([0, 0.25, 0.5, 0.95, 1.2, 2, 2.25, 2.5, 2.95, 3.2], 0.15, 880);
  return pulses([0, 0.4, 0.8], 0.2, 660);
}

/** The last burst played: its priority and when (ms), or none since the alarms cleared. */
export type LastBurst = { priority: AlarmPriority; at: number } | null;

export type SoundInput = {
  /** The most urgent alarm on the screen, if any. */
  priority: AlarmPriority | undefined;
  /** Whether the browser lets the page sound (after a gesture on the screen). */
  enabled: boolean;
  /** Until when (ms) **Silence alarme** mutes, if it was pressed. */
  silencedUntil: number | null;
};

/**
 * Whether a burst starts at `now`, and the memory to keep. A new alarm sounds at once, so does one that became more
 * urgent; then it repeats at its priority's pace. Silenced or not allowed yet: nothing, and the memory is kept, so
 * the sound resumes at the silence's end if the alarm is still on (the silence outlasts every repeat). No alarm: the
 * memory is forgotten, so the next alarm sounds at once.
 */
export function nextBurst(input: SoundInput, last: LastBurst, now: number): { play: AlarmPriority | null; last: LastBurst } {
  const { priority, enabled, silencedUntil } = input;
  if (!priority) return { play: null, last: null };
  if (!enabled || isSilenced(silencedUntil, now)) return { play: null, last };
  const due = last === null || (priority === 'high' && last.priority === 'medium') || now - last.at >= REPEAT_MS[priority];
  return due ? { play: priority, last: { priority, at: now } } : { play: null, last };
}

export function isSilenced(silencedUntil: number | null, now: number): boolean {
  return silencedUntil !== null && now < silencedUntil;
}

/** Whole seconds of silence left (rounded up: « 0:01 » until the very end), 0 when not silenced. */
export function silenceSecondsLeft(silencedUntil: number | null, now: number): number {
  return isSilenced(silencedUntil, now) ? Math.ceil(((silencedUntil as number) - now) / 1000) : 0;
}

/** The seam to the browser's sound: unlocked by a gesture, then playing bursts. */
export type AlarmSpeaker = {
  /** Called inside a user gesture: the only moment a browser lets a page start its audio. */
  unlock: () => void;
  play: (pulses: readonly Pulse[]) => void;
  close: () => void;
};

/** Web Audio where the browser has it; null elsewhere (jsdom, a very old browser): the alarms stay visual. */
export function webAudioSpeaker(): AlarmSpeaker | null {
  const Context = typeof window === 'undefined' ? undefined : window.AudioContext;
  if (typeof Context !== 'function') return null;
  let context: AudioContext | null = null;
  return {
    unlock() {
      context ??= new Context();
      void context.resume().catch(() => undefined);
    },
    play(burst) {
      if (!context || context.state !== 'running') return;
      const start = context.currentTime + 0.05;
      for (const { at, duration, frequency } of burst) {
        const oscillator = context.createOscillator();
        const gain = context.createGain();
        oscillator.type = 'triangle';
        oscillator.frequency.value = frequency;
        // A short ramp in and out: a pulse without the click of a square edge.
        const t = start + at;
        gain.gain.setValueAtTime(0, t);
        gain.gain.linearRampToValueAtTime(0.3, t + 0.015);
        gain.gain.setValueAtTime(0.3, t + duration - 0.015);
        gain.gain.linearRampToValueAtTime(0, t + duration);
        oscillator.connect(gain).connect(context.destination);
        oscillator.start(t);
        oscillator.stop(t + duration);
      }
    },
    close() {
      void context?.close().catch(() => undefined);
      context = null;
    },
  };
}
