/**
 * The reference API alone in its own process, for the load figures: over the PostgreSQL server of
 * DATABASE_URL (migrated and seeded by the bench) or, without it, a seeded in-memory PGlite.
 */
import { buildApi } from '../../server/api/buildApi';
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
  // The limiter would turn the load into 429s: these figures measure the calls themselves.
  const app = buildApi({ db, rateLimits: false });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.API_PORT) });
  process.send?.('ready');
  process.on('SIGTERM', () => void app.close().then(() => db.close()).then(() => process.exit(0)));
}

void main();
