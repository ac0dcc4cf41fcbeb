import type { Page } from '../../../contract/schemas/envelope';
import type { AuditEntry as ListedEntry } from '../../../contract/schemas/operator';
import type { Queryable } from '../../db/database';
import { decodeCursor, pageOf } from './cursor';
import { isoTimestamp, Params } from './sql';

export type AuditEntry = {
  /** Null for the operator acting outside any organisation. */
  organisationId: string | null;
  actorUid: string;
  /** What was done, e.g. `users.invite`. */
  action: string;
  /** What it was done to (a uid, an id). */
  target: string | null;
  detail: Record<string, unknown>;
};

export function auditLogRepository(db: Queryable) {
  return {
    /**
     * Newest first. By id, which grows with every insert: the same order as `at`, without a cursor that would
     * lose entries sharing a millisecond (the primary key, or audit_log_organisation_idx per organisation).
     */
    async list(filters: { organisationId?: string }, page: { cursor?: string; limit: number }): Promise<Page<ListedEntry>> {
      const params = new Params();
      const where = ['true'];
      if (filters.organisationId) where.push(`a.organisation_id = ${params.add(filters.organisationId)}`);
      if (page.cursor) {
        const [id] = decodeCursor(page.cursor, [/^\d+$/]);
        where.push(`a.id < ${params.add(id)}::bigint`);
      }
      const rows = await db.query<ListedEntry>(
        `select a.id::text as id, ${isoTimestamp('a.at')} as at, a.action, a.actor_uid,
           nullif(trim(coalesce(u.firstname, '') || ' ' || coalesce(u.name, '')), '') as actor_name,
           a.organisation_id::text as organisation_id, o.name as organisation_name, a.target, a.detail
         from audit_log a left join users u on u.uid = a.actor_uid left join organisations o on o.id = a.organisation_id
         where ${where.join(' and ')} order by a.id desc limit ${params.add(page.limit + 1)}`,
        params.values,
      );
      return pageOf(rows, page.limit, (row) => row, (row) => [row.id]);
    },

    /**
     * Deletes the entries older than `cutoff`, by batches (audit_log_at_idx) so that a first run over
     * years of history never holds one long transaction; returns how many went.
     */
    async deleteOlderThan(cutoff: Date, batch = 5000): Promise<number> {
      let deleted = 0;
      for (;;) {
        const rows = await db.query<{ id: string }>(
          `delete from audit_log where id in (select id from audit_log where at < $1 order by at limit $2) returning id::text as id`,
          [cutoff.toISOString(), batch],
        );
        deleted += rows.length;
        if (rows.length < batch) return deleted;
      }
    },

    /**
     * The sum of `detail[key]` over this organisation's `action` entries of the last `windowSeconds`, and the
     * seconds until the oldest of them leaves the window (audit_log_organisation_idx): a limit the log itself
     * counts, for what must be both recorded and bounded (the addresses an import checked).
     */
    async recentTotal(organisationId: string, action: string, key: string, windowSeconds: number): Promise<{ total: number; retryAfterSeconds: number }> {
      const [row] = await db.query<{ total: number; retry_after: number }>(
        `select coalesce(sum((detail ->> $3)::int), 0)::int as total,
           coalesce(ceil(extract(epoch from min(at) + make_interval(secs => $4::double precision) - now())), $4::double precision)::int as retry_after
         from audit_log where organisation_id = $1 and action = $2 and at > now() - make_interval(secs => $4::double precision)`,
        [organisationId, action, key, windowSeconds],
      );
      return { total: row?.total ?? 0, retryAfterSeconds: Math.max(1, row?.retry_after ?? windowSeconds) };
    },

    async record(entry: AuditEntry): Promise<void> {
      await db.query(
        'insert into audit_log (organisation_id, actor_uid, action, target, detail) values ($1, $2, $3, $4, $5::jsonb)',
        [entry.organisationId, entry.actorUid, entry.action, entry.target, JSON.stringify(entry.detail)],
      );
    },
  };
}
