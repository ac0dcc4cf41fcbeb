/**
 * What every `:id` route of the sessions does first: find the session in the caller's organisation,
 * then ask the contract's policy (`can`) about this session. A session the caller may not see is a
 * 404, never a hint that it exists.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { can, type Action, type Actor } from '../../../../contract/policy';
import type { SessionParams } from '../../../../contract/schemas/sessions';
import { ApiError, notFound } from '../../errors';
import { messages } from '../../messages';
import type { SessionFacts } from '../../repositories/sessions';
import { ok } from '../../schemas';
import type { OrganisationScope } from '../../scope';
import { sessionView, viewerOf } from '../../views/sessions';
import { actorOf } from '../actor';

export const conflict = (message: string) => new ApiError(409, message);
export const unprocessable = (message: string) => new ApiError(422, message);

/** Notes, evaluations and a whole graph can be long; the global body limit is 1 KiB. */
export const LARGE_BODY = 256 * 1024;

export type Found = { actor: Actor; scope: OrganisationScope; session: SessionFacts };

/** The lookups of the sessions routes, on `app`'s repositories. */
export function sessionLookup(app: Pick<FastifyInstance, 'repositories'>) {
    /** The session `id` of the caller's organisation, if this action on it is theirs; otherwise a 404. */
    async function sessionFor(request: FastifyRequest, action: Action): Promise<Found> {
      // Every `:id` route validates these with SessionParams and OrganisationQuery before its handler runs.
      const { id } = request.params as SessionParams;
      const actor = actorOf(request);
      const scope = request.scope;
      const session = await app.repositories.sessions.facts(scope, id);
      if (!session || !can(actor, action, { organisationId: session.organisationId, trainerUid: session.trainerUid ?? undefined, participantUids: session.participantUids })) {
        throw notFound(messages.notFound);
      }
      return { actor, scope, session };
    }

    /**
     * The session `id` as the caller may see it, read in one query; a 404 if `action` on it is not theirs.
     * (The page's call: the facts and the view come from the same read.)
     */
    async function viewFor(request: FastifyRequest, action: Action, id: string, scope: OrganisationScope) {
      const actor = actorOf(request);
      const record = await app.repositories.sessions.record(scope, id, actor.uid);
      const facts = record?.facts;
      if (!record || !facts || !can(actor, action, { organisationId: facts.organisationId, trainerUid: facts.trainerUid ?? undefined, participantUids: facts.participantUids })) {
        throw notFound(messages.notFound);
      }
      return ok(sessionView(record, viewerOf(actor, facts.trainerUid), new Date()));
    }

    /** After a change: the session as its caller now sees it. */
    const detailOf = ({ scope, session }: Found, request: FastifyRequest) => viewFor(request, 'sessions.read', session.id, scope);

  return { sessionFor, viewFor, detailOf };
}
