/**
 * For tests that cannot open PGlite inside Jest (its WASM loader needs a dynamic import Jest's VM refuses):
 * in its own process, on DATABASE_URL or PGLITE_DATA_DIR, runs each SQL statement given as an argument
 * (`migrate` and `seed` run the migrations / the demo seed), then prints the tables' fingerprints as JSON.
 */
import { tableFingerprints } from '../../server/db/backup';
import { locationFromEnvironment, openDatabase } from '../../server/db/database';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoWorld } from '../../server/seed/demoDatabase';

async function main(statements: string[]) {
  const db = await openDatabase(locationFromEnvironment(process.env));
  try {
    for (const statement of statements) {
      if (statement === 'migrate') await runMigrations(db);
      else if (statement === 'seed') await seedDemoWorld(db);
      else await db.exec(statement);
    }
    process.stdout.write(JSON.stringify(await tableFingerprints(db)));
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
