/**
 * GET /api/auth/users/profile (docs/product.md §7) — the caller's profile. Authentication (revocation and
 * deactivation included), the e-mail check and the profile look-up are done by the app plugins.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Failure } from '../../../../contract/schemas/envelope';
import { Profile } from '../../../../contract/schemas/profile';
import { messages } from '../../messages';
import { failure, ok, responses } from '../../schemas';

const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const answers = responses(Profile);
  app.get(
    '/api/auth/users/profile',
    {
      config: { action: 'profile.read', profileOptional: true },
      schema: {
        tags: ['profil'],
        summary: 'Profil de l’appelant',
        // A verified account without a profile gets the "empty result" of docs/product.md §7.1 with status 200.
        response: { ...answers, 200: Type.Union([answers[200], Failure]) },
      },
    },
    async (request) => {
      const caller = request.caller;
      if (!caller) return failure(messages.profileMissing);
      return ok(caller.profile);
    },
  );
};

export default profileRoutes;
