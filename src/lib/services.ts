/**
 * What the store's side effects need from the outside world. The app wires the concrete services
 * (`src/app/start.tsx`); RTK Query reads them as `extra`, listeners as `listenerApi.extra`; tests
 * replace each one. This module sits below the features so that every layer can name them.
 */
import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';

/** What the app keeps of the identity provider's user: plain data, never the SDK object. */
export type IdentityUser = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  /** ISO 8601, or null when the provider does not say. */
  lastSignInTime: string | null;
};

export type IdentityResult<T> = { value: T; error: null } | { value: null; error: string };

/**
 * The identity provider behind one small interface (docs/product.md §7: sign in, create account, send
 * password reset, sign out, observe). Failures give `value: null`, as docs/product.md §7 says, plus the
 * provider's error code so that forms can say something useful.
 */
/** What an e-mailed action code is for, as the provider reads it (`checkActionCode`). */
export type ActionCodeInfo = { operation: string; email: string | null; previousEmail: string | null };

/** The provider's e-mailed links (`/actionmanager`): inspect a code, set a new password, apply a verification. */
export interface AccountActions {
  inspect(code: string): Promise<IdentityResult<ActionCodeInfo>>;
  resetPassword(code: string, newPassword: string): Promise<IdentityResult<true>>;
  apply(code: string): Promise<IdentityResult<true>>;
}

export interface Identity {
  observe(listener: (user: IdentityUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<IdentityResult<IdentityUser>>;
  createAccount(email: string, password: string): Promise<IdentityResult<IdentityUser>>;
  sendPasswordReset(email: string): Promise<IdentityResult<true>>;
  signOut(): Promise<void>;
  /** A fresh ID token for the current user; never stored by the app. Rejects with the provider's error. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
  accountActions: AccountActions;
  /** The signed-in person's new password, once the current one is checked again (the provider asks for a recent sign-in). */
  changePassword(currentPassword: string, newPassword: string): Promise<IdentityResult<true>>;
  /** The verification e-mail, sent again to the signed-in person's address. */
  sendEmailVerification(): Promise<IdentityResult<true>>;
}

export type Services = {
  identity: Identity;
  navigate: (to: string, options?: { replace?: boolean }) => void;
};

/**
 * `startListening` as a feature sees it: typed with the slice state it reads (e.g.
 * `{ auth: AuthState }`), not the app's RootState, so that features never import `src/app`.
 */
export type StartListening<State> = TypedStartListening<State, ThunkDispatch<State, Services, UnknownAction>, Services>;
