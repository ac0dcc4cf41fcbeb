/**
 * Pure: what one profile call came to. Issue 6 tells "the service could not be reached" (the user
 * stays signed in, waiting, and the call is tried again) from "the service answered no" (spec §8:
 * silent sign-out).
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { parseProfileResponse } from './profile';
import type { Profile } from './types';

/** The API (or the web server in front of it), or the identity provider refreshing the token. */
export type UnreachableService = 'api' | 'identity';

export type ProfileOutcome =
  | { kind: 'profile'; profile: Profile }
  | { kind: 'empty' }
  | { kind: 'unreachable'; service: UnreachableService };

/** How the call ended: the identity provider failed to give a token, or the HTTP call's RTK Query result. */
export type ProfileCallResult =
  | { identityError: string }
  | { error: FetchBaseQueryError }
  | { data: unknown };

/** Gateway statuses: a proxy with no API behind it (502, 504), or the API saying Firebase or its database is away (503). */
const UNREACHABLE_STATUSES = new Set([502, 503, 504]);

/** The identity provider's "no answer"; any other refusal (disabled account, revoked session…) means signed out. */
const IDENTITY_NETWORK_ERROR = 'auth/network-request-failed';

const unreachable = (service: UnreachableService): ProfileOutcome => ({ kind: 'unreachable', service });
const EMPTY: ProfileOutcome = { kind: 'empty' };

export function classifyProfileResult(result: ProfileCallResult): ProfileOutcome {
  if ('identityError' in result) return result.identityError === IDENTITY_NETWORK_ERROR ? unreachable('identity') : EMPTY;
  if ('error' in result) {
    const { error } = result;
    switch (error.status) {
      case 'FETCH_ERROR':
      case 'TIMEOUT_ERROR':
        return unreachable('api');
      case 'PARSING_ERROR':
        // A gateway's HTML error page is still a gateway error; a 200 that is not JSON is an answer.
        return UNREACHABLE_STATUSES.has(error.originalStatus) ? unreachable('api') : EMPTY;
      case 'CUSTOM_ERROR':
        return EMPTY;
      default:
        return UNREACHABLE_STATUSES.has(error.status) ? unreachable('api') : EMPTY;
    }
  }
  const profile = parseProfileResponse(result.data);
  return profile ? { kind: 'profile', profile } : EMPTY;
}
