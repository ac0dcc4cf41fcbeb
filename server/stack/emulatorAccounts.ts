import fs from 'node:fs';
import path from 'node:path';
import { repoPath } from '../paths';
import { FIREBASE_SEED_DIR } from '../seed/firebaseSeed';

/**
 * The Auth emulator's accounts of `npm start` live in a folder beside the embedded database
 * (`.data/auth-emulator/`): imported at start, exported back at a clean stop. An account made at
 * run time (sign-up, invitation) therefore still signs in after a restart, as its profile row does.
 * Nothing here resets anything unless asked (`npm run demo:reset`, the « r » key, an empty database).
 */
const METADATA = 'firebase-export-metadata.json';

export function hasSavedAccounts(dir: string): boolean {
  return fs.existsSync(path.join(dir, METADATA));
}

/** The first start (no saved folder) begins from the demo seed. Returns whether the seed was copied. */
export function ensureAccountsDir(dir: string, seedDir = repoPath(FIREBASE_SEED_DIR)): boolean {
  if (hasSavedAccounts(dir)) return false;
  resetAccountsDir(dir, seedDir);
  return true;
}

/** Back to the demo seed, for an emulator that is not running (a running one is reset through its REST API). */
export function resetAccountsDir(dir: string, seedDir = repoPath(FIREBASE_SEED_DIR)): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(seedDir, dir, { recursive: true });
}
