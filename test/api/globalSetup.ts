import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEMO_PROJECT_ID } from '../../server/demoProject';
import { startIsolatedEmulator } from '../../server/stack/isolatedEmulator';
import type { TestGlobals } from './testGlobals';

/**
 * Starts the Auth emulator with the demo seed on free ports, so that test runs can overlap
 * each other and `npm start`. The variables set here reach every test worker. Both API
 * projects (PGlite and PostgreSQL) call it: the second call finds the emulator running.
 */
export default async function globalSetup(): Promise<void> {
  const globals = globalThis as TestGlobals;
  if (globals.__apiTests) return;
  // A private folder for the emulator's config, debug log and hub locator file.
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'simusession-api-tests-'));
  const emulator = await startIsolatedEmulator(workDir);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  process.env.FIREBASE_PROJECT_ID = DEMO_PROJECT_ID;
  globals.__apiTests = { emulator, workDir };
}
