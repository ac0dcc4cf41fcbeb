import type { Queryable } from '../../db/database';

/**
 * A sign-up whose owner never proved the address (`users u`): a free account, in no organisation, whose
 * address nobody ever verified (migration 014's flag, set by the first verified request) and that never
 * signed in. The identity provider has the last word (someone may have clicked the link and not come back).
 */
export const UNVERIFIED_SIGNUP = `(u.account_type = 'gratuit' and u.organisation_id is null and not u.email_verified and u.last_sign_in_at is null)`;

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

    /** The unverified sign-ups holding one of these addresses (any case). */
    async unverifiedSignupsFor(emails: readonly string[]): Promise<{ uid: string; email: string }[]> {
      if (emails.length === 0) return [];
      return db.query<{ uid: string; email: string }>(`select uid, lower(email) as email from users u where lower(email) = any($1) and ${UNVERIFIED_SIGNUP}`, [
        emails.map((email) => email.toLowerCase()),
      ]);
    },

    /** Up to `limit` unverified sign-ups made more than `days` days ago: past their term. */
    async expiredUnverifiedSignups(days: number, limit: number): Promise<string[]> {
      const rows = await db.query<{ uid: string }>(
        `select uid from users u where ${UNVERIFIED_SIGNUP} and created_at < now() - make_interval(days => $1::int) order by created_at limit $2`,
        [days, limit],
      );
      return rows.map((row) => row.uid);
    },

    /** The provider says this person proved the address: the row says so too, and the sign-up is kept. */
    async markVerified(uids: readonly string[]): Promise<void> {
      if (uids.length > 0) await db.query('update users set email_verified = true where uid = any($1) and not email_verified', [[...uids]]);
    },

    /** Deletes the attempts older than `seconds` (no limit looks further back than a day). */
    async deleteOlderThan(seconds: number): Promise<number> {
      const rows = await db.query('delete from signup_attempts where attempted_at < now() - make_interval(secs => $1::double precision) returning 1', [seconds]);
      return rows.length;
    },
  };
}
