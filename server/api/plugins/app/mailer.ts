/** `app.mailer`: where routes send e-mail (server/mail/mailer.ts says why it is an interface). */
import fp from 'fastify-plugin';
import type { Mailer } from '../../../mail/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp<{ mailer: Mailer }>(
  async (app, { mailer }) => {
    app.decorate('mailer', mailer);
  },
  { name: 'mailer' },
);
