import { type App, getApp, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { DEMO_PROJECT_ID } from '../stack/clientEnvironment';
import { messages } from './messages';

const APP_NAME = 'simusession-api';

export class UnsafeEmulatorError extends Error {
  constructor(projectId: string) {
    super(messages.emulatorOutsideDemo(projectId));
    this.name = 'UnsafeEmulatorError';
  }
}

export function firebaseProjectId(env: NodeJS.ProcessEnv): string {
  return env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
}

/**
 * The emulator signs nothing: with FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts unsigned
 * tokens, so anybody could name any uid. That is only harmless for a `demo-` project (Firebase's
 * convention for emulator-only projects: no real accounts, no credentials), whatever NODE_ENV says —
 * a spelling such as `prod` must not open the door.
 */
export function assertEmulatorOnlyForDemo(env: NodeJS.ProcessEnv): void {
  const projectId = firebaseProjectId(env);
  if (env.FIREBASE_AUTH_EMULATOR_HOST && !projectId.startsWith('demo-')) throw new UnsafeEmulatorError(projectId);
}

/** The former name, still called by `server/stack/start.ts`. */
export const assertNoEmulatorInProduction = assertEmulatorOnlyForDemo;

/**
 * Firebase Auth for the project of `FIREBASE_PROJECT_ID`. Verifying ID tokens needs only the
 * project id; a real project also reads `GOOGLE_APPLICATION_CREDENTIALS` for the account look-ups.
 */
export function firebaseAuth(env: NodeJS.ProcessEnv): Auth {
  assertEmulatorOnlyForDemo(env);
  const app: App = getApps().some((existing) => existing.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp({ projectId: firebaseProjectId(env) }, APP_NAME);
  return getAuth(app);
}
