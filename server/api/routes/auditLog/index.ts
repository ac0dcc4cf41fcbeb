/** GET /api/audit-log — the operator's log of changes (hyperadmin), newest first, one organisation or all. */
import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE, Page } from '../../../../contract/schemas/envelope';
import { AuditEntry, AuditQuery } from '../../../../contract/schemas/operator';
import { ok, responses } from '../../schemas';

const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/audit-log',
    {
      config: { action: 'operator.audit' },
      schema: { tags: ['opérateur'], summary: 'Journal des changements (opérateur)', querystring: AuditQuery, response: responses(Page(AuditEntry)) },
    },
    async (request) => {
      const { organisation, cursor, limit = DEFAULT_PAGE_SIZE } = request.query;
      const data = await app.repositories.auditLog.list({ organisationId: organisation }, { cursor, limit });
      return ok(data);
    },
  );
};

export default auditLogRoutes;
