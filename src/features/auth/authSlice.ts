import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signOutRequested } from '../../lib/session';
import type { UnreachableService } from './profileOutcome';
import type { IdentityUser, SignedInUser, SignOutReason } from './types';

/** The profile could not be fetched because a service did not answer; another try follows. */
export type ServiceOutage = { service: UnreachableService; retryInSeconds: number };

export type AuthState =
  // `outage`: still loading because a service could not be reached (the guard's overlay says so).
  | { status: 'loading'; user: null; signOutReason: SignOutReason | null; outage: ServiceOutage | null }
  | { status: 'signedOut'; user: null; signOutReason: SignOutReason | null }
  | { status: 'signedIn'; user: SignedInUser; signOutReason: null };

const initialState = { status: 'loading', user: null, signOutReason: null, outage: null } as AuthState;

/** Dispatched once by the entry point; the auth listener then observes the provider. */
export const appStarted = createAction('app/started');
/** The user asked to sign out (the menu's "Déconnexion"), or the API refused the session (the data layer). */
export { signOutRequested };
/** The browser reported that the network is back (its `online` event): a pending retry need not wait. */
export const browserWentOnline = createAction('app/browserWentOnline');

const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    /** The identity provider reported its current user (null: nobody). */
    identityStateObserved(state, action: PayloadAction<IdentityUser | null>): AuthState {
      const identity = action.payload;
      if (!identity) {
        // A signed-in user losing the provider's session is handled by the listener (`userSignedOut`).
        return state.status === 'loading' ? { status: 'signedOut', user: null, signOutReason: null } : state;
      }
      if (state.status === 'signedIn' && state.user.uid === identity.uid) return state;
      // A provider user is not signed in until the e-mail and profile checks pass.
      return { status: 'loading', user: null, signOutReason: null, outage: null };
    },
    /** The profile call could not reach a service: the user stays "loading" (not signed out) until a retry answers. */
    profileServiceUnreachable(state, action: PayloadAction<ServiceOutage>): AuthState {
      return state.status === 'loading' ? { ...state, outage: action.payload } : state;
    },
    userSignedIn(_state, action: PayloadAction<SignedInUser>): AuthState {
      return { status: 'signedIn', user: action.payload, signOutReason: null };
    },
    /** The person changed their own names (`PATCH /api/me`): the menus and the avatar follow at once. */
    profileRenamed(state, action: PayloadAction<{ firstname: string; name: string }>): AuthState {
      return state.status === 'signedIn' ? { ...state, user: { ...state.user, ...action.payload } } : state;
    },
    /**
     * The person gave or withdrew a consent (`POST /api/consents`, `DELETE /api/consents/:id`): the
     * profile's flags, as the server recomputed them, follow at once (the charter concerns teachers only, docs/product.md §3).
     */
    consentsChanged(state, action: PayloadAction<{ record_auth: boolean; charter_compliance: boolean | null }>): AuthState {
      if (state.status !== 'signedIn') return state;
      const { record_auth, charter_compliance } = action.payload;
      return { ...state, user: { ...state.user, record_auth, charter_compliance: state.user.role === 'enseignant' ? charter_compliance : null } };
    },
    userSignedOut(_state, action: PayloadAction<{ reason: SignOutReason }>): AuthState {
      return { status: 'signedOut', user: null, signOutReason: action.payload.reason };
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectSignOutReason: (state) => state.signOutReason,
    selectServiceOutage: (state) => (state.status === 'loading' ? state.outage : null),
  },
});

export const { consentsChanged, identityStateObserved, profileRenamed, profileServiceUnreachable, userSignedIn, userSignedOut } = authSlice.actions;
export const { selectAuthStatus, selectCurrentUser, selectServiceOutage, selectSignOutReason } = authSlice.selectors;
export default authSlice;
