/**
 * `npm run demo:reset`: puts the demo world back (database rows, and the Auth emulator's
 * accounts if it is running). While `npm start` holds the embedded database, type « r » in
 * its terminal instead.
 */
import { DatabaseBusyError } from '../db/dataDirLock';
import { locationFromEnvironment, openDatabase } from '../db/database';
import { DEFAULT_EMULATOR_HOST } from './authEmulator';
import { DEMO_PROJECT_ID } from './clientEnvironment';
import { resetDemoWorld } from './demoReset';

async function main(): Promise<void> {
  const db = await openDatabase(locationFromEnvironment(process.env));
  try {
    const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? DEFAULT_EMULATOR_HOST;
    const { emulatorReset } = await resetDemoWorld(db, emulatorHost, process.env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID);
    console.log(`Base réinitialisée (${db.description}).`);
    console.log(
      emulatorReset
        ? `Comptes de l'émulateur Auth (${emulatorHost}) réimportés.`
        : `Émulateur Auth absent sur ${emulatorHost} : il chargera les comptes de démo à son prochain démarrage.`,
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
