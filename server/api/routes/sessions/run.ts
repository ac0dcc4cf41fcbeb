/**
 * The trainer's run of a session: the run log (read and written as it happens) and the debriefing
 * notes. A student's answers never carry the log or the notes.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { randomUUID } from 'node:crypto';
import { sessionMessages } from '../../../../contract/messages';
import type { RunLogKind } from '../../../../contract/roles';
import { DebriefBody, EventBody, RunLog, type RunLogEvent, SessionDetail, SessionParams } from '../../../../contract/schemas/sessions';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import { acceptsEvents, DEBRIEF_PHASES } from '../../../../contract/sessionRules';
import { forbidden } from '../../errors';
import { ok, responses } from '../../schemas';
import { conflict, LARGE_BODY, sessionLookup, unprocessable } from './lookup';

const runRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionFor, detailOf } = sessionLookup(app);

  app.get(
    '/api/sessions/:id/events',
    {
      config: { action: 'sessions.read' },
      schema: { tags: ['sessions'], summary: 'Le déroulement (journal horodaté)', params: SessionParams, querystring: OrganisationQuery, response: responses(RunLog, [404]) },
    },
    async (request) => {
      const { session, view } = await sessionFor(request, 'sessions.read');
      // The log holds the trainer's notes: its participants never read it, whatever their role now.
      if (view === 'participant') throw forbidden(sessionMessages.participantsOnly);
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
};

/** The events just written, as the run log's answer. */
function logged(items: RunLogEvent[]) {
  return ok({ items });
}

export default runRoutes;
