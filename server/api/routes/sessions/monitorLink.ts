/**
 * The patient monitor's link (docs/product.md §14): the session's trainer creates it — or, saying so (`replace=true`), replaces
 * it, the previous token opening nothing any more — reads it again after a reload, and revokes it; so may
 * the organisation's admin revoke it. The token is 32 random bytes (256 bits) in base64url; the table keeps
 * its SHA-256 (the lookup) and, with the API's key, the token sealed (monitorLinkSeal.ts), so that the
 * trainer's page shows the active link instead of offering to replace it.
 */
import { Type } from '@sinclair/typebox';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createHash, randomBytes } from 'node:crypto';
import { monitorMessages } from '../../../../contract/messages';
import { ActiveMonitorLink, MonitorLink, MonitorLinkQuery } from '../../../../contract/schemas/monitor';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import { openMonitorToken, sealMonitorToken } from '../../monitorLinkSeal';
import { SessionParams } from '../../../../contract/schemas/sessions';
import { ok, responses } from '../../schemas';
import { sessionEnded } from '../../views/monitor';
import { conflict, sessionLookup } from './lookup';

/** The hash the table keeps of a token (hex). */
export const monitorTokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

const monitorLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionFor } = sessionLookup(app);
  // The app's public origin (APP_ORIGIN), where the room's screen opens the page.
  const monitorUrl = (token: string) => `${app.appOrigin}/moniteur/${token}`;

  app.post(
    '/api/sessions/:id/monitor-link',
    {
      config: { action: 'sessions.lead' },
      schema: {
        tags: ['sessions'],
        summary: 'Créer (ou, avec replace=true, remplacer) le lien du moniteur patient',
        params: SessionParams,
        querystring: MonitorLinkQuery,
        response: responses(MonitorLink, [404, 409]),
      },
    },
    async (request) => {
      const { session, scoped, actor } = await sessionFor(request, 'sessions.lead');
      if (sessionEnded(session.status)) throw conflict(monitorMessages.linkClosed);
      const token = randomBytes(32).toString('base64url');
      const sealed = app.monitorLinkKey ? sealMonitorToken(app.monitorLinkKey, session.id, token) : null;
      const replace = request.query.replace === true;
      const made = await app.repositories.monitorLinks.create(scoped, monitorTokenHash(token), sealed, actor.uid, replace);
      // A link is there and the caller did not say it replaces it: the room's screen keeps its link.
      if (!made) throw conflict(monitorMessages.linkActive);
      return ok({ url: monitorUrl(token), token });
    },
  );

  app.get(
    '/api/sessions/:id/monitor-link',
    {
      config: { action: 'sessions.lead' },
      schema: {
        tags: ['sessions'],
        summary: 'Le lien actif du moniteur patient (null sans lien)',
        params: SessionParams,
        querystring: OrganisationQuery,
        response: responses(Type.Union([ActiveMonitorLink, Type.Null()]), [404]),
      },
    },
    async (request) => {
      const { session, scoped } = await sessionFor(request, 'sessions.lead');
      const link = await app.repositories.monitorLinks.active(scoped);
      if (!link) return ok(null);
      const token = link.sealed && app.monitorLinkKey ? openMonitorToken(app.monitorLinkKey, session.id, link.sealed) : null;
      return ok({ url: token ? monitorUrl(token) : null, token, created_at: link.createdAt });
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
      const { session, scoped, view, scope } = await sessionFor(request, 'sessions.revokeMonitorLink');
      // Revoking a link already gone is the same success: the monitor is dark either way.
      const revoked = await app.repositories.monitorLinks.revoke(scoped);
      // Someone else's link closed by the organisation's admin is an admin's act: recorded.
      if (revoked && view === 'organisation') await app.audit(request, { action: 'sessions.revokeMonitorLink', target: session.id, scope });
      return ok(null);
    },
  );
};

export default monitorLinkRoutes;
