/**
 * Sessions (docs/product.md §12): the lists, planning one, one session as each caller may see it and the
 * changes to it (status machine, information). The sub-resources have their own files:
 * the run log, the debriefing notes and the checklist (debrief.ts), the evaluations, the participants and the trainer (an admin hands the
 * session to another teacher); `lookup.ts` finds a session for every `:id` route, and
 * server/api/views/sessions.ts decides what each caller is shown of it.
 * A student's answers leave out the graph, the notes, the log and other people's results.
 */
import { TEXT_LIMITS, textBodyLimit } from '../../../../contract/textLimits';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { refusalMessages, sessionMessages } from '../../../../contract/messages';
import { sessionListFor } from '../../../../contract/policy';
import type { SessionStatus } from '../../../../contract/roles';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import { PlannableScenarios, SessionCreate, SessionDetail, SessionParams, SessionPatch, SessionSummary, SessionsQuery } from '../../../../contract/schemas/sessions';
import { canMoveSession, PHASE_OF_STATUS } from '../../../../contract/sessionRules';
import { forbidden } from '../../errors';
import { scheduleRun, timedTransitions } from '../../runSchedule';
import { ok, responses } from '../../schemas';
import { actorOf } from '../actor';
import debriefRoutes from './debrief';
import evaluationsRoutes from './evaluations';
import { conflict, sessionLookup, unprocessable } from './lookup';
import monitorLinkRoutes from './monitorLink';
import participantsRoutes from './participants';
import recordingsRoutes from './recordings';
import runRoutes from './run';
import streamRoutes from './stream';
import trainerRoutes from './trainer';

/** A title and a place, each at its limit, fit (a 413 is for bodies no form makes). */
const SESSION_PATCH_BODY_LIMIT = textBodyLimit(TEXT_LIMITS.sessionTitle + TEXT_LIMITS.sessionPlace);

const sessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionFor, viewFor, detailOf } = sessionLookup(app);

  app.get(
    '/api/sessions',
    {
      config: { action: 'sessions.list' },
      schema: { tags: ['sessions'], summary: 'Sessions visibles par l’appelant', querystring: SessionsQuery, response: responses(Page(SessionSummary), [404]) },
    },
    async (request) => {
      const { from, to, status, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const list = sessionListFor(actorOf(request));
      // `sessions.list` is every role's while its organisation is active; the route's action has checked that.
      if (!list) throw forbidden(refusalMessages.forbidden);
      const data = await app.repositories.sessions.list(request.scope, list, { from, to, status }, { cursor, limit });
      return ok(data);
    },
  );

  app.get(
    '/api/sessions/scenarios',
    {
      config: { action: 'sessions.create' },
      schema: { tags: ['sessions'], summary: 'Les scénarios avec lesquels je peux planifier une session', response: responses(PlannableScenarios, [404]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const items = await app.repositories.sessions.plannableScenarios(request.ownScope, actor.uid);
      return ok({ items });
    },
  );

  app.post(
    '/api/sessions',
    {
      config: { action: 'sessions.create' },
      bodyLimit: 64 * 1024,
      schema: { tags: ['sessions'], summary: 'Planifier une session', body: SessionCreate, response: responses(SessionDetail, [404, 422]) },
    },
    async (request) => {
      const actor = actorOf(request);
      const scope = request.ownScope;
      const body = request.body;
      const id = randomUUID();
      await app.transaction(async (repositories) => {
        const scenario = await repositories.sessions.plannableScenario(scope, actor.uid, body.scenario_id, body.scenario_version);
        if (!scenario) throw unprocessable(sessionMessages.unknownScenario);
        const uids = body.participants.map((participant) => participant.uid);
        if ((await repositories.sessions.countStudents(scope, uids)) !== new Set(uids).size) throw unprocessable(sessionMessages.unknownParticipant);
        const created = await repositories.sessions.create(scope, {
          id,
          scenarioId: body.scenario_id,
          scenarioVersion: scenario.version,
          trainerUid: actor.uid,
          title: body.title.trim(),
          startsAt: body.starts_at,
          durationMinutes: body.duration_minutes,
          place: body.place.trim(),
          debriefModel: body.debrief_model ?? scenario.content.debriefing_guide.model,
          // The scenario's material becomes the session's checklist, ticked while preparing the room.
          checklist: scenario.content.material.map((label) => ({ label, done: false })),
        });
        await repositories.sessions.setParticipants(created, body.participants);
      });
      return viewFor(request, 'sessions.read', id, scope);
    },
  );

  app.get(
    '/api/sessions/:id',
    {
      config: { action: 'sessions.read' },
      schema: { tags: ['sessions'], summary: 'Une session, telle que l’appelant peut la voir', params: SessionParams, querystring: OrganisationQuery, response: responses(SessionDetail, [404]) },
    },
    async (request) => {
      const { id } = request.params;
      return viewFor(request, 'sessions.read', id, request.scope);
    },
  );

  app.patch(
    '/api/sessions/:id',
    {
      config: { action: 'sessions.lead' },
      bodyLimit: SESSION_PATCH_BODY_LIMIT,
      schema: { tags: ['sessions'], summary: 'Faire avancer la session ou changer ses informations', params: SessionParams, querystring: OrganisationQuery, body: SessionPatch, response: responses(SessionDetail, [404, 409]) },
    },
    async (request) => {
      const found = await sessionFor(request, 'sessions.lead');
      const { session, scoped, actor } = found;
      const target: SessionStatus | undefined = request.body.status;
      await app.transaction(async (repositories) => {
        // Read again under the transaction: two tabs moving the session at once cannot both succeed.
        const current = (await repositories.sessions.facts(found.scope, session.id)) ?? session;
        if (target !== undefined && target !== current.status) {
          if (!canMoveSession(current.status, target)) throw conflict(sessionMessages.illegalMove(current.status, target));
          // docs/product.md §10.3: a teacher who has not accepted the charte in force cannot start a session.
          if (target === 'en cours' && request.caller?.profile.charter_compliance !== true) throw conflict(sessionMessages.charterRequired);
        }
        const moved = target !== undefined && target !== current.status ? target : undefined;
        await repositories.sessions.update(scoped, { ...request.body, status: moved });
        if (moved === 'en cours') await repositories.sessions.markStarted(scoped);
        const phase = target !== undefined && target !== current.status ? PHASE_OF_STATUS[target] : undefined;
        if (phase) await repositories.runLog.addEvent(scoped, { id: randomUUID(), kind: 'phase_started', authorUid: actor.uid, payload: { phase } });
        if (target === 'en cours' && current.status !== 'en cours') {
          const content = await repositories.sessions.versionContent(current.scenarioId, current.scenarioVersion);
          const initial = content?.graph.states.find((state) => state.kind === 'initial');
          if (initial) await repositories.runLog.addEvent(scoped, { id: randomUUID(), kind: 'state_reached', authorUid: actor.uid, payload: { state: initial.id } });
          // The timer's agenda, in this transaction: the initial state's first `délai` is due from now.
          const run = await repositories.runLog.lockRun(scoped);
          if (run) await scheduleRun(repositories.runLog, scoped, timedTransitions(content), run.now);
        }
      });
      return detailOf(found, request);
    },
  );

  await app.register(runRoutes);
  await app.register(debriefRoutes);
  await app.register(evaluationsRoutes);
  await app.register(participantsRoutes);
  await app.register(trainerRoutes);
  await app.register(streamRoutes);
  await app.register(monitorLinkRoutes);
  await app.register(recordingsRoutes);
};

export default sessionsRoutes;
