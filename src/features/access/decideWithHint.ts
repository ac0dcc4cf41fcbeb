/** The guard's answer while the fresh answers are still coming, from the stored hint. Pure. */
import type { AccessHint } from './accessHint';
import { decideAccess, type AccessDecision, type AccessInput } from './decideAccess';

/**
 * `provisional`: draw the page's frame (its title from the route table and a skeleton), not its
 * content. Given only when the fresh inputs would make the guard wait and the hint, where it still
 * agrees with whatever has already arrived fresh, would let the page through. Everything else is the
 * fresh decision: a hint never redirects, never forbids, and never lets content through.
 */
export type GuardView = AccessDecision | { kind: 'provisional' };

export function decideWithHint(input: AccessInput, hint: AccessHint | null): GuardView {
  const fresh = decideAccess(input);
  if (fresh.kind !== 'wait' || hint === null) return fresh;
  const user = input.authStatus === 'signedIn' ? input.user : null;
  // What has arrived fresh wins: the hint must be about this person and this organisation.
  if (user && (user.uid !== hint.uid || user.uid_organisation !== hint.organisationId)) return fresh;
  const guess = decideAccess({
    ...input,
    authStatus: 'signedIn',
    user: user ?? { uid: hint.uid, role: hint.role, uid_organisation: hint.organisationId },
    organisationStatus: hint.organisationActive ? 'active' : 'inactive',
  });
  return guess.kind === 'allow' ? { kind: 'provisional' } : fresh;
}
