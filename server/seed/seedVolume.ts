/**
 * `npm run seed:volume`: writes the volume world (server/seed/volumeWorld.ts) into the PostgreSQL
 * server of DATABASE_URL, after the migrations, and prints how long it took. The demo world stays.
 * Without DATABASE_URL it refuses, unless VOLUME_ON_PGLITE=1 (slow, and a big .data/pglite).
 */
import { locationFromEnvironment, openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { seedVolumeWorld } from './volumeWorld';

async function main(): Promise<void> {
  const location = locationFromEnvironment(process.env);
  if (location.kind !== 'postgres') {
    if (process.env.VOLUME_ON_PGLITE !== '1') {
      throw new Error(
        'seed:volume remplit un serveur PostgreSQL : définissez DATABASE_URL=postgres://… ' +
          '(ou VOLUME_ON_PGLITE=1 pour l’écrire quand même dans PGlite, lentement).',
      );
    }
    console.warn('Attention : monde de volume écrit dans PGlite (lent, plusieurs centaines de Mo).');
  }
  const started = performance.now();
  const db = await openDatabase(location);
  try {
    await runMigrations(db);
    const counts = await seedVolumeWorld(db);
    for (const [table, count] of Object.entries(counts)) console.log(`${table.padEnd(22)} ${count.toLocaleString('fr-FR')}`);
    console.log(`Monde de volume écrit dans ${db.description} en ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
