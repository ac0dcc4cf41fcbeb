/**
 * The patient monitor's public routes (docs/product.md §14): no sign-in, the link's token is the authority.
 * `GET /api/monitor/:token` answers the current state's vitals and `GET /api/monitor/:token/stream`
 * pushes them (`event: vitals`), then `revoked` or `ended` when the link dies. Nothing else of the
 * session is ever sent: no name, no title, no note. An unknown or revoked token is a 404, a session
 * over a 410. Limited per client address like the other anonymous calls, and to
 * `MAX_STREAMS_PER_MONITOR_LINK` open streams per link and process; log lines never carry the token
 * (requestLog.ts).
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { monitorMessages } from '../../../../contract/messages';
import { MONITOR_TOKEN_PATTERN, type MonitorStreamVitals } from '../../../../contract/schemas/monitor';
import { POPULATION_HEADER } from '../../../../contract/vitals';
import { Vitals } from '../../../../contract/schemas/scenarios';
import { ApiError, notFound } from '../../errors';
import { limitedBy } from '../../plugins/external/rateLimit';
import type { SessionFollower } from '../../plugins/app/live';
import type { MonitorTarget } from '../../repositories/monitorLinks';
import { ok, publicResponses, streamResponses } from '../../schemas';
import { monitorLive, monitorVitals, monitorVitalsAfter, sessionEnded } from '../../views/monitor';
import { monitorTokenHash } from '../sessions/monitorLink';

const TOKEN = new RegExp(MONITOR_TOKEN_PATTERN);
/** How often a stream sends the vitals while a trend runs. */
export const TREND_TICK_MS = 1000;
/** Checked by the handler rather than the schema: a malformed token is not found (404), like a revoked one. */
const TokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) }, { additionalProperties: false });

const monitorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The session the token opens, alive; a 404 or a 410 otherwise. */
  async function targetOf(token: string): Promise<{ target: MonitorTarget; hash: string }> {
    const hash = monitorTokenHash(token);
    const target = TOKEN.test(token) ? await app.repositories.monitorLinks.target(hash) : null;
    if (!target) throw notFound(monitorMessages.unknownLink);
    if (sessionEnded(target.status)) throw new ApiError(410, monitorMessages.sessionEnded);
    return { target, hash };
  }

  async function currentOf(target: MonitorTarget) {
    const content = await app.repositories.sessions.versionContent(target.scenarioId, target.scenarioVersion);
    const events = await app.repositories.runLog.events(target.session);
    return { current: monitorVitals(events, content), population: content?.population ?? 'adulte' };
  }

  app.get(
    '/api/monitor/:token',
    {
      config: { public: true },
      onRequest: limitedBy(app.limiters.anonymous),
      schema: {
        tags: ['moniteur'],
        summary: 'Les signes vitaux de l’état courant (lien du moniteur patient ; en-tête X-Patient-Population)',
        params: TokenParams,
        response: publicResponses(Type.Union([Vitals, Type.Null()]), [404, 410]),
      },
    },
    async (request, reply) => {
      const { target } = await targetOf(request.params.token);
      const { current, population } = await currentOf(target);
      void reply.header(POPULATION_HEADER, population).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');
      // At this moment: a trend running is answered where it has got to.
      return ok(current ? monitorLive(current, Date.now()).vitals : null);
    },
  );

  app.get(
    '/api/monitor/:token/stream',
    {
      config: { public: true },
      onRequest: limitedBy(app.limiters.anonymous),
      schema: {
        tags: ['moniteur'],
        summary: 'Les signes vitaux en direct (Server-Sent Events : vitals, puis revoked ou ended)',
        description: 'text/event-stream. `id` de `vitals` : l’événement du journal qui les a rendus courants.',
        params: TokenParams,
        response: streamResponses([404, 410], { isPublic: true }),
      },
    },
    async (request, reply) => {
      const { target, hash } = await targetOf(request.params.token);
      // Read once for the stream's life: a session's scenario version does not change while it runs.
      const content = await app.repositories.sessions.versionContent(target.scenarioId, target.scenarioVersion);
      const opening = monitorVitals(await app.repositories.runLog.events(target.session), content);
      void reply.header(POPULATION_HEADER, content?.population ?? 'adulte').header('referrer-policy', 'no-referrer');
      const stream = app.live.open(request, reply, { kind: 'monitorLink', id: hash });
      const lastEventId = request.headers['last-event-id'];
      let shown: string | null = typeof lastEventId === 'string' && lastEventId !== '' ? lastEventId : null;
      let current = opening && { ...opening };
      let ending = false;
      const end = (event: 'revoked' | 'ended') => {
        if (ending) return;
        ending = true;
        stream.send(event, null);
        stream.close();
      };
      // Whether the last frame sent had a trend running: the ticks go on until one frame shows it done.
      let trending = false;
      const send = () => {
        if (stream.isClosed || !current) return;
        const live = monitorLive(current, Date.now());
        shown = current.eventId;
        trending = live.trends.length > 0;
        // The vitals' own fields first, as before (a monitor that knows nothing of trends shows them); the trends
        // let one animate between frames.
        stream.send('vitals', { ...live.vitals, trends: live.trends } satisfies MonitorStreamVitals, current.eventId);
      };
      const showCurrent = () => {
        if (!current) return;
        // Already shown (a reconnection with Last-Event-ID) and still: nothing to send. A trend running is never
        // "shown": its figures move, and the ticks below need it known.
        if (current.eventId === shown && !trending && monitorLive(current, Date.now()).trends.length === 0) return;
        send();
      };
      // A trend moves the figures with no event in the log: while one runs, the stream sends where it has got to
      // every second (the monitor follows within a second, even one that does not animate by itself).
      stream.every(TREND_TICK_MS, () => {
        if (trending) send();
      });
      const follower: SessionFollower = {
        // Only the newest events matter here; the position keeps the hub from reading the whole log each time.
        seq: (await app.repositories.runLog.seqOf(target.session, null)) ?? 0,
        // The hub's one read of the new events, shared by every stream of the session: the vitals follow from
        // them and the content read at the opening, with no read of this stream's own.
        events(events) {
          const next = monitorVitalsAfter(current, events.map(({ event }) => event), content);
          if (next === current) return;
          current = next;
          showCurrent();
        },
        status(status) {
          if (sessionEnded(status)) end('ended');
        },
        async link() {
          const still = await app.repositories.monitorLinks.target(hash);
          if (!still) end('revoked');
          else if (sessionEnded(still.status)) end('ended');
        },
      };
      stream.onClose(app.live.hub.follow(target.session, follower));
      try {
        showCurrent();
        // Revoked or ended between the check above and the subscription: noticed now rather than never.
        await follower.link();
      } catch (error) {
        // The answer has begun: no error envelope any more. Closed, the monitor reconnects.
        request.log.warn({ err: error }, 'monitor stream failed');
        stream.close();
      }
    },
  );
};

export default monitorRoutes;
