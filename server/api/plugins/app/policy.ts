/**
 * The per-route policy hook: every authenticated route names its action (`config.action`), and the
 * contract's `decide` — the same function the client reads to hide what it may not do — runs on the
 * caller before the request's query or body is validated (docs/product.md §12: authorisation comes
 * before validation). Resource-level rules (another organisation's, another person's) are applied by
 * the repositories' scoping, which answers 404.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { ACTIONS, decide, type Action } from '../../../../contract/policy';
import { refusalMessages } from '../../../../contract/messages';
import { forbidden } from '../../errors';
import { addAppRouteHook, isAuthenticated } from '../../routeHooks';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The policy action of an authenticated route. */
    action?: Action;
    /** A route anybody may call without a token (the organisation check, the OpenAPI document). */
    public?: true;
    /** The route answers a verified account without a profile itself. */
    profileOptional?: true;
  }
}

export default fp(
  async (app) => {
    // A route that names neither would be open by accident: refuse to start instead.
    app.addHook('onRoute', (route) => {
      const config = route.config ?? {};
      const declared = config.public === true || (config.action !== undefined && ACTIONS.includes(config.action));
      if (!declared) throw new Error(`${route.method} ${route.url}: config.action (contract/policy.ts) ou config.public requis.`);
      // After the caller's profile, on the authenticated routes only (routeHooks.ts); synchronous, so no promise per request.
      if (isAuthenticated(route)) addAppRouteHook(route, decideRequest);
    });

    const decideRequest = (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const { actor } = request;
      const { action } = request.routeOptions.config;
      if (action === undefined || actor === null) return done();
      const decision = decide(actor, action);
      if (decision.allowed) return done();
      done(forbidden(decision.reason === 'role' ? refusalMessages.forbidden : refusalMessages.inactiveOrganisation));
    };
  },
  { name: 'policy', dependencies: ['caller-profile'] },
);
