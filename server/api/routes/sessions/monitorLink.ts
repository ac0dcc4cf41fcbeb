/**
 * The patient monitor's link (docs/product.md §14): the session's trainer creates it — or replaces it, the
 * previous token opening nothing any more — and revokes it; so may the organisation's admin. The token is 32 random bytes (256 bits) in
 * base64url, given once in the answer; only its SHA-256 is stored, so the table cannot open a monitor.
 */
import { Type } from '@sinclair/typebox';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createHash, randomBytes } from 'node:crypto';
import { monitorMessages } from '../../../../contract/messages';
import { MonitorLink } from '../../../../contract/schemas/monitor';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import { SessionParams } from '../../../../contract/schemas/sessions';
import { ok, responses } from '../../schemas';
import { sessionEnded } from '../../views/monitor';
import { conflict, sessionLookup } from './lookup';

/** The hash the table keeps of a token (hex). */
export const monitorTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

const monitorLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionFor } = sessionLookup(app);

  app.post(
    '/api/sessions/:id/monitor-link',
    {
      config: { action: 'sessions.lead' },
      schema: {
        tags: ['sessions'],
        summary: 'Créer (ou remplacer) le lien du moniteur patient',
        params: SessionParams,
        querystring: OrganisationQuery,
        response: responses(MonitorLink, [404, 409]),
      },
    },
    async (request) => {
      const { session, actor } = await sessionFor(request, 'sessions.lead');
      if (sessionEnded(session.status)) throw conflict(monitorMessages.linkClosed);
      const token = randomBytes(32).toString('base64url');
      await app.repositories.monitorLinks.replace(session.id, session.organisationId, monitorTokenHash(token), actor.uid);
      // The app's public origin (APP_ORIGIN), where the room's screen opens the page.
      return ok({ url: `${app.appOrigin}/moniteur/${token}`, token });
    },
  );

  app.delete(
    '/api/sessions/:id/monitor-link',
    {
      // The trainer, or the organisation's admin (contract/policy.ts): a link must never outlive everyone's right to close it.
      config: { action: 'sessions.revokeMonitorLink' },
      schema: { tags: ['sessions'], summary: 'Révoquer le lien du moniteur patient', params: SessionParams, querystring: OrganisationQuery, response: responses(Type.Null(), [404]) },
    },
    async (request) => {
      const { session, view, scope } = await sessionFor(request, 'sessions.revokeMonitorLink');
      // Revoking a link already gone is the same success: the monitor is dark either way.
      const revoked = await app.repositories.monitorLinks.revoke(session.id);
      // Someone else's link closed by the organisation's admin is an admin's act: recorded.
      if (revoked && view === 'organisation') await app.audit(request, { action: 'sessions.revokeMonitorLink', target: session.id, scope });
      return ok(null);
    },
  );
};

export default monitorLinkRoutes;
