import { type App, getApp, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { DEMO_PROJECT_ID } from '../stack/clientEnvironment';
import { messages } from './messages';

const APP_NAME = 'simusession-api';

export class UnsafeEmulatorError extends Error {
  constructor() {
    super(messages.emulatorInProduction);
    this.name = 'UnsafeEmulatorError';
  }
}

/** The emulator signs nothing: trusting it in production would accept forged tokens. */
export function assertNoEmulatorInProduction(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV === 'production' && env.FIREBASE_AUTH_EMULATOR_HOST) throw new UnsafeEmulatorError();
}

/**
 * Firebase Auth for the project of `FIREBASE_PROJECT_ID`. Verifying ID tokens needs only the
 * project id; a real project also reads `GOOGLE_APPLICATION_CREDENTIALS` for the revocation check.
 */
export function firebaseAuth(env: NodeJS.ProcessEnv): Auth {
  assertNoEmulatorInProduction(env);
  const app: App = getApps().some((existing) => existing.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp({ projectId: env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID }, APP_NAME);
  return getAuth(app);
}
