/**
 * `npm run db:migrate`: applies pending migrations (`npm run db:seed`, which also loads the demo world,
 * is server/seed/seedDemo.ts: seeding sits above the database, never inside it).
 * Uses DATABASE_URL when set, else the embedded PGlite under .data/pglite.
 */
import { locationFromEnvironment, openDatabase } from './database';
import { runMigrations } from './migrate';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate') throw new Error('Usage : tsx server/db/cli.ts migrate');
  const db = await openDatabase(locationFromEnvironment(process.env));
  try {
    const applied = await runMigrations(db);
    console.log(applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'Schéma à jour.');
    console.log(`Base : ${db.description}`);
  } finally {
    await db.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
