/**
 * GET /api/openapi.json — the machine-readable contract, public. The same for everybody and only
 * changed by a deploy, so it may be cached briefly (the one exception to `no-store`).
 */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';

const openApiRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/openapi.json',
    {
      config: { public: true },
      schema: {
        hide: true,
        response: { 200: Type.Unsafe<ReturnType<typeof app.swagger>>({ type: 'object', additionalProperties: true, description: 'Document OpenAPI 3.1' }) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.swagger();
    },
  );
};

export default openApiRoutes;
