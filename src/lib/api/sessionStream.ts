/**
 * A session's live stream (features.md §5 "Live"): `GET /api/sessions/:id/stream`, Server-Sent Events.
 * A browser's EventSource cannot send headers and tokens never go in URLs, so the `eventsource`
 * package opens it with our own `fetch`: each (re)connection asks the identity service for a token
 * then, so a long session outlives the one-hour ID token. The package resends `Last-Event-ID` when
 * it reconnects; the first connection sends the last event the page already has, so nothing written
 * between the page's read of the log and the stream's opening is missed.
 */
import { EventSource, type FetchLike } from 'eventsource';
import type { SessionStatus } from '../../../contract/roles';
import type { RunLogEvent } from '../../../contract/schemas/sessions';

/** What the module needs of an EventSource: the package's, or a test's stand-in. */
export type StreamSource = {
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
};
type StreamFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;
export type StreamSourceFactory = (url: string, init: { fetch: StreamFetch }) => StreamSource;

export type SessionStreamOptions = {
  url: string;
  /** A fresh ID token for each connection (null: nobody is signed in, the connection goes without). */
  getToken: () => Promise<string | null>;
  /** The last event id the caller already holds, for the first connection. */
  lastEventId?: () => string | undefined;
  onRun: (event: RunLogEvent) => void;
  onStatus: (status: SessionStatus) => void;
  createSource?: StreamSourceFactory;
};

// The package's fetch type is a subset of the DOM's: our fetch accepts everything it passes.
const packageSource: StreamSourceFactory = (url, init) => new EventSource(url, { fetch: init.fetch as unknown as FetchLike });

function parsed(data: unknown): unknown {
  if (typeof data !== 'string') return null;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    // A malformed message is skipped: the next ones, and the replay after a reconnection, still count.
    return null;
  }
}

function isRunEvent(value: unknown): value is RunLogEvent {
  return typeof value === 'object' && value !== null && typeof (value as RunLogEvent).id === 'string' && typeof (value as RunLogEvent).kind === 'string' && typeof (value as RunLogEvent).at === 'string';
}

/** Opens the stream; the returned function closes it for good. */
export function openSessionStream(options: SessionStreamOptions): () => void {
  const { url, getToken, lastEventId, onRun, onStatus, createSource = packageSource } = options;
  let first = true;
  const authorisedFetch: StreamFetch = async (input, init) => {
    const token = await getToken().catch(() => null);
    const headers: Record<string, string> = { ...(init?.headers as Record<string, string> | undefined) };
    if (token) headers.Authorization = `Bearer ${token}`;
    const known = first ? lastEventId?.() : undefined;
    first = false;
    if (known && !Object.keys(headers).some((name) => name.toLowerCase() === 'last-event-id')) headers['Last-Event-ID'] = known;
    return fetch(input, { ...init, headers });
  };
  const source = createSource(url, { fetch: authorisedFetch });
  source.addEventListener('run', (message) => {
    const event = parsed(message.data);
    if (isRunEvent(event)) onRun(event);
  });
  source.addEventListener('status', (message) => {
    const data = parsed(message.data) as { status?: unknown } | null;
    if (data && typeof data.status === 'string') onStatus(data.status as SessionStatus);
  });
  return () => source.close();
}

/**
 * The events of `incoming` the log does not hold yet, once each: the pushed copy of an event this
 * device wrote, or a replay after a reconnection, is not added twice.
 */
export function newEvents(log: readonly Pick<RunLogEvent, 'id'>[], incoming: readonly RunLogEvent[]): RunLogEvent[] {
  const known = new Set(log.map((event) => event.id));
  return incoming.filter((event) => {
    if (known.has(event.id)) return false;
    known.add(event.id);
    return true;
  });
}
