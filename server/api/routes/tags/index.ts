/**
 * The organisation's groups (docs/product.md §12.3 groups): read by admins and teachers, written by admins
 * (the hyperadmin names the organisation). A member's profile lists their groups by name, kept in step.
 *
 * GET /api/tags · POST /api/tags · PATCH /api/tags/:id · DELETE /api/tags/:id
 */
import { randomUUID } from 'node:crypto';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userAdminMessages } from '../../../../contract/messages';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import { DeletedTag, Tag, TagBody, TagChoice, TagParams, TagsQuery } from '../../../../contract/schemas/tags';
import { ApiError, notFound } from '../../errors';
import { messages } from '../../messages';
import { ok, responses } from '../../schemas';

const taken = () => new ApiError(409, userAdminMessages.groupTaken);

const tagsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/tags',
    {
      config: { action: 'tags.read' },
      schema: { tags: ['groupes'], summary: 'Groupes de l’organisation', querystring: TagsQuery, response: responses(Page(Tag), [404]) },
    },
    async (request) => {
      const { cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const data = await app.repositories.tags.list(request.scope, { cursor, limit });
      return ok(data);
    },
  );

  app.post(
    '/api/tags',
    {
      config: { action: 'tags.write' },
      schema: { tags: ['groupes'], summary: 'Créer un groupe', querystring: TagChoice, body: TagBody, response: responses(Tag, [404, 409]) },
    },
    async (request) => {
      const scope = request.scope;
      const name = request.body.name.trim();
      const tag = await app.transaction(async (repositories) => {
        if (!(await repositories.organisations.exists(scope))) throw notFound(messages.notFound);
        if (await repositories.tags.nameTaken(scope, name)) throw taken();
        return repositories.tags.create(scope, randomUUID(), name);
      });
      await app.audit(request, { action: 'tags.create', target: tag.id, detail: { name }, scope });
      return ok(tag);
    },
  );

  app.patch(
    '/api/tags/:id',
    {
      config: { action: 'tags.write' },
      schema: { tags: ['groupes'], summary: 'Renommer un groupe', params: TagParams, querystring: TagChoice, body: TagBody, response: responses(Tag, [404, 409]) },
    },
    async (request) => {
      const scope = request.scope;
      const name = request.body.name.trim();
      const tag = await app.transaction(async (repositories) => {
        if (await repositories.tags.nameTaken(scope, name, request.params.id)) throw taken();
        return repositories.tags.rename(scope, request.params.id, name);
      });
      if (!tag) throw notFound(messages.notFound);
      await app.audit(request, { action: 'tags.rename', target: tag.id, detail: { name }, scope });
      return ok(tag);
    },
  );

  app.delete(
    '/api/tags/:id',
    {
      config: { action: 'tags.write' },
      schema: { tags: ['groupes'], summary: 'Supprimer un groupe (ses membres restent)', params: TagParams, querystring: TagChoice, response: responses(DeletedTag, [404]) },
    },
    async (request) => {
      const scope = request.scope;
      const deleted = await app.transaction((repositories) => repositories.tags.remove(scope, request.params.id));
      if (!deleted) throw notFound(messages.notFound);
      await app.audit(request, { action: 'tags.delete', target: deleted.id, detail: { members: deleted.member_count }, scope });
      return ok(deleted);
    },
  );
};

export default tagsRoutes;
