import type { Page } from '../../../contract/schemas/envelope';
import type { Folder } from '../../../contract/schemas/folders';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { ANY_TEXT, decodeCursor, pageOf, UUID_PATTERN } from './cursor';
import { isoTimestamp, Params } from './sql';

const FOLDER_COLUMNS = `f.id::text as id, f.name, (select count(*) from scenarios s where s.folder_id = f.id)::int as scenario_count,
  ${isoTimestamp('f.created_at')} as created_at`;

/** A teacher's dossiers: every query names the owner and the organisation, so another's dossier is not found. */
export function foldersRepository(db: Queryable) {
  const one = async (scope: OrganisationScope, owner: string, id: string): Promise<Folder | null> =>
    (await db.query<Folder>(`select ${FOLDER_COLUMNS} from folders f where f.id = $1 and f.organisation_id = $2 and f.owner_uid = $3`, [id, scope.organisationId, owner]))[0] ??
    null;

  return {
    one,

    async owns(scope: OrganisationScope, owner: string, id: string): Promise<boolean> {
      const rows = await db.query('select 1 from folders where id = $1 and organisation_id = $2 and owner_uid = $3', [id, scope.organisationId, owner]);
      return rows.length > 0;
    },

    /** The owner's first dossier by name (where a copy goes when none is named). */
    async first(scope: OrganisationScope, owner: string): Promise<string | null> {
      const [row] = await db.query<{ id: string }>('select id::text as id from folders where organisation_id = $1 and owner_uid = $2 order by name, id limit 1', [
        scope.organisationId,
        owner,
      ]);
      return row?.id ?? null;
    },

    async nameTaken(scope: OrganisationScope, owner: string, name: string, except?: string): Promise<boolean> {
      const rows = await db.query(
        'select 1 from folders where owner_uid = $1 and organisation_id = $2 and lower(name) = lower($3) and id is distinct from $4::uuid',
        [owner, scope.organisationId, name, except ?? null],
      );
      return rows.length > 0;
    },

    async create(scope: OrganisationScope, owner: string, id: string, name: string): Promise<Folder> {
      await db.query('insert into folders (id, organisation_id, owner_uid, name) values ($1, $2, $3, $4)', [id, scope.organisationId, owner, name]);
      return (await one(scope, owner, id))!;
    },

    async rename(scope: OrganisationScope, owner: string, id: string, name: string): Promise<Folder | null> {
      const [row] = await db.query('update folders set name = $4 where id = $1 and organisation_id = $2 and owner_uid = $3 returning id', [id, scope.organisationId, owner, name]);
      return row ? one(scope, owner, id) : null;
    },

    /** Deletes an empty dossier; otherwise says how many scenarios it still holds. Null when not found. */
    async remove(scope: OrganisationScope, owner: string, id: string): Promise<{ deleted: true } | { deleted: false; scenarios: number } | null> {
      const [found] = await db.query<{ id: string }>('select id from folders where id = $1 and organisation_id = $2 and owner_uid = $3 for update', [
        id,
        scope.organisationId,
        owner,
      ]);
      if (!found) return null;
      const [count] = await db.query<{ n: number }>('select count(*)::int as n from scenarios where folder_id = $1', [id]);
      if ((count?.n ?? 0) > 0) return { deleted: false, scenarios: count?.n ?? 0 };
      await db.query('delete from folders where id = $1', [id]);
      return { deleted: true };
    },

    /** The owner's dossiers by name (index folders (owner_uid, name, id)). */
    async list(scope: OrganisationScope, owner: string, page: { cursor?: string; limit: number }): Promise<Page<Folder>> {
      const params = new Params();
      const where = [`f.owner_uid = ${params.add(owner)}`, `f.organisation_id = ${params.add(scope.organisationId)}`];
      if (page.cursor) {
        const [name, id] = decodeCursor(page.cursor, [ANY_TEXT, UUID_PATTERN]);
        where.push(`(f.name, f.id) > (${params.add(name)}, ${params.add(id)}::uuid)`);
      }
      const rows = await db.query<Folder>(`select ${FOLDER_COLUMNS} from folders f where ${where.join(' and ')} order by f.name, f.id limit ${params.add(page.limit + 1)}`, params.values);
      return pageOf(rows, page.limit, (row) => row, (row) => [row.name, row.id]);
    },
  };
}
