/**
 * The variables baked into the browser bundle at build time. One place, so that the
 * dev server, the production build and docs/configuration.md agree on names and defaults.
 * Throws (the build stops, non-zero) when the emulator is wanted for a project that is not a demo one.
 * Only public configuration belongs here: a Firebase web API key is an identifier, not a secret.
 */
import { assertEmulatorAllowed } from './emulatorGuard';
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

export const DEMO_PROJECT_ID = 'demo-simusession';
export const DEFAULT_EMULATOR_URL = 'http://127.0.0.1:9099';

export function clientEnvironment(
  mode: 'production' | 'development',
  env: NodeJS.ProcessEnv,
): ClientEnvironment {
  const projectId = env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  // The emulator accepts unsigned tokens: a production bundle uses it only when asked explicitly.
  const emulatorWanted =
    env.USE_AUTH_EMULATOR !== undefined ? env.USE_AUTH_EMULATOR === 'true' : mode === 'development';
  // A bundle wired to the emulator for a real project would sign its users in with forgeable tokens.
  assertEmulatorAllowed(emulatorWanted, projectId, 'de construire l’application');
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
