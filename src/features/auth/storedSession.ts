/**
 * The session the Firebase SDK persisted on this browser, read before the SDK has started.
 *
 * Why: on a signed-in reload the SDK names the person only after its own chunk has loaded, its storage
 * has been checked and the provider has answered a look-up (`accounts:lookup`), 150–300 ms in all. The
 * access token it stored is already what the API needs, and the API, not the SDK, is the authority:
 * it verifies the token's signature, expiry, revocation and the account's state on every request
 * (server/api/authenticate.ts). So the profile call goes out with that token at once; the guard allows
 * the page on the API's answer, as always (docs/product.md §4, §8), and the SDK's later word still wins: no
 * one, or someone else, and the app signs out as it does when another tab does.
 *
 * What is read: the SDK's own record, in its own store (IndexedDB, read by public/first-paint.js while the
 * page is parsed, the earliest moment there is; or localStorage where the SDK fell back to it). Nothing is
 * written or copied; the token stays in memory, in the identity service (never in the Redux state). The record's shape is the SDK's
 * (`firebase/auth` 12, `UserImpl.toJSON`); anything else, an expired token or an unverified address
 * reads as "nothing stored" and the app waits for the SDK as before.
 */
import type { IdentityUser } from '../../lib/services';

export type StoredSession = { user: IdentityUser; accessToken: string; expiresAt: number };

/** The SDK's key for the default app's user (`firebase:authUser:<apiKey>:[DEFAULT]`). */
export const storedUserKey = (apiKey: string) => `firebase:authUser:${apiKey}:[DEFAULT]`;

/**
 * A token this close to its end is not used: the SDK would refresh it before sending it, and a call
 * that arrives with it after expiry costs a 401 and a retry.
 */
export const MIN_TOKEN_LIFE_MS = 5 * 60_000;

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

function lastSignIn(value: unknown): string | null {
  const ms = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : Number.NaN;
  return Number.isFinite(ms) && ms > 0 ? new Date(ms).toISOString() : null;
}

/** The stored record as the app's identity user and a usable token, or null (pure; table-tested). */
export function parseStoredSession(record: unknown, now: number): StoredSession | null {
  if (typeof record !== 'object' || record === null) return null;
  const user = record as Record<string, unknown>;
  const tokens = user.stsTokenManager;
  if (typeof tokens !== 'object' || tokens === null) return null;
  const { accessToken, expirationTime } = tokens as Record<string, unknown>;
  const uid = text(user.uid);
  if (!uid || typeof accessToken !== 'string' || accessToken.split('.').length !== 3) return null;
  if (typeof expirationTime !== 'number' || expirationTime - now < MIN_TOKEN_LIFE_MS) return null;
  // An unverified address is the SDK's to settle (it may have been verified since): no shortcut.
  if (user.emailVerified !== true) return null;
  return {
    user: {
      uid,
      email: text(user.email),
      emailVerified: true,
      displayName: text(user.displayName),
      photoURL: text(user.photoURL),
      lastSignInTime: lastSignIn(user.lastLoginAt),
    },
    accessToken,
    expiresAt: expirationTime,
  };
}

declare global {
  interface Window {
    /**
     * The rows of the SDK's IndexedDB store (its first choice, see firebaseSdk.ts), read by public/first-paint.js
     * while the page was parsed; taken once, here.
     */
    simusessionSdkRecords?: Promise<unknown[] | null>;
  }
}

/** The name first-paint.js gives the rows it read (a test keeps the two equal). */
export const SDK_RECORDS_GLOBAL = 'simusessionSdkRecords';

/** The record under `key` among the rows first-paint.js read (`{ fbase_key, value }`), taken once; null without them. */
async function readFirstPaintRows(key: string): Promise<unknown> {
  const rows = typeof window === 'undefined' ? undefined : window.simusessionSdkRecords;
  if (!rows) return null;
  // The token is in there: nobody else takes it from the page.
  delete window.simusessionSdkRecords;
  const row = ((await rows) ?? []).find((candidate): candidate is { value: unknown } =>
    typeof candidate === 'object' && candidate !== null && 'fbase_key' in candidate && candidate.fbase_key === key && 'value' in candidate,
  );
  return row ? row.value : null;
}

function readLocalStorage(key: string): unknown {
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(key);
    return raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
}

/** What the SDK stored for this app, if it is usable now; never throws, never writes. */
export async function readStoredSession(apiKey: string, now: () => number = Date.now): Promise<StoredSession | null> {
  const key = storedUserKey(apiKey);
  // The SDK's second choice (firebaseSdk.ts) where IndexedDB was unavailable to it: a synchronous look first.
  const fromLocalStorage = parseStoredSession(readLocalStorage(key), now());
  if (fromLocalStorage) return fromLocalStorage;
  return parseStoredSession(await readFirstPaintRows(key), now());
}

// One read, started as the page's scripts begin (src/index.tsx) rather than once the app has started.
let early: { apiKey: string; read: Promise<StoredSession | null> } | null = null;

/**
 * Starts reading the stored session before the app's modules are evaluated: the browser reads its
 * storage while the main thread evaluates them, and the answer is there when the app asks.
 */
export function startStoredSessionRead(apiKey: string): Promise<StoredSession | null> {
  early ??= { apiKey, read: readStoredSession(apiKey) };
  return early.read;
}

/** The read started early for this app, handed out once; otherwise a read now. */
export function takeStoredSession(apiKey: string): Promise<StoredSession | null> {
  const started = early;
  early = null;
  return started?.apiKey === apiKey ? started.read : readStoredSession(apiKey);
}
