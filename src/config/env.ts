/**
 * Build-time configuration (webpack's DefinePlugin replaces each `process.env.X`; see
 * server/stack/clientEnvironment.ts for names and defaults). Jest reads the real process.env.
 */
export const env = {
  firebase: {
    apiKey: process.env.FIREBASE_API_KEY ?? 'demo-api-key',
    authDomain: process.env.FIREBASE_AUTH_DOMAIN ?? 'demo-simusession.firebaseapp.com',
    projectId: process.env.FIREBASE_PROJECT_ID ?? 'demo-simusession',
    appId: process.env.FIREBASE_APP_ID ?? '',
  },
  /** Empty: the real Firebase Auth service. */
  authEmulatorUrl: process.env.FIREBASE_AUTH_EMULATOR_URL ?? '',
  apiBaseUrl: process.env.API_BASE_URL ?? '/api',
} as const;
