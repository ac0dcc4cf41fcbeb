import type { Page } from '../../../contract/schemas/envelope';
import type { Organisation, OrganisationAccess, OrganisationDetails, OrganisationSettingsBody } from '../../../contract/schemas/organisation';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { ANY_TEXT, decodeCursor, pageOf, UUID_PATTERN } from './cursor';
import { isoDate, likePattern, ORGANISATION_ACTIVE, Params } from './sql';

type AccessRow = Omit<OrganisationAccess, 'isActive'> & { is_active: boolean };

export function organisationsRepository(db: Queryable) {
  return {
    /**
     * The public access check (docs/product.md §7) by id: the one organisation look-up without a caller, so it
     * tells no more than the check needs (no members, no seats, no billing).
     */
    async findAccess(id: string): Promise<OrganisationAccess | null> {
      const [row] = await db.query<AccessRow>(
        `select o.id, o.name, o.plan, o.subscription_status, ${isoDate('o.subscription_end')} as subscription_end,
           ${ORGANISATION_ACTIVE} as is_active
         from organisations o where o.id = $1`,
        [id],
        // Every page's guard asks it: planned once per connection.
        { prepare: true },
      );
      if (!row) return null;
      const { is_active: active, ...organisation } = row;
      // The front end reads isActive as the string 'true' (docs/product.md §3).
      return { isActive: active ? 'true' : 'false', ...organisation };
    },

    /** Every organisation by name, for the operator (index organisations (name, id), migration 004). */
    async list(filters: { search?: string }, page: { cursor?: string; limit: number }): Promise<Page<Organisation>> {
      const params = new Params();
      const where = ['true'];
      if (filters.search) where.push(`o.name ilike ${params.add(likePattern(filters.search))}`);
      if (page.cursor) {
        const [name, id] = decodeCursor(page.cursor, [ANY_TEXT, UUID_PATTERN]);
        where.push(`(o.name, o.id) > (${params.add(name)}, ${params.add(id)}::uuid)`);
      }
      const rows = await db.query<Organisation>(
        `select o.id, o.name, o.plan, o.seats,
           (select count(*) from users u where u.organisation_id = o.id and not u.disabled)::int as seats_used,
           o.subscription_status, ${isoDate('o.subscription_start')} as subscription_start,
           ${isoDate('o.subscription_end')} as subscription_end, ${ORGANISATION_ACTIVE} as is_active
         from organisations o where ${where.join(' and ')}
         order by o.name, o.id limit ${params.add(page.limit + 1)}`,
        params.values,
      );
      return pageOf(rows, page.limit, (row) => row, (row) => [row.name, row.id]);
    },

    /** The operator's change: seats and/or a new end; an end from today on makes the subscription active. */
    async updateByOperator(id: string, change: { seats?: number; subscription_end?: string }): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `update organisations set seats = coalesce($2, seats),
           subscription_end = coalesce($3::date, subscription_end),
           subscription_status = case when $3::date is not null and $3::date >= current_date then 'active' else subscription_status end
         where id = $1 returning id`,
        [id, change.seats ?? null, change.subscription_end ?? null],
      );
      return rows.length > 0;
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

    /** The member's view with the settings of `/auth/config`. */
    async details(scope: OrganisationScope): Promise<OrganisationDetails | null> {
      const [row] = await db.query<OrganisationDetails>(
        `select o.id, o.name, o.plan, o.seats,
           (select count(*) from users u where u.organisation_id = o.id and not u.disabled)::int as seats_used,
           o.subscription_status, ${isoDate('o.subscription_start')} as subscription_start,
           ${isoDate('o.subscription_end')} as subscription_end, ${ORGANISATION_ACTIVE} as is_active, o.phase_durations
         from organisations o where o.id = $1`,
        [scope.organisationId],
      );
      return row ?? null;
    },

    /** The admin's settings: name and default phase durations (only what is given changes). */
    async updateSettings(scope: OrganisationScope, change: OrganisationSettingsBody): Promise<boolean> {
      const rows = await db.query<{ id: string }>(
        `update organisations set name = coalesce($2, name), phase_durations = coalesce($3::jsonb, phase_durations)
         where id = $1 returning id`,
        [scope.organisationId, change.name ?? null, change.phase_durations ? JSON.stringify(change.phase_durations) : null],
      );
      return rows.length > 0;
    },

    async exists(scope: OrganisationScope): Promise<boolean> {
      const rows = await db.query<{ id: string }>('select id from organisations where id = $1', [scope.organisationId]);
      return rows.length > 0;
    },
  };
}
