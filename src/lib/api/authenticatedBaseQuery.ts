/**
 * The base query of every API call: a fresh Firebase ID token per request (docs/product.md §3.1, §7:
 * read from the identity service given as `extra`, never stored), one forced refresh after a 401,
 * and short, bounded retries of transient answers for the endpoints whose callers do not drive
 * their own.
 */
import type { BaseQueryApi, BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { boundedRetryDelayMs, type BoundedRetries } from '../retry';
import type { Identity, Services } from '../services';
import { signOutRequested } from '../session';
import { classifyResult, identityFailure, noSession, type ApiResult, type Call } from './classifyAnswer';

/** Per endpoint (`extraOptions`): how its calls are made and what their failures mean. */
export type ApiCallOptions = {
  /** Which row of the classification the endpoint's answers follow (default `resource`). */
  call?: Call;
  /** Sent without an Authorization header and without asking for a token (the organisation check, docs/product.md §7). */
  anonymous?: boolean;
  /**
   * Who acts on a session the API still refuses after a fresh token. By default the data layer
   * asks for the docs/product.md §4.4 sign-out; the profile call keeps docs/product.md §8's silent sign-out for itself.
   */
  rejectedSession?: 'signOut' | 'caller';
  /**
   * Transient answers retried here, before the caller sees them. The two shell calls have
   * listeners that retry on their own schedule and show the outage meanwhile, so they take none.
   */
  transientRetries?: BoundedRetries | null;
};

/** Default for ordinary endpoints: two more tries within a few seconds, then the page shows the failure. */
export const RESOURCE_RETRIES: BoundedRetries = { maxRetries: 2, maxDelayMs: 5_000 };

/**
 * A 502/504 may come after the server did the work: only a call that may be repeated safely is
 * retried on those. A 429 or 503 is a refusal before any work, so every method may be retried.
 */
const IDEMPOTENT = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);
const REFUSED_BEFORE_WORK = new Set([429, 503]);

type RawBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta>;
export type AuthenticatedBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, ApiCallOptions, FetchBaseQueryMeta>;

// Several calls refused with 401 at once share one forced refresh (one per identity service).
const refreshes = new WeakMap<Identity, Promise<string | null>>();
function sharedRefresh(identity: Identity): Promise<string | null> {
  let refresh = refreshes.get(identity);
  if (!refresh) {
    refresh = identity.getIdToken(true).finally(() => refreshes.delete(identity));
    refreshes.set(identity, refresh);
  }
  return refresh;
}

/**
 * True while the identity provider has named someone whom the profile call has not confirmed yet (the
 * auth slice still `loading`): a page's query sent early, alongside the profile call (a signed-in
 * reload's prefetch, src/app/firstQueries.ts), leaves the outcome of a refused session to that call
 * (docs/product.md §8's silent sign-out), rather than racing it with the docs/product.md §4 one. Read loosely: this layer
 * sits below the features and only knows the state's shape.
 */
function awaitingProfile(state: unknown): boolean {
  if (typeof state !== 'object' || state === null || !('auth' in state)) return false;
  const { auth } = state;
  return typeof auth === 'object' && auth !== null && 'status' in auth && auth.status === 'loading';
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : 'unknown';
}

/** The token, or the failure the caller classifies (no user at the provider, or the provider's error code). */
async function tokenFrom(read: () => Promise<string | null>): Promise<{ token: string } | { error: FetchBaseQueryError }> {
  try {
    const token = await read();
    return token ? { token } : { error: noSession() };
  } catch (error) {
    return { error: identityFailure(errorCode(error)) };
  }
}

function withBearer(args: string | FetchArgs, token: string): FetchArgs {
  const request = typeof args === 'string' ? { url: args } : args;
  const { headers } = request;
  const given = headers instanceof Headers || Array.isArray(headers) ? Object.fromEntries(headers) : headers;
  return { ...request, headers: { ...given, Authorization: `Bearer ${token}` } };
}

const methodOf = (args: string | FetchArgs) => (typeof args === 'string' ? 'GET' : (args.method ?? 'GET').toUpperCase());

/** How long to wait before trying `args` again after `result`, or null to hand the result over. */
function transientWait(call: Call, args: string | FetchArgs, result: ApiResult, policy: BoundedRetries, retry: number): number | null {
  const outcome = classifyResult(call, result);
  if (outcome.kind !== 'transient') return null;
  const status = result.meta?.response?.status;
  const safe = IDEMPOTENT.has(methodOf(args)) || (status !== undefined && REFUSED_BEFORE_WORK.has(status));
  return safe ? boundedRetryDelayMs(policy, retry, outcome.retryAfterMs) : null;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export function authenticatedBaseQuery(raw: RawBaseQuery): AuthenticatedBaseQuery {
  /** One call with a token (or none for the anonymous check), refreshed once after a 401. */
  async function once(args: string | FetchArgs, api: BaseQueryApi, options: ApiCallOptions): Promise<ApiResult> {
    if (options.anonymous) return raw(args, api, {});
    const { identity } = api.extra as Services;
    const first = await tokenFrom(() => identity.getIdToken());
    if ('error' in first) return first;
    const result = await raw(withBearer(args, first.token), api, {});
    if (result.error?.status !== 401) return result;

    // An expired or revoked token: one retry with a forced refresh, then the session is over.
    const refreshed = await tokenFrom(() => sharedRefresh(identity));
    if ('error' in refreshed) return refreshed;
    const retried = await raw(withBearer(args, refreshed.token), api, {});
    if (retried.error?.status === 401 && options.rejectedSession !== 'caller' && !awaitingProfile(api.getState())) api.dispatch(signOutRequested());
    return retried;
  }

  return async (args, api, options = {}) => {
    const call = options.call ?? 'resource';
    const policy = options.transientRetries === undefined ? RESOURCE_RETRIES : options.transientRetries;
    for (let retry = 0; ; retry += 1) {
      const result = await once(args, api, options);
      const delay = policy && !api.signal.aborted ? transientWait(call, args, result, policy, retry) : null;
      if (delay === null) return result as Awaited<ReturnType<AuthenticatedBaseQuery>>;
      await wait(delay, api.signal);
    }
  };
}
