import type { EventBody, RunLogEvent } from '../../../contract/schemas/sessions';

/** The id an event logged from this device carries until the server answers with its own. */
export const PENDING_EVENT = 'en-attente-';

/** What this device shows at once for an event it is logging, before the server has it. */
export function pendingEvent(body: Omit<EventBody, 'client_key'>, now: Date, serial: number): RunLogEvent {
  return { ...body, id: `${PENDING_EVENT}${now.getTime()}-${serial}`, at: now.toISOString() };
}

const OWN_FIELDS = new Set(['id', 'at']);

/** Whether the server's `event` is the one `pending` stands for: every field the click said, the same. */
function standsFor(pending: RunLogEvent, event: RunLogEvent): boolean {
  if (!pending.id.startsWith(PENDING_EVENT) || event.id.startsWith(PENDING_EVENT)) return false;
  return Object.entries(pending).every(
    ([field, value]) => OWN_FIELDS.has(field) || JSON.stringify(value) === JSON.stringify(event[field as keyof RunLogEvent]),
  );
}

/**
 * Adds the server's events to the log in place (an Immer draft): each once, whichever way it comes
 * (the POST's answer, the stream's push, a replay after a reconnection), and in place of the pending
 * copy this device showed for it. The stream often brings an event before its POST answers: without
 * the replacement the note would show twice until then.
 */
export function settleEvents(log: RunLogEvent[], incoming: readonly RunLogEvent[]): void {
  const known = new Set(log.map((event) => event.id));
  for (const event of incoming) {
    const stoodFor = log.findIndex((candidate) => standsFor(candidate, event));
    if (known.has(event.id)) {
      // A second answer for the same click (a double click sends its key twice): its own pending copy goes too,
      // or it would stay as a line the server never wrote.
      if (stoodFor >= 0) log.splice(stoodFor, 1);
      continue;
    }
    known.add(event.id);
    if (stoodFor >= 0) log.splice(stoodFor, 1, event);
    else log.splice(placeOf(log, event), 0, event);
  }
}

/**
 * Where a new event goes: after every event not later than it. An action taken offline arrives with the time it
 * was taken, before events written meanwhile; the log reads in the order things happened, as the server's does.
 */
function placeOf(log: readonly RunLogEvent[], event: RunLogEvent): number {
  let index = log.length;
  while (index > 0 && !log[index - 1]?.id.startsWith(PENDING_EVENT) && (log[index - 1]?.at ?? '') > event.at) index -= 1;
  return index;
}

/** Takes a pending copy out again (the server refused it), leaving whatever came meanwhile. */
export function dropPending(log: RunLogEvent[], id: string): void {
  const at = log.findIndex((event) => event.id === id);
  if (at >= 0) log.splice(at, 1);
}
