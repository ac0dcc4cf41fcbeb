/**
 * The variables baked into the browser bundle at build time. One place, so that the
 * dev server, the production build and docs/configuration.md agree on names and defaults.
 * Throws (the build stops, non-zero) where the demo-project rule (server/demoProject.ts) refuses: the emulator
 * for a project that is not a demo one, or no project id outside a developer's machine.
 * Only public configuration belongs here: a Firebase web API key is an identifier, not a secret.
 */
import { demoGuard } from '../demoProject';
import { publicIdentityEnvironment, type PublicIdentityEnvironment } from './publicIdentity';

export type ClientEnvironment = {
  FIREBASE_API_KEY: string;
  FIREBASE_AUTH_DOMAIN: string;
  FIREBASE_PROJECT_ID: string;
  FIREBASE_APP_ID: string;
  /** Empty string: talk to the real Firebase Auth. */
  FIREBASE_AUTH_EMULATOR_URL: string;
  API_BASE_URL: string;
} & PublicIdentityEnvironment;

export const DEFAULT_EMULATOR_URL = 'http://127.0.0.1:9099';

export function clientEnvironment(
  mode: 'production' | 'development',
  env: NodeJS.ProcessEnv,
): ClientEnvironment {
  // The emulator accepts unsigned tokens: a production bundle uses it only when asked explicitly.
  const emulatorWanted =
    env.USE_AUTH_EMULATOR !== undefined ? env.USE_AUTH_EMULATOR === 'true' : mode === 'development';
  // A bundle wired to the emulator for a real project would sign its users in with forgeable tokens.
  const { projectId } = demoGuard({ projectId: env.FIREBASE_PROJECT_ID, nodeEnv: env.NODE_ENV, emulator: emulatorWanted }, 'de construire l’application');
  return {
    FIREBASE_API_KEY: env.FIREBASE_API_KEY ?? 'demo-api-key',
    FIREBASE_AUTH_DOMAIN: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
    FIREBASE_PROJECT_ID: projectId,
    FIREBASE_APP_ID: env.FIREBASE_APP_ID ?? '',
    FIREBASE_AUTH_EMULATOR_URL: emulatorWanted ? (env.FIREBASE_AUTH_EMULATOR_URL ?? DEFAULT_EMULATOR_URL) : '',
    API_BASE_URL: env.API_BASE_URL ?? '/api',
    // The legal pages' publisher and host, and whether payment is online: server/stack/publicIdentity.ts.
    ...publicIdentityEnvironment(env, emulatorWanted),
  };
}
