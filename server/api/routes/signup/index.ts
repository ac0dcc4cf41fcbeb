/**
 * POST /api/signup (public): a free account — the identity account and its `gratuit` profile without an
 * organisation, made together (the identity account is deleted again if the profile cannot be written),
 * then the e-mail with the link that verifies the address (`/actionmanager?mode=verifyEmail`).
 *
 * Public and able to send e-mail anywhere, so (docs/api.md):
 * - limited to 10 attempts an hour per client address and 3 a day per e-mail address, counted in the
 *   database so that every API process shares them (429 with Retry-After);
 * - the same answer for a free and a taken address, in the same time: the answer never tells whether an
 *   address has an account; the owner of a taken one gets an e-mail saying someone tried, and nothing the
 *   caller typed. The answer waits only for the attempt's count, the same for both; the account and the
 *   e-mail are made after it;
 * - an unverified sign-up holds its address for `UNVERIFIED_SIGNUP_DAYS` days at most, and never against
 *   an invitation (server/api/accounts/unverifiedSignups.ts).
 */
import { createHash } from 'node:crypto';
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger } from 'fastify';
import { signupMessages } from '../../../../contract/messages';
import { SignupBody, SignupResult } from '../../../../contract/schemas/signup';
import { accountLink } from '../../accounts';
import { ApiError } from '../../errors';
import type { Repositories } from '../../repositories';
import type { AttemptWindow } from '../../repositories/signupAttempts';
import { ok, publicResponses } from '../../schemas';
import { signupAttemptMail, verificationMail } from './verificationMail';

/** The sign-up limits: per client address, then per e-mail address (whose key is a hash, never the address). */
export const SIGNUP_LIMITS = {
  perAddress: { max: 10, windowSeconds: 60 * 60 },
  perEmail: { max: 3, windowSeconds: 24 * 60 * 60 },
} as const;

function hasCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === code;
}

const emailKey = (email: string) => `email:${createHash('sha256').update(email.toLowerCase()).digest('hex')}`;

/** Counts this attempt against both limits; throws the 429 of the first one exceeded. */
async function countAttempt(repositories: Pick<Repositories, 'signupAttempts'>, address: string, email: string): Promise<void> {
  const windows: AttemptWindow[] = [
    { key: `address:${address}`, ...SIGNUP_LIMITS.perAddress },
    { key: emailKey(email), ...SIGNUP_LIMITS.perEmail },
  ];
  for (const window of windows) {
    const outcome = await repositories.signupAttempts.record(window);
    if (!outcome.allowed) throw new ApiError(429, signupMessages.tooManyAttempts, { 'Retry-After': String(outcome.retryAfterSeconds) });
  }
}

/** The identity provider says the address is taken (an account without a profile here, for instance). */
class AddressTakenError extends Error {}

const signupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /**
   * Everything the address decides: the account for a free address, the e-mail to its owner for a taken
   * one. Run after the answer, so that the answer's time tells nothing of which (a free address costs
   * the provider's account creation and a link, ≈ 200 ms more).
   */
  async function register(log: FastifyBaseLogger, body: SignupBody, email: string): Promise<void> {
    const { firstname, name, password, role } = body;
    const created: { uid?: string } = {};
    let taken = false;
    try {
      await app.transaction(async (repositories) => {
        if (await repositories.users.emailTaken(email)) throw new AddressTakenError();
        try {
          created.uid = (await app.identity.createUser({ email, password, emailVerified: false, displayName: `${firstname} ${name}` })).uid;
        } catch (error) {
          if (hasCode(error, 'auth/email-already-exists')) throw new AddressTakenError();
          throw error;
        }
        await repositories.users.insertFree({ uid: created.uid, email, firstname, name, role });
      });
    } catch (error) {
      if (created.uid) await app.identity.deleteUser(created.uid).catch((cleanup: unknown) => log.error({ err: cleanup }, 'sign-up identity left behind'));
      if (!(error instanceof AddressTakenError)) {
        log.error({ err: error }, 'sign-up failed');
        return;
      }
      taken = true;
    }
    try {
      const mail = taken
        ? signupAttemptMail({ loginUrl: new URL('/login', app.appOrigin).toString() })
        : verificationMail({ firstname, name, link: await accountLink(app, 'verifyEmail', email) });
      await app.mailer.send({ to: email, ...mail });
    } catch (error) {
      log.warn({ err: error }, 'sign-up e-mail not sent');
    }
  }

  app.post(
    '/api/signup',
    {
      config: { public: true },
      schema: { tags: ['comptes'], summary: 'Créer un compte gratuit', body: SignupBody, response: publicResponses(SignupResult) },
    },
    async (request) => {
      const email = request.body.email.trim();
      await countAttempt(app.repositories, request.ip, email);
      // The same answer, after the same work, for a free and a taken address: only the e-mail differs, and
      // only its recipient sees it. `verification_sent`: the e-mail is on its way (a failure is logged).
      app.afterAnswer(register(request.log, request.body, email));
      return ok({ email, verification_sent: true });
    },
  );
};

export default signupRoutes;
