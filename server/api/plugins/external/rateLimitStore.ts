/**
 * The rate limits' counters, shared by every API process through PostgreSQL: each process counts in memory and
 * flushes in batches, so a limit holds across processes within a stated bound (docs/architecture.md, « Rate limits
 * across processes »: why the database, why batched, the bound's proof).
 */
import { isDatabaseUnreachable } from '../../availability';
import type { Queryable } from '../../../db/database';

/** Rows whose window ended this long ago are deleted (a window is a minute; a row per active key). */
export const COUNTER_RETENTION_MS = 10 * 60_000;

export type SharedCounterOptions = {
  /** How often every pending count is flushed (and the shared totals read). */
  flushIntervalMs?: number;
  /** The share of a limit a process may count before it must flush (at least one hit). */
  batchShare?: number;
  /** The limits' window (a minute; shorter in tests). */
  windowMs?: number;
};

export const DEFAULT_SHARED_COUNTERS: Required<SharedCounterOptions> = { flushIntervalMs: 250, batchShare: 0.05, windowMs: 60_000 };

/** Hits a process may hold unflushed for a limit of `max`: the `(P − 1) × batch` of the error bound. */
export function batchOf(max: number, batchShare: number): number {
  return Math.max(1, Math.floor(max * batchShare));
}

/** What the counter answers: allowed, or refused with the seconds until the window turns over. */
export type Counted = { allowed: true } | { allowed: false; retryAfterSeconds: number };
const ALLOWED: Counted = Object.freeze({ allowed: true });

type Entry = {
  /** The shared total at this process's last flush (its own flushed hits included). */
  shared: number;
  /** When the window ends, as the database last said (or as this process guessed for a new key). */
  windowEndsAt: number;
  /** Hits counted here and not yet sent. */
  pending: number;
  /** Hits being sent. */
  inFlight: number;
};

const FLUSH = `
  insert into rate_limit_counters as c (key, window_started_at, hits)
  select key, now(), hits from unnest($1::text[], $2::int[]) as counted(key, hits)
  on conflict (key) do update set
    window_started_at = case when c.window_started_at + $3::int * interval '1 millisecond' <= now() then now() else c.window_started_at end,
    hits = case when c.window_started_at + $3::int * interval '1 millisecond' <= now() then excluded.hits else c.hits + excluded.hits end
  returning key, hits, greatest(0, ceil(extract(epoch from (window_started_at + $3::int * interval '1 millisecond' - now())) * 1000))::int as ttl_ms`;

export class SharedCounters {
  private readonly entries = new Map<string, Entry>();
  private flushing: Promise<void> | null = null;
  private readonly options: Required<SharedCounterOptions>;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Queryable,
    options: SharedCounterOptions = {},
    private readonly onFlushError: (error: unknown) => void = () => undefined,
  ) {
    this.options = { ...DEFAULT_SHARED_COUNTERS, ...options };
  }

  get windowMs(): number {
    return this.options.windowMs;
  }

  /** Flushes every `flushIntervalMs` until `stop`. */
  start(): void {
    this.timer ??= setInterval(() => {
      this.flush().catch(this.onFlushError);
    }, this.options.flushIntervalMs);
    this.timer.unref();
  }

  /** Stops the timer and sends what is pending, so that the other processes see it. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush().catch(this.onFlushError);
  }

  /**
   * Counts one hit on `key` against `max`: refused (and not counted) once the key reached it. Answered at once
   * (no promise) unless this process holds its share of unflushed hits for the key and must learn the shared total
   * first: the common case costs a request no promise and no turn of the event loop.
   */
  hit(key: string, max: number): Counted | Promise<Counted> {
    return this.count(key, max) ?? this.countAfterFlush(key, max);
  }

  /** The hit decided from what this process knows, or null when the shared total must be read first. */
  private count(key: string, max: number): Counted | null {
    const entry = this.current(key);
    const unflushed = entry.pending + entry.inFlight;
    if (entry.shared + unflushed >= max) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((entry.windowEndsAt - Date.now()) / 1000)) };
    }
    if (unflushed >= batchOf(max, this.options.batchShare)) return null;
    entry.pending += 1;
    return ALLOWED;
  }

  private async countAfterFlush(key: string, max: number): Promise<Counted> {
    for (;;) {
      await this.flush();
      const counted = this.count(key, max);
      if (counted !== null) return counted;
    }
  }

  /** The key's entry, its window turned over here if it ended (the database decides at the next flush). */
  private current(key: string): Entry {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { shared: 0, windowEndsAt: now + this.options.windowMs, pending: 0, inFlight: 0 };
      this.entries.set(key, entry);
    } else if (entry.windowEndsAt <= now) {
      entry.shared = 0;
      entry.windowEndsAt = now + this.options.windowMs;
    }
    return entry;
  }

  /** Sends every pending count in one statement and reads back the shared totals; one flush at a time. */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing;
    const batch = [...this.entries].filter(([, entry]) => entry.pending > 0);
    this.forgetEnded();
    if (batch.length === 0) return;
    for (const [, entry] of batch) {
      entry.inFlight = entry.pending;
      entry.pending = 0;
    }
    let failure: unknown = null;
    this.flushing = this.send(batch).then(
      () => undefined,
      (error: unknown) => {
        failure = error;
      },
    );
    try {
      await this.flushing;
    } finally {
      this.flushing = null;
    }
    if (failure !== null && !isDatabaseUnreachable(failure)) throw failure;
  }

  private async send(batch: [string, Entry][]): Promise<void> {
    try {
      const rows = await this.db.query<{ key: string; hits: number; ttl_ms: number }>(
        FLUSH,
        [batch.map(([key]) => key), batch.map(([, entry]) => entry.inFlight), Math.trunc(this.options.windowMs)],
        { prepare: true },
      );
      const now = Date.now();
      for (const row of rows) {
        const entry = this.entries.get(row.key);
        if (!entry) continue;
        entry.shared = row.hits;
        entry.windowEndsAt = now + row.ttl_ms;
      }
    } finally {
      // Sent or lost (the limit fails open on an outage): no longer this process's to send.
      for (const [, entry] of batch) entry.inFlight = 0;
    }
  }

  /** Keys whose window ended with nothing left to send are forgotten: the map holds a minute of keys. */
  private forgetEnded(): void {
    const now = Date.now();
    for (const [key, entry] of this.entries) {
      if (entry.windowEndsAt <= now && entry.pending === 0 && entry.inFlight === 0) this.entries.delete(key);
    }
  }
}

/** Deletes the counters of windows long over; any process may run it, at any time. */
export async function deleteOldCounters(db: Queryable, retentionMs: number = COUNTER_RETENTION_MS): Promise<void> {
  await db.query(`delete from rate_limit_counters where window_started_at < now() - $1::int * interval '1 millisecond'`, [retentionMs]);
}
