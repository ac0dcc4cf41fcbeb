export {
  appStarted,
  signOutRequested,
  identityStateObserved,
  userSignedIn,
  userSignedOut,
  selectAuthStatus,
  selectCurrentUser,
  selectSignOutReason,
  type AuthState,
} from './authSlice';
export { createFirebaseIdentity, type Identity, type IdentityResult } from './identity';
export type { IdentityUser, SignedInUser, SignOutReason } from './types';
export { IdentityProvider, useIdentity } from './IdentityContext';
export { identityErrorMessage } from './identityErrors';
export { emailError, passwordError } from './validation';
