/**
 * `app.audit(request, { action, target, detail })`: every change by an admin or the operator writes
 * who, what, when and on what (docs/product.md §12). Called by the handlers that change something.
 */
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OrganisationScope } from '../../scope';

export type AuditInput = {
  action: string;
  target?: string;
  detail?: Record<string, unknown>;
  /** The organisation acted upon when it is not the caller's own (the operator's). */
  scope?: OrganisationScope;
};

declare module 'fastify' {
  interface FastifyInstance {
    audit(request: FastifyRequest, input: AuditInput): Promise<void>;
  }
}

export default fp(
  async (app) => {
    app.decorate('audit', async (request: FastifyRequest, { action, target, detail, scope }: AuditInput) => {
      const { actor } = request;
      // Only authenticated handlers change anything; an audit without a caller is a programming error.
      if (!actor) throw new Error(`audit(${action}) sans appelant authentifié`);
      await app.repositories.auditLog.record({
        organisationId: scope?.organisationId ?? actor.organisationId,
        actorUid: actor.uid,
        action,
        target: target ?? null,
        detail: detail ?? {},
      });
    });
  },
  { name: 'audit', dependencies: ['repositories', 'caller-profile'] },
);
