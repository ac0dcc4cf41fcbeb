import type { FastifyInstance } from 'fastify';
import type { SubscriptionStatus } from '../db/columns';
import type { Queryable } from '../db/database';
import { messages } from './messages';
import { failure, responses } from './schemas';

/** Only what the access check needs: no members, no billing. */
export type OrganisationAccess = {
  isActive: 'true' | 'false';
  id: string;
  name: string;
  plan: string;
  subscription_status: SubscriptionStatus;
  subscription_end: string | null;
};

type OrganisationRow = Omit<OrganisationAccess, 'isActive'> & { is_active: boolean };

type Query = { accessCheck: 'true'; id: string };

const querySchema = {
  type: 'object',
  required: ['accessCheck', 'id'],
  properties: {
    accessCheck: { type: 'string', const: 'true' },
    // Not `format: 'uuid'`: Ajv also accepts a `urn:uuid:` prefix, which PostgreSQL rejects.
    id: { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' },
  },
} as const;

const organisationSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    isActive: { type: 'string', enum: ['true', 'false'] },
    id: { type: 'string' },
    name: { type: 'string' },
    plan: { type: 'string' },
    subscription_status: { type: 'string' },
    subscription_end: { type: ['string', 'null'] },
  },
} as const;

/** Active: the subscription is active and has not ended (an end date of today still counts). */
export async function findOrganisationAccess(db: Queryable, id: string): Promise<OrganisationAccess | null> {
  const [row] = await db.query<OrganisationRow>(
    `select id, name, plan, subscription_status,
       to_char(subscription_end, 'YYYY-MM-DD') as subscription_end,
       subscription_status = 'active' and (subscription_end is null or subscription_end >= current_date) as is_active
     from organisations where id = $1`,
    [id],
  );
  if (!row) return null;
  const { is_active: active, ...organisation } = row;
  // The front end reads isActive as the string 'true' (spec §3).
  return { isActive: active ? 'true' : 'false', ...organisation };
}

/**
 * GET /api/auth/organisations?accessCheck=true&id=<uuid> — public (spec §7), so it tells no more
 * than the access check needs.
 */
export function registerOrganisationRoute(app: FastifyInstance, db: Queryable): void {
  app.get<{ Querystring: Query }>(
    '/api/auth/organisations',
    { schema: { querystring: querySchema, response: responses(organisationSchema, [400, 404]) } },
    async (request, reply) => {
      const organisation = await findOrganisationAccess(db, request.query.id);
      if (!organisation) return reply.code(404).send(failure(messages.organisationUnknown));
      return { success: true, message: '', data: organisation };
    },
  );
}
