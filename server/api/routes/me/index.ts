/** PATCH /api/me — the caller changes their own first name and name (every role; allowed while the organisation is inactive). */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MeNames, MePatch } from '../../../../contract/schemas/me';
import { notFound } from '../../errors';
import { messages } from '../../messages';
import { responses } from '../../schemas';
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
      return { success: true as const, message: '', data: names };
    },
  );
};

export default meRoutes;
