/**
 * Pure: what an answer from the API (or from the identity provider giving the token) means, for
 * each kind of call. One table for the two shell calls (docs/product.md §7) and every endpoint to come
 * ("transient is not a no", docs/product.md §19.6), so that retry decisions read an outcome, never a message.
 */
import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';

/**
 * `profile` and `organisationCheck` are the two calls of docs/product.md §7, whose failures have outcomes
 * fixed by docs/product.md §8; `resource` is every other endpoint (docs/product.md §12).
 */
export type Call = 'profile' | 'organisationCheck' | 'resource';

/** How a call ended, whatever the transport said. */
export type Answer =
  /** The server answered; `json` is false when the body could not be read as JSON. */
  | { kind: 'http'; status: number; json: boolean; retryAfterMs: number | null }
  /** Nobody answered: the fetch failed (network, process gone) or timed out. */
  | { kind: 'network' }
  /** The identity provider failed to give a token, with its error code. */
  | { kind: 'identity'; code: string }
  /** Nobody is signed in at the provider: there is no token to send. */
  | { kind: 'noSession' };

export type UnreachableService = 'api' | 'identity';

export type Outcome =
  /** A successful answer: the caller parses its body. */
  | { kind: 'ok' }
  /** The API answered no (4xx): its body says why. */
  | { kind: 'refused' }
  /** No valid session: no token, a token the provider refused to refresh, or the API refusing it. */
  | { kind: 'unauthenticated' }
  /** Nobody could answer now (rate limit, gateway, network): try again later, the user stays signed in. */
  | { kind: 'transient'; service: UnreachableService; retryAfterMs: number | null }
  /** The server or the network failed: the error outcome of docs/product.md §8 ("Erreur réseau ou serveur."). */
  | { kind: 'error' };

export type OutcomeKind = Outcome['kind'];

/** The identity provider's "no answer"; any other refusal (disabled account, revoked session…) is an answer. */
export const IDENTITY_NETWORK_ERROR = 'auth/network-request-failed';

/**
 * Which statuses say "not now" rather than "no", per call. A 429 is transient for all of them
 * (docs/product.md §19.6). The organisation check keeps docs/product.md §8's outcome for a 5xx (the error message at
 * once; its listener tries again on the schedule), and a failed fetch is its error outcome too.
 */
const TRANSIENT_STATUSES: Record<Call, ReadonlySet<number>> = {
  profile: new Set([429, 502, 503, 504]),
  organisationCheck: new Set([429]),
  resource: new Set([429, 502, 503, 504]),
};

const OK: Outcome = { kind: 'ok' };
const REFUSED: Outcome = { kind: 'refused' };
const UNAUTHENTICATED: Outcome = { kind: 'unauthenticated' };
const ERROR: Outcome = { kind: 'error' };
const transient = (service: UnreachableService, retryAfterMs: number | null = null): Outcome => ({
  kind: 'transient',
  service,
  retryAfterMs,
});

export function classifyAnswer(call: Call, answer: Answer): Outcome {
  switch (answer.kind) {
    case 'network':
      return call === 'organisationCheck' ? ERROR : transient('api');
    case 'identity':
      return answer.code === IDENTITY_NETWORK_ERROR ? transient('identity') : UNAUTHENTICATED;
    case 'noSession':
      return UNAUTHENTICATED;
    case 'http': {
      const { status, json, retryAfterMs } = answer;
      // Whatever the body: a gateway's HTML page with 502 is still a gateway error.
      if (TRANSIENT_STATUSES[call].has(status)) return transient('api', retryAfterMs);
      if (status >= 500) return ERROR;
      // An answer that cannot be read is no answer (docs/product.md §7.1: "a body that is not JSON").
      if (!json) return ERROR;
      if (status >= 200 && status < 300) return OK;
      // The organisation check is sent without a token: its 401 is the API's own refusal.
      if (status === 401 && call !== 'organisationCheck') return UNAUTHENTICATED;
      return REFUSED;
    }
  }
}

/** `Retry-After` in milliseconds: delta-seconds, or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP date always ends in GMT; anything else (V8 reads "1.5" or "-1" as dates) is unreadable.
  if (!/ GMT$/.test(text)) return null;
  const date = Date.parse(text);
  return Number.isNaN(date) ? null : Math.max(date - now, 0);
}

/** The authenticated base query's own failures, carried as RTK Query's `CUSTOM_ERROR`. */
export const IDENTITY_FAILURE = 'identityFailure';
export const NO_SESSION = 'noSession';

export const identityFailure = (code: string): FetchBaseQueryError => ({
  status: 'CUSTOM_ERROR',
  error: IDENTITY_FAILURE,
  data: { code },
});
export const noSession = (): FetchBaseQueryError => ({ status: 'CUSTOM_ERROR', error: NO_SESSION });

/** What an RTK Query result of the API says, as an `Answer`. */
export type ApiResult = { data?: unknown; error?: FetchBaseQueryError; meta?: FetchBaseQueryMeta };

const codeOf = (data: unknown): string =>
  typeof data === 'object' && data !== null && 'code' in data && typeof data.code === 'string' ? data.code : 'unknown';

export function answerOf(result: ApiResult): Answer {
  const retryAfterMs = parseRetryAfter(result.meta?.response?.headers.get('Retry-After'));
  const { error } = result;
  if (!error) return { kind: 'http', status: result.meta?.response?.status ?? 200, json: true, retryAfterMs };
  switch (error.status) {
    case 'FETCH_ERROR':
    case 'TIMEOUT_ERROR':
      return { kind: 'network' };
    case 'PARSING_ERROR':
      return { kind: 'http', status: error.originalStatus, json: false, retryAfterMs };
    case 'CUSTOM_ERROR':
      if (error.error === NO_SESSION) return { kind: 'noSession' };
      if (error.error === IDENTITY_FAILURE) return { kind: 'identity', code: codeOf(error.data) };
      // A transform that threw: the answer could not be read.
      return { kind: 'http', status: result.meta?.response?.status ?? 200, json: false, retryAfterMs };
    default:
      return { kind: 'http', status: error.status, json: true, retryAfterMs };
  }
}

/** The outcome of an RTK Query result for `call`. */
export const classifyResult = (call: Call, result: ApiResult): Outcome => classifyAnswer(call, answerOf(result));

/**
 * The French message an API refusal carries (`{ success: false, message }`), for showing to the user;
 * `fallback` when the answer has none (a network failure, an unexpected body). Never used to decide anything.
 */
export function refusalMessage(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'data' in error) {
    const data = (error as { data?: unknown }).data;
    if (typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string' && data.message) return data.message;
  }
  return fallback;
}
