/**
 * Pure: what one profile call came to. Tells "the service could not answer
 * now" (the user stays signed in, waiting, and the call is tried again) from "the service answered
 * no" (docs/product.md §8: silent sign-out). The status table itself is the data layer's (`classifyAnswer`).
 */
import { classifyResult, type ApiResult, type UnreachableService } from '../../lib/api';
import { parseProfileResponse } from './profile';
import type { Profile } from './types';

export type { UnreachableService };

export type ProfileOutcome =
  | { kind: 'profile'; profile: Profile }
  | { kind: 'empty' }
  /** `retryAfterMs`: what the server asked for (`Retry-After`), null when it did not say. */
  | { kind: 'unreachable'; service: UnreachableService; retryAfterMs: number | null };

/** How the call ended: the authenticated base query's result (its own failures included). */
export type ProfileCallResult = ApiResult;

const EMPTY: ProfileOutcome = { kind: 'empty' };

export function classifyProfileResult(result: ProfileCallResult): ProfileOutcome {
  const outcome = classifyResult('profile', result);
  switch (outcome.kind) {
    case 'ok': {
      const profile = parseProfileResponse(result.data);
      return profile ? { kind: 'profile', profile } : EMPTY;
    }
    case 'transient':
      return { kind: 'unreachable', service: outcome.service, retryAfterMs: outcome.retryAfterMs };
    default:
      // Refused, unauthenticated or a server error: docs/product.md §8, the answer holds no profile.
      return EMPTY;
  }
}
