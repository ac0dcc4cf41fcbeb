/**
 * The people of a session: the trainer names its participants and their roles; a participant
 * confirms their presence and gives their feedback.
 */
import { TEXT_LIMITS, textBodyLimit } from '../../../../contract/textLimits';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionMessages } from '../../../../contract/messages';
import { Confirmation, FeedbackBody, MyFeedback, ParticipantsBody, SessionDetail, SessionParams } from '../../../../contract/schemas/sessions';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import { confirmationOpen, feedbackOpen } from '../../../../contract/sessionRules';
import { ok, responses } from '../../schemas';
import { conflict, sessionLookup, unprocessable } from './lookup';

const participantsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionFor, detailOf } = sessionLookup(app);

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
        await repositories.sessions.setParticipants(found.scoped, request.body.participants);
      });
      return detailOf(found, request);
    },
  );

  app.post(
    '/api/sessions/:id/confirmation',
    {
      config: { action: 'sessions.participate' },
      schema: { tags: ['sessions'], summary: 'Confirmer ma présence', params: SessionParams, querystring: OrganisationQuery, response: responses(Confirmation, [404, 409]) },
    },
    async (request) => {
      const { session, scoped, actor } = await sessionFor(request, 'sessions.participate');
      if (!confirmationOpen(session.status)) throw conflict(sessionMessages.confirmationClosed);
      return ok({ confirmed_at: await app.repositories.sessions.confirm(scoped, actor.uid) });
    },
  );

  app.post(
    '/api/sessions/:id/feedback',
    {
      config: { action: 'sessions.participate' },
      // A comment at its limit, whatever its characters, is answered by the schema, never 413.
      bodyLimit: textBodyLimit(TEXT_LIMITS.feedbackComment),
      schema: { tags: ['sessions'], summary: 'Donner mon avis (1 à 5 et un commentaire)', params: SessionParams, querystring: OrganisationQuery, body: FeedbackBody, response: responses(MyFeedback, [404, 409]) },
    },
    async (request) => {
      const { session, scoped, actor } = await sessionFor(request, 'sessions.participate');
      if (!feedbackOpen(session.status, session.startsAt, new Date())) throw conflict(sessionMessages.feedbackClosed);
      const data = await app.repositories.evaluations.saveFeedback(scoped, actor.uid, request.body.rating, request.body.comment.trim());
      return ok(data);
    },
  );
};

export default participantsRoutes;
