/**
 * The patient monitor's links (docs/product.md §14): one per session, its token known only by its SHA-256
 * hash (hex here, `bytea` in the table). Whoever reads the table cannot open a monitor with it.
 */
import type { SessionStatus } from '../../../contract/roles';
import type { Queryable } from '../../db/database';
import { sessionAsStored, type ScopedSession } from '../scope';
import { ORGANISATION_ACTIVE } from './sql';

/** The session a monitor token opens, with what the monitor's answers need. */
export type MonitorTarget = { session: ScopedSession; status: SessionStatus; scenarioId: string | null; scenarioVersion: number | null };

export function monitorLinksRepository(db: Queryable) {
  return {
    /**
     * Creates the session's link; with `replace`, replaces its token (the previous one opens nothing any more).
     * Without it, a link already there is kept and false is answered: one statement, so two creations racing
     * (two devices) make one link, and the second is told rather than revoking the first.
     */
    async create(
      session: ScopedSession,
      tokenHashHex: string,
      sealed: Buffer | null,
      createdBy: string,
      replace: boolean,
    ): Promise<boolean> {
      const rows = await db.query<{ session_id: string }>(
        `insert into monitor_links (session_id, organisation_id, token_hash, token_sealed, created_by) values ($1, $2, decode($3, 'hex'), $4, $5)
         on conflict (session_id) do ${replace ? 'update set token_hash = excluded.token_hash, token_sealed = excluded.token_sealed, created_by = excluded.created_by, created_at = now()' : 'nothing'}
         returning session_id::text`,
        [session.id, session.scope.organisationId, tokenHashHex, sealed, createdBy],
      );
      return rows.length > 0;
    },

    /** The session's active link: its sealed token (null if it has none) and when it was made; null without a link. */
    async active(session: ScopedSession): Promise<{ sealed: Buffer | null; createdAt: string } | null> {
      const [row] = await db.query<{ token_sealed: Buffer | Uint8Array | null; created_at: Date | string }>(
        'select token_sealed, created_at from monitor_links where session_id = $1',
        [session.id],
      );
      if (!row) return null;
      const createdAt = row.created_at instanceof Date ? row.created_at.toISOString() : new Date(row.created_at).toISOString();
      return { sealed: row.token_sealed ? Buffer.from(row.token_sealed) : null, createdAt };
    },

    /** Revokes the session's link; false if it had none. */
    async revoke(session: ScopedSession): Promise<boolean> {
      const rows = await db.query<{ session_id: string }>('delete from monitor_links where session_id = $1 returning session_id::text', [session.id]);
      return rows.length > 0;
    },

    /**
     * The session a token opens; null when none does — unknown, revoked, or its organisation's subscription
     * not active: the room's screen is a way into the organisation's sessions, closed with the rest of them.
     */
    async target(tokenHashHex: string): Promise<MonitorTarget | null> {
      const [row] = await db.query<{ session_id: string; organisation_id: string; status: SessionStatus; scenario_id: string | null; scenario_version: number | null }>(
        `select s.id::text as session_id, s.organisation_id::text as organisation_id, s.status, s.scenario_id::text as scenario_id, s.scenario_version
         from monitor_links l join sessions s on s.id = l.session_id join organisations o on o.id = s.organisation_id
         where l.token_hash = decode($1, 'hex') and ${ORGANISATION_ACTIVE}`,
        [tokenHashHex],
      );
      // The token names the session: no caller to scope it, its own organisation is the scope.
      return row ? { session: sessionAsStored({ id: row.session_id, organisationId: row.organisation_id }), status: row.status, scenarioId: row.scenario_id, scenarioVersion: row.scenario_version } : null;
    },
  };
}
