/**
 * The one way a time on the scenario clock is written — the live journal, the debriefing's timeline and
 * marks, the CSV export: whole seconds **truncated**, as a stopwatch shows them. An event 20.9 s into the
 * scenario reads « +00:20 » everywhere: the 21st second has not passed yet, and rounding in one place and
 * truncating in another made the same event differ by a second between the room and the debriefing.
 */
import type { RunLogEvent } from './schemas/sessions';
import { runClock } from './runClock';

/** Whole seconds elapsed in `ms` (never negative), truncated like a stopwatch. */
export const elapsedSeconds = (ms: number): number => Math.max(0, Math.floor(ms / 1000));

/** « +03:12 », « +1:02:03 » past an hour: `ms` of scenario clock, truncated to the elapsed second. */
export function elapsedText(ms: number): string {
  const whole = elapsedSeconds(ms);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `+${hours}:${pad(minutes)}:${pad(whole % 60)}` : `+${pad(minutes)}:${pad(whole % 60)}`;
}

/** An event's time on the scenario clock (pauses left out), or null before the scenario started. */
export function eventOffsetText(events: readonly RunLogEvent[], event: RunLogEvent): string | null {
  const clock = runClock(events, Date.parse(event.at));
  return clock.scenarioStartedAt ? elapsedText(clock.scenarioElapsedMs) : null;
}
