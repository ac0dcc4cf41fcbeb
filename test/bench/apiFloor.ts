/**
 * The floor the API is measured against (issue 12, "Performance"): a bare Fastify + `pg` process
 * running the very same SQL and JSON as the API's two measured routes — the repositories' own
 * functions, the caller's profile included — with nothing else: no token check, no policy, no
 * limits, no schemas.
 */
import Fastify from 'fastify';
import pg from 'pg';
import { callersRepository } from '../../server/api/repositories/callers';
import { usersRepository } from '../../server/api/repositories/users';
import type { OrganisationScope } from '../../server/api/scope';
import type { Queryable } from '../../server/db/database';

async function main() {
  const { DATABASE_URL: url, BENCH_UID: uid = '', BENCH_ORGANISATION: organisationId = '' } = process.env;
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db: Queryable = { query: async <Row>(sql: string, params: readonly unknown[] = []) => (await pool.query(sql, [...params])).rows as Row[] };
  const callers = callersRepository(db);
  const users = usersRepository(db);
  // The floor has no caller to scope by: it is given the organisation the API would derive.
  const scope = { organisationId } as OrganisationScope;
  const app = Fastify();
  app.get('/api/auth/users/profile', async () => ({ success: true, message: '', data: (await callers.findByUid(uid))?.profile }));
  // The API reads the caller's profile before every route: so does the floor.
  app.get('/api/auth/users', async () => {
    await callers.findByUid(uid);
    return { success: true, message: '', data: await users.list(scope, {}, { limit: 50 }) };
  });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.API_PORT) });
  process.send?.('ready');
  process.on('SIGTERM', () => void app.close().then(() => pool.end()).then(() => process.exit(0)));
}

void main();
