/**
 * GET /api/sessions — the sessions the caller may see: a teacher's own (they lead them), a student's
 * (they take part in them), all of the organisation's for its admin (or the hyperadmin, naming it).
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Actor } from '../../../../contract/policy';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import { SessionSummary, SessionsQuery } from '../../../../contract/schemas/sessions';
import type { SessionViewer } from '../../repositories/sessions';
import { responses } from '../../schemas';
import { scopeOf } from '../../scope';
import { actorOf } from '../actor';

export function sessionViewer(actor: Actor): SessionViewer {
  switch (actor.role) {
    case 'enseignant':
      return { kind: 'trainer', uid: actor.uid };
    case 'etudiant':
      return { kind: 'participant', uid: actor.uid };
    case 'admin':
    case 'hyperadmin':
      return { kind: 'organisation' };
  }
}

const sessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/sessions',
    {
      config: { action: 'sessions.list' },
      schema: { tags: ['sessions'], summary: 'Sessions visibles par l’appelant', querystring: SessionsQuery, response: responses(Page(SessionSummary), [404]) },
    },
    async (request) => {
      const { organisation, from, to, status, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const actor = actorOf(request);
      const data = await app.repositories.sessions.list(scopeOf(actor, organisation), sessionViewer(actor), { from, to, status }, { cursor, limit });
      return { success: true as const, message: '', data };
    },
  );
};

export default sessionsRoutes;
