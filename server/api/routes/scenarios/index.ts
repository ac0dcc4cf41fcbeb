/**
 * Scenarios and their versions (docs/product.md §12.3 scenarios). A teacher reaches their own scenarios; a
 * scenario shared with the organisation's library may be read and copied by any teacher of the
 * organisation (`canReadScenario`), but only its author changes it (`can(…, 'scenarios.manage', …)`):
 * another teacher's private scenario is not found (404), a shared one they try to change is a 403.
 * Every save is a new version; a save based on an older version than the current one is a 409.
 *
 * GET /api/scenarios (folder | library) · POST /api/scenarios (title | content) · GET / PUT / PATCH /
 * DELETE /api/scenarios/:id · GET /api/scenarios/:id/versions(/:version) · POST /api/scenarios/:id/duplicate
 */
import { randomUUID } from 'node:crypto';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scenarioMessages } from '../../../../contract/messages';
import { can, canReadScenario, type Actor } from '../../../../contract/policy';
import { newScenarioContent } from '../../../../contract/scenarioGraph';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import {
  CreateScenarioBody,
  DeletedScenario,
  DuplicateScenarioBody,
  PatchScenarioBody,
  SaveScenarioBody,
  Scenario,
  ScenarioParams,
  ScenariosQuery,
  ScenarioSummary,
  ScenarioVersion,
  ScenarioVersionParams,
  ScenarioVersions,
  type ScenarioContent,
} from '../../../../contract/schemas/scenarios';
import { ApiError, forbidden, notFound } from '../../errors';
import { messages } from '../../messages';
import type { Repositories } from '../../repositories';
import type { ScenarioFacts } from '../../repositories/scenarios';
import { ok, responses } from '../../schemas';
import type { OrganisationScope } from '../../scope';
import { actorOf } from '../actor';
import { checkedContent } from './content';

/**
 * A scenario's content is far above the API's 1 KiB default: a full demo scenario weighs ~10 kB; 1 MiB
 * leaves room for long texts and a graph of a few hundred states.
 */
export const SCENARIO_BODY_LIMIT = 1024 * 1024;

const TITLE_MAX = 200;

const factsOf = (actor: Actor, scope: OrganisationScope, scenario: ScenarioFacts) => ({
  organisationId: scope.organisationId,
  // A scenario whose author's account is gone belongs to nobody: no one may change it.
  ownerUid: scenario.author_uid ?? '',
  shared: scenario.shared,
});

/** The scenario, if this teacher may read it (theirs, or shared in their organisation); 404 otherwise. */
async function readable(repositories: Repositories, actor: Actor, scope: OrganisationScope, id: string): Promise<ScenarioFacts> {
  const scenario = await repositories.scenarios.facts(scope, id);
  if (!scenario || !canReadScenario(actor, factsOf(actor, scope, scenario))) throw notFound(messages.notFound);
  return scenario;
}

/** The scenario, if this teacher may change it: a shared one of another author is a 403. */
async function editable(repositories: Repositories, actor: Actor, scope: OrganisationScope, id: string): Promise<ScenarioFacts> {
  const scenario = await readable(repositories, actor, scope, id);
  if (!can(actor, 'scenarios.manage', factsOf(actor, scope, scenario))) throw forbidden(scenarioMessages.notAuthor);
  return scenario;
}

async function ownFolder(repositories: Repositories, actor: Actor, scope: OrganisationScope, folderId: string): Promise<void> {
  if (!(await repositories.folders.owns(scope, actor.uid, folderId))) throw notFound(scenarioMessages.folderUnknown);
}

const copyTitle = (title: string) => {
  const suffix = ' (copie)';
  return title.length + suffix.length > TITLE_MAX ? `${title.slice(0, TITLE_MAX - suffix.length)}${suffix}` : `${title}${suffix}`;
};

const scenariosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const current = async (scope: OrganisationScope, actor: Actor, id: string) => {
    const scenario = await app.repositories.scenarios.get(scope, id, actor.uid);
    if (!scenario) throw notFound(messages.notFound);
    return ok(scenario);
  };

  app.get(
    '/api/scenarios',
    {
      config: { action: 'scenarios.manage' },
      schema: {
        tags: ['scénarios'],
        summary: 'Les scénarios d’un de mes dossiers (folder), ou la bibliothèque de l’organisation (library=true)',
        querystring: ScenariosQuery,
        response: responses(Page(ScenarioSummary), [404]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      const { folder, library, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      if (library === 'true') return ok(await app.repositories.scenarios.listLibrary(scope, actor.uid, { cursor, limit }));
      if (!folder) throw new ApiError(400, messages.invalidQuery);
      await ownFolder(app.repositories, actor, scope, folder);
      return ok(await app.repositories.scenarios.listInFolder(scope, actor.uid, folder, { cursor, limit }));
    },
  );

  app.post(
    '/api/scenarios',
    {
      config: { action: 'scenarios.manage' },
      bodyLimit: SCENARIO_BODY_LIMIT,
      schema: {
        tags: ['scénarios'],
        summary: 'Créer un scénario (title) ou importer un scénario exporté (content) dans un de mes dossiers',
        body: CreateScenarioBody,
        response: responses(Scenario, [404, 413, 422]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      const { folder_id: folderId, title, content } = request.body;
      if ((title === undefined) === (content === undefined)) throw new ApiError(400, scenarioMessages.titleOrContent);
      const valid: ScenarioContent = content === undefined ? newScenarioContent((title ?? '').trim()) : checkedContent(content, 'import');
      const id = randomUUID();
      await app.transaction(async (repositories) => {
        await ownFolder(repositories, actor, scope, folderId);
        await repositories.scenarios.create(scope, { id, folderId, author: actor.uid, content: valid });
      });
      return current(scope, actor, id);
    },
  );

  app.get(
    '/api/scenarios/:id',
    {
      config: { action: 'scenarios.manage' },
      schema: { tags: ['scénarios'], summary: 'Un scénario, dans sa version courante', params: ScenarioParams, response: responses(Scenario, [404]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      await readable(app.repositories, actor, scope, request.params.id);
      return current(scope, actor, request.params.id);
    },
  );

  app.put(
    '/api/scenarios/:id',
    {
      config: { action: 'scenarios.manage' },
      bodyLimit: SCENARIO_BODY_LIMIT,
      schema: {
        tags: ['scénarios'],
        summary: 'Enregistrer une nouvelle version (le scénario tel que GET le rend, avec la version sur laquelle il repose)',
        params: ScenarioParams,
        body: SaveScenarioBody,
        response: responses(Scenario, [404, 409, 413, 422]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      await app.transaction(async (repositories) => {
        await editable(repositories, actor, scope, request.params.id);
        const content = checkedContent(request.body.content, 'save');
        const saved = await repositories.scenarios.saveVersion(scope, request.params.id, { basedOn: request.body.version, content, author: actor.uid });
        if (saved === 'stale') throw new ApiError(409, scenarioMessages.stale);
      });
      return current(scope, actor, request.params.id);
    },
  );

  app.patch(
    '/api/scenarios/:id',
    {
      config: { action: 'scenarios.manage' },
      schema: {
        tags: ['scénarios'],
        summary: 'Déplacer dans un autre de mes dossiers, partager avec la bibliothèque ou retirer, renommer',
        params: ScenarioParams,
        body: PatchScenarioBody,
        response: responses(Scenario, [404]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      const { folder_id: folderId, shared, title } = request.body;
      await app.transaction(async (repositories) => {
        const scenario = await editable(repositories, actor, scope, request.params.id);
        if (folderId !== undefined) await ownFolder(repositories, actor, scope, folderId);
        await repositories.scenarios.update(scope, request.params.id, { folderId, shared });
        if (title !== undefined) {
          // A new title is a new version of the content (the title is part of it).
          const now = await repositories.scenarios.get(scope, request.params.id, actor.uid);
          if (now && now.content.title !== title.trim()) {
            await repositories.scenarios.saveVersion(scope, request.params.id, { basedOn: scenario.version, content: { ...now.content, title: title.trim() }, author: actor.uid });
          }
        }
      });
      return current(scope, actor, request.params.id);
    },
  );

  app.delete(
    '/api/scenarios/:id',
    {
      config: { action: 'scenarios.manage' },
      schema: { tags: ['scénarios'], summary: 'Supprimer un scénario (les sessions passées gardent leur historique)', params: ScenarioParams, response: responses(DeletedScenario, [404]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      await app.transaction(async (repositories) => {
        await editable(repositories, actor, scope, request.params.id);
        await repositories.scenarios.remove(scope, request.params.id);
      });
      return ok({ id: request.params.id });
    },
  );

  app.get(
    '/api/scenarios/:id/versions',
    {
      config: { action: 'scenarios.manage' },
      schema: { tags: ['scénarios'], summary: 'L’historique des versions (numéro, date, auteur)', params: ScenarioParams, response: responses(ScenarioVersions, [404]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      await readable(app.repositories, actor, scope, request.params.id);
      return ok({ items: await app.repositories.scenarios.versions(scope, request.params.id) });
    },
  );

  app.get(
    '/api/scenarios/:id/versions/:version',
    {
      config: { action: 'scenarios.manage' },
      schema: { tags: ['scénarios'], summary: 'Une version antérieure', params: ScenarioVersionParams, response: responses(ScenarioVersion, [404]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      await readable(app.repositories, actor, scope, request.params.id);
      const version = await app.repositories.scenarios.version(scope, request.params.id, request.params.version);
      if (!version) throw notFound(messages.notFound);
      return ok(version);
    },
  );

  app.post(
    '/api/scenarios/:id/duplicate',
    {
      config: { action: 'scenarios.manage' },
      schema: {
        tags: ['scénarios'],
        summary: 'Copier un scénario (le mien, ou un partagé de la bibliothèque) dans un de mes dossiers',
        params: ScenarioParams,
        body: DuplicateScenarioBody,
        response: responses(Scenario, [404, 409]),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      const id = randomUUID();
      await app.transaction(async (repositories) => {
        const source = await readable(repositories, actor, scope, request.params.id);
        const original = await repositories.scenarios.get(scope, source.id, actor.uid);
        if (!original) throw notFound(messages.notFound);
        const folderId = request.body.folder_id ?? (original.own ? original.folder_id : await repositories.folders.first(scope, actor.uid));
        if (!folderId) throw new ApiError(409, scenarioMessages.noFolder);
        await ownFolder(repositories, actor, scope, folderId);
        await repositories.scenarios.create(scope, { id, folderId, author: actor.uid, content: { ...original.content, title: copyTitle(original.content.title) } });
      });
      return current(scope, actor, id);
    },
  );
};

export default scenariosRoutes;
