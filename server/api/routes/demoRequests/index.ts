/**
 * POST /api/demo-requests (public): a demonstration asked for from the contact page (docs/guide/visitor.md).
 * The request is stored first (demo_requests), then e-mailed to the team's address — the one the contact
 * page shows (contract/contact.ts) — with the visitor as Reply-To; a mail server that does not answer
 * loses nothing: the row stays, `mailed_at` empty, and the visitor is still told it was received.
 *
 * Public, so:
 * - limited to DEMO_REQUEST_LIMIT per client address, counted in the database like sign-up's (every API
 *   process shares it), 429 with Retry-After and a French reason;
 * - a honeypot field (`website`) that people never see: filled in, the request is answered as any other
 *   but neither kept nor sent;
 * - nothing is ever sent to the address typed, so the form cannot be used to mail a stranger.
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CONTACT_EMAIL } from '../../../../contract/contact';
import { demoRequestMessages } from '../../../../contract/messages';
import { DemoRequestBody, DemoRequestResult } from '../../../../contract/schemas/demoRequests';
import { ApiError } from '../../errors';
import { ok, publicResponses } from '../../schemas';
import { demoRequestMail } from './teamMail';

/** A few requests an hour from one client address: a school's staff behind one address is still served. */
export const DEMO_REQUEST_LIMIT = { max: 5, windowSeconds: 60 * 60 } as const;

/** Big enough for the longest message in three-byte characters, and the other fields. */
const DEMO_REQUEST_BODY_LIMIT = 16 * 1024;

const demoRequestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/api/demo-requests',
    {
      config: { public: true },
      bodyLimit: DEMO_REQUEST_BODY_LIMIT,
      schema: { tags: ['contact'], summary: 'Demander une démonstration', body: DemoRequestBody, response: publicResponses(DemoRequestResult) },
    },
    async (request) => {
      const outcome = await app.repositories.signupAttempts.record({ key: `demo-request:${request.ip}`, ...DEMO_REQUEST_LIMIT });
      if (!outcome.allowed) throw new ApiError(429, demoRequestMessages.tooManyRequests, { 'Retry-After': String(outcome.retryAfterSeconds) });
      if (request.body.website?.trim()) return ok({ received: true as const });

      const fields = {
        name: request.body.name.trim(),
        email: request.body.email.trim(),
        organisation: request.body.organisation.trim(),
        role: request.body.role,
        message: (request.body.message ?? '').trim(),
      };
      const id = await app.repositories.demoRequests.insert(fields);
      try {
        await app.mailer.send({ to: CONTACT_EMAIL, replyTo: fields.email, ...demoRequestMail(fields, id) });
        await app.repositories.demoRequests.markMailed(id);
      } catch (error) {
        // Kept all the same: the team finds it in demo_requests (mailed_at empty).
        request.log.warn({ err: error, demoRequest: id }, 'demo request e-mail not sent');
      }
      return ok({ received: true as const });
    },
  );
};

export default demoRequestRoutes;
