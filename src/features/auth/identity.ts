/**
 * The identity provider behind one small interface (spec §7: sign in, create account, send
 * password reset, sign out, observe). Failures give `value: null`, as the spec says, plus the
 * provider's error code so that forms can say something useful.
 */
import type { FirebaseOptions } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import type * as FirebaseSdk from './firebaseSdk';
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

type Sdk = { auth: Auth; fb: typeof FirebaseSdk };

export function createFirebaseIdentity(config: IdentityConfig): Identity {
  let sdk: Promise<Sdk> | undefined;
  // The SDK loads on first use, in its own chunk: public pages render without waiting for it.
  const load = (): Promise<Sdk> =>
    (sdk ??= import('./firebaseSdk').then((fb) => ({ auth: fb.startFirebaseAuth(config.firebase, config.emulatorUrl), fb })));

  return {
    observe: (listener) => {
      let unsubscribe: (() => void) | undefined;
      let stopped = false;
      void load().then(({ auth, fb }) => {
        if (!stopped) unsubscribe = fb.onAuthStateChanged(auth, (user) => listener(user ? toIdentityUser(user) : null));
      });
      return () => {
        stopped = true;
        unsubscribe?.();
      };
    },
    signIn: (email, password) =>
      attempt(async () => {
        const { auth, fb } = await load();
        return toIdentityUser((await fb.signInWithEmailAndPassword(auth, email, password)).user);
      }),
    createAccount: (email, password) =>
      attempt(async () => {
        const { auth, fb } = await load();
        const { user } = await fb.createUserWithEmailAndPassword(auth, email, password);
        await fb.sendEmailVerification(user);
        return toIdentityUser(user);
      }),
    sendPasswordReset: (email) =>
      attempt(async () => {
        const { auth, fb } = await load();
        await fb.sendPasswordResetEmail(auth, email);
        return true as const;
      }),
    signOut: async () => {
      const { auth, fb } = await load();
      await fb.signOut(auth);
    },
    getIdToken: async (forceRefresh = false) => {
      const { auth } = await load();
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },
  };
}
