/**
 * The caller's own account (every role; allowed while the organisation is inactive):
 * PATCH  /api/me          first name and name
 * DELETE /api/me          erase the account (server/api/accounts: never the last admin of an organisation)
 * GET    /api/me/export   everything held about the person, as a JSON file (streamed)
 */
import { Readable } from 'node:stream';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeletedMe, PersonalDataExport } from '../../../../contract/schemas/personalData';
import { eraseAccount } from '../../accounts';
import { exportFileName, identityFacts } from '../../repositories/personalDataExport';
import { MeNames, MePatch } from '../../../../contract/schemas/me';
import { notFound } from '../../errors';
import { messages } from '../../messages';
import { failure, ok, responses } from '../../schemas';
import { Failure } from '../../../../contract/schemas/envelope';
import { actorOf } from '../actor';

const meRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/api/me',
    {
      config: { action: 'me.manage' },
      schema: { tags: ['profil'], summary: 'Changer mon prénom et mon nom', body: MePatch, response: responses(MeNames, [404]) },
    },
    async (request) => {
      const names = await app.repositories.users.rename(actorOf(request).uid, {
        firstname: request.body.firstname?.trim(),
        name: request.body.name?.trim(),
      });
      if (!names) throw notFound(messages.profileMissing);
      return ok(names);
    },
  );

  app.delete(
    '/api/me',
    {
      config: { action: 'me.manage' },
      schema: { tags: ['profil'], summary: 'Supprimer mon compte et mes données personnelles', response: responses(DeletedMe, [409]) },
    },
    async (request) => {
      const { uid } = actorOf(request);
      // eraseAccount refuses the operator and an organisation's last admin (409 with the reason) and writes the audit entry.
      await eraseAccount(app, uid, { actorUid: uid, action: 'me.delete' });
      return ok({ uid });
    },
  );

  app.get(
    '/api/me/export',
    {
      config: { action: 'me.manage' },
      schema: {
        tags: ['profil'],
        summary: 'Télécharger toutes mes données (JSON)',
        response: { ...responses(PersonalDataExport), 200: PersonalDataExport, 404: Failure },
      },
    },
    async (request, reply) => {
      const { uid } = actorOf(request);
      const now = new Date();
      if (!request.caller) return reply.code(404).send(failure(messages.profileMissing));
      void reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${exportFileName(now)}"`)
        .header('x-content-type-options', 'nosniff');
      // A stream is sent as it is (no serialiser): the 200 schema above documents the file's shape.
      const file = Readable.from(app.repositories.personalData.exportDocument(uid, now, () => identityFacts((id) => app.identity.getUser(id), uid)));
      return reply.send(file as never);
    },
  );
};

export default meRoutes;
