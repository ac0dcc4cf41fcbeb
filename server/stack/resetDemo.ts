/**
 * `npm run demo:reset`: puts the demo world back, database and accounts together (the rows, and
 * the Auth emulator's accounts: through its REST API if it is running, else its saved folder).
 * While `npm start` holds the embedded database, type « r » in its terminal instead.
 */
import path from 'node:path';
import { DatabaseBusyError } from '../db/dataDirLock';
import { locationFromEnvironment, openDatabase } from '../db/database';
import { resetDemoWorld } from './demoReset';
import { stackSettings } from './settings';

async function main(): Promise<void> {
  const settings = stackSettings(process.env);
  // The same folders as npm start: the embedded database beside the saved accounts.
  process.env.PGLITE_DATA_DIR ||= path.join(settings.dataDir, 'pglite');
  const db = await openDatabase(locationFromEnvironment(process.env));
  try {
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST || `127.0.0.1:${settings.emulator.auth}`;
    const { emulatorReset } = await resetDemoWorld(db, emulatorHost, settings.projectId, settings.accountsDir);
    console.log(`Base réinitialisée (${db.description}).`);
    console.log(
      emulatorReset
        ? `Comptes de l'émulateur Auth (${emulatorHost}) réimportés.`
        : `Émulateur Auth absent sur ${emulatorHost} : ses comptes enregistrés (${settings.accountsDir}) sont remis à ceux de démo.`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  const hint = error instanceof DatabaseBusyError ? ' Ou tapez « r » puis Entrée dans le terminal de npm start.' : '';
  console.error(`${error instanceof Error ? error.message : String(error)}${hint}`);
  process.exit(1);
});
