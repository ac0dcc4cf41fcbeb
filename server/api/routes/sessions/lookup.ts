/**
 * What every `:id` route of the sessions does first: find the session in the caller's organisation,
 * then ask the contract's policy (`can`) about this session. A session the caller may not see is a
 * 404, never a hint that it exists.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, sessionViewFor, type Action, type Actor, type SessionView } from '../../../../contract/policy';
import type { SessionParams } from '../../../../contract/schemas/sessions';
import { ApiError, notFound } from '../../errors';
import { messages } from '../../messages';
import type { SessionFacts } from '../../repositories/sessions';
import { ok } from '../../schemas';
import { sessionInScope, type OrganisationScope, type ScopedSession } from '../../scope';
import { sessionDetailFor } from '../../views/sessions';
import { actorOf } from '../actor';

export const conflict = (message: string) => new ApiError(409, message);
export const unprocessable = (message: string) => new ApiError(422, message);

/** The version a part was edited from, as a body carries it (`updated_at`: a timestamp, or null for none yet). */
export const baseOf = (updatedAt: unknown): string | null => (typeof updatedAt === 'string' ? updatedAt : null);

/** Notes, evaluations and a whole graph can be long; the global body limit is 1 KiB. */
export const LARGE_BODY = 256 * 1024;

/**
 * The session (its facts, and `scoped`: what the repositories of what hangs from it take), its caller, and the
 * caller's relation to it (`null`: none; the action was another's right).
 */
export type Found = { actor: Actor; scope: OrganisationScope; session: SessionFacts; scoped: ScopedSession; view: SessionView | null };

/** The lookups of the sessions routes, on `app`'s repositories. */
export function sessionLookup(app: Pick<FastifyInstance, 'repositories'>) {
    /** The session `id` of the caller's organisation, if this action on it is theirs; otherwise a 404. */
    async function sessionFor(request: FastifyRequest, action: Action): Promise<Found> {
      // Every `:id` route validates these with SessionParams and OrganisationQuery before its handler runs.
      const { id } = request.params as SessionParams;
      const actor = actorOf(request);
      const scope = request.scope;
      const session = await app.repositories.sessions.facts(scope, id);
      // The trainer rule is an exact match: a session without a trainer is led by nobody (docs/api.md, « Who leads a session »).
      const facts = { organisationId: session?.organisationId, trainerUid: session?.trainerUid ?? null, participantUids: session?.participantUids ?? [] };
      if (!session || !can(actor, action, facts)) throw notFound(messages.notFound);
      return { actor, scope, session, scoped: sessionInScope(scope, session), view: sessionViewFor(actor, { ...facts, organisationId: session.organisationId }) };
    }

    /**
     * The session `id` as the caller may see it, read in one query; a 404 if `action` on it is not theirs.
     * (The page's call: the facts and the view come from the same read.)
     */
    async function viewFor(request: FastifyRequest, action: Action, id: string, scope: OrganisationScope) {
      const actor = actorOf(request);
      const record = await app.repositories.sessions.record(scope, id, actor.uid);
      const facts = record?.facts;
      const relation = facts && { organisationId: facts.organisationId, trainerUid: facts.trainerUid, participantUids: facts.participantUids };
      // What the caller is shown follows their relation to this session, not their role (docs/product.md §12.4).
      const view = relation ? sessionViewFor(actor, relation) : null;
      if (!record || !relation || !view || !can(actor, action, relation)) throw notFound(messages.notFound);
      return ok(sessionDetailFor(record, view, new Date()));
    }

    /** After a change: the session as its caller now sees it. */
    const detailOf = ({ scope, session }: Found, request: FastifyRequest) => viewFor(request, 'sessions.read', session.id, scope);

  return { sessionFor, viewFor, detailOf };
}
