/**
 * The rate limits' counters in the database, so that they hold across API processes (issue "beyond one
 * process"): a person who spreads requests over N processes behind a load balancer gets the same share
 * as with one. Why the database rather than the proxy or a Redis: the API processes share nothing else,
 * the production runtime's load balancer is not ours to program, and PostgreSQL is already there — one
 * upsert on an unlogged table (migration 006) per counted request, no extra service to run or secure.
 *
 * Same semantics as @fastify/rate-limit's LocalStore: a fixed window that starts at a key's first
 * request. The database unreachable: the request is not counted (the limit fails open), since the
 * request will meet the same outage on its own queries and be answered 503 there; a bug still throws.
 */
import { isDatabaseUnreachable } from '../../availability';
import type { Queryable } from '../../../db/database';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counted) => void;

/** Rows whose window ended this long ago are deleted (a window is a minute; a row per active key). */
export const COUNTER_RETENTION_MS = 10 * 60_000;

const INCREMENT = `
  insert into rate_limit_counters as c (key, window_started_at, hits) values ($1, now(), 1)
  on conflict (key) do update set
    window_started_at = case when c.window_started_at + $2::int * interval '1 millisecond' <= now() then now() else c.window_started_at end,
    hits = case when c.window_started_at + $2::int * interval '1 millisecond' <= now() then 1 else c.hits + 1 end
  returning hits, greatest(0, ceil(extract(epoch from (window_started_at + $2::int * interval '1 millisecond' - now())) * 1000))::int as ttl_ms`;

const READ = `
  select hits, greatest(0, ceil(extract(epoch from (window_started_at + $2::int * interval '1 millisecond' - now())) * 1000))::int as ttl_ms
  from rate_limit_counters where key = $1 and window_started_at + $2::int * interval '1 millisecond' > now()`;

/** A store class for @fastify/rate-limit's `store` option, bound to `db`. */
export function databaseRateLimitStore(db: Queryable) {
  const run = (sql: string, key: string, timeWindow: number, callback: Callback) => {
    db.query<{ hits: number; ttl_ms: number }>(sql, [key, Math.trunc(timeWindow)], { prepare: true }).then(
      (rows) => callback(null, { current: rows[0]?.hits ?? 0, ttl: rows[0]?.ttl_ms ?? 0 }),
      (error: unknown) => {
        if (isDatabaseUnreachable(error)) callback(null, { current: 0, ttl: timeWindow });
        else callback(error instanceof Error ? error : new Error(String(error)), { current: 0, ttl: 0 });
      },
    );
  };
  return class DatabaseRateLimitStore {
    incr(key: string, callback: Callback, timeWindow: number) {
      run(INCREMENT, key, timeWindow, callback);
    }
    read(key: string, callback: Callback, timeWindow: number) {
      run(READ, key, timeWindow, callback);
    }
    child() {
      return this;
    }
  };
}

/** Deletes the counters of windows long over; any process may run it, at any time. */
export async function deleteOldCounters(db: Queryable, retentionMs: number = COUNTER_RETENTION_MS): Promise<void> {
  await db.query(`delete from rate_limit_counters where window_started_at < now() - $1::int * interval '1 millisecond'`, [retentionMs]);
}
