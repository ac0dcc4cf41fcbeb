/**
 * The caller's profile, read once per request right after authentication, and the policy's `Actor`
 * made from it: every hook and handler after this one reads `request.actor` / `request.caller`, and
 * the organisation it may touch as `request.scope` / `request.ownScope` (server/api/scope.ts).
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Actor } from '../../../../contract/policy';
import { forbidden, unauthorized } from '../../errors';
import { messages } from '../../messages';
import type { Caller } from '../../repositories/callers';
import { addAppRouteHook, isAuthenticated } from '../../routeHooks';
import { scopeOf, type OrganisationScope } from '../../scope';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller's profile row; null on public routes and for an account without a profile. */
    caller: Caller | null;
    actor: Actor | null;
    /**
     * The organisation this request touches: the caller's own, or the one a hyperadmin names with
     * `organisation=<id>` (a 400 without it). Computed when read, so a route that never reads it
     * never refuses for it.
     */
    readonly scope: OrganisationScope;
    /** The caller's own organisation, whatever the request names (a hyperadmin has none: 400). */
    readonly ownScope: OrganisationScope;
  }
}

/** The actor of an authenticated route, which the hook below has set before any handler reads a scope. */
function actorOfRequest(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`${request.method} ${request.url}: portée demandée sans appelant`);
  return request.actor;
}

/** The `organisation` query parameter, as the route's querystring schema has validated it. */
function organisationNamed(query: unknown): string | undefined {
  const organisation = typeof query === 'object' && query !== null && 'organisation' in query ? query.organisation : undefined;
  return typeof organisation === 'string' ? organisation : undefined;
}

export default fp(
  async (app) => {
    app.decorateRequest('caller', null);
    app.decorateRequest('actor', null);
    app.decorateRequest('scope', {
      getter(this: FastifyRequest) {
        return scopeOf(actorOfRequest(this), organisationNamed(this.query));
      },
    });
    app.decorateRequest('ownScope', {
      getter(this: FastifyRequest) {
        return scopeOf(actorOfRequest(this), undefined);
      },
    });

    // The sign-in (the token's auth_time: when the person last gave their password to the provider) last
    // recorded per account, so that the purge's "last sign-in" follows the provider with one write per sign-in.
    const recordedSignIns = new Map<string, number>();
    const recordSignIn = async (uid: string, authTime: unknown, log: FastifyBaseLogger) => {
      if (typeof authTime !== 'number' || recordedSignIns.get(uid) === authTime) return;
      try {
        await app.repositories.personalData.recordSignIns([{ uid, at: new Date(authTime * 1000) }]);
        if (recordedSignIns.size >= 10_000) recordedSignIns.clear();
        recordedSignIns.set(uid, authTime);
      } catch (error) {
        // Never a reason to refuse the request: the purge also reads the provider's own dates.
        log.warn({ err: error }, 'sign-in time not recorded');
      }
    };

    // Any authenticated request is activity for the purge (a refreshed token keeps its auth_time): written
    // only when the caller's row says it is due (at most once a day, or to cancel a warning).
    const recordActivity = async (uid: string, log: FastifyBaseLogger) => {
      try {
        await app.repositories.personalData.recordActivity(uid);
      } catch (error) {
        // Never a reason to refuse the request: a missed day only makes the account look older, and the purge re-checks.
        log.warn({ err: error }, 'activity not recorded');
      }
    };

    // After authentication, on the authenticated routes only (routeHooks.ts).
    app.addHook('onRoute', (route) => {
      if (isAuthenticated(route)) addAppRouteHook(route, readCaller);
    });
    const readCaller = async (request: FastifyRequest) => {
      if (!request.identity) return;
      // The product counts an unverified account as signed out (docs/product.md §4.1): it gets no profile and no data.
      if (request.identity.email_verified !== true) throw forbidden(messages.emailNotVerified);
      const caller = await app.repositories.callers.findByUid(request.identity.uid);
      if (caller === null) {
        // The profile call answers this itself (docs/product.md §7.1: an empty result); everything else is refused.
        if (request.routeOptions.config.profileOptional === true) return;
        throw forbidden(messages.profileMissing);
      }
      if (caller.disabled) throw unauthorized(messages.accountDisabled);
      if (recordedSignIns.get(caller.profile.uid) !== request.identity.auth_time) await recordSignIn(caller.profile.uid, request.identity.auth_time, request.log);
      if (caller.activityDue) await recordActivity(caller.profile.uid, request.log);
      // Every identity reaching this line is verified (checked above): the first time is recorded, once.
      if (caller.emailUnproved) await app.repositories.callers.markEmailVerified(caller.profile.uid);
      request.caller = caller;
      request.actor = {
        uid: caller.profile.uid,
        role: caller.profile.role,
        organisationId: caller.profile.uid_organisation,
        organisationActive: caller.organisationActive,
      };
    };
  },
  { name: 'caller-profile', dependencies: ['authentication', 'repositories'] },
);
