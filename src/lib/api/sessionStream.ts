/**
 * A session's live stream (docs/product.md §14.1 "Live"): `GET /api/sessions/:id/stream`, Server-Sent Events.
 * A browser's EventSource cannot send headers and tokens never go in URLs, so the `eventsource`
 * package opens it with our own `fetch`: each (re)connection asks the identity service for a token
 * then, so a long session outlives the one-hour ID token. The package resends `Last-Event-ID` when
 * it reconnects; the first connection sends the last event the page already has, so nothing written
 * between the page's read of the log and the stream's opening is missed.
 */
import type { FetchLike } from 'eventsource';
import type { SessionStatus } from '../../../contract/roles';
import type { RunLogEvent, SessionStreamNotes } from '../../../contract/schemas/sessions';

/** What the module needs of an EventSource: the package's, or a test's stand-in. */
export type StreamSource = {
  /** 2 (CLOSED) once the source gave up: an answer other than 200 (a 502 while the API restarts, a 401). */
  readonly readyState: number;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
};
type StreamFetch = (input: string | URL, init?: RequestInit) => Promise<Response>;
export type StreamSourceFactory = (url: string, init: { fetch: StreamFetch }) => StreamSource;

export type SessionStreamOptions = {
  url: string;
  /** A fresh ID token for each connection (null: nobody is signed in, the connection goes without); forced after a refusal. */
  getToken: (forceRefresh?: boolean) => Promise<string | null>;
  /** The last event id the caller already holds, for the first connection. */
  lastEventId?: () => string | undefined;
  onRun: (event: RunLogEvent) => void;
  onStatus: (status: SessionStatus) => void;
  /** The debriefing notes and the checklist after a write from any device (the trainer's and the organisation's view). */
  onNotes?: (notes: SessionStreamNotes) => void;
  /** Each connection after the first: the events missed are replayed, a status change is not (read it again). */
  onReconnected?: () => void;
  /** The EventSource to use; by default the package's, loaded by `loadSource` when the stream first opens. */
  createSource?: StreamSourceFactory;
  /** Test seam: how the package is loaded (default: its own chunk, asked for once). */
  loadSource?: () => Promise<StreamSourceFactory>;
  /** Test seam: how a reopening waits (default: setTimeout). */
  schedule?: (reopen: () => void, ms: number) => () => void;
};

const CLOSED = 2;
/** Reopening after the source gave up: 1 s, then doubling, at most 30 s apart. */
export const reopenDelayMs = (attempt: number) => Math.min(30_000, 1000 * 2 ** attempt);

/**
 * After a 429 (this account holds as many streams as the server allows): the server's `Retry-After`, or the
 * longest delay, and never less than the growing delay. The token was not refused: it is not renewed.
 */
export function busyDelayMs(retryAfter: string | null, attempt: number): number {
  const seconds = retryAfter === null ? Number.NaN : Number(retryAfter);
  const asked = Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) * 1000 : reopenDelayMs(Number.POSITIVE_INFINITY);
  return Math.max(asked, reopenDelayMs(attempt));
}
const timeoutSchedule = (reopen: () => void, ms: number) => {
  const timer = setTimeout(reopen, ms);
  return () => clearTimeout(timer);
};

let packageSource: Promise<StreamSourceFactory> | null = null;

/**
 * The package, in its own chunk, asked for when a stream first opens: only a session's live pages follow a stream,
 * and the sessions lists, which import this module with the rest of the sessions' endpoints, need not download it.
 * A failed load is not remembered: the next opening asks again.
 */
function loadPackageSource(): Promise<StreamSourceFactory> {
  packageSource ??= import(/* webpackChunkName: "eventsource" */ 'eventsource').then(
    ({ EventSource }): StreamSourceFactory =>
      // The package's fetch type is a subset of the DOM's: our fetch accepts everything it passes.
      (url, init) => new EventSource(url, { fetch: init.fetch as unknown as FetchLike }),
  );
  packageSource.catch(() => (packageSource = null));
  return packageSource;
}

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

function isNotes(value: unknown): value is SessionStreamNotes {
  if (typeof value !== 'object' || value === null) return false;
  const notes = value as SessionStreamNotes;
  return typeof notes.debrief_notes === 'object' && notes.debrief_notes !== null && typeof notes.debrief_versions === 'object' && notes.debrief_versions !== null && Array.isArray(notes.checklist);
}

/**
 * Opens the stream; the returned function closes it for good. The package reconnects by itself after
 * a network error; an answer other than 200 ends its source for good (the standard's rule), so a new
 * one is opened after a growing delay, with a fresh token and the last event the caller holds.
 */
export function openSessionStream(options: SessionStreamOptions): () => void {
  const { url, getToken, lastEventId, onRun, onStatus, onNotes, onReconnected, loadSource = loadPackageSource, schedule = timeoutSchedule } = options;
  let createSource = options.createSource ?? null;
  let stopped = false;
  let opened = false;
  let attempt = 0;
  // Counted apart from `attempt`: a library that did not load is no refusal, and asks for no new token.
  let failedLoads = 0;
  let source: StreamSource | null = null;
  let cancelReopen: (() => void) | null = null;
  // The last refusal was a 429: the next connection keeps its token (it was not the token that was refused).
  let busy = false;

  /** Opens again after `ms`: a source that gave up, or a library that did not load. */
  const openLater = (ms: number) => {
    cancelReopen = schedule(() => {
      cancelReopen = null;
      if (!stopped) open();
    }, ms);
  };

  const open = (): void => {
    if (createSource === null) {
      loadSource().then(
        (loaded) => {
          createSource = loaded;
          if (!stopped) open();
        },
        // A chunk that did not come (a network cut, a new deployment): asked for again, as a refused connection is.
        () => {
          if (!stopped) openLater(reopenDelayMs(failedLoads++));
        },
      );
      return;
    }
    let first = true;
    const refused = attempt > 0 && !busy;
    // The answer the package got last: a 429 is waited out, not retried at the usual pace.
    let answered: { status: number; retryAfter: string | null } | null = null;
    const authorisedFetch: StreamFetch = async (input, init) => {
      const token = await getToken(refused && first).catch(() => null);
      const headers: Record<string, string> = { ...(init?.headers as Record<string, string> | undefined) };
      if (token) headers.Authorization = `Bearer ${token}`;
      const known = first ? lastEventId?.() : undefined;
      first = false;
      if (known && !Object.keys(headers).some((name) => name.toLowerCase() === 'last-event-id')) headers['Last-Event-ID'] = known;
      const response = await fetch(input, { ...init, headers });
      answered = { status: response.status, retryAfter: response.headers.get('retry-after') };
      return response;
    };
    const current = createSource(url, { fetch: authorisedFetch });
    source = current;
    current.addEventListener('open', () => {
      attempt = 0;
      if (opened) onReconnected?.();
      opened = true;
    });
    current.addEventListener('run', (message) => {
      const event = parsed(message.data);
      if (isRunEvent(event)) onRun(event);
    });
    current.addEventListener('status', (message) => {
      const data = parsed(message.data) as { status?: unknown } | null;
      if (data && typeof data.status === 'string') onStatus(data.status as SessionStatus);
    });
    current.addEventListener('notes', (message) => {
      const data = parsed(message.data);
      if (isNotes(data)) onNotes?.(data);
    });
    let gaveUp = false;
    current.addEventListener('error', () => {
      if (stopped || gaveUp || current.readyState !== CLOSED) return;
      // One reopening per source, however many errors it reports.
      gaveUp = true;
      current.close();
      busy = answered?.status === 429;
      openLater(busy ? busyDelayMs(answered?.retryAfter ?? null, attempt) : reopenDelayMs(attempt));
      attempt += 1;
    });
  };

  open();
  return () => {
    stopped = true;
    cancelReopen?.();
    source?.close();
  };
}
