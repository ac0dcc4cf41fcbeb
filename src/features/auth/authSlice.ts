import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { IdentityUser, SignedInUser, SignOutReason } from './types';

export type AuthState =
  | { status: 'loading'; user: null; signOutReason: SignOutReason | null }
  | { status: 'signedOut'; user: null; signOutReason: SignOutReason | null }
  | { status: 'signedIn'; user: SignedInUser; signOutReason: null };

const initialState = { status: 'loading', user: null, signOutReason: null } as AuthState;

/** Dispatched once by the entry point; the auth listener then observes the provider. */
export const appStarted = createAction('app/started');
/** The user asked to sign out (the menu's "Déconnexion"). */
export const signOutRequested = createAction('auth/signOutRequested');

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
      return { status: 'loading', user: null, signOutReason: null };
    },
    userSignedIn(_state, action: PayloadAction<SignedInUser>): AuthState {
      return { status: 'signedIn', user: action.payload, signOutReason: null };
    },
    userSignedOut(_state, action: PayloadAction<{ reason: SignOutReason }>): AuthState {
      return { status: 'signedOut', user: null, signOutReason: action.payload.reason };
    },
  },
  selectors: {
    selectAuthStatus: (state) => state.status,
    selectCurrentUser: (state) => state.user,
    selectSignOutReason: (state) => state.signOutReason,
  },
});

export const { identityStateObserved, userSignedIn, userSignedOut } = authSlice.actions;
export const { selectAuthStatus, selectCurrentUser, selectSignOutReason } = authSlice.selectors;
export default authSlice;
