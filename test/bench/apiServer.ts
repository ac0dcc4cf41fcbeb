/** The reference API alone in its own process over a seeded in-memory database, for the load figures. */
import { buildApi } from '../../server/api/buildApi';
import { openDatabase } from '../../server/db/database';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoWorld } from '../../server/db/seed';

async function main() {
  const db = await openDatabase({ kind: 'memory' });
  await runMigrations(db);
  await seedDemoWorld(db);
  // The limiter would turn the load into 429s: these figures measure the calls themselves.
  const app = buildApi({ db, rateLimits: false });
  await app.listen({ host: '127.0.0.1', port: Number(process.env.API_PORT) });
  process.send?.('ready');
  process.on('SIGTERM', () => void app.close().then(() => db.close()).then(() => process.exit(0)));
}

void main();
