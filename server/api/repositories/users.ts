import type { Page } from '../../../contract/schemas/envelope';
import type { UserSummary, UsersQuery } from '../../../contract/schemas/users';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { ANY_TEXT, decodeCursor, pageOf } from './cursor';
import { isoTimestamp, likePattern, Params } from './sql';

type UserRow = Omit<UserSummary, 'uid_organisation'> & { organisation_id: string | null };

export type UserFilters = Pick<UsersQuery, 'search' | 'role' | 'tag' | 'status'>;

/** Invited and never signed in yet; deactivation outranks everything. */
const STATUS = `case when u.disabled then 'disabled'
  when u.invited_at is not null and u.last_sign_in_at is null then 'invited' else 'active' end`;

export function usersRepository(db: Queryable) {
  return {
    /**
     * The organisation's accounts sorted by name (index users (organisation_id, name, firstname, uid),
     * or (organisation_id, role, …) when filtered by role).
     */
    async list(scope: OrganisationScope, filters: UserFilters, page: { cursor?: string; limit: number }): Promise<Page<UserSummary>> {
      const params = new Params();
      const organisation = params.add(scope.organisationId);
      const where = [`u.organisation_id = ${organisation}`];
      if (filters.role) where.push(`u.role = ${params.add(filters.role)}`);
      if (filters.status) where.push(`${STATUS} = ${params.add(filters.status)}`);
      if (filters.search) {
        const pattern = params.add(likePattern(filters.search));
        where.push(`(u.name ilike ${pattern} or u.firstname ilike ${pattern} or u.email ilike ${pattern})`);
      }
      if (filters.tag) {
        // The group must be of the same organisation: another organisation's group matches nobody.
        where.push(`exists (select 1 from tag_members m join tags t on t.id = m.tag_id
          where m.user_uid = u.uid and m.tag_id = ${params.add(filters.tag)}::uuid and t.organisation_id = ${organisation})`);
      }
      if (page.cursor) {
        const [name, firstname, uid] = decodeCursor(page.cursor, [ANY_TEXT, ANY_TEXT, ANY_TEXT]);
        where.push(`(u.name, u.firstname, u.uid) > (${params.add(name)}, ${params.add(firstname)}, ${params.add(uid)})`);
      }
      const rows = await db.query<UserRow>(
        `select u.uid, u.email, u.firstname, u.name, u.role, u.organisation_id, ${STATUS} as status,
           coalesce((select array_agg(m.tag_id::text order by m.tag_id) from tag_members m where m.user_uid = u.uid), '{}') as tags,
           ${isoTimestamp('u.last_sign_in_at')} as last_sign_in_at
         from users u where ${where.join(' and ')}
         order by u.name, u.firstname, u.uid limit ${params.add(page.limit + 1)}`,
        params.values,
      );
      return pageOf(
        rows,
        page.limit,
        ({ organisation_id, ...row }) => ({ ...row, uid_organisation: organisation_id }),
        (row) => [row.name, row.firstname, row.uid],
      );
    },
  };
}
