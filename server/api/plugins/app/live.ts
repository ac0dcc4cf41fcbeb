/**
 * Live push (features.md §5 "Live", issue 27.1): the Server-Sent Events streams this process holds, fed
 * by the database's notifications (migration 013: a trigger on every run-log insert, status change and
 * monitor-link revocation). One LISTEN connection per process, whoever wrote: another API process, the
 * `délai` timer, a script. A notification only says which session changed; what changed is read once
 * per session and per notification, then handed to each of its streams (500 streams on one session cost
 * one query, not 500).
 *
 * Each stream keeps the log position (`seq`, commit order) it has sent up to: a stream that joins, a
 * notification folded into another, a LISTEN connection reopened after a drop, all end in the same
 * catch-up — "send what comes after my position" — so nothing is sent twice and nothing is missed.
 */
import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { SessionStatus } from '../../../../contract/roles';
import { STREAM_HEARTBEAT_MS } from '../../../../contract/schemas/sessions';
import type { SequencedEvent } from '../../repositories/sessions';
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

export type LiveOptions = { heartbeatMs?: number; maxBufferedBytes?: number };

export type LiveChange = 'run' | 'status' | 'link';

/** What changed, from a notification's payload `<change>:<session id>`; null for anything else. */
export function parseNotification(payload: string): { change: LiveChange; sessionId: string } | null {
  const match = /^(run|status|link):([0-9a-f-]{36})$/.exec(payload);
  return match ? { change: match[1] as LiveChange, sessionId: match[2] as string } : null;
}

/** One stream's part in a session: where it is in the log, and what it does with each change. */
export interface SessionFollower {
  /** The last log position sent (Infinity: this stream is sent no run-log event). */
  seq: number;
  events(events: SequencedEvent[]): void | Promise<void>;
  status(status: SessionStatus): void | Promise<void>;
  link(): void | Promise<void>;
}

type Reader = {
  eventsAfterSeq(sessionId: string, seq: number): Promise<SequencedEvent[]>;
  status(sessionId: string): Promise<SessionStatus | null>;
};

type Followed = { followers: Set<SessionFollower>; running: Set<LiveChange>; again: Set<LiveChange> };

/** This process's streams by session, and the reads each change needs (one per session, coalesced). */
export class LiveHub {
  private readonly sessions = new Map<string, Followed>();

  constructor(private readonly reader: Reader, private readonly onError: (error: unknown) => void) {}

  /** Follows `sessionId`; the catch-up runs at once (a joining stream's replay). Returns the unfollow. */
  follow(sessionId: string, follower: SessionFollower): () => void {
    let followed = this.sessions.get(sessionId);
    if (!followed) {
      followed = { followers: new Set(), running: new Set(), again: new Set() };
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
    if (parsed) this.changed(parsed.sessionId, parsed.change);
  }

  /** After the LISTEN connection was reopened: anything may have changed meanwhile. */
  catchUp(): void {
    for (const sessionId of this.sessions.keys()) {
      for (const change of ['run', 'status', 'link'] as const) this.changed(sessionId, change);
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
    void this.deliver(sessionId, followed, change)
      .catch(this.onError)
      .finally(() => {
        followed.running.delete(change);
        if (followed.again.delete(change)) this.changed(sessionId, change);
      });
  }

  private async deliver(sessionId: string, followed: Followed, change: LiveChange): Promise<void> {
    const followers = [...followed.followers];
    if (change === 'link') {
      await Promise.all(followers.map((follower) => follower.link()));
      return;
    }
    if (change === 'status') {
      const status = await this.reader.status(sessionId);
      if (status !== null) await Promise.all(followers.map((follower) => follower.status(status)));
      return;
    }
    const from = Math.min(...followers.map((follower) => follower.seq));
    if (!Number.isFinite(from)) return;
    const events = await this.reader.eventsAfterSeq(sessionId, from);
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
    if (!this.raw.writableEnded) this.raw.end();
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    live: {
      hub: LiveHub;
      /** Takes the response over as an event stream (Fastify sends nothing more for it), heartbeat started. */
      open(request: FastifyRequest, reply: FastifyReply): EventStream;
    };
  }
}

export default fp<{ db: ApiDatabase; options?: LiveOptions }>(
  async (app, { db, options = {} }) => {
    const heartbeatMs = options.heartbeatMs ?? STREAM_HEARTBEAT_MS;
    const maxBufferedBytes = options.maxBufferedBytes ?? STREAM_MAX_BUFFERED_BYTES;
    const hub = new LiveHub(
      {
        eventsAfterSeq: (sessionId, seq) => app.repositories.sessions.eventsAfterSeq(sessionId, seq),
        status: async (sessionId) => (await app.repositories.sessions.liveFacts(sessionId))?.status ?? null,
      },
      (error) => app.log.warn({ err: error }, 'live stream update failed'),
    );
    const streams = new Set<EventStream>();

    // A test double without LISTEN has streams that only beat: nothing notifies them.
    const unlisten = db.listen
      ? await db.listen(LIVE_CHANNEL, (payload) => hub.notified(payload), () => hub.catchUp())
      : async () => undefined;

    app.decorate('live', {
      hub,
      open(request: FastifyRequest, reply: FastifyReply): EventStream {
        reply.hijack();
        const raw = reply.raw;
        // The headers other hooks set (CORS…) are Fastify's until sent; a hijacked reply writes its own.
        const headers: Record<string, string | number | string[]> = {};
        for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) headers[name] = value;
        raw.writeHead(200, { ...headers, ...STREAM_HEADERS });
        raw.flushHeaders();
        // Frames go out as written, not gathered by Nagle's algorithm.
        request.raw.socket.setNoDelay(true);
        const stream = new EventStream(raw, maxBufferedBytes);
        streams.add(stream);
        stream.onClose(() => streams.delete(stream));
        stream.every(heartbeatMs, () => stream.comment('heartbeat'));
        return stream;
      },
    });

    // Open streams would keep `close()` waiting for their connections forever.
    app.addHook('preClose', async () => {
      for (const stream of [...streams]) stream.close();
      await unlisten();
    });
  },
  { name: 'live', dependencies: ['repositories'] },
);
