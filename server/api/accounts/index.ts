/** Operations on a person's whole account, shared by the routes that invite, sign up, delete and purge. */
export { accountLink, toActionManager, ACTION_MANAGER_PATH, type AccountLinkKind } from './accountLink';
export { eraseAccount, erasureRefusal, ErasureRefusedError, type ErasureInput, type ErasureOutcome } from './eraseAccount';
export { expireUnverifiedSignups, releaseUnverifiedSignups, UNVERIFIED_SIGNUP_DAYS } from './unverifiedSignups';
