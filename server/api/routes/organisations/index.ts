/**
 * The organisations: GET /api/organisations and PATCH /api/organisations/:id for the operator, and
 * GET /api/auth/organisations?accessCheck=true&id=<uuid> — public (docs/product.md §7), so it tells no more
 * than the access check needs; limited per client address with a ceiling a class's sign-in fits.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import { Organisation, OrganisationAccess, OrganisationAccessQuery, OrganisationsQuery } from '../../../../contract/schemas/organisation';
import { OrganisationParams, OrganisationPatch } from '../../../../contract/schemas/operator';
import { userAdminMessages } from '../../../../contract/messages';
import { ApiError, notFound } from '../../errors';
import { limitedBy } from '../../plugins/external/rateLimit';
import { scopeOf } from '../../scope';
import { actorOf } from '../actor';
import { messages } from '../../messages';
import { ok, publicResponses, responses } from '../../schemas';
import { auditedOrganisationChange } from '../auditedChange';

const organisationAccessRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // The operator's list (hyperadmin): every organisation, its status, seats used / total and subscription end.
  app.patch(
    '/api/organisations/:id',
    {
      config: { action: 'operator.organisations' },
      schema: {
        tags: ['opérateur'],
        summary: 'Changer les places ou prolonger l’abonnement d’une organisation (opérateur)',
        params: OrganisationParams,
        body: OrganisationPatch,
        response: responses(Organisation, [404, 422]),
      },
    },
    async (request) => {
      // Only the operator reaches this route: it may name any organisation.
      const scope = scopeOf(actorOf(request), request.params.id);
      const after = await auditedOrganisationChange(app, request, {
        scope,
        action: 'operator.organisation',
        read: () => app.repositories.organisations.find(scope),
        change: async (before) => {
          if (request.body.seats !== undefined && request.body.seats < before.seats_used) throw new ApiError(422, userAdminMessages.seatsBelowUsed(before.seats_used));
          await app.repositories.organisations.updateByOperator(request.params.id, request.body);
        },
        fields: ['seats', 'subscription_end'],
      });
      return ok(after);
    },
  );

  app.get(
    '/api/organisations',
    {
      config: { action: 'operator.organisations' },
      schema: { tags: ['opérateur'], summary: 'Toutes les organisations (opérateur)', querystring: OrganisationsQuery, response: responses(Page(Organisation)) },
    },
    async (request) => {
      const { search, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const data = await app.repositories.organisations.list({ search }, { cursor, limit });
      return ok(data);
    },
  );

  app.get(
    '/api/auth/organisations',
    {
      config: { public: true },
      // Counted before the query is validated: a malformed check costs the same as a good one.
      onRequest: limitedBy(app.limiters.organisationCheck),
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
      return ok(organisation);
    },
  );
};

export default organisationAccessRoutes;
