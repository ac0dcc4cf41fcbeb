/** CORS: the app's one origin, GET only (the API's browser calls). */
import cors from '@fastify/cors';
import fp from 'fastify-plugin';

export default fp<{ origin: string }>(
  async (app, { origin }) => {
    await app.register(cors, {
      // A list, not a string: a string would be sent back to every origin instead of only matching ones.
      origin: [origin],
      methods: ['GET'],
      allowedHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
      // A preflight is answered here, before the errors plugin's hook sets every other answer's no-store (docs/api.md).
      cacheControl: 'no-store',
      // A malformed preflight goes on to the routes and gets the JSON error shape, not a plain-text 400.
      strictPreflight: false,
    });
  },
  { name: 'cors' },
);
