/**
 * The parts of a session several devices of the room write at once — the debriefing notes, one phase at a
 * time, and the preparation's checklist, one item at a time — so that a device never writes back a part it
 * did not change. A stale note is refused (409), never saved over; each write reaches the session's other
 * devices through its stream (migration 018 notifies it, live.ts pushes `event: notes`).
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionMessages } from '../../../../contract/messages';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import { Checklist, ChecklistItemParams, ChecklistTick, DebriefNote, DebriefNoteBody, DebriefPhaseParams } from '../../../../contract/schemas/sessions';
import { DEBRIEF_PHASES } from '../../../../contract/sessionRules';
import { ok, responses } from '../../schemas';
import { baseOf, conflict, LARGE_BODY, sessionLookup, unprocessable } from './lookup';

const debriefRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionFor } = sessionLookup(app);

  app.put(
    '/api/sessions/:id/debrief/:phase',
    {
      config: { action: 'sessions.lead' },
      bodyLimit: LARGE_BODY,
      schema: {
        tags: ['sessions'],
        summary: 'Les notes de débriefing d’une phase du modèle, depuis la version lue',
        params: DebriefPhaseParams,
        querystring: OrganisationQuery,
        body: DebriefNoteBody,
        response: responses(DebriefNote, [404, 409, 422]),
      },
    },
    async (request) => {
      const { session, scoped } = await sessionFor(request, 'sessions.lead');
      const { phase } = request.params;
      const phases = DEBRIEF_PHASES[session.debriefModel];
      if (!phases.includes(phase)) throw unprocessable(sessionMessages.unknownPhase(phases.join(', ')));
      const saved = await app.repositories.sessionNotes.saveDebriefNote(scoped, phase, request.body.text, baseOf(request.body.updated_at));
      // Another device saved this phase since this one read it: both texts are shown, neither is lost.
      if (!saved) throw conflict(sessionMessages.debriefStale);
      return ok(saved);
    },
  );

  app.put(
    '/api/sessions/:id/checklist/:index',
    {
      config: { action: 'sessions.lead' },
      schema: {
        tags: ['sessions'],
        summary: 'Cocher ou décocher un élément de la liste de préparation',
        params: ChecklistItemParams,
        querystring: OrganisationQuery,
        body: ChecklistTick,
        response: responses(Checklist, [404, 422]),
      },
    },
    async (request) => {
      const { scoped } = await sessionFor(request, 'sessions.lead');
      // A tick says what this item is now; the last one wins, and every device is shown it (no text to compare).
      const checklist = await app.repositories.sessionNotes.tickChecklist(scoped, request.params.index, request.body.done);
      if (!checklist) throw unprocessable(sessionMessages.unknownChecklistItem);
      return ok({ checklist });
    },
  );
};

export default debriefRoutes;
