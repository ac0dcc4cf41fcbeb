import type { Organisation, OrganisationAccess } from '../../../contract/schemas/organisation';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { isoDate, ORGANISATION_ACTIVE } from './sql';

type AccessRow = Omit<OrganisationAccess, 'isActive'> & { is_active: boolean };

export function organisationsRepository(db: Queryable) {
  return {
    /**
     * The public access check (spec §7) by id: the one organisation look-up without a caller, so it
     * tells no more than the check needs (no members, no seats, no billing).
     */
    async findAccess(id: string): Promise<OrganisationAccess | null> {
      const [row] = await db.query<AccessRow>(
        `select o.id, o.name, o.plan, o.subscription_status, ${isoDate('o.subscription_end')} as subscription_end,
           ${ORGANISATION_ACTIVE} as is_active
         from organisations o where o.id = $1`,
        [id],
      );
      if (!row) return null;
      const { is_active: active, ...organisation } = row;
      // The front end reads isActive as the string 'true' (spec §3).
      return { isActive: active ? 'true' : 'false', ...organisation };
    },

    /** The member's view of their organisation. */
    async find(scope: OrganisationScope): Promise<Organisation | null> {
      const [row] = await db.query<Organisation>(
        `select o.id, o.name, o.plan, o.seats,
           (select count(*) from users u where u.organisation_id = o.id and not u.disabled)::int as seats_used,
           o.subscription_status, ${isoDate('o.subscription_start')} as subscription_start,
           ${isoDate('o.subscription_end')} as subscription_end, ${ORGANISATION_ACTIVE} as is_active
         from organisations o where o.id = $1`,
        [scope.organisationId],
      );
      return row ?? null;
    },

    async exists(scope: OrganisationScope): Promise<boolean> {
      const rows = await db.query<{ id: string }>('select id from organisations where id = $1', [scope.organisationId]);
      return rows.length > 0;
    },
  };
}
