/**
 * Who leads a session: the trainer rule is an exact match, so a session whose trainer's account was
 * deleted is led by nobody until the organisation's admin hands it to one of its teachers, explicitly
 * and audited. The same hands over a session whose trainer is away.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sessionMessages } from '../../../../contract/messages';
import { canBeAssignedTrainer } from '../../../../contract/policy';
import { OrganisationQuery } from '../../../../contract/schemas/organisation';
import { SessionDetail, SessionParams, TrainerBody } from '../../../../contract/schemas/sessions';
import { responses } from '../../schemas';
import { sessionLookup, unprocessable } from './lookup';

const trainerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { sessionFor, detailOf } = sessionLookup(app);

  app.patch(
    '/api/sessions/:id/trainer',
    {
      config: { action: 'sessions.assignTrainer' },
      schema: { tags: ['sessions'], summary: 'Confier la session à un enseignant de l’organisation', params: SessionParams, querystring: OrganisationQuery, body: TrainerBody, response: responses(SessionDetail, [404, 422]) },
    },
    async (request) => {
      const found = await sessionFor(request, 'sessions.assignTrainer');
      const { trainer_uid } = request.body;
      // Looked up in the session's organisation only: another organisation's teacher is not found, hence refused.
      const candidate = await app.repositories.users.get(found.scope, trainer_uid);
      const eligible =
        candidate !== null &&
        canBeAssignedTrainer({ role: candidate.role, organisationId: candidate.uid_organisation, disabled: candidate.status === 'disabled' }, found.session);
      if (!eligible) throw unprocessable(sessionMessages.unknownTrainer);
      const before = found.session.trainerUid;
      // Handing it to its own trainer changes nothing, and the audit log records changes only.
      if (before !== trainer_uid) {
        await app.repositories.sessions.setTrainer(found.scoped, trainer_uid);
        await app.audit(request, { action: 'sessions.assignTrainer', target: found.session.id, detail: { trainer_uid, before }, scope: found.scope });
      }
      return detailOf(found, request);
    },
  );
};

export default trainerRoutes;
