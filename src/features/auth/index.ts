export {
  appStarted,
  browserWentOnline,
  signOutRequested,
  identityStateObserved,
  profileRenamed,
  consentsChanged,
  userSignedIn,
  userSignedOut,
  profileServiceUnreachable,
  selectServiceOutage,
  selectAuthStatus,
  selectCurrentUser,
  selectSignOutReason,
  type AuthState,
  type ServiceOutage,
} from './authSlice';
export { classifyProfileResult, type ProfileCallResult, type ProfileOutcome, type UnreachableService } from './profileOutcome';
export { addAuthListeners } from './authListeners';
export { default as authSlice } from './authSlice';
export { outageMessage, selectOutageMessage } from './outageMessage';
export { createFirebaseIdentity, type Identity, type IdentityResult } from './identity';
export type { IdentityUser, SignedInUser, SignOutReason } from './types';
export { IdentityProvider, useIdentity } from './IdentityContext';
export { OutageSignOut } from './OutageSignOut';
export { identityErrorMessage } from './identityErrors';
export { emailError, newPasswordError, passwordError } from './validation';
export { ActionManager } from './ActionManager';
export { actionLinkFrom, isDeadLink, type ActionLink } from './actionLink';
export { useRenameMeMutation, useSignUpMutation } from './accountApi';
