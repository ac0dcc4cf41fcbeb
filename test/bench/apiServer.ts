/**
 * The reference API alone in its own process, for the load figures, set up as `npm run api` sets it up
 * (server/api/main.ts): its logger on, its settings from the environment — rate limits on, their
 * counters in the database on PostgreSQL (RATE_LIMIT_STORE's default) — over the PostgreSQL server of
 * DATABASE_URL (migrated and seeded by the bench) or, without it, a seeded in-memory PGlite. The bench
 * raises the ceilings (RATE_LIMIT_*_PER_MINUTE) only as far as its number of users needs (apiLoad.ts).
 */
import { buildApi } from '../../server/api/buildApi';
import { apiSettings } from '../../server/api/config';
import { openDatabase, type Database } from '../../server/db/database';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoWorld } from '../../server/seed/demoDatabase';

async function database(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (url) return openDatabase({ kind: 'postgres', url });
  const db = await openDatabase({ kind: 'memory' });
  await runMigrations(db);
  await seedDemoWorld(db);
  return db;
}

async function main() {
  const db = await database();
  // stdout is /dev/null here (apiLoad.ts): the lines are still made and written, as in production.
  const app = buildApi({ db, logger: true, ...apiSettings(process.env) });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.API_PORT) });
  process.send?.('ready');
  process.on('SIGTERM', () => void app.close().then(() => db.close()).then(() => process.exit(0)));
}

void main();
