/**
 * `app.identity`: the identity provider's administration (firebase-admin's Auth: the emulator
 * locally, the real project in production), for the routes that create, change or delete accounts.
 * Narrowed to what we use, so a test can hand in a double and a reader sees the whole surface.
 */
import type { Auth } from 'firebase-admin/auth';
import fp from 'fastify-plugin';

export type IdentityAdmin = Pick<
  Auth,
  'createUser' | 'importUsers' | 'deleteUsers' | 'updateUser' | 'deleteUser' | 'getUser' | 'getUserByEmail' | 'getUsers' | 'generatePasswordResetLink' | 'generateEmailVerificationLink' | 'revokeRefreshTokens'
>;

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityAdmin;
  }
}

export default fp<{ identity: IdentityAdmin }>(
  async (app, { identity }) => {
    app.decorate('identity', identity);
  },
  { name: 'identity' },
);
