/**
 * Sessions (features.md §3): the lists, one session as each caller may see it, the trainer's run of it
 * (status machine, participants, run log, debriefing, evaluations and their release) and the student's
 * part (confirmation, feedback, own released results).
 *
 * Every `:id` route first finds the session in the caller's organisation, then asks the contract's
 * policy (`can`) about this session: a session the caller may not see is a 404, never a hint that it
 * exists. A student's answers leave out the graph, the notes, the log and other people's results.
 */
import { randomUUID } from 'node:crypto';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { sessionMessages } from '../../../../contract/messages';
import { can, type Action, type Actor } from '../../../../contract/policy';
import type { RunLogKind, SessionStatus } from '../../../../contract/roles';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import {
  Confirmation,
  DebriefBody,
  EvaluationsBody,
  Evaluations,
  EventBody,
  FeedbackBody,
  MyFeedback,
  ParticipantsBody,
  PlannableScenarios,
  Released,
  RunLog,
  type RunLogEvent,
  SessionCreate,
  SessionDetail,
  SessionParams,
  SessionPatch,
  SessionSummary,
  SessionsQuery,
} from '../../../../contract/schemas/sessions';
import { acceptsEvents, canMoveSession, confirmationOpen, DEBRIEF_PHASES, feedbackOpen, PHASE_OF_STATUS } from '../../../../contract/sessionRules';
import { ApiError, forbidden, notFound } from '../../errors';
import { messages } from '../../messages';
import { sessionView, type SessionFacts, type SessionViewer } from '../../repositories/sessions';
import { ok, responses } from '../../schemas';
import { scopeOf, type OrganisationScope } from '../../scope';
import { actorOf } from '../actor';

export function sessionViewer(actor: Actor): SessionViewer {
  switch (actor.role) {
    case 'enseignant':
      return { kind: 'trainer', uid: actor.uid };
    case 'etudiant':
      return { kind: 'participant', uid: actor.uid };
    case 'admin':
    case 'hyperadmin':
      return { kind: 'organisation' };
  }
}

const conflict = (message: string) => new ApiError(409, message);
const unprocessable = (message: string) => new ApiError(422, message);

/** Notes, evaluations and a whole graph can be long; the global body limit is 1 KiB. */
const LARGE_BODY = 256 * 1024;

type Found = { actor: Actor; scope: OrganisationScope; session: SessionFacts };

const sessionsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The session `id` of the caller's organisation, if this action on it is theirs; otherwise a 404. */
  async function sessionFor(request: FastifyRequest, action: Action): Promise<Found> {
    // Every `:id` route validates these with SessionParams and OrganisationQuery before its handler runs.
    const { id } = request.params as SessionParams;
    const { organisation } = request.query as OrganisationQuery;
    const actor = actorOf(request);
    const scope = scopeOf(actor, organisation);
    const session = await app.repositories.sessions.facts(scope, id);
    if (!session || !can(actor, action, { organisationId: session.organisationId, trainerUid: session.trainerUid ?? undefined, participantUids: session.participantUids })) {
      throw notFound(messages.notFound);
    }
    return { actor, scope, session };
  }

  /** Whose view of the session the caller gets: its trainer's, else the one their role gives. */
  const viewerOf = (actor: Actor, trainerUid: string | null): SessionViewer =>
    trainerUid === actor.uid ? { kind: 'trainer', uid: actor.uid } : sessionViewer(actor);

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

  app.get(
    '/api/sessions',
    {
      config: { action: 'sessions.list' },
      schema: { tags: ['sessions'], summary: 'Sessions visibles par l’appelant', querystring: SessionsQuery, response: responses(Page(SessionSummary), [404]) },
    },
    async (request) => {
      const { organisation, from, to, status, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const actor = actorOf(request);
      const data = await app.repositories.sessions.list(scopeOf(actor, organisation), sessionViewer(actor), { from, to, status }, { cursor, limit });
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
      const items = await app.repositories.sessions.plannableScenarios(scopeOf(actor, undefined), actor.uid);
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
      const scope = scopeOf(actor, undefined);
      const body = request.body;
      const id = randomUUID();
      await app.transaction(async (repositories) => {
        const scenario = await repositories.sessions.plannableScenario(scope, actor.uid, body.scenario_id, body.scenario_version);
        if (!scenario) throw unprocessable(sessionMessages.unknownScenario);
        const uids = body.participants.map((participant) => participant.uid);
        if ((await repositories.sessions.countStudents(scope, uids)) !== new Set(uids).size) throw unprocessable(sessionMessages.unknownParticipant);
        await repositories.sessions.create(scope, {
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
        await repositories.sessions.setParticipants(id, body.participants);
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
      return viewFor(request, 'sessions.read', id, scopeOf(actorOf(request), request.query.organisation));
    },
  );

  app.patch(
    '/api/sessions/:id',
    {
      config: { action: 'sessions.lead' },
      bodyLimit: 64 * 1024,
      schema: { tags: ['sessions'], summary: 'Faire avancer la session, changer ses informations ou sa liste de préparation', params: SessionParams, querystring: OrganisationQuery, body: SessionPatch, response: responses(SessionDetail, [404, 409]) },
    },
    async (request) => {
      const found = await sessionFor(request, 'sessions.lead');
      const { session, actor } = found;
      const target: SessionStatus | undefined = request.body.status;
      await app.transaction(async (repositories) => {
        // Read again under the transaction: two tabs moving the session at once cannot both succeed.
        const current = (await repositories.sessions.facts(found.scope, session.id)) ?? session;
        if (target !== undefined && target !== current.status) {
          if (!canMoveSession(current.status, target)) throw conflict(sessionMessages.illegalMove(current.status, target));
          // Features.md §2: a teacher who has not accepted the charte in force cannot start a session.
          if (target === 'en cours' && request.caller?.profile.charter_compliance !== true) throw conflict(sessionMessages.charterRequired);
        }
        await repositories.sessions.update(session.id, { ...request.body, status: target !== undefined && target !== current.status ? target : undefined });
        const phase = target !== undefined && target !== current.status ? PHASE_OF_STATUS[target] : undefined;
        if (phase) await repositories.sessions.addEvent(session.id, { id: randomUUID(), kind: 'phase_started', authorUid: actor.uid, payload: { phase } });
        if (target === 'en cours' && current.status !== 'en cours') {
          const content = await repositories.sessions.versionContent(current.scenarioId, current.scenarioVersion);
          const initial = content?.graph.states.find((state) => state.kind === 'initial');
          if (initial) await repositories.sessions.addEvent(session.id, { id: randomUUID(), kind: 'state_reached', authorUid: actor.uid, payload: { state: initial.id } });
        }
      });
      return detailOf(found, request);
    },
  );

  app.put(
    '/api/sessions/:id/participants',
    {
      config: { action: 'sessions.lead' },
      bodyLimit: 64 * 1024,
      schema: { tags: ['sessions'], summary: 'Les participants et leur rôle dans la session', params: SessionParams, querystring: OrganisationQuery, body: ParticipantsBody, response: responses(SessionDetail, [404, 422]) },
    },
    async (request) => {
      const found = await sessionFor(request, 'sessions.lead');
      const uids = request.body.participants.map((participant) => participant.uid);
      await app.transaction(async (repositories) => {
        if ((await repositories.sessions.countStudents(found.scope, uids)) !== new Set(uids).size) throw unprocessable(sessionMessages.unknownParticipant);
        await repositories.sessions.setParticipants(found.session.id, request.body.participants);
      });
      return detailOf(found, request);
    },
  );

  app.get(
    '/api/sessions/:id/events',
    {
      config: { action: 'sessions.read' },
      schema: { tags: ['sessions'], summary: 'Le déroulement (journal horodaté)', params: SessionParams, querystring: OrganisationQuery, response: responses(RunLog, [404]) },
    },
    async (request) => {
      const { actor, session } = await sessionFor(request, 'sessions.read');
      // The log holds the trainer's notes: its participants never read it.
      if (actor.role === 'etudiant') throw forbidden(sessionMessages.participantsOnly);
      return ok({ items: await app.repositories.sessions.events(session.id) });
    },
  );

  app.post(
    '/api/sessions/:id/events',
    {
      config: { action: 'sessions.lead' },
      bodyLimit: 8 * 1024,
      schema: { tags: ['sessions'], summary: 'Enregistrer un événement du déroulement', params: SessionParams, querystring: OrganisationQuery, body: EventBody, response: responses(RunLog, [404, 409, 422]) },
    },
    async (request) => {
      const { session, actor } = await sessionFor(request, 'sessions.lead');
      if (!acceptsEvents(session.status)) throw conflict(sessionMessages.eventsClosed);
      const body = request.body;
      const log = (kind: RunLogKind, payload: Record<string, string>) =>
        app.repositories.sessions.addEvent(session.id, { id: randomUUID(), kind, authorUid: actor.uid, payload });
      const graph = (await app.repositories.sessions.versionContent(session.scenarioId, session.scenarioVersion))?.graph;
      switch (body.kind) {
        case 'note':
          if (!body.text) throw unprocessable(sessionMessages.eventIncomplete);
          return logged([await log('note', { text: body.text.trim() })]);
        case 'phase_started':
          if (!body.phase) throw unprocessable(sessionMessages.eventIncomplete);
          return logged([await log('phase_started', { phase: body.phase })]);
        case 'state_reached':
          if (!body.state) throw unprocessable(sessionMessages.eventIncomplete);
          if (!graph?.states.some((state) => state.id === body.state)) throw unprocessable(sessionMessages.unknownState);
          return logged([await log('state_reached', { state: body.state })]);
        case 'transition_taken': {
          const transition = graph?.transitions.find((candidate) => candidate.id === body.transition);
          if (!transition) throw unprocessable(sessionMessages.unknownTransition);
          // One click, two facts: the transition taken and the state it leads to.
          const taken = await log('transition_taken', { transition: transition.id, from: transition.from, to: transition.to });
          const reached = await log('state_reached', { state: transition.to });
          return logged([taken, reached]);
        }
      }
    },
  );

  app.put(
    '/api/sessions/:id/debrief',
    {
      config: { action: 'sessions.lead' },
      bodyLimit: LARGE_BODY,
      schema: { tags: ['sessions'], summary: 'Les notes de débriefing, par phase du modèle', params: SessionParams, querystring: OrganisationQuery, body: DebriefBody, response: responses(SessionDetail, [404, 422]) },
    },
    async (request) => {
      const found = await sessionFor(request, 'sessions.lead');
      const phases = DEBRIEF_PHASES[found.session.debriefModel];
      if (Object.keys(request.body.notes).some((phase) => !phases.includes(phase))) throw unprocessable(sessionMessages.unknownPhase(phases.join(', ')));
      await app.repositories.sessions.saveDebrief(found.session.id, request.body.notes);
      return detailOf(found, request);
    },
  );

  app.get(
    '/api/sessions/:id/evaluations',
    {
      config: { action: 'sessions.read' },
      schema: { tags: ['sessions'], summary: 'Les évaluations (un étudiant : les siennes, une fois publiées)', params: SessionParams, querystring: OrganisationQuery, response: responses(Evaluations, [404]) },
    },
    async (request) => {
      const { actor, session } = await sessionFor(request, 'sessions.read');
      const content = await app.repositories.sessions.versionContent(session.scenarioId, session.scenarioVersion);
      const criteria = content?.evaluation_grid.criteria ?? [];
      if (actor.role === 'etudiant') {
        // Features.md §3: only their own result, and none before the release.
        const items = session.resultsReleasedAt ? await app.repositories.sessions.evaluations(session.id, actor.uid) : [];
        return ok({ criteria, released_at: session.resultsReleasedAt, items: items.filter((item) => item.updated_at !== null) });
      }
      return ok({ criteria, released_at: session.resultsReleasedAt, items: await app.repositories.sessions.evaluations(session.id) });
    },
  );

  app.put(
    '/api/sessions/:id/evaluations',
    {
      config: { action: 'sessions.lead' },
      bodyLimit: LARGE_BODY,
      schema: { tags: ['sessions'], summary: 'Évaluer les apprenants avec la grille du scénario', params: SessionParams, querystring: OrganisationQuery, body: EvaluationsBody, response: responses(Evaluations, [404, 422]) },
    },
    async (request) => {
      const { session } = await sessionFor(request, 'sessions.lead');
      const content = await app.repositories.sessions.versionContent(session.scenarioId, session.scenarioVersion);
      const criteria = content?.evaluation_grid.criteria ?? [];
      const learners = new Set((await app.repositories.sessions.evaluations(session.id)).map((item) => item.learner_uid));
      for (const evaluation of request.body.evaluations) {
        if (!learners.has(evaluation.learner_uid)) throw unprocessable(sessionMessages.unknownLearner);
        const fits = Object.entries(evaluation.scores).every(([criterion, value]) =>
          criteria.find((candidate) => candidate.id === criterion)?.scale.some((step) => step.value === value),
        );
        if (!fits) throw unprocessable(sessionMessages.unknownCriterion);
      }
      await app.repositories.sessions.saveEvaluations(session.id, request.body.evaluations);
      return ok({ criteria, released_at: session.resultsReleasedAt, items: await app.repositories.sessions.evaluations(session.id) });
    },
  );

  app.post(
    '/api/sessions/:id/evaluations/release',
    {
      config: { action: 'sessions.lead' },
      schema: { tags: ['sessions'], summary: 'Publier les résultats aux apprenants', params: SessionParams, querystring: OrganisationQuery, response: responses(Released, [404, 409]) },
    },
    async (request) => {
      const { session } = await sessionFor(request, 'sessions.lead');
      if (session.status !== 'débriefing' && session.status !== 'terminée') throw conflict(sessionMessages.releaseTooEarly);
      return ok({ results_released_at: await app.repositories.sessions.release(session.id) });
    },
  );

  app.post(
    '/api/sessions/:id/confirmation',
    {
      config: { action: 'sessions.participate' },
      schema: { tags: ['sessions'], summary: 'Confirmer ma présence', params: SessionParams, querystring: OrganisationQuery, response: responses(Confirmation, [404, 409]) },
    },
    async (request) => {
      const { session, actor } = await sessionFor(request, 'sessions.participate');
      if (!confirmationOpen(session.status)) throw conflict(sessionMessages.confirmationClosed);
      return ok({ confirmed_at: await app.repositories.sessions.confirm(session.id, actor.uid) });
    },
  );

  app.post(
    '/api/sessions/:id/feedback',
    {
      config: { action: 'sessions.participate' },
      bodyLimit: 8 * 1024,
      schema: { tags: ['sessions'], summary: 'Donner mon avis (1 à 5 et un commentaire)', params: SessionParams, querystring: OrganisationQuery, body: FeedbackBody, response: responses(MyFeedback, [404, 409]) },
    },
    async (request) => {
      const { session, actor } = await sessionFor(request, 'sessions.participate');
      if (!feedbackOpen(session.status, session.startsAt, new Date())) throw conflict(sessionMessages.feedbackClosed);
      const data = await app.repositories.sessions.saveFeedback(session.id, actor.uid, request.body.rating, request.body.comment.trim());
      return ok(data);
    },
  );
};

/** The events just written, as the run log's answer. */
function logged(items: RunLogEvent[]) {
  return ok({ items });
}

export default sessionsRoutes;
