/**
 * The access guard of docs/product.md §4.3, in its order, as one pure function. Who may open a
 * protected page, and what an inactive organisation still lets through, are the policy's rules
 * (contract/policy.ts `decidePage`): the guard reads them through the action each route serves.
 */
import { actorOf, decidePage, opensEveryPage } from '../../../contract/policy';
import { actionOf, inactiveOrganisationHome, isPublicPath, normalisePath, PATHS, ROLE_HOME, routeForPath } from '../../config/routes';
import type { SignedInUser } from '../auth';
import type { OrganisationState } from '../organisation';
import { loginPathFor, safeRedirectPath } from './redirectTarget';

export type AccessInput = {
  authStatus: 'loading' | 'signedOut' | 'signedIn';
  /** Only what the guard reads of the signed-in user. */
  user: Pick<SignedInUser, 'uid' | 'role' | 'uid_organisation'> | null;
  organisationStatus: OrganisationState['status'];
  pathname: string;
  /** The query string, `?…` or empty. */
  search?: string;
};

export type AccessDecision =
  | { kind: 'wait' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Signed in, but the page is for other roles: "Accès non autorisé", with the way back. */
  | { kind: 'forbidden'; home: string }
  /** The organisation check had no answer (API or network failing): the service is unreachable, nothing more is said. */
  | { kind: 'unreachable' };

const WAIT: AccessDecision = { kind: 'wait' };
const ALLOW: AccessDecision = { kind: 'allow' };
const UNREACHABLE: AccessDecision = { kind: 'unreachable' };
const redirect = (to: string): AccessDecision => ({ kind: 'redirect', to });

export function decideAccess({ authStatus, user, organisationStatus, pathname, search = '' }: AccessInput): AccessDecision {
  const path = normalisePath(pathname);
  const signedInUser = authStatus === 'signedIn' ? user : null;

  // 1. Public pages; a signed-in visitor of the sign-in pages moves on.
  if (isPublicPath(path)) {
    if (signedInUser && (path === PATHS.login || path === PATHS.signup)) {
      const requested = safeRedirectPath(new URLSearchParams(search).get('redirectTo'));
      return redirect(requested ?? ROLE_HOME[signedInUser.role]);
    }
    return ALLOW;
  }
  const route = routeForPath(path);
  // 2. Authentication still loading: wait (a sign-in alias also waits for it).
  if (authStatus === 'loading') return WAIT;
  if (route?.access.kind === 'signInAlias') {
    return redirect(signedInUser ? ROLE_HOME[signedInUser.role] : PATHS.login);
  }
  // 3. Nobody signed in: to the sign-in page, keeping the requested path.
  if (!signedInUser) return redirect(loginPathFor(`${pathname}${search}`));
  // 4. The operator passes everywhere (the policy's `opensEveryPage`), with no organisation to wait for.
  if (opensEveryPage(signedInUser.role)) return ALLOW;
  // 5. The account page, whatever the organisation's state (`/expired` is public: step 1 let it through).
  if (route?.access.kind === 'signedIn') return ALLOW;
  // 6. Only a user with an organisation has one to check (free accounts have none).
  if (signedInUser.uid_organisation && organisationStatus === 'unknown') return WAIT;
  // A failed check is not the organisation's state: neither the renewal page nor the page asked for.
  if (signedInUser.uid_organisation && organisationStatus === 'unreachable') return UNREACHABLE;
  // 7. and 8. The policy's answer for what the page serves, the organisation's state first.
  const actor = actorOf(
    { ...signedInUser, uid_organisation: signedInUser.uid_organisation || null },
    organisationStatus !== 'inactive',
  );
  const decision = decidePage(actor, route ? actionOf(route) : undefined);
  if (!decision.allowed) {
    return decision.reason === 'inactiveOrganisation'
      ? redirect(inactiveOrganisationHome(actor))
      : { kind: 'forbidden', home: ROLE_HOME[signedInUser.role] };
  }
  // 9. Unknown paths are allowed through to the router's "Page introuvable".
  return ALLOW;
}
