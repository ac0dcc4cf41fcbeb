/**
 * A teacher's own dossiers (docs/product.md §12.3 dossiers): each teacher sees and changes only theirs
 * (another teacher's dossier is not found: 404). A dossier is deleted only once empty.
 *
 * GET /api/folders · POST /api/folders · PATCH /api/folders/:id · DELETE /api/folders/:id
 */
import { randomUUID } from 'node:crypto';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { scenarioMessages } from '../../../../contract/messages';
import { DEFAULT_PAGE_SIZE } from '../../../../contract/schemas/envelope';
import { DeletedFolder, Folder, FolderBody, FolderParams, Folders, FoldersQuery } from '../../../../contract/schemas/folders';
import { ApiError, notFound } from '../../errors';
import { messages } from '../../messages';
import { ok, responses } from '../../schemas';
import { actorOf } from '../actor';

const taken = () => new ApiError(409, scenarioMessages.folderTaken);

const foldersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/folders',
    {
      config: { action: 'folders.manage' },
      schema: { tags: ['dossiers'], summary: 'Mes dossiers, avec le nombre de scénarios de chacun', querystring: FoldersQuery, response: responses(Folders, [404]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const { cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const data = await app.repositories.folders.list(request.ownScope, actor.uid, { cursor, limit });
      return ok(data);
    },
  );

  app.post(
    '/api/folders',
    {
      config: { action: 'folders.manage' },
      schema: { tags: ['dossiers'], summary: 'Créer un dossier', body: FolderBody, response: responses(Folder, [404, 409]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      const name = request.body.name.trim();
      const folder = await app.transaction(async (repositories) => {
        if (await repositories.folders.nameTaken(scope, actor.uid, name)) throw taken();
        return repositories.folders.create(scope, actor.uid, randomUUID(), name);
      });
      return ok(folder);
    },
  );

  app.patch(
    '/api/folders/:id',
    {
      config: { action: 'folders.manage' },
      schema: { tags: ['dossiers'], summary: 'Renommer un dossier', params: FolderParams, body: FolderBody, response: responses(Folder, [404, 409]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      const name = request.body.name.trim();
      const folder = await app.transaction(async (repositories) => {
        if (!(await repositories.folders.owns(scope, actor.uid, request.params.id))) throw notFound(messages.notFound);
        if (await repositories.folders.nameTaken(scope, actor.uid, name, request.params.id)) throw taken();
        return repositories.folders.rename(scope, actor.uid, request.params.id, name);
      });
      if (!folder) throw notFound(messages.notFound);
      return ok(folder);
    },
  );

  app.delete(
    '/api/folders/:id',
    {
      config: { action: 'folders.manage' },
      schema: { tags: ['dossiers'], summary: 'Supprimer un dossier vide', params: FolderParams, response: responses(DeletedFolder, [404, 409]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      const outcome = await app.transaction((repositories) => repositories.folders.remove(scope, actor.uid, request.params.id));
      if (!outcome) throw notFound(messages.notFound);
      if (!outcome.deleted) throw new ApiError(409, scenarioMessages.folderNotEmpty(outcome.scenarios));
      return ok({ id: request.params.id });
    },
  );
};

export default foldersRoutes;
