import { type App, getApp, getApps, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { apiDemoUse, demoGuard } from '../demoProject';

const APP_NAME = 'simusession-api';

/**
 * The project whose tokens the API accepts, once the demo-project rule (server/demoProject.ts) has let it
 * start: with `FIREBASE_AUTH_EMULATOR_HOST` set, firebase-admin accepts unsigned tokens, so anybody could
 * name any uid; with `PAYMENT_PROVIDER=test`, anybody could subscribe without paying. Both only for a
 * `demo-` project, and a missing `FIREBASE_PROJECT_ID` outside a developer's machine is a refusal.
 * Throws `DemoProjectRefusedError` with the French reason.
 */
export function firebaseProjectId(env: NodeJS.ProcessEnv): string {
  return demoGuard(apiDemoUse(env), 'de démarrer l’API').projectId;
}

/**
 * Firebase Auth for the project of `FIREBASE_PROJECT_ID`. Verifying ID tokens needs only the
 * project id; a real project also reads `GOOGLE_APPLICATION_CREDENTIALS` for the account look-ups.
 */
export function firebaseAuth(env: NodeJS.ProcessEnv): Auth {
  const projectId = firebaseProjectId(env);
  const app: App = getApps().some((existing) => existing.name === APP_NAME) ? getApp(APP_NAME) : initializeApp({ projectId }, APP_NAME);
  return getAuth(app);
}
