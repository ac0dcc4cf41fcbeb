/** What the running screen shows, derived from the run log, the scenario and the clock. Pure. */
import { eventOffsetText } from '../../../../../contract/elapsedTime';
import { runClock } from '../../../../../contract/runClock';
import type { RunLogEvent, SessionParticipant, SessionScenario } from '../../../../../contract/schemas/sessions';
import type { Vitals } from '../../../../../contract/schemas/scenarios';
import { decimal } from '../../../../config/messages/french';
import { roomMessages } from '../../../../config/messages/room';

type Graph = SessionScenario['graph'];

/** « 03:12 », « 1:02:03 »: a duration on the clock, the timeline and the countdowns (rounded down to the second). */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const mm = String(Math.floor((seconds % 3600) / 60)).padStart(2, '0');
  const ss = String(seconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** A countdown rounds up: « 00:01 » until it is due, never « 00:00 » a second early. */
export function countdownText(ms: number): string {
  return clockText(Math.ceil(Math.max(0, ms) / 1000) * 1000);
}

/** `unit` apart from `value`: the screen sets it smaller, and a narrow tile never cuts it (« mmH / g »). */
export type VitalTile = { key: keyof typeof roomMessages.vitals; label: string; value: string; unit?: string };

/** The current state's vital signs as the screen's tiles, each with its unit. */
export function vitalTiles(vitals: Vitals): VitalTile[] {
  return [
    { key: 'fc', label: roomMessages.vitals.fc, value: decimal(vitals.fc), unit: roomMessages.units.fc },
    { key: 'pa', label: roomMessages.vitals.pa, value: vitals.pa, unit: roomMessages.units.pa },
    { key: 'spo2', label: roomMessages.vitals.spo2, value: decimal(vitals.spo2), unit: roomMessages.units.spo2 },
    { key: 'fr', label: roomMessages.vitals.fr, value: decimal(vitals.fr), unit: roomMessages.units.fr },
    { key: 'temperature', label: roomMessages.vitals.temperature, value: decimal(vitals.temperature), unit: roomMessages.units.temperature },
    { key: 'conscience', label: roomMessages.vitals.conscience, value: vitals.conscience },
  ];
}

/** The patient's state now: the last state reached or corrected back to, or the initial state before any. */
export function currentState(events: readonly RunLogEvent[], graph: Graph, now: number): string | null {
  return runClock(events, now).current?.state ?? graph.states.find((state) => state.kind === 'initial')?.id ?? null;
}

/**
 * The transition a « Corriger » undoes: the last one taken, while the patient is still where it led
 * and it was not corrected already. Null before any, or while it is still being written.
 */
export function correctable(events: readonly RunLogEvent[], pendingPrefix: string): { eventId: string; transition: string; back: string } | null {
  let last: RunLogEvent | undefined;
  for (const event of events) if (event.kind === 'transition_taken') last = event;
  if (!last || !last.from || !last.transition || last.id.startsWith(pendingPrefix)) return null;
  const after = events.slice(events.indexOf(last) + 1);
  if (after.some((event) => event.kind === 'correction' || event.kind === 'transition_taken')) return null;
  return { eventId: last.id, transition: last.transition, back: last.from };
}

/** The timeline's time of an event: « +03:12 » on the scenario clock (pauses left out), or null before the scenario. */
export function offsetText(events: readonly RunLogEvent[], event: RunLogEvent): string | null {
  const clock = runClock(events, Date.parse(event.at));
  if (!clock.scenarioStartedAt) return null;
  return `+${clockText(clock.scenarioElapsedMs)}`;
}

/** One line of the journal: the event and its time on the scenario clock (« +03:12 »), or null in the briefing. */
export type JournalRow = { event: RunLogEvent; time: string | null };

/**
 * The journal as the room shows it, newest first: the scenario's events with their elapsed time on the scenario
 * clock (from the start of the « scénario » phase, pauses left out — what the clock above reads), then, under
 * « Briefing », the events logged before the scenario started. An event belongs to the scenario from the
 * `phase_started` « scénario » on, itself included (« +00:00 »).
 */
export function journalGroups(events: readonly RunLogEvent[]): { scenario: JournalRow[]; briefing: JournalRow[] } {
  const start = events.findIndex((event) => event.kind === 'phase_started' && event.phase === 'scénario');
  const split = start < 0 ? events.length : start;
  return {
    scenario: events
      .slice(split)
      .map((event) => ({ event, time: eventOffsetText(events, event) }))
      .reverse(),
    briefing: events
      .slice(0, split)
      .map((event) => ({ event, time: null }))
      .reverse(),
  };
}

/** A session started more than this before its time asks first. */
export const EARLY_START_MS = 2 * 60 * 60 * 1000;

export function startsTooEarly(startsAt: string, now: number): boolean {
  return Date.parse(startsAt) - now > EARLY_START_MS;
}

/** Keys 1–9 choose the offered transition of that number; anything else, nothing. */
export function shortcutIndex(key: string, offered: number): number | null {
  if (!/^[1-9]$/.test(key)) return null;
  const index = Number(key) - 1;
  return index < offered ? index : null;
}

/** At the moment of the click (the move's handler asks this, not the render). */
export const startsTooEarlyNow = (startsAt: string) => startsTooEarly(startsAt, Date.now());

/** The phase under way and when it started: the last `phase_started`. */
export function currentPhase(events: readonly RunLogEvent[]): { phase: string; since: string } | null {
  for (let index = events.length - 1; index >= 0; index -= 1) {
    const event = events[index];
    if (event?.kind === 'phase_started' && event.phase) return { phase: event.phase, since: event.at };
  }
  return null;
}

/** The transitions the trainer may take from the current state. */
export function transitionsFrom(stateId: string | null, graph: Graph) {
  return graph.transitions.filter((transition) => transition.from === stateId);
}

/** The people in the session the trainer must not film: no live consent to the current recording authorisation. */
export function notToFilm(participants: readonly SessionParticipant[] | null): string[] {
  // A deleted account is nobody in the room any more.
  return (participants ?? []).flatMap((person) => (person.user_uid && !person.recording_consent ? [`${person.firstname} ${person.name}`] : []));
}

/** How soon a second tap on the same quick action counts as the same tap (a double tap), in ms. */
export const REPEAT_TAP_MS = 1_000;

/**
 * Whether a tap on a quick action repeats the last one (the same action, within `REPEAT_TAP_MS`): the room logs
 * it once. Giving the same care twice on purpose a moment later is two taps a second apart.
 */
export function repeatsLastTap(last: { id: string; at: number } | null, id: string, now: number): boolean {
  return last !== null && last.id === id && now - last.at >= 0 && now - last.at < REPEAT_TAP_MS;
}
