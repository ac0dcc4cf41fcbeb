/** GET /api/tags — the organisation's groups (admin, enseignant; the hyperadmin names the organisation). */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import { Tag, TagsQuery } from '../../../../contract/schemas/tags';
import { responses } from '../../schemas';
import { scopeOf } from '../../scope';
import { actorOf } from '../actor';

const tagsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/tags',
    {
      config: { action: 'tags.read' },
      schema: { tags: ['groupes'], summary: 'Groupes de l’organisation', querystring: TagsQuery, response: responses(Page(Tag), [404]) },
    },
    async (request) => {
      const { organisation, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const data = await app.repositories.tags.list(scopeOf(actorOf(request), organisation), { cursor, limit });
      return { success: true as const, message: '', data };
    },
  );
};

export default tagsRoutes;
