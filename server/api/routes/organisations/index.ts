/**
 * GET /api/auth/organisations?accessCheck=true&id=<uuid> — public (spec §7), so it tells no more
 * than the access check needs; limited per client address with a ceiling a class's sign-in fits.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import { Organisation, OrganisationAccess, OrganisationAccessQuery, OrganisationsQuery } from '../../../../contract/schemas/organisation';
import { notFound } from '../../errors';
import { messages } from '../../messages';
import { publicResponses, responses } from '../../schemas';

const organisationAccessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The operator's list (hyperadmin): every organisation, its status, seats used / total and subscription end.
  app.get(
    '/api/organisations',
    {
      config: { action: 'operator.organisations' },
      schema: { tags: ['opérateur'], summary: 'Toutes les organisations (opérateur)', querystring: OrganisationsQuery, response: responses(Page(Organisation)) },
    },
    async (request) => {
      const { search, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const data = await app.repositories.organisations.list({ search }, { cursor, limit });
      return { success: true as const, message: '', data };
    },
  );

  app.get(
    '/api/auth/organisations',
    {
      config: { public: true },
      // Counted before the query is validated: a malformed check costs the same as a good one.
      onRequest: async (request) => app.limiters.organisationCheck.hit(request),
      schema: {
        tags: ['organisation'],
        summary: 'Contrôle d’accès d’une organisation (public)',
        querystring: OrganisationAccessQuery,
        response: publicResponses(OrganisationAccess, [404]),
      },
    },
    async (request) => {
      const organisation = await app.repositories.organisations.findAccess(request.query.id);
      if (!organisation) throw notFound(messages.organisationUnknown);
      return { success: true as const, message: '', data: organisation };
    },
  );
};

export default organisationAccessRoutes;
