/**
 * The floor the API is measured against (docs/performance.md): a bare Fastify process running the
 * very same queries as the API's measured routes (the guard's two calls, and the users list), through the very same database layer (named
 * prepared statements where the API prepares them — a floor that re-planned every
 * query was slower than the API's own work) and answering the same JSON — the repositories' own
 * functions, the caller's profile included — with nothing else: no token check (the caller's uid is read
 * from the token unverified), no policy, no limits, no schemas, no log.
 */
import Fastify from 'fastify';
import { callersRepository } from '../../server/api/repositories/callers';
import { organisationsRepository } from '../../server/api/repositories/organisations';
import { usersRepository } from '../../server/api/repositories/users';
import type { OrganisationScope } from '../../server/api/scope';
import { openDatabase } from '../../server/db/database';

/** The token's `user_id`, unverified: the floor does not pay for what only the API must do. */
function uidOf(authorization: string | undefined): string {
  const payload = (authorization ?? '').split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8') || '{}') as { user_id?: string }).user_id ?? '';
}

async function main() {
  const db = await openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL ?? '' });
  const callers = callersRepository(db);
  const users = usersRepository(db);
  const organisations = organisationsRepository(db);
  const app = Fastify();
  // The public organisation check, as the guard sends it (no token): one look-up, the envelope.
  app.get('/api/auth/organisations', async (request, reply) => {
    const organisation = await organisations.findAccess((request.query as { id?: string }).id ?? '');
    if (!organisation) return reply.code(404).send({ success: false, message: '' });
    return { success: true, message: '', data: organisation };
  });
  app.get('/api/auth/users/profile', async (request) => ({ success: true, message: '', data: (await callers.findByUid(uidOf(request.headers.authorization)))?.profile }));
  // The API reads the caller's profile before every route, and scopes the list by its organisation: so does the floor.
  app.get('/api/auth/users', async (request) => {
    const caller = await callers.findByUid(uidOf(request.headers.authorization));
    const scope = { organisationId: caller?.profile.uid_organisation ?? '' } as OrganisationScope;
    return { success: true, message: '', data: await users.list(scope, {}, { limit: 50 }) };
  });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.API_PORT) });
  process.send?.('ready');
  process.on('SIGTERM', () => void app.close().then(() => db.close()).then(() => process.exit(0)));
}

void main();
