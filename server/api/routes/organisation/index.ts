/**
 * GET /api/organisation — the caller's organisation: plan, seats, seats used, subscription period and
 * the settings of `/auth/config`; PATCH /api/organisation — the admin changes its name and default phase durations.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OrganisationDetails, OrganisationQuery, OrganisationSettingsBody } from '../../../../contract/schemas/organisation';
import { notFound } from '../../errors';
import { messages } from '../../messages';
import { ok, responses } from '../../schemas';
import { auditedOrganisationChange } from '../auditedChange';

const organisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/organisation',
    {
      config: { action: 'organisation.read' },
      schema: { tags: ['organisation'], summary: 'Organisation de l’appelant', querystring: OrganisationQuery, response: responses(OrganisationDetails, [404]) },
    },
    async (request) => {
      const scope = request.scope;
      const organisation = await app.repositories.organisations.details(scope);
      if (!organisation) throw notFound(messages.organisationUnknown);
      return ok(organisation);
    },
  );

  app.patch(
    '/api/organisation',
    {
      config: { action: 'organisation.update' },
      schema: {
        tags: ['organisation'],
        summary: 'Changer le nom de l’organisation ou ses durées de phase par défaut',
        querystring: OrganisationQuery,
        body: OrganisationSettingsBody,
        response: responses(OrganisationDetails, [404]),
      },
    },
    async (request) => {
      const scope = request.scope;
      const change = { ...request.body, ...(request.body.name === undefined ? {} : { name: request.body.name.trim() }) };
      const after = await auditedOrganisationChange(app, request, {
        scope,
        action: 'organisation.update',
        read: () => app.repositories.organisations.details(scope),
        change: () => app.repositories.organisations.updateSettings(scope, change),
        fields: ['name', 'phase_durations'],
      });
      return ok(after);
    },
  );
};

export default organisationRoutes;
