/**
 * The identity provider behind the `Identity` interface of `src/lib/services.ts`, with Firebase
 * (docs/product.md §7: sign in, create account, send password reset, sign out, observe).
 */
import type { FirebaseOptions } from 'firebase/app';
import type { Auth, User } from 'firebase/auth';
import { whenIdle } from '../../lib/nextTask';
import type { Identity, IdentityResult, IdentityUser } from '../../lib/services';
import type * as FirebaseSdk from './firebaseSdk';
import type { StoredSession, takeStoredSession } from './storedSession';

export type { Identity, IdentityResult };

export type IdentityConfig = {
  firebase: FirebaseOptions;
  emulatorUrl: string;
  /**
   * Resolves once the page's first answers are drawn (src/app/start.tsx): until then, the SDK does not
   * start to confirm a person the stored session named. Without it, the first idle moment will do.
   */
  pageDrawn?: Promise<void>;
};

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

/**
 * Firebase keeps its session in IndexedDB, readable only by the SDK (≈ 30 kB and 150 ms of a phone's
 * main thread). This flag says "someone signed in on this browser": without it the visitor is known
 * to be signed out at once, and the SDK waits until a form needs it. It holds no token.
 */
export const SESSION_HINT_KEY = 'simusession.session';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

function hasSessionHint(): boolean {
  const store = storage();
  // No storage to read: behave as before the hint existed, ask the SDK.
  return store === null || store.getItem(SESSION_HINT_KEY) !== null;
}

function recordSessionHint(signedIn: boolean): void {
  try {
    if (signedIn) storage()?.setItem(SESSION_HINT_KEY, '1');
    else storage()?.removeItem(SESSION_HINT_KEY);
  } catch {
    // A full or disabled storage only costs the shortcut.
  }
}

/** At the latest, how long the SDK waits for the page to be drawn, then for an idle moment, before it confirms the stored session. */
export const SDK_CONFIRMATION_WAIT_MS = 1_000;

/** How long before its end the stored token stops being handed out (the SDK's own refresh margin). */
const STORED_TOKEN_MARGIN_MS = 30_000;

/**
 * The session the SDK stored, from the chunk src/index.tsx has already asked for (same name: webpack makes them one)
 * for someone signed in on this browser, so that a visitor's first load does not carry it. A chunk that cannot be
 * loaded reads as nothing stored: the SDK then names the person itself.
 */
const takeStoredSessionFromChunk: typeof takeStoredSession = (apiKey) =>
  import(/* webpackChunkName: "early-start" */ './storedSession').then(
    (module) => module.takeStoredSession(apiKey),
    () => null,
  );

export function createFirebaseIdentity(config: IdentityConfig, readStored: typeof takeStoredSession = takeStoredSessionFromChunk): Identity {
  let sdk: Promise<Sdk> | undefined;
  // Until the SDK has named the signed-in person (its first observation), the session it stored on a
  // previous visit, read directly (storedSession.ts says why): the person it names and its token.
  let stored: StoredSession | null = null;
  let sdkObserved = false;
  const whenLoaded: ((loaded: Sdk) => void)[] = [];
  // The SDK loads on first use, in its own chunk: public pages render without waiting for it.
  const load = (): Promise<Sdk> => {
    // Whoever needs the SDK is about to sign in or is signed in: fetch the data layer's chunk (the profile
    // call's) alongside, not after the provider has answered (see src/lib/api/dataLayer.ts).
    if (!sdk) void import('./profileApi');
    sdk ??= import('./firebaseSdk').then((fb) => {
      const loaded = { auth: fb.startFirebaseAuth(config.firebase, config.emulatorUrl), fb };
      for (const callback of whenLoaded.splice(0)) callback(loaded);
      return loaded;
    });
    return sdk;
  };

  return {
    observe: (listener) => {
      let unsubscribe: (() => void) | undefined;
      let stopped = false;
      const subscribe = ({ auth, fb }: Sdk) => {
        if (stopped || unsubscribe) return;
        unsubscribe = fb.onAuthStateChanged(auth, (user) => {
          recordSessionHint(user !== null);
          const named = user ? toIdentityUser(user) : null;
          const assumed = sdkObserved ? null : stored?.user;
          sdkObserved = true;
          stored = null;
          // The SDK names the person the stored session already named: the app goes on as it was.
          if (assumed && named?.uid === assumed.uid && named.emailVerified) return;
          listener(named);
        });
      };
      // Whatever loads the SDK later (a form, another tab's sign-in) also starts the observation.
      whenLoaded.push(subscribe);
      const onStorage = (event: StorageEvent) => {
        if (event.key === SESSION_HINT_KEY && event.newValue !== null) void load();
      };
      if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      if (sdk) void load().then(subscribe);
      else if (hasSessionHint()) {
        // The profile call's chunk now, whoever names the person (see load()).
        void import('./profileApi');
        void readStored(config.firebase.apiKey ?? '').then((session) => {
          if (!session) {
            void load().then(subscribe);
            return;
          }
          if (!stopped && !sdkObserved) {
            stored = session;
            listener(session.user);
          }
          // The SDK confirms (or corrects) once the page's first answers are drawn, in the idle moment after:
          // its chunk and its start (20–36 ms of main thread on this machine, more on a phone) no longer stand
          // between the API's answers and the page. An idle moment alone did not do: the page idles while it
          // waits for the API, and the SDK then took the main thread just as the answers came (measured).
          // Until then the stored token serves; a form that needs the SDK loads it at once.
          const confirm = () => whenIdle(() => void load().then(subscribe), { timeoutMs: SDK_CONFIRMATION_WAIT_MS });
          if (!config.pageDrawn) confirm();
          else void Promise.race([config.pageDrawn, new Promise((resolve) => setTimeout(resolve, SDK_CONFIRMATION_WAIT_MS))]).then(confirm);
        });
      } else queueMicrotask(() => !stopped && !unsubscribe && listener(null));
      return () => {
        stopped = true;
        unsubscribe?.();
        if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
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
      stored = null;
      const { auth, fb } = await load();
      await fb.signOut(auth);
    },
    getIdToken: async (forceRefresh = false) => {
      // A refused token (forceRefresh) is the SDK's to renew or to end, never the stored one again.
      if (forceRefresh) stored = null;
      if (stored && stored.expiresAt - Date.now() > STORED_TOKEN_MARGIN_MS) return stored.accessToken;
      const { auth } = await load();
      // Before its first observation the SDK has no current user yet, even for someone signed in.
      await auth.authStateReady();
      return auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null;
    },
    accountActions: {
      inspect: (code) =>
        attempt(async () => {
          const { auth, fb } = await load();
          const info = await fb.checkActionCode(auth, code);
          return { operation: info.operation, email: info.data.email ?? null, previousEmail: info.data.previousEmail ?? null };
        }),
      resetPassword: (code, newPassword) =>
        attempt(async () => {
          const { auth, fb } = await load();
          await fb.confirmPasswordReset(auth, code, newPassword);
          return true as const;
        }),
      apply: (code) =>
        attempt(async () => {
          const { auth, fb } = await load();
          await fb.applyActionCode(auth, code);
          // A signed-in person's token now says the address is verified.
          if (auth.currentUser) await auth.currentUser.reload();
          return true as const;
        }),
    },
    changePassword: (currentPassword, newPassword) =>
      attempt(async () => {
        const { auth, fb } = await load();
        const user = auth.currentUser;
        if (!user?.email) throw Object.assign(new Error('no user'), { code: 'auth/no-current-user' });
        await fb.reauthenticateWithCredential(user, fb.EmailAuthProvider.credential(user.email, currentPassword));
        await fb.updatePassword(user, newPassword);
        return true as const;
      }),
    sendEmailVerification: () =>
      attempt(async () => {
        const { auth, fb } = await load();
        if (!auth.currentUser) throw Object.assign(new Error('no user'), { code: 'auth/no-current-user' });
        await fb.sendEmailVerification(auth.currentUser);
        return true as const;
      }),
  };
}
