import type { Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import { seedDemoWorld } from '../db/seed';
import { isEmulatorReady, reimportDemoAccounts } from './authEmulator';

export type ResetOutcome = { emulatorReset: boolean };

/** Back to the demo world: database rows, and the emulator's accounts when it is running at `emulatorHost`. */
export async function resetDemoWorld(db: Database, emulatorHost: string, projectId: string): Promise<ResetOutcome> {
  await runMigrations(db);
  await seedDemoWorld(db);
  if (!(await isEmulatorReady(emulatorHost))) return { emulatorReset: false };
  await reimportDemoAccounts(emulatorHost, projectId);
  return { emulatorReset: true };
}
