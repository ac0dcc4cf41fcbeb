/**
 * `GET /api/sessions/:id/stream` (features.md §5 "Live"): the session as it happens, pushed. Authorised as
 * `GET /api/sessions/:id`; its trainer and its organisation's admin get `event: run` (one run-log event,
 * exactly as `GET …/events` answers it, SSE `id` = the event's id) and `event: status`; a participant gets
 * `event: status` only, as the student view shows no log. Sent first: the current status (a change
 * between the page's load and the stream's opening is not lost), then every event after `Last-Event-ID`
 * (none: nothing old, the page has loaded the log).
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { SessionStatus } from '../../../../contract/roles';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import { SessionParams, type SessionStreamStatus } from '../../../../contract/schemas/sessions';
import type { SessionFollower } from '../../plugins/app/live';
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
      const { session, view } = await sessionFor(request, 'sessions.read');
      const readsLog = view !== 'participant';
      const lastEventId = request.headers['last-event-id'];
      const after = typeof lastEventId === 'string' && lastEventId !== '' ? lastEventId : null;
      // An id that is not of this log (another session's, made up) counts as none: nothing old.
      const seq = !readsLog
        ? Infinity
        : ((after === null ? null : await app.repositories.sessions.seqOf(session.id, after)) ?? (await app.repositories.sessions.seqOf(session.id, null)) ?? 0);

      const stream = app.live.open(request, reply);
      let status: SessionStatus = session.status;
      const sendStatus = () => stream.send('status', { status } satisfies SessionStreamStatus);
      sendStatus();
      const follower: SessionFollower = {
        seq,
        events(events) {
          for (const { event } of events) if (!stream.send('run', event, event.id)) return;
        },
        status(current) {
          if (current === status) return;
          status = current;
          sendStatus();
        },
        link: () => undefined,
      };
      stream.onClose(app.live.hub.follow(session.id, follower));
      // The ID token was checked once, when the stream opened: past its expiry the stream ends, and the
      // client reconnects with a fresh token (or is refused, signed out or revoked meanwhile).
      const expiresAt = (request.identity?.exp ?? 0) * 1000;
      stream.at(expiresAt - Date.now(), () => stream.close());
    },
  );
};

export default streamRoutes;
