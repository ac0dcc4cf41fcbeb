/**
 * The patient monitor's links (docs/product.md §14): one per session, its token known only by its SHA-256
 * hash (hex here, `bytea` in the table). Whoever reads the table cannot open a monitor with it.
 */
import type { SessionStatus } from '../../../contract/roles';
import type { Queryable } from '../../db/database';
import { ORGANISATION_ACTIVE } from './sql';

/** The session a monitor token opens, with what the monitor's answers need. */
export type MonitorTarget = { sessionId: string; status: SessionStatus; scenarioId: string | null; scenarioVersion: number | null };

export function monitorLinksRepository(db: Queryable) {
  return {
    /** Creates the session's link, or replaces its token: the previous one opens nothing any more. */
    async replace(sessionId: string, organisationId: string, tokenHashHex: string, createdBy: string): Promise<void> {
      await db.query(
        `insert into monitor_links (session_id, organisation_id, token_hash, created_by) values ($1, $2, decode($3, 'hex'), $4)
         on conflict (session_id) do update set token_hash = excluded.token_hash, created_by = excluded.created_by, created_at = now()`,
        [sessionId, organisationId, tokenHashHex, createdBy],
      );
    },

    /** Revokes the session's link; false if it had none. */
    async revoke(sessionId: string): Promise<boolean> {
      const rows = await db.query<{ session_id: string }>('delete from monitor_links where session_id = $1 returning session_id::text', [sessionId]);
      return rows.length > 0;
    },

    /**
     * The session a token opens; null when none does — unknown, revoked, or its organisation's subscription
     * not active: the room's screen is a way into the organisation's sessions, closed with the rest of them.
     */
    async target(tokenHashHex: string): Promise<MonitorTarget | null> {
      const [row] = await db.query<{ session_id: string; status: SessionStatus; scenario_id: string | null; scenario_version: number | null }>(
        `select s.id::text as session_id, s.status, s.scenario_id::text as scenario_id, s.scenario_version
         from monitor_links l join sessions s on s.id = l.session_id join organisations o on o.id = s.organisation_id
         where l.token_hash = decode($1, 'hex') and ${ORGANISATION_ACTIVE}`,
        [tokenHashHex],
      );
      return row ? { sessionId: row.session_id, status: row.status, scenarioId: row.scenario_id, scenarioVersion: row.scenario_version } : null;
    },
  };
}
