/**
 * What the guard shows for the current state and location: RequireAccess draws it, and the app's start
 * (src/app/start.tsx) waits on it before its first render when the HTML's frame is already on screen.
 */
import { selectAuthStatus, selectCurrentUser, selectOutageMessage, type AuthState } from '../auth';
import { selectOrganisationStatus, type OrganisationState } from '../organisation';
import { selectAccessHint, type AccessHintState } from './accessHintSlice';
import { decideWithHint, type GuardView } from './decideWithHint';

export type GuardViewState = { auth: AuthState; organisation: OrganisationState; accessHint: AccessHintState };

export function selectGuardView(state: GuardViewState, pathname: string, search: string): GuardView {
  const input = {
    authStatus: selectAuthStatus(state),
    user: selectCurrentUser(state),
    organisationStatus: selectOrganisationStatus(state),
    pathname,
    search,
  };
  // While a service does not answer, the overlay says so (docs/product.md §19.6): no frame hides that message.
  return decideWithHint(input, selectOutageMessage(state) ? null : selectAccessHint(state));
}
