/**
 * `npm run db:backup [-- FILE]` / `npm run db:restore -- FILE`: see backup.ts. The database is DATABASE_URL's
 * PostgreSQL server, else the PGlite folder (PGLITE_DATA_DIR, `.data/pglite`; stop `npm start` first).
 * Each prints the tables' row counts and a checksum of all of them, to compare a restore with its backup.
 */
import { repoPath } from '../paths';
import { backupDatabase, restoreDatabase, summary } from './backup';
import { locationFromEnvironment } from './database';

async function main(command: string | undefined, file: string | undefined): Promise<void> {
  const location = locationFromEnvironment(process.env);
  if (command === 'backup') {
    const target =
      file ?? repoPath('backups', `simusession-${new Date().toISOString().replaceAll(':', '-')}.${location.kind === 'postgres' ? 'dump' : 'tar.gz'}`);
    const fingerprints = await backupDatabase(location, target);
    console.log(`Sauvegarde écrite : ${target}`);
    console.log(`Base sauvegardée : ${summary(fingerprints)}`);
    return;
  }
  if (command === 'restore' && file) {
    const { fingerprints, keptAt } = await restoreDatabase(location, file);
    if (keptAt) console.log(`Ancien dossier conservé : ${keptAt}`);
    console.log(`Base restaurée : ${summary(fingerprints)}`);
    return;
  }
  throw new Error('Usage : npm run db:backup [-- FICHIER] | npm run db:restore -- FICHIER');
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
