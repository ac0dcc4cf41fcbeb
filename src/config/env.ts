/**
 * Build-time configuration (webpack's DefinePlugin replaces each `process.env.X`; see
 * server/stack/clientEnvironment.ts for names and defaults). Jest reads the real process.env.
 */

/** An unset or empty variable is "not configured" (the build passes unset ones as ''). */
const configured = (value: string | undefined): string | undefined => (value && value.trim()) || undefined;

/**
 * A group of settings given all together or not at all (server/stack/publicIdentity.ts): undefined without its
 * name; otherwise its name and each other setting, '' when unset.
 */
function allOrNone<Fields extends Record<string, string | undefined>>(name: string | undefined, fields: Fields): ({ name: string } & Record<keyof Fields, string>) | undefined {
  const given = configured(name);
  if (!given) return undefined;
  const values = Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, value ?? ''])) as Record<keyof Fields, string>;
  return { name: given, ...values };
}

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
  /** The self-hosted measurement script's address, as the build serves it (webpack.config.ts). */
  analyticsScriptUrl: process.env.ANALYTICS_SCRIPT_URL ?? '',
  /** Undefined: the legal pages show their built-in example, marked as one. */
  /** The legal publisher (all PUBLISHER_* or none). */
  publisher: allOrNone(process.env.PUBLISHER_NAME, {
    legalForm: process.env.PUBLISHER_LEGAL_FORM,
    address: process.env.PUBLISHER_ADDRESS,
    registration: process.env.PUBLISHER_REGISTRATION,
    siret: process.env.PUBLISHER_SIRET,
    ape: process.env.PUBLISHER_APE,
    vat: process.env.PUBLISHER_VAT,
    phone: process.env.PUBLISHER_PHONE,
    director: process.env.PUBLISHER_DIRECTOR,
    court: process.env.PUBLISHER_COURT,
  }),
  /** The host of the application and its database (all HOSTING_* or none). */
  hosting: allOrNone(process.env.HOSTING_NAME, {
    address: process.env.HOSTING_ADDRESS,
    phone: process.env.HOSTING_PHONE,
    site: process.env.HOSTING_SITE,
    location: process.env.HOSTING_LOCATION,
  }),
  /** Whether the subscription can be paid online (`PAYMENT_PROVIDER` other than `none`; unset in Jest: the test mode). */
  paymentOnline: (configured(process.env.PAYMENT_PROVIDER) ?? 'test') !== 'none',
} as const;
