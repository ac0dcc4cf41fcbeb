/**
 * The caller's profile, read once per request right after authentication, and the policy's `Actor`
 * made from it: every hook and handler after this one reads `request.actor` / `request.caller`.
 */
import fp from 'fastify-plugin';
import type { Actor } from '../../../../contract/policy';
import { forbidden, unauthorized } from '../../errors';
import { messages } from '../../messages';
import type { Caller } from '../../repositories/callers';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's profile row; null on public routes and for an account without a profile. */
    caller: Caller | null;
    actor: Actor | null;
  }
}

export default fp(
  async (app) => {
    app.decorateRequest('caller', null);
    app.decorateRequest('actor', null);

    app.addHook('onRequest', async (request) => {
      if (!request.identity) return;
      // The spec counts an unverified account as signed out: it gets no profile and no data.
      if (request.identity.email_verified !== true) throw forbidden(messages.emailNotVerified);
      const caller = await app.repositories.callers.findByUid(request.identity.uid);
      if (caller === null) {
        // The profile call answers this itself (spec: an empty result); everything else is refused.
        if (request.routeOptions.config.profileOptional === true) return;
        throw forbidden(messages.profileMissing);
      }
      if (caller.disabled) throw unauthorized(messages.accountDisabled);
      request.caller = caller;
      request.actor = {
        uid: caller.profile.uid,
        role: caller.profile.role,
        organisationId: caller.profile.uid_organisation,
        organisationActive: caller.organisationActive,
      };
    });
  },
  { name: 'caller-profile', dependencies: ['authentication', 'repositories'] },
);
