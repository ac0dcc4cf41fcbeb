/**
 * Who is calling: the `Authorization: Bearer <Firebase ID token>` header, checked.
 *
 * Why not `verifyIdToken(token, true)` on every request: the `true` makes firebase-admin ask the
 * identity provider for the account (a network round trip) on every call, which dominated the API's
 * cost. Instead:
 * - a token is verified once (`verifyIdToken(token, false)`: signature and claims, locally; the
 *   signing keys are fetched and cached by firebase-admin) and remembered until it expires, in a
 *   bounded cache: a token string cannot change, and what could make it invalid before its expiry —
 *   a revocation, a deactivation, a deletion — is the account's state, checked below;
 * - the account's state comes from the provider, remembered for `ACCOUNT_STATE_TTL_MS` (one second,
 *   the resolution of Firebase's revocation time itself): a revoked, deactivated or deleted account is
 *   refused everywhere within a second, at the cost of about one look-up a second per active account
 *   instead of one per request — and those look-ups are asked together, up to 100 accounts a call;
 * - an account in use is looked up again shortly before its state expires, in the background, so that
 *   its requests never wait for the provider (with many people signed in, a fifth of the users list's
 *   requests had waited for that round trip: its p99 was twice the floor's, docs/performance-journal.md). A state
 *   is still never used past its lifetime: if the early look-up fails, the next request waits as before.
 */
import type { Auth, DecodedIdToken, UserRecord } from 'firebase-admin/auth';
import { isFirebaseUnreachable, ServiceUnavailableError } from './availability';
import { messages } from './messages';

export type TokenVerifier = Pick<Auth, 'verifyIdToken' | 'getUsers'>;

export type Authentication = { ok: true; token: DecodedIdToken } | { ok: false; message: string };

const BEARER = /^Bearer ([A-Za-z0-9_.~+/=-]+)$/i;

/** firebase-admin error codes that mean "this caller is not authenticated", with what to tell them. */
const REJECTIONS: Readonly<Record<string, string>> = {
  'auth/argument-error': messages.tokenInvalid,
  'auth/invalid-id-token': messages.tokenInvalid,
  'auth/user-not-found': messages.tokenInvalid,
  'auth/id-token-expired': messages.tokenExpired,
  'auth/id-token-revoked': messages.tokenRevoked,
  'auth/user-disabled': messages.accountDisabled,
};

function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

/** What the revocation check needs of an account; `null`: the account no longer exists. */
export type AccountState = { disabled: boolean; validSinceMs: number | null } | null;

export const ACCOUNT_STATE_TTL_MS = 1_000;
/** How long before its expiry a state still in use is looked up again, without anyone waiting for it. */
export const ACCOUNT_STATE_REFRESH_AHEAD_MS = 250;
/**
 * How long those early look-ups are gathered before they are sent: nobody waits for them, so they can be
 * asked together (an account's state then expires with the others of its call, and they come due together
 * the next time) instead of one account a call as requests trickle in.
 */
export const ACCOUNT_STATE_REFRESH_BATCH_MS = 100;

function validSince(user: UserRecord): number | null {
  const ms = user.tokensValidAfterTime ? Date.parse(user.tokensValidAfterTime) : Number.NaN;
  return Number.isNaN(ms) ? null : ms;
}
export const ACCOUNT_STATE_MAX_ENTRIES = 10_000;

/** firebase-admin's own bound on one `getUsers` call. */
export const ACCOUNT_LOOKUP_BATCH = 100;

type Waiting = { resolve: (state: AccountState) => void; reject: (error: unknown) => void };

export type AccountStateCacheOptions = {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
  refreshAheadMs?: number;
  refreshBatchMs?: number;
};

/**
 * Account states remembered for a short while, bounded in size. The accounts to look up are asked for
 * together: those a request waits for are sent at the event loop's next turn (`setImmediate`), the early
 * look-ups of accounts in use after `refreshBatchMs`, each call of up to 100 accounts (`getUsers`)
 * instead of one `getUser` each — with many people signed in, the one-a-second look-up per active account
 * was the API's largest cost after the database (docs/performance-journal.md). Concurrent look-ups of one account
 * share one request; failures are never remembered: the next request asks again.
 */
export class AccountStateCache {
  private readonly entries = new Map<string, { state: AccountState; expiresAt: number }>();
  private readonly pending = new Map<string, Promise<AccountState>>();
  private readonly queued = new Map<string, Waiting>();
  private immediate: NodeJS.Immediate | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly refreshAheadMs: number;
  private readonly refreshBatchMs: number;

  constructor(
    private readonly verifier: Pick<TokenVerifier, 'getUsers'>,
    options: AccountStateCacheOptions = {},
  ) {
    this.ttlMs = options.ttlMs ?? ACCOUNT_STATE_TTL_MS;
    this.maxEntries = options.maxEntries ?? ACCOUNT_STATE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
    this.refreshAheadMs = options.refreshAheadMs ?? ACCOUNT_STATE_REFRESH_AHEAD_MS;
    this.refreshBatchMs = options.refreshBatchMs ?? ACCOUNT_STATE_REFRESH_BATCH_MS;
  }

  async get(uid: string): Promise<AccountState> {
    const known = this.known(uid);
    return known === undefined ? this.lookUp(uid, 'now') : known;
  }

  /** The account's state if it is remembered and fresh, without waiting; `undefined` if it must be asked for. */
  known(uid: string): AccountState | undefined {
    const cached = this.entries.get(uid);
    const now = this.now();
    if (cached === undefined || cached.expiresAt <= now) return undefined;
    if (cached.expiresAt - now <= this.refreshAheadMs && !this.pending.has(uid)) {
      // Nobody awaits it; a failure is not remembered, so the state simply expires and the next request asks.
      this.lookUp(uid, 'ahead').catch(() => undefined);
    }
    return cached.state;
  }

  /** The account's state from the provider, asked with the others gathered until the call leaves. */
  private lookUp(uid: string, when: 'now' | 'ahead'): Promise<AccountState> {
    const inFlight = this.pending.get(uid);
    if (inFlight) {
      // A request now waits for an early look-up still gathering: it leaves at once, with the others.
      if (when === 'now' && this.queued.has(uid)) this.scheduleFlush('now');
      return inFlight;
    }
    const lookUp = new Promise<AccountState>((resolve, reject) => {
      this.queued.set(uid, { resolve, reject });
    }).finally(() => this.pending.delete(uid));
    this.pending.set(uid, lookUp);
    this.scheduleFlush(when);
    return lookUp;
  }

  private scheduleFlush(when: 'now' | 'ahead'): void {
    if (when === 'now') {
      this.immediate ??= setImmediate(() => this.flush());
    } else if (this.immediate === null && this.timer === null) {
      this.timer = setTimeout(() => this.flush(), this.refreshBatchMs);
      // Never what keeps the process alive.
      this.timer.unref();
    }
  }

  private flush(): void {
    if (this.immediate !== null) clearImmediate(this.immediate);
    if (this.timer !== null) clearTimeout(this.timer);
    this.immediate = null;
    this.timer = null;
    const waiting = [...this.queued];
    this.queued.clear();
    for (let start = 0; start < waiting.length; start += ACCOUNT_LOOKUP_BATCH) {
      void this.ask(new Map(waiting.slice(start, start + ACCOUNT_LOOKUP_BATCH)));
    }
  }

  private async ask(batch: Map<string, Waiting>): Promise<void> {
    let users: UserRecord[];
    try {
      ({ users } = await this.verifier.getUsers([...batch.keys()].map((uid) => ({ uid }))));
    } catch (error) {
      for (const waiting of batch.values()) waiting.reject(error);
      return;
    }
    const found = new Map(users.map((user) => [user.uid, user]));
    for (const [uid, waiting] of batch) {
      const user = found.get(uid);
      // Not among the answers: the account no longer exists (getUsers lists it under `notFound`).
      const state: AccountState = user ? { disabled: user.disabled, validSinceMs: validSince(user) } : null;
      this.remember(uid, state);
      waiting.resolve(state);
    }
  }

  private remember(uid: string, state: AccountState): void {
    remember(this.entries, this.maxEntries, uid, { state, expiresAt: this.now() + this.ttlMs });
  }
}

/** Sets `key`, forgetting the oldest entry when full (a Map iterates in insertion order). */
function remember<Value>(entries: Map<string, Value>, maxEntries: number, key: string, value: Value): void {
  entries.delete(key);
  if (entries.size >= maxEntries) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
  entries.set(key, value);
}

export const VERIFIED_TOKENS_MAX_ENTRIES = 5_000;

/** Tokens already verified, until they expire (their `exp`); bounded in size. */
export class VerifiedTokens {
  private readonly entries = new Map<string, DecodedIdToken>();

  constructor(
    private readonly maxEntries = VERIFIED_TOKENS_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get(token: string): DecodedIdToken | undefined {
    const decoded = this.entries.get(token);
    if (decoded === undefined) return undefined;
    if (decoded.exp * 1000 > this.now()) return decoded;
    this.entries.delete(token);
    return undefined;
  }

  add(token: string, decoded: DecodedIdToken): void {
    remember(this.entries, this.maxEntries, token, decoded);
  }
}

/** Refused by the account's state, or accepted (`null`). */
export function accountRefusal(token: Pick<DecodedIdToken, 'auth_time'>, state: AccountState): string | null {
  if (state === null) return messages.tokenInvalid;
  if (state.disabled) return messages.accountDisabled;
  // firebase-admin's own rule: a session that began before the revocation is refused.
  if (state.validSinceMs !== null && token.auth_time * 1000 < state.validSinceMs) return messages.tokenRevoked;
  return null;
}

export type Credentials = { kind: 'missing' | 'malformed' } | { kind: 'bearer'; token: string };

export function readCredentials(header: string | undefined): Credentials {
  if (!header) return { kind: 'missing' };
  const token = BEARER.exec(header)?.[1];
  return token ? { kind: 'bearer', token } : { kind: 'malformed' };
}

/**
 * The answer without waiting when the token was verified before and its account's state is fresh (almost every
 * request of a signed-in person); `undefined` when `authenticate` must ask. Nothing to wait for, so no promise.
 */
export function authenticatedAtOnce(token: string, caches: { accounts: AccountStateCache; tokens: VerifiedTokens }): Authentication | undefined {
  const decoded = caches.tokens.get(token);
  const state = decoded === undefined ? undefined : caches.accounts.known(decoded.uid);
  if (decoded === undefined || state === undefined) return undefined;
  const refusal = accountRefusal(decoded, state);
  return refusal === null ? { ok: true, token: decoded } : { ok: false, message: refusal };
}

/**
 * Checks a Bearer token and the account behind it. The identity provider unreachable (signing keys
 * or the account look-up) throws a `ServiceUnavailableError` (503); any other failure is thrown as is
 * (500): it is the server's fault, not the caller's.
 */
export async function authenticate(
  token: string,
  verifier: TokenVerifier,
  caches: { accounts: AccountStateCache; tokens: VerifiedTokens },
): Promise<Authentication> {
  try {
    let decoded = caches.tokens.get(token);
    if (decoded === undefined) {
      decoded = await verifier.verifyIdToken(token, false);
      caches.tokens.add(token, decoded);
    }
    const refusal = accountRefusal(decoded, await caches.accounts.get(decoded.uid));
    return refusal === null ? { ok: true, token: decoded } : { ok: false, message: refusal };
  } catch (error) {
    // Checked first: a failed key download reaches us as `auth/argument-error` with the fetch error's text.
    if (isFirebaseUnreachable(error)) throw new ServiceUnavailableError('identity', error);
    const message = REJECTIONS[errorCode(error) ?? ''];
    if (message !== undefined) return { ok: false, message };
    throw error;
  }
}

export const credentialsMessage = (kind: 'missing' | 'malformed'): string =>
  kind === 'missing' ? messages.authorizationMissing : messages.authorizationMalformed;
