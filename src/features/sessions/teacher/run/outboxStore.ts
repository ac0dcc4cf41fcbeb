/**
 * The room's outbox per session (outbox.ts decides), kept in this browser's localStorage so that a reload or a
 * closed tab loses nothing taken offline, and one sender per session page that sends it in order while the
 * connection holds. Offline is what the browser says (`navigator.onLine`) or a send that reached nobody (a Wi-Fi
 * that holds on to the access point but carries nothing); the sender then tries again every few seconds, and
 * at once when the browser says the connection is back.
 */
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { sessionsMessages } from '../../../../config/messages/sessions';
import { classifyResult, refusalMessage } from '../../../../lib/api';
import { useLogEventMutation } from '../../sessionsApi';
import { type ActionBody, bodyToSend, dismiss, EMPTY_OUTBOX, enqueue, nextToSend, type Outbox, readOutbox, type SendOutcome, settle } from './outbox';

/** How long a send that reached nobody waits before the next try, while the browser believes it is online. */
export const RETRY_UNREACHABLE_MS = 4_000;

type Snapshot = { box: Outbox; inFlight: string | null; unreachable: boolean };

type Store = { snapshot: Snapshot; listeners: Set<() => void> };

const stores = new Map<string, Store>();

const storageKey = (sessionId: string) => `simusession:actions-en-attente:${sessionId}`;

function load(sessionId: string): Outbox {
  try {
    const text = window.localStorage.getItem(storageKey(sessionId));
    return text === null ? EMPTY_OUTBOX : readOutbox(JSON.parse(text));
  } catch {
    // Storage refused (private mode) or a damaged entry: an empty outbox rather than a broken room.
    return EMPTY_OUTBOX;
  }
}

function persist(sessionId: string, box: Outbox): void {
  try {
    if (box.queue.length === 0 && box.refused.length === 0) window.localStorage.removeItem(storageKey(sessionId));
    else window.localStorage.setItem(storageKey(sessionId), JSON.stringify({ queue: box.queue, refused: box.refused }));
  } catch {
    // Full or refused storage: the queue still lives in this page.
  }
}

function storeOf(sessionId: string): Store {
  let store = stores.get(sessionId);
  if (!store) {
    store = { snapshot: { box: load(sessionId), inFlight: null, unreachable: false }, listeners: new Set() };
    stores.set(sessionId, store);
  }
  return store;
}

function change(sessionId: string, next: (snapshot: Snapshot) => Snapshot): void {
  const store = storeOf(sessionId);
  const before = store.snapshot;
  store.snapshot = next(before);
  if (store.snapshot === before) return;
  if (store.snapshot.box !== before.box) persist(sessionId, store.snapshot.box);
  store.listeners.forEach((listener) => listener());
}

/** Forgets the pages' outboxes held in memory (tests start each from what the storage holds). */
export function resetOutboxes(): void {
  stores.clear();
}

function useSnapshot(sessionId: string): Snapshot {
  const subscribe = useCallback(
    (listener: () => void) => {
      const store = storeOf(sessionId);
      store.listeners.add(listener);
      return () => store.listeners.delete(listener);
    },
    [sessionId],
  );
  return useSyncExternalStore(subscribe, () => storeOf(sessionId).snapshot);
}

/** Whether the browser believes it is online, followed live. */
function useBrowserOnline(): boolean {
  const subscribe = useCallback((listener: () => void) => {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  }, []);
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}

/** The room's view of its outbox: what waits, what was refused, whether the connection holds; and the taps. */
export function useOutbox(sessionId: string) {
  const snapshot = useSnapshot(sessionId);
  const browserOnline = useBrowserOnline();
  const online = browserOnline && !snapshot.unreachable;
  const take = useCallback(
    (action: string, body: ActionBody) =>
      change(sessionId, (current) => ({
        ...current,
        box: enqueue(current.box, { action, body, takenAt: new Date().toISOString(), freshKey: crypto.randomUUID() }, online),
      })),
    [sessionId, online],
  );
  const dismissRefused = useCallback((key: string) => change(sessionId, (current) => ({ ...current, box: dismiss(current.box, key) })), [sessionId]);
  return { box: snapshot.box, inFlight: snapshot.inFlight, online, take, dismissRefused };
}

/** What an answer means for the queue: reached nobody (try again later), refused with its reason, or written. */
function outcomeOf(result: { data: unknown } | { error: unknown }): SendOutcome {
  if ('data' in result) return { kind: 'sent' };
  const error = result.error as Parameters<typeof classifyResult>[1]['error'];
  if (classifyResult('resource', { error }).kind === 'transient') return { kind: 'unreachable' };
  return { kind: 'refused', reason: refusalMessage(error, sessionsMessages.failed) };
}

/** Sends the session's outbox, one action at a time and in order, while the connection holds. Mounted once per session page. */
export function useOutboxSender(sessionId: string, enabled: boolean): void {
  const [logEvent] = useLogEventMutation();
  const snapshot = useSnapshot(sessionId);
  const browserOnline = useBrowserOnline();

  useEffect(() => {
    if (!enabled) return;
    // The store as it is now, not as this render saw it: an effect run twice (React's strict mode) sends once.
    const now = storeOf(sessionId).snapshot;
    const action = nextToSend(now.box, { online: browserOnline && !now.unreachable, inFlight: now.inFlight !== null });
    if (!action) return;
    change(sessionId, (current) => ({ ...current, inFlight: action.key }));
    void logEvent({ id: sessionId, ...bodyToSend(action) }).then((result) => {
      const outcome = outcomeOf(result);
      change(sessionId, (current) => ({ box: settle(current.box, action.key, outcome), inFlight: null, unreachable: outcome.kind === 'unreachable' }));
    });
  }, [enabled, logEvent, browserOnline, sessionId, snapshot]);

  // Reaching nobody while the browser believes it is online: try again in a few seconds.
  useEffect(() => {
    if (!enabled || !snapshot.unreachable || !browserOnline) return undefined;
    const timer = setTimeout(() => change(sessionId, (current) => ({ ...current, unreachable: false })), RETRY_UNREACHABLE_MS);
    return () => clearTimeout(timer);
  }, [browserOnline, enabled, sessionId, snapshot.unreachable]);

  // The browser says the connection is back: try at once.
  useEffect(() => {
    if (browserOnline) change(sessionId, (current) => (current.unreachable ? { ...current, unreachable: false } : current));
  }, [browserOnline, sessionId]);
}
