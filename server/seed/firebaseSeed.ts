import { DEMO_PASSWORD, type DemoAccount, demoAccounts, displayName } from './demoWorld';

/**
 * The Firebase Auth emulator seed, in the format `firebase emulators:export` writes and
 * `emulators:start --import` reads. Derived from the demo world only, so it cannot drift.
 */

export const FIREBASE_SEED_DIR = 'server/seed/firebase';

/** The CLI version that wrote the format; the emulator only reads `auth.path`. */
const EXPORT_FORMAT_VERSION = '15.34.2';
/** A fixed creation date keeps the generated file stable from one run to the next. */
const CREATED_AT = String(Date.UTC(2026, 0, 1));

export type EmulatorAccount = {
  localId: string;
  email: string;
  emailVerified: boolean;
  displayName?: string;
  salt: string;
  passwordHash: string;
  createdAt: string;
  providerUserInfo: { providerId: 'password'; email: string; federatedId: string; rawId: string }[];
};

function emulatorAccount(account: DemoAccount): EmulatorAccount {
  const salt = `salt-${account.uid}`;
  return {
    localId: account.uid,
    email: account.email,
    emailVerified: account.emailVerified,
    ...(account.profile ? { displayName: displayName(account.profile) } : {}),
    salt,
    // The emulator's own "hash" format: it stores and compares passwords in clear.
    passwordHash: `fakeHash:salt=${salt}:password=${DEMO_PASSWORD}`,
    createdAt: CREATED_AT,
    providerUserInfo: [
      { providerId: 'password', email: account.email, federatedId: account.email, rawId: account.email },
    ],
  };
}

export const emulatorMetadata = {
  version: EXPORT_FORMAT_VERSION,
  auth: { version: EXPORT_FORMAT_VERSION, path: 'auth_export' },
};

/** Improved e-mail privacy: a wrong password and an unknown e-mail fail alike, as in production. */
export const emulatorConfig = {
  signIn: { allowDuplicateEmails: false },
  emailPrivacyConfig: { enableImprovedEmailPrivacy: true },
};

export const emulatorAccounts = {
  kind: 'identitytoolkit#DownloadAccountResponse',
  users: demoAccounts.map(emulatorAccount),
};

/** Path inside the seed folder → content. */
export const firebaseSeedFiles: Readonly<Record<string, unknown>> = {
  'firebase-export-metadata.json': emulatorMetadata,
  'auth_export/config.json': emulatorConfig,
  'auth_export/accounts.json': emulatorAccounts,
};
