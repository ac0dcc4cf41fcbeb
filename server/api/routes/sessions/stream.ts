/**
 * `GET /api/sessions/:id/stream` (docs/product.md §14.1 "Live"): the session as it happens, pushed. Authorised as
 * `GET /api/sessions/:id`; its trainer and its organisation's admin get `event: run` (one run-log event,
 * exactly as `GET …/events` answers it, SSE `id` = the event's id), `event: status` and `event: notes` (the
 * debriefing notes and the checklist after a write from any device); a participant gets
 * `event: status` only, as the student view shows no log. Sent first: the current status (a change
 * between the page's load and the stream's opening is not lost), then every event after `Last-Event-ID`
 * (none: nothing old, the page has loaded the log).
 *
 * At most `MAX_STREAMS_PER_ACCOUNT` open per account and process (429 past it). The stream ends when its
 * right does: the person deactivated, deleted or moved, their organisation inactive, the session handed
 * to another trainer, they taken off it, or it deleted — whichever process made the change (live.ts).
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionViewFor } from '../../../../contract/policy';
import type { SessionStatus } from '../../../../contract/roles';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import { SessionParams, type SessionStreamNotes, type SessionStreamStatus } from '../../../../contract/schemas/sessions';
import type { SessionFollower } from '../../plugins/app/live';
import type { SessionNotes } from '../../repositories/sessionNotes';
import { streamResponses } from '../../schemas';
import { sessionLookup } from './lookup';

const streamRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionFor } = sessionLookup(app);

  app.get(
    '/api/sessions/:id/stream',
    {
      config: { action: 'sessions.read' },
      schema: {
        tags: ['sessions'],
        summary: 'Le déroulement en direct (Server-Sent Events : run, status)',
        description: 'text/event-stream. `Last-Event-ID` : les événements du journal écrits après celui-ci.',
        params: SessionParams,
        querystring: OrganisationQuery,
        response: streamResponses([404]),
      },
    },
    async (request, reply) => {
      const { actor, scope, session, scoped, view } = await sessionFor(request, 'sessions.read');
      const readsLog = view !== 'participant';
      const lastEventId = request.headers['last-event-id'];
      const after = typeof lastEventId === 'string' && lastEventId !== '' ? lastEventId : null;
      // An id that is not of this log (another session's, made up) counts as none: nothing old.
      const seq = !readsLog
        ? Infinity
        : ((after === null ? null : await app.repositories.runLog.seqOf(scoped, after)) ?? (await app.repositories.runLog.seqOf(scoped, null)) ?? 0);

      const stream = app.live.open(request, reply, { kind: 'account', id: actor.uid });
      let status: SessionStatus = session.status;
      const sendStatus = () => stream.send('status', { status } satisfies SessionStreamStatus);
      sendStatus();
      const follower: SessionFollower = {
        seq,
        events(events) {
          for (const { event } of events) if (!stream.send('run', event, event.id)) return;
        },
        // The debriefing notes and the checklist, written from another device: the trainer's view only shows them.
        ...(readsLog ? { notes: (notes: SessionNotes) => void stream.send('notes', notes satisfies SessionStreamNotes) } : {}),
        status(current) {
          if (current === status) return;
          status = current;
          sendStatus();
        },
        link: () => undefined,
        holder: { uid: actor.uid, organisationId: actor.organisationId },
        // The opening's check, made again with what the database says now: any other view than the one this
        // stream was opened with (none, or one that is shown more or less) ends it; the client reconnects
        // and is answered as its right now stands.
        async rights(round) {
          if (stream.isClosed) return;
          const caller = await round.once(`caller:${actor.uid}`, () => app.repositories.callers.findByUid(actor.uid));
          const facts = await round.once(`facts:${scope.organisationId}`, () => app.repositories.sessions.facts(scope, session.id));
          const now =
            caller && !caller.disabled && facts
              ? sessionViewFor(
                  { uid: actor.uid, role: caller.profile.role, organisationId: caller.profile.uid_organisation, organisationActive: caller.organisationActive },
                  { organisationId: facts.organisationId, trainerUid: facts.trainerUid, participantUids: facts.participantUids },
                )
              : null;
          if (now !== view) stream.close();
        },
      };
      stream.onClose(app.live.hub.follow(scoped, follower));
      // The ID token was checked once, when the stream opened: past its expiry the stream ends, and the
      // client reconnects with a fresh token (or is refused, signed out or revoked meanwhile).
      const expiresAt = (request.identity?.exp ?? 0) * 1000;
      stream.at(expiresAt - Date.now(), () => stream.close());
    },
  );
};

export default streamRoutes;
