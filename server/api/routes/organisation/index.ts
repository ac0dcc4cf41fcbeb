/** GET /api/organisation — the caller's organisation: plan, seats, seats used, subscription period. */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Organisation, OrganisationQuery } from '../../../../contract/schemas/organisation';
import { notFound } from '../../errors';
import { messages } from '../../messages';
import { responses } from '../../schemas';
import { scopeOf } from '../../scope';
import { actorOf } from '../actor';

const organisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/organisation',
    {
      config: { action: 'organisation.read' },
      schema: { tags: ['organisation'], summary: 'Organisation de l’appelant', querystring: OrganisationQuery, response: responses(Organisation, [404]) },
    },
    async (request) => {
      const scope = scopeOf(actorOf(request), request.query.organisation);
      const organisation = await app.repositories.organisations.find(scope);
      if (!organisation) throw notFound(messages.organisationUnknown);
      return { success: true as const, message: '', data: organisation };
    },
  );
};

export default organisationRoutes;
