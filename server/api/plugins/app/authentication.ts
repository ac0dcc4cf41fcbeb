/**
 * Authentication of every route that names a policy action (`config.action`): the Bearer token is
 * verified and the account checked (authenticate.ts says why through a short cache), before any body
 * is read. The rate limits (docs/product.md §19.6) apply here, where the key is known: a refused or missing token
 * counts against the client address, a verified call against the account.
 */
import type { DecodedIdToken } from 'firebase-admin/auth';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AccountStateCache, authenticate, authenticatedAtOnce, credentialsMessage, readCredentials, type TokenVerifier, VerifiedTokens } from '../../authenticate';
import { unauthorized } from '../../errors';
import { addAppRouteHook, isAuthenticated } from '../../routeHooks';

declare module 'fastify' {
  interface FastifyRequest {
    /** The verified token, on routes that require one. */
    identity: DecodedIdToken | null;
  }
}

export default fp<{ verifier: TokenVerifier }>(
  async (app, { verifier }) => {
    const caches = { accounts: new AccountStateCache(verifier), tokens: new VerifiedTokens() };
    app.decorateRequest('identity', null);

    // Only on the routes that name an action: a public route runs no hook of this plugin (routeHooks.ts).
    app.addHook('onRoute', (route) => {
      if (isAuthenticated(route)) addAppRouteHook(route, authenticateRequest);
    });
    const authenticateRequest = async (request: FastifyRequest) => {
      const credentials = readCredentials(request.headers.authorization);
      if (credentials.kind !== 'bearer') {
        await app.limiters.anonymous.hit(request);
        throw unauthorized(credentialsMessage(credentials.kind));
      }
      const result = authenticatedAtOnce(credentials.token, caches) ?? (await authenticate(credentials.token, verifier, caches));
      app.incidents.answered('identity');
      if (!result.ok) {
        await app.limiters.anonymous.hit(request);
        throw unauthorized(result.message);
      }
      request.identity = result.token;
      // Counted at once in the common case: then nothing to wait for (rateLimit.ts).
      const counting = app.limiters.user.hit(request);
      if (counting !== undefined) await counting;
    };
  },
  { name: 'authentication', dependencies: ['rate-limit', 'errors'] },
);
