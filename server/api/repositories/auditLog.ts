import type { Queryable } from '../../db/database';

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
    async record(entry: AuditEntry): Promise<void> {
      await db.query(
        'insert into audit_log (organisation_id, actor_uid, action, target, detail) values ($1, $2, $3, $4, $5::jsonb)',
        [entry.organisationId, entry.actorUid, entry.action, entry.target, JSON.stringify(entry.detail)],
      );
    },
  };
}
