/**
 * The identity provider behind one small interface (spec §7: sign in, create account, send
 * password reset, sign out, observe). Failures give `value: null`, as the spec says, plus the
 * provider's error code so that forms can say something useful.
 */
import { initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type Auth,
  type User,
} from 'firebase/auth';
import type { IdentityUser } from './types';

export type IdentityResult<T> = { value: T; error: null } | { value: null; error: string };

export interface Identity {
  observe(listener: (user: IdentityUser | null) => void): () => void;
  signIn(email: string, password: string): Promise<IdentityResult<IdentityUser>>;
  createAccount(email: string, password: string): Promise<IdentityResult<IdentityUser>>;
  sendPasswordReset(email: string): Promise<IdentityResult<true>>;
  signOut(): Promise<void>;
  /** A fresh ID token for the current user; never stored by the app. */
  getIdToken(forceRefresh?: boolean): Promise<string | null>;
}

export type IdentityConfig = { firebase: FirebaseOptions; emulatorUrl: string };

export function toIdentityUser(user: User): IdentityUser {
  const lastSignIn = user.metadata.lastSignInTime ? new Date(user.metadata.lastSignInTime) : null;
  return {
    uid: user.uid,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    photoURL: user.photoURL,
    lastSignInTime: lastSignIn && !Number.isNaN(lastSignIn.getTime()) ? lastSignIn.toISOString() : null,
  };
}

function errorCode(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return 'auth/internal-error';
}

async function attempt<T>(operation: () => Promise<T>): Promise<IdentityResult<T>> {
  try {
    return { value: await operation(), error: null };
  } catch (error) {
    return { value: null, error: errorCode(error) };
  }
}

export function createFirebaseIdentity(config: IdentityConfig): Identity {
  let auth: Auth | undefined;
  // Initialised on first use so that importing this module costs nothing at start-up.
  const getAuthInstance = (): Auth => {
    if (!auth) {
      const app = initializeApp(config.firebase);
      // No popup/redirect resolver: e-mail and password only, and a smaller bundle.
      auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
      auth.languageCode = 'fr';
      if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    }
    return auth;
  };

  return {
    observe: (listener) => onAuthStateChanged(getAuthInstance(), (user) => listener(user ? toIdentityUser(user) : null)),
    signIn: (email, password) =>
      attempt(async () => toIdentityUser((await signInWithEmailAndPassword(getAuthInstance(), email, password)).user)),
    createAccount: (email, password) =>
      attempt(async () => {
        const { user } = await createUserWithEmailAndPassword(getAuthInstance(), email, password);
        await sendEmailVerification(user);
        return toIdentityUser(user);
      }),
    sendPasswordReset: (email) =>
      attempt(async () => {
        await sendPasswordResetEmail(getAuthInstance(), email);
        return true as const;
      }),
    signOut: () => signOut(getAuthInstance()),
    getIdToken: async (forceRefresh = false) => {
      const user = getAuthInstance().currentUser;
      return user ? user.getIdToken(forceRefresh) : null;
    },
  };
}
