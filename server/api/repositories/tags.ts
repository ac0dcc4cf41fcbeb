import type { Page } from '../../../contract/schemas/envelope';
import type { Tag } from '../../../contract/schemas/tags';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { ANY_TEXT, decodeCursor, pageOf, UUID_PATTERN } from './cursor';
import { Params } from './sql';

export function tagsRepository(db: Queryable) {
  return {
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
