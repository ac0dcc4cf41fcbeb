import type { Queryable } from '../../db/database';

/** One sliding window of a sign-up limit: how many attempts a key may make within `windowSeconds`. */
export type AttemptWindow = { key: string; max: number; windowSeconds: number };

/** Allowed, or refused with the seconds until the oldest attempt of the window leaves it. */
export type AttemptOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function signupAttemptsRepository(db: Queryable) {
  return {
    /**
     * Records one attempt under `key` and says whether it is within the window's limit. The attempt is
     * counted even when refused: someone who keeps trying keeps being refused until they stop.
     */
    async record({ key, max, windowSeconds }: AttemptWindow): Promise<AttemptOutcome> {
      const [row] = await db.query<{ attempts: number; retry_after: number }>(
        `with inserted as (insert into signup_attempts (key) values ($1) returning attempted_at),
              recent as (select attempted_at from signup_attempts where key = $1 and attempted_at > now() - make_interval(secs => $2::double precision))
         select (select count(*)::int from recent) + 1 as attempts,
                coalesce(ceil(extract(epoch from (select min(attempted_at) from recent) + make_interval(secs => $2::double precision) - now())), $2::double precision)::int as retry_after`,
        [key, windowSeconds],
      );
      const attempts = row?.attempts ?? 1;
      return attempts <= max ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, row?.retry_after ?? windowSeconds) };
    },

    /** Deletes the attempts older than `seconds` (no limit looks further back than a day). */
    async deleteOlderThan(seconds: number): Promise<number> {
      const rows = await db.query('delete from signup_attempts where attempted_at < now() - make_interval(secs => $1::double precision) returning 1', [seconds]);
      return rows.length;
    },
  };
}
