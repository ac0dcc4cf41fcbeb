/**
 * The person's data across organisations: the operator's inactive accounts (keyset over
 * `users_last_activity_idx`), the warning's date, the sign-in dates, and what the export reads.
 * Only the operator and the person themself reach these functions (their routes' policy actions), so
 * they take a uid or nothing rather than an OrganisationScope.
 */
import type { Page } from '../../../contract/schemas/envelope';
import type { InactiveUser } from '../../../contract/schemas/personalData';
import { purgeRefusal, purgeRefusalMessages, type PurgeFacts } from '../../../contract/purge';
import type { Queryable } from '../../db/database';
import { ANY_TEXT, decodeCursor, pageOf, TIMESTAMP_PATTERN } from './cursor';
import { exportDocument } from './personalDataExport';
import { exactTimestamp, isoTimestamp, Params } from './sql';

/**
 * A person's last activity: the latest of the last sign-in, the last day they used the API
 * (`last_active_at`, written by any authenticated request at most once a day) or refreshed a token
 * with the identity provider, and the account's creation (`greatest` skips the nulls). Indexed as is
 * by migration 010's `users_last_activity_idx`.
 */
const LAST_ACTIVITY = 'greatest(u.last_sign_in_at, u.last_active_at, u.created_at)';

/** Read with the caller's row (callers.ts): whether this request must write the activity (`recordActivity`). */
export const ACTIVITY_DUE = `(u.last_active_at is null or u.last_active_at < now() - interval '1 day' or u.purge_warned_at is not null)`;

const OTHER_ADMINS = `(select count(*)::int from users a
  where a.organisation_id = u.organisation_id and a.role = 'admin' and not a.disabled and a.uid <> u.uid)`;

type CandidateRow = Omit<InactiveUser, 'purgeable' | 'refusal'> & { last_activity_at: string; sort_key: string; other_admins: number };

const CANDIDATE_COLUMNS = `u.uid, u.email, u.firstname, u.name, u.role, u.organisation_id::text as organisation_id, o.name as organisation_name,
  ${isoTimestamp('u.last_sign_in_at')} as last_sign_in_at, ${isoTimestamp('u.created_at')} as created_at,
  ${isoTimestamp('u.purge_warned_at')} as purge_warned_at, ${isoTimestamp(LAST_ACTIVITY)} as last_activity_at,
  ${exactTimestamp(LAST_ACTIVITY)} as sort_key, case when u.role = 'admin' then ${OTHER_ADMINS} else 1 end as other_admins`;

/** A time the identity provider reports for a person (a token refresh, a sign-in). */
type ReportedTime = { uid: string; at: Date };

/**
 * Writes each reported time into `column` unless the row already holds a later one: the provider's
 * reports arrive late and out of order, and must never move a date back.
 */
async function keepLatest(db: Queryable, column: 'last_active_at' | 'last_sign_in_at', reports: readonly ReportedTime[]): Promise<void> {
  if (reports.length === 0) return;
  await db.query(
    `update users u set ${column} = s.at
     from unnest($1::text[], $2::timestamptz[]) as s(uid, at)
     where u.uid = s.uid and (u.${column} is null or u.${column} < s.at)`,
    [reports.map((r) => r.uid), reports.map((r) => r.at.toISOString())],
  );
}

export type PurgeCandidate = CandidateRow & { facts: PurgeFacts };

const factsOf = (row: CandidateRow): PurgeFacts => ({
  role: row.role,
  lastActivityAt: row.last_activity_at,
  purgeWarnedAt: row.purge_warned_at,
  otherEnabledAdmins: row.other_admins,
});

function toInactiveUser(row: CandidateRow, now: Date, months: number): InactiveUser {
  const refusal = purgeRefusal(factsOf(row), now, months);
  return {
    uid: row.uid,
    email: row.email,
    firstname: row.firstname,
    name: row.name,
    role: row.role,
    organisation_id: row.organisation_id,
    organisation_name: row.organisation_name,
    last_sign_in_at: row.last_sign_in_at,
    created_at: row.created_at,
    purge_warned_at: row.purge_warned_at,
    purgeable: refusal === null,
    refusal: refusal === null ? null : purgeRefusalMessages[refusal],
  };
}

export function personalDataRepository(db: Queryable) {
  return {
    /** Accounts whose last activity is older than `months`, the longest inactive first. */
    async listInactive(months: number, page: { cursor?: string; limit: number }, now: Date): Promise<Page<InactiveUser>> {
      const params = new Params();
      const where = [`${LAST_ACTIVITY} < ${params.add(now.toISOString())}::timestamptz - make_interval(months => ${params.add(months)}::int)`];
      if (page.cursor) {
        const [at, uid] = decodeCursor(page.cursor, [TIMESTAMP_PATTERN, ANY_TEXT]);
        where.push(`(${LAST_ACTIVITY}, u.uid) > (${params.add(at)}::timestamptz, ${params.add(uid)})`);
      }
      const rows = await db.query<CandidateRow>(
        `select ${CANDIDATE_COLUMNS} from users u left join organisations o on o.id = u.organisation_id
         where ${where.join(' and ')} order by ${LAST_ACTIVITY}, u.uid limit ${params.add(page.limit + 1)}`,
        params.values,
      );
      return pageOf(rows, page.limit, (row) => toInactiveUser(row, now, months), (row) => [row.sort_key, row.uid]);
    },

    /** These accounts with the facts the purge decides on; unknown uids are simply absent. */
    async candidates(uids: readonly string[]): Promise<PurgeCandidate[]> {
      if (uids.length === 0) return [];
      const rows = await db.query<CandidateRow>(
        `select ${CANDIDATE_COLUMNS} from users u left join organisations o on o.id = u.organisation_id
         where u.uid = any($1::text[]) order by u.uid`,
        [[...uids]],
      );
      return rows.map((row) => ({ ...row, facts: factsOf(row) }));
    },

    /** The same facts, with the person's row locked (warned or erased in the caller's transaction). */
    async candidateLocked(uid: string): Promise<PurgeFacts | null> {
      const [row] = await db.query<{ role: PurgeFacts['role']; last_activity_at: string; purge_warned_at: string | null; organisation_id: string | null }>(
        `select u.role, ${isoTimestamp(LAST_ACTIVITY)} as last_activity_at, ${isoTimestamp('u.purge_warned_at')} as purge_warned_at,
           u.organisation_id::text as organisation_id
         from users u where u.uid = $1 for update`,
        [uid],
      );
      if (!row) return null;
      let otherEnabledAdmins = 1;
      if (row.role === 'admin' && row.organisation_id) {
        const admins = await db.query<{ uid: string }>(
          "select uid from users where organisation_id = $1 and role = 'admin' and uid <> $2 and not disabled for update",
          [row.organisation_id, uid],
        );
        otherEnabledAdmins = admins.length;
      }
      return { role: row.role, lastActivityAt: row.last_activity_at, purgeWarnedAt: row.purge_warned_at, otherEnabledAdmins };
    },

    async markWarned(uid: string, at: Date): Promise<void> {
      await db.query('update users set purge_warned_at = $2::timestamptz where uid = $1', [uid, at.toISOString()]);
    },

    /** Warnings that no longer stand: the person has been active since (signed in, used the API, refreshed a token). */
    async clearWarningsUsedSince(uids: readonly string[]): Promise<void> {
      if (uids.length === 0) return;
      await db.query(
        `update users u set purge_warned_at = null
         where u.uid = any($1::text[]) and u.purge_warned_at is not null and greatest(u.last_sign_in_at, u.last_active_at) > u.purge_warned_at`,
        [[...uids]],
      );
    },

    /**
     * The person used the API now: the day's activity, and any warning cancelled. The condition is the
     * caller's `ACTIVITY_DUE` again, so that simultaneous first requests of the day write once.
     */
    async recordActivity(uid: string): Promise<void> {
      await db.query(`update users u set last_active_at = now(), purge_warned_at = null where u.uid = $1 and ${ACTIVITY_DUE}`, [uid], { prepare: true });
    },

    /** `GET /api/me/export`'s document, as text chunks (personalDataExport.ts). */
    exportDocument(uid: string, now: Date, identity: () => Promise<Record<string, unknown>>): AsyncGenerator<string> {
      return exportDocument(db, uid, now, identity);
    },

    /** Token refreshes the identity provider reports (its `lastRefreshTime`): activity, kept if it is the latest. */
    async recordRefreshes(refreshes: readonly ReportedTime[]): Promise<void> {
      await keepLatest(db, 'last_active_at', refreshes);
    },

    /** A sign-in the identity provider reports (token's auth_time, or its metadata): kept if it is the latest. */
    async recordSignIns(signIns: readonly ReportedTime[]): Promise<void> {
      await keepLatest(db, 'last_sign_in_at', signIns);
    },
  };
}
