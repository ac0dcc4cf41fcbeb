/** GET /api/auth/users — the organisation's accounts, filtered and paginated by keyset (admin; the hyperadmin names the organisation). */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import { UserSummary, UsersQuery } from '../../../../contract/schemas/users';
import { responses } from '../../schemas';
import { scopeOf } from '../../scope';
import { actorOf } from '../actor';

const usersRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/auth/users',
    {
      config: { action: 'users.list' },
      schema: { tags: ['utilisateurs'], summary: 'Comptes de l’organisation', querystring: UsersQuery, response: responses(Page(UserSummary), [404]) },
    },
    async (request) => {
      const { organisation, search, role, tag, status, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const scope = scopeOf(actorOf(request), organisation);
      const data = await app.repositories.users.list(scope, { search, role, tag, status }, { cursor, limit });
      return { success: true as const, message: '', data };
    },
  );
};

export default usersRoutes;
