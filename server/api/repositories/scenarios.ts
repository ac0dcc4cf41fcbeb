import type { Page } from '../../../contract/schemas/envelope';
import type { Scenario, ScenarioContent, ScenarioSummary, ScenarioVersion, ScenarioVersionSummary } from '../../../contract/schemas/scenarios';
import type { Queryable } from '../../db/database';
import type { OrganisationScope } from '../scope';
import { ANY_TEXT, decodeCursor, pageOf, UUID_PATTERN } from './cursor';
import { isoTimestamp, Params } from './sql';

/** What decides access to a scenario (contract/policy.ts `canReadScenario`, `can`). */
export type ScenarioFacts = { id: string; author_uid: string | null; shared: boolean; folder_id: string; version: number };

const authorName = (alias: string) => `nullif(trim(concat_ws(' ', ${alias}.firstname, ${alias}.name)), '')`;

const summaryColumns = (viewer: string) => `s.id::text as id, s.title, s.folder_id::text as folder_id, s.shared, s.current_version as version,
  ${isoTimestamp('s.updated_at')} as updated_at, ${authorName('u')} as author, (s.author_uid is not distinct from ${viewer}) as own`;

/** Scenarios and their versions; every query is scoped to the organisation. */
export function scenariosRepository(db: Queryable) {
  const listWhere = async (scope: OrganisationScope, viewer: string, filter: (params: Params) => string[], page: { cursor?: string; limit: number }) => {
    const params = new Params();
    const viewerParam = params.add(viewer);
    const where = [`s.organisation_id = ${params.add(scope.organisationId)}`, ...filter(params)];
    if (page.cursor) {
      const [title, id] = decodeCursor(page.cursor, [ANY_TEXT, UUID_PATTERN]);
      where.push(`(s.title, s.id) > (${params.add(title)}, ${params.add(id)}::uuid)`);
    }
    const rows = await db.query<ScenarioSummary>(
      `select ${summaryColumns(`${viewerParam}::text`)} from scenarios s left join users u on u.uid = s.author_uid
       where ${where.join(' and ')} order by s.title, s.id limit ${params.add(page.limit + 1)}`,
      params.values,
    );
    return pageOf(rows, page.limit, (row) => row, (row) => [row.title, row.id]);
  };

  const get = async (scope: OrganisationScope, id: string, viewer: string): Promise<Scenario | null> => {
    const [row] = await db.query<Scenario>(
      `select s.id::text as id, s.title, s.folder_id::text as folder_id, s.shared, s.current_version as version,
         ${isoTimestamp('s.updated_at')} as updated_at, (s.author_uid is not distinct from $3::text) as own, v.content
       from scenarios s join scenario_versions v on v.scenario_id = s.id and v.version = s.current_version
       where s.id = $1 and s.organisation_id = $2`,
      [id, scope.organisationId, viewer],
    );
    return row ?? null;
  };

  return {
    get,

    /** The scenarios of one of the viewer's dossiers, by title (index scenarios (folder_id, title, id)). */
    listInFolder(scope: OrganisationScope, viewer: string, folderId: string, page: { cursor?: string; limit: number }): Promise<Page<ScenarioSummary>> {
      return listWhere(scope, viewer, (params) => [`s.folder_id = ${params.add(folderId)}::uuid`, `s.author_uid = ${params.add(viewer)}`], page);
    },

    /** The organisation's library: the scenarios other teachers share (index scenarios_library_idx). */
    listLibrary(scope: OrganisationScope, viewer: string, page: { cursor?: string; limit: number }): Promise<Page<ScenarioSummary>> {
      return listWhere(scope, viewer, (params) => ['s.shared', `s.author_uid is distinct from ${params.add(viewer)}`], page);
    },

    async facts(scope: OrganisationScope, id: string): Promise<ScenarioFacts | null> {
      const [row] = await db.query<ScenarioFacts>(
        `select id::text as id, author_uid, shared, folder_id::text as folder_id, current_version as version
         from scenarios where id = $1 and organisation_id = $2`,
        [id, scope.organisationId],
      );
      return row ?? null;
    },

    async create(scope: OrganisationScope, scenario: { id: string; folderId: string; author: string; content: ScenarioContent }): Promise<void> {
      await db.query(
        `insert into scenarios (id, organisation_id, folder_id, author_uid, title, shared, current_version)
         values ($1, $2, $3, $4, $5, false, 1)`,
        [scenario.id, scope.organisationId, scenario.folderId, scenario.author, scenario.content.title],
      );
      await db.query('insert into scenario_versions (scenario_id, version, content, created_by) values ($1, 1, $2, $3)', [
        scenario.id,
        JSON.stringify(scenario.content),
        scenario.author,
      ]);
    },

    /** Saves `content` as the version after `basedOn`; 'stale' when another save came first. */
    async saveVersion(scope: OrganisationScope, id: string, save: { basedOn: number; content: ScenarioContent; author: string }): Promise<'stale' | number> {
      const [row] = await db.query<{ version: number }>(
        `update scenarios set current_version = current_version + 1, title = $4, updated_at = now()
         where id = $1 and organisation_id = $2 and current_version = $3 returning current_version as version`,
        [id, scope.organisationId, save.basedOn, save.content.title],
      );
      if (!row) return 'stale';
      await db.query('insert into scenario_versions (scenario_id, version, content, created_by) values ($1, $2, $3, $4)', [
        id,
        row.version,
        JSON.stringify(save.content),
        save.author,
      ]);
      return row.version;
    },

    async update(scope: OrganisationScope, id: string, change: { folderId?: string; shared?: boolean }): Promise<void> {
      await db.query(
        `update scenarios set folder_id = coalesce($3::uuid, folder_id), shared = coalesce($4::boolean, shared), updated_at = now()
         where id = $1 and organisation_id = $2`,
        [id, scope.organisationId, change.folderId ?? null, change.shared ?? null],
      );
    },

    async remove(scope: OrganisationScope, id: string): Promise<boolean> {
      const rows = await db.query('delete from scenarios where id = $1 and organisation_id = $2 returning id', [id, scope.organisationId]);
      return rows.length > 0;
    },

    /** Every version, newest first, with who saved it. */
    async versions(scope: OrganisationScope, id: string): Promise<ScenarioVersionSummary[]> {
      return db.query<ScenarioVersionSummary>(
        `select v.version, ${isoTimestamp('v.created_at')} as created_at, ${authorName('u')} as author
         from scenario_versions v join scenarios s on s.id = v.scenario_id left join users u on u.uid = v.created_by
         where v.scenario_id = $1 and s.organisation_id = $2 order by v.version desc`,
        [id, scope.organisationId],
      );
    },

    async version(scope: OrganisationScope, id: string, version: number): Promise<ScenarioVersion | null> {
      const [row] = await db.query<ScenarioVersion>(
        `select v.version, ${isoTimestamp('v.created_at')} as created_at, ${authorName('u')} as author, v.content
         from scenario_versions v join scenarios s on s.id = v.scenario_id left join users u on u.uid = v.created_by
         where v.scenario_id = $1 and s.organisation_id = $2 and v.version = $3`,
        [id, scope.organisationId, version],
      );
      return row ?? null;
    },
  };
}
