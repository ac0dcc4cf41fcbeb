import type { Page } from '../../../contract/schemas/envelope';
import type { Tag } from '../../../contract/schemas/tags';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { ANY_TEXT, decodeCursor, pageOf, UUID_PATTERN } from './cursor';
import { Params } from './sql';

/** The members' profiles list their groups by name (`sessions_users_tags`): kept in step with tag_members. */
const MIRROR_GROUP_NAMES = `update users u set sessions_users_tags = coalesce((select array_agg(t.name order by t.name)
  from tag_members m join tags t on t.id = m.tag_id where m.user_uid = u.uid), '{}') where u.uid = any($1)`;

export function tagsRepository(db: Queryable) {
  const membersOf = async (id: string) =>
    (await db.query<{ user_uid: string }>('select user_uid from tag_members where tag_id = $1', [id])).map((row) => row.user_uid);

  return {
    /** Every group of the organisation, lower-case name → id (for the CSV import). */
    async idsByName(scope: OrganisationScope): Promise<Map<string, string>> {
      const rows = await db.query<{ id: string; name: string }>('select id::text, name from tags where organisation_id = $1', [scope.organisationId]);
      return new Map(rows.map((row) => [row.name.toLowerCase(), row.id]));
    },

    async nameTaken(scope: OrganisationScope, name: string, except?: string): Promise<boolean> {
      const rows = await db.query('select 1 from tags where organisation_id = $1 and lower(name) = lower($2) and id is distinct from $3::uuid', [
        scope.organisationId,
        name,
        except ?? null,
      ]);
      return rows.length > 0;
    },

    async create(scope: OrganisationScope, id: string, name: string): Promise<Tag> {
      await db.query('insert into tags (id, organisation_id, name) values ($1, $2, $3)', [id, scope.organisationId, name]);
      return { id, name, member_count: 0 };
    },

    /** Renames the group and the name its members' profiles carry; null when not of this organisation. */
    async rename(scope: OrganisationScope, id: string, name: string): Promise<Tag | null> {
      const [row] = await db.query<{ id: string }>('update tags set name = $3 where id = $1 and organisation_id = $2 returning id', [id, scope.organisationId, name]);
      if (!row) return null;
      const members = await membersOf(id);
      await db.query(MIRROR_GROUP_NAMES, [members]);
      return { id, name, member_count: members.length };
    },

    /** Deletes the group (memberships go with it); its former members' profiles follow. Null when not found. */
    async remove(scope: OrganisationScope, id: string): Promise<{ id: string; member_count: number } | null> {
      const [found] = await db.query<{ id: string }>('select id from tags where id = $1 and organisation_id = $2 for update', [id, scope.organisationId]);
      if (!found) return null;
      const members = await membersOf(id);
      await db.query('delete from tags where id = $1', [id]);
      await db.query(MIRROR_GROUP_NAMES, [members]);
      return { id, member_count: members.length };
    },

    /** The organisation's groups by name (index tags (organisation_id, name)). */
    async list(scope: OrganisationScope, page: { cursor?: string; limit: number }): Promise<Page<Tag>> {
      const params = new Params();
      const where = [`t.organisation_id = ${params.add(scope.organisationId)}`];
      if (page.cursor) {
        const [name, id] = decodeCursor(page.cursor, [ANY_TEXT, UUID_PATTERN]);
        where.push(`(t.name, t.id) > (${params.add(name)}, ${params.add(id)}::uuid)`);
      }
      const rows = await db.query<Tag>(
        `select t.id, t.name, (select count(*) from tag_members m where m.tag_id = t.id)::int as member_count
         from tags t where ${where.join(' and ')}
         order by t.name, t.id limit ${params.add(page.limit + 1)}`,
        params.values,
      );
      return pageOf(rows, page.limit, (row) => row, (row) => [row.name, row.id]);
    },
  };
}
