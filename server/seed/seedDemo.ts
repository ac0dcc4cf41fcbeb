/**
 * `npm run db:seed`: applies pending migrations, then loads (or resets) the demo world
 * (server/seed/demoDatabase.ts). Uses DATABASE_URL when set, else the embedded PGlite under .data/pglite.
 */
import { locationFromEnvironment, openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { seedDemoWorld } from './demoDatabase';

async function main(): Promise<void> {
  const db = await openDatabase(locationFromEnvironment(process.env));
  try {
    const applied = await runMigrations(db);
    console.log(applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'Schéma à jour.');
    await seedDemoWorld(db);
    console.log('Monde de démo chargé.');
    console.log(`Base : ${db.description}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
