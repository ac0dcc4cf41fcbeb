import type { Database } from '../db/database';
import { runMigrations } from '../db/migrate';
import { seedDemoWorld } from '../seed/demoDatabase';
import { isEmulatorReady, reimportDemoAccounts } from './authEmulator';
import { resetAccountsDir } from './emulatorAccounts';

export type ResetOutcome = { emulatorReset: boolean };

/**
 * Back to the demo world, database and accounts together: the rows, and the emulator's accounts —
 * through its REST API when it is running at `emulatorHost` (its export at stop then saves the
 * seed), else in `accountsDir`, the folder it imports at its next start.
 */
export async function resetDemoWorld(
  db: Database,
  emulatorHost: string,
  projectId: string,
  accountsDir?: string,
): Promise<ResetOutcome> {
  await runMigrations(db);
  await seedDemoWorld(db);
  if (!(await isEmulatorReady(emulatorHost))) {
    if (accountsDir) resetAccountsDir(accountsDir);
    return { emulatorReset: false };
  }
  await reimportDemoAccounts(emulatorHost, projectId);
  return { emulatorReset: true };
}
