/**
 * Live push (docs/product.md §14.1 "Live"): the Server-Sent Events streams this process holds, fed
 * by the database's notifications (migration 013: a trigger on every run-log insert, status change and
 * monitor-link revocation). One LISTEN connection per process, whoever wrote: another API process, the
 * `délai` timer, a script. A notification only says which session changed; what changed is read once
 * per session and per notification, then handed to each of its streams (500 streams on one session cost
 * one query, not 500).
 *
 * Each stream keeps the log position (`seq`, commit order) it has sent up to: a stream that joins, a
 * notification folded into another, a LISTEN connection reopened after a drop, all end in the same
 * catch-up — "send what comes after my position" — so nothing is sent twice and nothing is missed.
 *
 * A stream lives only as long as the right it was opened with: a change to a session's trainer or
 * participants, a person's account or an organisation's subscription is notified on the same channel
 * (migration 017), and the streams it may concern read their right again (once per session and person,
 * not per stream), as every stream does once a minute whatever was notified.
 */
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { streamMessages } from '../../../../contract/messages';
import type { SessionStatus } from '../../../../contract/roles';
import { STREAM_HEARTBEAT_MS } from '../../../../contract/schemas/sessions';
import { ApiError } from '../../errors';
import type { SequencedEvent } from '../../repositories/runLog';
import type { SessionNotes } from '../../repositories/sessionNotes';
import type { ScopedSession } from '../../scope';
import type { ApiDatabase } from './repositories';

export const LIVE_CHANNEL = 'simusession_live';

/**
 * Bytes a stream may leave unsent in its socket's buffer. A client that does not read (a frozen tab,
 * a dead network) would otherwise make the process queue every event for it: past this bound it is
 * dropped instead, and reconnects with `Last-Event-ID` having missed nothing.
 */
export const STREAM_MAX_BUFFERED_BYTES = 256 * 1024;

/** What every stream answers with: nothing on the way may hold its frames back. */
export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: a compressing proxy (webpack-dev-server's `compression`) would gather the frames to compress them.
  'cache-control': 'no-cache, no-store, no-transform',
  // nginx and its kin buffer answers unless told not to.
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

/**
 * Streams one account may hold open at once in one API process, and streams one monitor link may feed:
 * a tab or two per device and a few devices, never every connection slot of the instance. Past it, 429.
 */
export const MAX_STREAMS_PER_ACCOUNT = 10;
export const MAX_STREAMS_PER_MONITOR_LINK = 10;
/** What a refused stream is told to wait before asking again (`Retry-After`): a stream is held for minutes. */
export const STREAM_REFUSED_RETRY_SECONDS = 30;

/**
 * How often every stream's right is read again, whatever was notified: what changes with no write to
 * notify it (a subscription whose end date has passed) ends its streams within this delay.
 */
export const STREAM_RIGHTS_RECHECK_MS = 60_000;

export type LiveOptions = {
  heartbeatMs?: number;
  maxBufferedBytes?: number;
  /** Overrides both caps above (a test that holds many monitors on one link). */
  maxStreamsPerHolder?: number;
  rightsRecheckMs?: number;
};

/**
 * What a notification names: a session's log, status, notes (its debriefing notes and checklist, migration 018),
 * monitor link or access rules; a person; an organisation.
 */
export type LiveChange = 'run' | 'status' | 'notes' | 'link' | 'rights';

export type LiveNotification =
  | { change: LiveChange; sessionId: string }
  | { change: 'user'; uid: string }
  | { change: 'organisation'; organisationId: string };

const SESSION_NOTIFICATION = /^(run|status|notes|link|rights):([0-9a-f-]{36})$/;
// The provider's uids are 28 URL-safe characters; one this refuses is still caught by the periodic re-check.
const USER_NOTIFICATION = /^user:([^\s:]{1,128})$/;
const ORGANISATION_NOTIFICATION = /^organisation:([0-9a-f-]{36})$/;

/** What changed, from a notification's payload `<change>:<id>`; null for anything else. */
export function parseNotification(payload: string): LiveNotification | null {
  const session = SESSION_NOTIFICATION.exec(payload);
  if (session) return { change: session[1] as LiveChange, sessionId: session[2] as string };
  const user = USER_NOTIFICATION.exec(payload);
  if (user) return { change: 'user', uid: user[1] as string };
  const organisation = ORGANISATION_NOTIFICATION.exec(payload);
  return organisation ? { change: 'organisation', organisationId: organisation[1] as string } : null;
}

/**
 * One round of re-checking rights: reads shared by the streams it re-checks (one read of a session's
 * facts, one of each person), whatever the number of streams.
 */
export type RightsRound = { once<T>(key: string, read: () => Promise<T>): Promise<T> };

function rightsRound(): RightsRound {
  const reads = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, read: () => Promise<T>): Promise<T> {
      let found = reads.get(key) as Promise<T> | undefined;
      if (!found) {
        found = read();
        reads.set(key, found);
      }
      return found;
    },
  };
}

/** One stream's part in a session: where it is in the log, and what it does with each change. */
export interface SessionFollower {
  /** The last log position sent (Infinity: this stream is sent no run-log event). */
  seq: number;
  events(events: SequencedEvent[]): void | Promise<void>;
  status(status: SessionStatus): void | Promise<void>;
  /** The session's notes and checklist after a write (none: this stream does not show them). */
  notes?(notes: SessionNotes): void | Promise<void>;
  link(): void | Promise<void>;
  /** Whose right the stream rests on (none: a monitor, whose right is its link). */
  holder?: { uid: string; organisationId: string | null };
  /** Reads the right again; the stream closes itself if it is gone. */
  rights?(round: RightsRound): void | Promise<void>;
}

/** A followed session: its id keys the hub; the reads are handed the whole of it (for the API, a `ScopedSession`). */
type Session = { readonly id: string };

type Reader<S extends Session> = {
  eventsAfterSeq(session: S, seq: number): Promise<SequencedEvent[]>;
  status(session: S): Promise<SessionStatus | null>;
  /** None: no stream of this hub shows notes. */
  notes?(session: S): Promise<SessionNotes | null>;
};

type Followed<S extends Session> = { session: S; followers: Set<SessionFollower>; running: Set<LiveChange>; again: Set<LiveChange> };

/** This process's streams by session, and the reads each change needs (one per session, coalesced). */
export class LiveHub<S extends Session = ScopedSession> {
  private readonly sessions = new Map<string, Followed<S>>();

  constructor(private readonly reader: Reader<S>, private readonly onError: (error: unknown) => void) {}

  /** Follows `session`; the catch-up runs at once (a joining stream's replay). Returns the unfollow. */
  follow(session: S, follower: SessionFollower): () => void {
    const sessionId = session.id;
    let followed = this.sessions.get(sessionId);
    if (!followed) {
      followed = { session, followers: new Set(), running: new Set(), again: new Set() };
      this.sessions.set(sessionId, followed);
    }
    followed.followers.add(follower);
    this.changed(sessionId, 'run');
    return () => {
      const current = this.sessions.get(sessionId);
      current?.followers.delete(follower);
      if (current?.followers.size === 0) this.sessions.delete(sessionId);
    };
  }

  notified(payload: string): void {
    const parsed = parseNotification(payload);
    if (!parsed) return;
    if (parsed.change === 'user') this.recheckWhere((holder) => holder.uid === parsed.uid);
    else if (parsed.change === 'organisation') this.recheckWhere((holder) => holder.organisationId === parsed.organisationId);
    else this.changed(parsed.sessionId, parsed.change);
  }

  /** After the LISTEN connection was reopened: anything may have changed meanwhile. */
  catchUp(): void {
    for (const sessionId of this.sessions.keys()) {
      for (const change of ['run', 'status', 'notes', 'link', 'rights'] as const) this.changed(sessionId, change);
    }
  }

  /** Every stream's right read again (the periodic re-check). */
  recheckAll(): void {
    for (const sessionId of this.sessions.keys()) this.changed(sessionId, 'rights');
  }

  /** The rights of the sessions followed by someone `matches` names, read again. */
  private recheckWhere(matches: (holder: NonNullable<SessionFollower['holder']>) => boolean): void {
    for (const [sessionId, followed] of this.sessions) {
      for (const follower of followed.followers) {
        if (follower.holder && matches(follower.holder)) {
          this.changed(sessionId, 'rights');
          break;
        }
      }
    }
  }

  get streamCount(): number {
    let count = 0;
    for (const followed of this.sessions.values()) count += followed.followers.size;
    return count;
  }

  /** Runs the change's read, or, if one is running, once more after it (changes folded, none lost). */
  changed(sessionId: string, change: LiveChange): void {
    const followed = this.sessions.get(sessionId);
    if (!followed) return;
    if (followed.running.has(change)) {
      followed.again.add(change);
      return;
    }
    followed.running.add(change);
    void this.deliver(followed, change)
      .catch(this.onError)
      .finally(() => {
        followed.running.delete(change);
        if (followed.again.delete(change)) this.changed(sessionId, change);
      });
  }

  private async deliver(followed: Followed<S>, change: LiveChange): Promise<void> {
    const { session } = followed;
    const followers = [...followed.followers];
    if (change === 'rights') {
      const round = rightsRound();
      await Promise.all(followers.map((follower) => follower.rights?.(round)));
      return;
    }
    if (change === 'link') {
      await Promise.all(followers.map((follower) => follower.link()));
      return;
    }
    if (change === 'notes') {
      // Read once for the session, and only if one of its streams shows notes (a monitor does not).
      const showing = followers.filter((follower) => follower.notes);
      if (showing.length === 0 || !this.reader.notes) return;
      const notes = await this.reader.notes(session);
      if (notes !== null) await Promise.all(showing.map((follower) => follower.notes?.(notes)));
      return;
    }
    if (change === 'status') {
      const status = await this.reader.status(session);
      if (status !== null) await Promise.all(followers.map((follower) => follower.status(status)));
      return;
    }
    // A loop, not Math.min(...array): spreading a few hundred thousand followers overflows the call stack.
    let from = Infinity;
    for (const follower of followers) if (follower.seq < from) from = follower.seq;
    if (!Number.isFinite(from)) return;
    const events = await this.reader.eventsAfterSeq(session, from);
    if (events.length === 0) return;
    await Promise.all(
      followers.map((follower) => {
        const unseen = events.filter((event) => event.seq > follower.seq);
        if (unseen.length === 0) return undefined;
        follower.seq = (unseen[unseen.length - 1] as SequencedEvent).seq;
        return follower.events(unseen);
      }),
    );
  }
}

/** One Server-Sent Events response: its frames, its heartbeat, its end. */
export class EventStream {
  private closed = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly closing: (() => void)[] = [];

  constructor(
    private readonly raw: ServerResponse,
    private readonly maxBufferedBytes: number,
  ) {
    raw.once('close', () => this.close());
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** One frame; false (and the stream closed) when the client has not read what it was sent before. */
  send(event: string, data: unknown, id?: string): boolean {
    const lines = `${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
    return this.write(lines);
  }

  comment(text: string): boolean {
    return this.write(`: ${text}\n\n`);
  }

  private write(chunk: string): boolean {
    if (this.closed) return false;
    if (this.raw.writableLength > this.maxBufferedBytes) {
      // Destroyed, not ended: an end would wait for the client to read what is queued, holding it meanwhile.
      this.close();
      this.raw.destroy();
      return false;
    }
    this.raw.write(chunk);
    return true;
  }

  every(ms: number, tick: () => void): void {
    const timer = setInterval(tick, ms);
    timer.unref();
    this.timers.push(timer);
  }

  at(ms: number, then: () => void): void {
    // setTimeout's longest delay is 2^31-1 ms; an ID token lives an hour.
    const timer = setTimeout(then, Math.min(Math.max(0, ms), 2 ** 31 - 1));
    timer.unref();
    this.timers.push(timer);
  }

  onClose(then: () => void): void {
    if (this.closed) then();
    else this.closing.push(then);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const then of this.closing.splice(0)) then();
    if (!this.raw.writableEnded && !this.raw.destroyed) this.raw.end();
  }
}

/** What a stream is counted against: the account that opened it, or the monitor link (its token's hash). */
export type StreamHolder = { kind: 'account' | 'monitorLink'; id: string };

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      hub: LiveHub;
      /** Streams open in this process, each counted until it closes. */
      readonly openStreams: number;
      /**
       * Takes the response over as an event stream (Fastify sends nothing more for it), heartbeat started;
       * a 429 instead (thrown, the answer not yet taken) when the holder has as many open as allowed.
       */
      open(request: FastifyRequest, reply: FastifyReply, holder: StreamHolder): EventStream;
    };
  }
}

export default fp<{ db: ApiDatabase; options?: LiveOptions }>(
  async (app, { db, options = {} }) => {
    const heartbeatMs = options.heartbeatMs ?? STREAM_HEARTBEAT_MS;
    const maxBufferedBytes = options.maxBufferedBytes ?? STREAM_MAX_BUFFERED_BYTES;
    const hub = new LiveHub(
      {
        eventsAfterSeq: (session, seq) => app.repositories.runLog.eventsAfterSeq(session, seq),
        status: async (session) => (await app.repositories.sessions.liveFacts(session))?.status ?? null,
        notes: (session) => app.repositories.sessionNotes.notes(session),
      },
      (error) => app.log.warn({ err: error }, 'live stream update failed'),
    );
    const streams = new Set<EventStream>();
    // Per process: the cap bounds what one holder takes of this process's connections (docs/security.md).
    const held = new Map<string, number>();
    const limits: Record<StreamHolder['kind'], { max: number; message: string }> = {
      account: { max: options.maxStreamsPerHolder ?? MAX_STREAMS_PER_ACCOUNT, message: streamMessages.tooManyStreams },
      monitorLink: { max: options.maxStreamsPerHolder ?? MAX_STREAMS_PER_MONITOR_LINK, message: streamMessages.tooManyMonitors },
    };

    // A test double without LISTEN has streams that only beat: nothing notifies them.
    const unlisten = db.listen
      ? await db.listen(LIVE_CHANNEL, (payload) => hub.notified(payload), () => hub.catchUp())
      : async () => undefined;
    const recheck = setInterval(() => hub.recheckAll(), options.rightsRecheckMs ?? STREAM_RIGHTS_RECHECK_MS);
    recheck.unref();

    app.decorate('live', {
      hub,
      get openStreams() {
        return streams.size;
      },
      open(request: FastifyRequest, reply: FastifyReply, holder: StreamHolder): EventStream {
        const key = `${holder.kind}:${holder.id}`;
        const limit = limits[holder.kind];
        const count = held.get(key) ?? 0;
        if (count >= limit.max) throw new ApiError(429, limit.message, { 'Retry-After': String(STREAM_REFUSED_RETRY_SECONDS) });
        reply.hijack();
        const raw = reply.raw;
        const stream = new EventStream(raw, maxBufferedBytes);
        held.set(key, count + 1);
        streams.add(stream);
        stream.onClose(() => {
          streams.delete(stream);
          const left = (held.get(key) ?? 1) - 1;
          if (left > 0) held.set(key, left);
          else held.delete(key);
        });
        // The client may have hung up while the handler was reading: its `close` has fired already, and no
        // listener added now would hear it. Such a stream ends here, before anything follows it.
        const socket = request.raw.socket as Socket | null;
        if (raw.destroyed || request.raw.destroyed || !socket || socket.destroyed) {
          stream.close();
          return stream;
        }
        // The headers other hooks set (CORS…) are Fastify's until sent; a hijacked reply writes its own.
        const headers: Record<string, string | number | string[]> = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
        raw.writeHead(200, { ...headers, ...STREAM_HEADERS });
        raw.flushHeaders();
        // Frames go out as written, not gathered by Nagle's algorithm.
        socket.setNoDelay(true);
        stream.every(heartbeatMs, () => stream.comment('heartbeat'));
        return stream;
      },
    });

    // Open streams would keep `close()` waiting for their connections forever.
    app.addHook('preClose', async () => {
      clearInterval(recheck);
      for (const stream of [...streams]) stream.close();
      await unlisten();
    });
  },
  { name: 'live', dependencies: ['repositories'] },
);
