/**
 * `npm run db:migrate`: applies pending migrations.
 * `npm run db:seed`: the same, then loads (or resets) the demo world.
 * Both use DATABASE_URL when set, else the embedded PGlite under .data/pglite.
 */
import { locationFromEnvironment, openDatabase } from './database';
import { runMigrations } from './migrate';
import { seedDemoWorld } from './seed';

async function main(command: string | undefined): Promise<void> {
  if (command !== 'migrate' && command !== 'seed') throw new Error('Usage : tsx server/db/cli.ts migrate|seed');
  const db = await openDatabase(locationFromEnvironment(process.env));
  try {
    const applied = await runMigrations(db);
    console.log(applied.length ? `Migrations appliquées : ${applied.join(', ')}` : 'Schéma à jour.');
    if (command === 'seed') {
      await seedDemoWorld(db);
      console.log('Monde de démo chargé.');
    }
    console.log(`Base : ${db.description}`);
  } finally {
    await db.close();
  }
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
