/**
 * POST /api/signup (public): a free account — the identity account and its `gratuit` profile without an
 * organisation, made together (the identity account is deleted again if the profile cannot be written),
 * then the e-mail with the link that verifies the address (`/actionmanager?mode=verifyEmail`).
 * Limited per client address like every call without a token.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { passwordRuleMessages, userAdminMessages } from '../../../../contract/messages';
import { SignupBody, SignupResult } from '../../../../contract/schemas/signup';
import { accountLink } from '../../accounts';
import { ApiError } from '../../errors';
import { ok, publicResponses } from '../../schemas';
import { verificationMail } from './verificationMail';

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/signup',
    {
      config: { public: true },
      schema: { tags: ['comptes'], summary: 'Créer un compte gratuit', body: SignupBody, response: publicResponses(SignupResult, [409]) },
    },
    async (request) => {
      const { firstname, name, password, role } = request.body;
      const email = request.body.email.trim();
      const created: { uid?: string } = {};
      try {
        await app.transaction(async (repositories) => {
          if (await repositories.users.emailTaken(email)) throw new ApiError(409, userAdminMessages.emailTaken);
          try {
            created.uid = (await app.identity.createUser({ email, password, emailVerified: false, displayName: `${firstname} ${name}` })).uid;
          } catch (error) {
            if (hasCode(error, 'auth/email-already-exists')) throw new ApiError(409, userAdminMessages.emailTaken);
            if (hasCode(error, 'auth/invalid-password')) throw new ApiError(400, passwordRuleMessages.tooShort);
            throw error;
          }
          await repositories.users.insertFree({ uid: created.uid, email, firstname, name, role });
        });
      } catch (error) {
        if (created.uid) await app.identity.deleteUser(created.uid).catch((cleanup: unknown) => request.log.error({ err: cleanup }, 'sign-up identity left behind'));
        throw error;
      }
      let sent = true;
      try {
        const link = await accountLink(app, 'verifyEmail', email);
        await app.mailer.send({ to: email, ...verificationMail({ firstname, link }) });
      } catch (error) {
        request.log.warn({ err: error }, 'verification e-mail not sent');
        sent = false;
      }
      return ok({ email, verification_sent: sent });
    },
  );
};

export default signupRoutes;
