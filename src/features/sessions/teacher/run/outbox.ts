/**
 * The room's actions on their way to the server, as pure decisions. Every tap (a transition, a note, a pause, a
 * correction) is queued with the time it was taken and its client key, then sent in order while the connection
 * holds. Offline, the queue waits (stored in the browser: a reload keeps it) and goes when the connection comes
 * back; the server writes a key once, so sending again after a lost answer is safe. An action that waited carries
 * its taken time, which the server keeps when plausible. A refusal (the scenario closed meanwhile, a transition
 * already taken) takes the action out of the queue into `refused`, with the server's reason: nothing leaves
 * silently.
 */
import type { EventBody, RunLogEvent, SessionScenario } from '../../../../../contract/schemas/sessions';
import { PENDING_EVENT } from '../../runLogCache';

/** What a tap asks the server to log (its key and taken time travel beside it). */
export type ActionBody = Omit<EventBody, 'client_key' | 'taken_at'>;

export type QueuedAction = {
  /** The client key: the server writes it once, however many times it is sent. */
  key: string;
  /** What was tapped (`transition:t1`, `note:…`): a second tap on it while it waits adds nothing. */
  action: string;
  body: ActionBody;
  /** When the trainer took it, on this device's clock. */
  takenAt: string;
  /** It could not go at once (offline at the tap, or a send that reached nobody): it goes with its taken time. */
  waited: boolean;
};

export type RefusedAction = QueuedAction & { reason: string };

export type Outbox = {
  queue: QueuedAction[];
  refused: RefusedAction[];
  /** Something that waited has reached the server since the last tap: the room says the connection is back. */
  recovered: boolean;
};

export const EMPTY_OUTBOX: Outbox = { queue: [], refused: [], recovered: false };

export type SendOutcome = { kind: 'sent' } | { kind: 'unreachable' } | { kind: 'refused'; reason: string };

/**
 * A tap. The same action still waiting: nothing more (a double tap). The same action the server refused: tried
 * again under the same key (a retry), and its refusal is no longer shown.
 */
export function enqueue(box: Outbox, tap: { action: string; body: ActionBody; takenAt: string; freshKey: string }, online: boolean): Outbox {
  if (box.queue.some((queued) => queued.action === tap.action)) return box;
  const earlier = box.refused.find((refused) => refused.action === tap.action);
  const queued: QueuedAction = { key: earlier?.key ?? tap.freshKey, action: tap.action, body: tap.body, takenAt: tap.takenAt, waited: !online };
  return {
    queue: [...box.queue, queued],
    refused: box.refused.filter((refused) => refused.action !== tap.action),
    recovered: online ? false : box.recovered,
  };
}

/** The action to send now: the oldest, one at a time (in order), and only while the connection holds. */
export function nextToSend(box: Outbox, link: { online: boolean; inFlight: boolean }): QueuedAction | null {
  if (!link.online || link.inFlight) return null;
  return box.queue[0] ?? null;
}

/** What the server's answer (or its absence) makes of the action `key`. */
export function settle(box: Outbox, key: string, outcome: SendOutcome): Outbox {
  const action = box.queue.find((queued) => queued.key === key);
  if (!action) return box;
  switch (outcome.kind) {
    case 'sent':
      return { ...box, queue: box.queue.filter((queued) => queued !== action), recovered: box.recovered || action.waited };
    case 'unreachable':
      // Nothing reached the server: every action now waits, and goes with its taken time.
      return { ...box, queue: box.queue.map((queued) => ({ ...queued, waited: true })) };
    case 'refused':
      return { ...box, queue: box.queue.filter((queued) => queued !== action), refused: [...box.refused, { ...action, reason: outcome.reason }] };
  }
}

/** The trainer has read a refusal. */
export function dismiss(box: Outbox, key: string): Outbox {
  return { ...box, refused: box.refused.filter((refused) => refused.key !== key) };
}

/** What goes to the server: the action, its key, and the time it was taken if it waited. */
export function bodyToSend(action: QueuedAction): EventBody {
  return { ...action.body, client_key: action.key, ...(action.waited ? { taken_at: action.takenAt } : {}) };
}

export type ConnectionNote = { tone: 'offline' | 'sending' | 'sent'; waiting: number } | null;

/** What the room says of its connection, near the controls. */
export function connectionNote(box: Outbox, online: boolean): ConnectionNote {
  const waiting = box.queue.length;
  if (!online) return { tone: 'offline', waiting };
  if (waiting > 0 && box.queue.some((queued) => queued.waited)) return { tone: 'sending', waiting };
  if (waiting === 0 && box.recovered) return { tone: 'sent', waiting };
  return null;
}

type Graph = SessionScenario['graph'];

/** How far a server event may be stamped before the tap it stands for: a device clock a little fast. */
const CLOCK_ALLOWANCE_MS = 5_000;

const sameFields = (pending: RunLogEvent, event: RunLogEvent) =>
  Object.entries(pending).every(([field, value]) => field === 'id' || field === 'at' || JSON.stringify(value) === JSON.stringify(event[field as keyof RunLogEvent]));

/**
 * The waiting actions as the journal and the screen show them until the server has them: a transition moves
 * the patient at once (its state reached too), so that the next one can be tapped offline. The action being
 * sent is hidden once the stream has brought the server's copy, which may come before the POST's answer.
 */
export function pendingEvents(queue: readonly QueuedAction[], graph: Graph, logged: readonly RunLogEvent[], inFlight: string | null): RunLogEvent[] {
  return queue.flatMap((queued) => {
    const id = `${PENDING_EVENT}${queued.key}`;
    const { body } = queued;
    const events: RunLogEvent[] = [];
    if (body.kind === 'transition_taken') {
      const transition = graph.transitions.find((candidate) => candidate.id === body.transition);
      events.push({ id, kind: 'transition_taken', at: queued.takenAt, transition: body.transition, ...(transition ? { from: transition.from, to: transition.to } : {}) });
      if (transition) events.push({ id: `${id}-etat`, kind: 'state_reached', at: queued.takenAt, state: transition.to });
    } else {
      const { kind, text, tags, corrects, state, phase, action_id, learner_uids, vitals, over_seconds } = body;
      events.push({
        id,
        kind,
        at: queued.takenAt,
        ...(text === undefined ? {} : { text }),
        ...(tags?.length ? { tags } : {}),
        ...(corrects ? { corrects } : {}),
        ...(state ? { state } : {}),
        ...(phase ? { phase } : {}),
        ...(action_id ? { action_id } : {}),
        ...(learner_uids?.length ? { learner_uids } : {}),
        ...(vitals ? { vitals } : {}),
        ...(over_seconds === undefined ? {} : { over_seconds }),
      });
    }
    if (queued.key === inFlight) {
      const since = Date.parse(queued.takenAt) - CLOCK_ALLOWANCE_MS;
      const arrived = logged.filter((event) => Date.parse(event.at) >= since);
      if (events.every((pending) => arrived.some((event) => sameFields(pending, event)))) return [];
    }
    return events;
  });
}

/** A stored outbox, if it reads as one (a damaged or foreign entry is no outbox). */
export function readOutbox(value: unknown): Outbox {
  if (typeof value !== 'object' || value === null) return EMPTY_OUTBOX;
  const { queue, refused } = value as { queue?: unknown; refused?: unknown };
  const isAction = (item: unknown): item is QueuedAction =>
    typeof item === 'object' &&
    item !== null &&
    typeof (item as QueuedAction).key === 'string' &&
    typeof (item as QueuedAction).action === 'string' &&
    typeof (item as QueuedAction).takenAt === 'string' &&
    typeof (item as QueuedAction).body === 'object' &&
    (item as QueuedAction).body !== null &&
    typeof (item as QueuedAction).body.kind === 'string';
  return {
    // Restored after a reload, an action has waited: it goes with the time it was taken.
    queue: Array.isArray(queue) ? queue.filter(isAction).map((item) => ({ ...item, waited: true })) : [],
    refused: Array.isArray(refused) ? refused.filter((item): item is RefusedAction => isAction(item) && typeof (item as RefusedAction).reason === 'string') : [],
    recovered: false,
  };
}
