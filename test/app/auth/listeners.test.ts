/**
 * The listener flows with the Firebase SDK replaced at its module boundary and the HTTP
 * layer served by MSW: what the store ends up holding, and which calls went out.
 */
import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createAppStore } from '../../../src/app/store';
import { appStarted, browserWentOnline, createFirebaseIdentity, selectServiceOutage, signOutRequested, userSignedOut } from '../../../src/features/auth';
import { SESSION_HINT_KEY } from '../../../src/features/auth/identity';
import type { StoredSession } from '../../../src/features/auth/storedSession';
import { sendEarlyRequests } from '../../../src/app/earlyRequests';
import { ACCESS_HINT_KEY } from '../../../src/features/access';
import { organisationRetryRequested } from '../../../src/features/organisation';

type FakeUser = {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: string | null;
  photoURL: string | null;
  metadata: { lastSignInTime?: string };
  getIdToken: jest.Mock<Promise<string>, [boolean?]>;
};

const firebase = {
  listener: null as ((user: FakeUser | null) => void) | null,
  currentUser: null as FakeUser | null,
  // The SDK's first observation, when a test holds it back (its look-up at the provider is slow).
  ready: null as Promise<void> | null,
};

jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({
    get currentUser() {
      return firebase.currentUser;
    },
    // Resolved once the SDK has named the person (its first observation).
    authStateReady() {
      return firebase.ready ?? Promise.resolve();
    },
  })),
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  connectAuthEmulator: jest.fn(),
  onAuthStateChanged: jest.fn((_auth: unknown, listener: (user: FakeUser | null) => void) => {
    firebase.listener = listener;
    return () => {
      firebase.listener = null;
    };
  }),
  signOut: jest.fn(async () => {
    firebase.currentUser = null;
    firebase.listener?.(null);
  }),
  signInWithEmailAndPassword: jest.fn(),
  createUserWithEmailAndPassword: jest.fn(),
  sendEmailVerification: jest.fn(),
  sendPasswordResetEmail: jest.fn(),
}));

// eslint-disable-next-line @typescript-eslint/no-require-imports
const firebaseAuth = require('firebase/auth') as { signOut: jest.Mock; initializeAuth: jest.Mock; signInWithEmailAndPassword: jest.Mock };

const profileData = {
  id: 12,
  email: 'enseignant@actif.demo.test',
  displayName: null,
  role: 'enseignant',
  uid_organisation: 'org-actif',
  admin: false,
  organisation: 'Lycée Actif',
  firstname: 'Claire',
  name: 'Dubois',
  photoURL: null,
  account_type: 'organisation',
  sessions_users_tags: [],
  record_auth: false,
  charter_compliance: true,
};

const calls: { url: URL; headers: Headers }[] = [];
let profileBody: Record<string, unknown> = { success: true, message: '', data: profileData };
let organisationBody: Record<string, unknown> = { success: true, message: '', data: { isActive: 'true', id: 'org-actif', name: 'Lycée Actif' } };

const server = setupServer(
  http.get('http://localhost/api/auth/users/profile', ({ request }) => {
    calls.push({ url: new URL(request.url), headers: request.headers });
    return HttpResponse.json(profileBody);
  }),
  http.get('http://localhost/api/auth/organisations', ({ request }) => {
    calls.push({ url: new URL(request.url), headers: request.headers });
    return HttpResponse.json(organisationBody);
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  profileBody = { success: true, message: '', data: profileData };
  organisationBody = { success: true, message: '', data: { isActive: 'true', id: 'org-actif', name: 'Lycée Actif' } };
  firebase.listener = null;
  firebase.currentUser = null;
  firebaseAuth.signOut.mockClear();
  firebaseAuth.initializeAuth.mockClear();
  localStorage.clear();
});

function fakeUser(overrides: Partial<FakeUser> = {}): FakeUser {
  return {
    uid: 'uid-enseignant',
    email: 'enseignant@actif.demo.test',
    emailVerified: true,
    displayName: null,
    photoURL: null,
    metadata: { lastSignInTime: 'Fri, 20 Nov 2026 08:30:00 GMT' },
    getIdToken: jest.fn(async () => 'token-abc'),
    ...overrides,
  };
}

const started: ReturnType<typeof createAppStore>[] = [];

/** A returning visitor by default: someone signed in on this browser before, so the SDK is asked at once. */
async function startApp({ returning = true, stored = null as StoredSession | null } = {}) {
  if (returning) localStorage.setItem(SESSION_HINT_KEY, '1');
  const navigate = jest.fn();
  const identity = createFirebaseIdentity({ firebase: { apiKey: 'demo-api-key' }, emulatorUrl: '' }, async (apiKey) => {
    expect(apiKey).toBe('demo-api-key');
    return stored;
  });
  const store = createAppStore({ identity, navigate });
  store.dispatch(appStarted());
  started.push(store);
  // The SDK loads lazily: the app observes the provider once it is there.
  if (returning) await waitFor(() => expect(firebase.listener).not.toBeNull());
  return { store, navigate };
}

// A store left signed in would go on retrying its organisation check into the next test.
afterEach(() => {
  for (const store of started.splice(0)) store.dispatch(userSignedOut({ reason: 'requested' }));
});

function providerReports(user: FakeUser | null) {
  firebase.currentUser = user;
  firebase.listener?.(user);
}

const settled = (store: Awaited<ReturnType<typeof startApp>>['store'], predicate: () => boolean) =>
  new Promise<void>((resolve) => {
    if (predicate()) return resolve();
    const stop = store.subscribe(() => {
      if (predicate()) {
        stop();
        resolve();
      }
    });
  });

describe('auth and organisation listeners', () => {
  it('signs in a verified user with a profile, then checks the organisation once', async () => {
    const { store } = await startApp();
    expect(store.getState().auth.status).toBe('loading');
    providerReports(fakeUser());
    await settled(store, () => store.getState().organisation.status !== 'unknown');

    const { auth, organisation } = store.getState();
    expect(auth.status).toBe('signedIn');
    expect(auth.user).toMatchObject({ uid: 'uid-enseignant', id: 12, role: 'enseignant', email_verified: true, lastSignInTime: '2026-11-20T08:30:00.000Z', charter_compliance: true });
    expect(organisation).toEqual({ status: 'active', message: null, organisation: { isActive: 'true', id: 'org-actif', name: 'Lycée Actif' } });

    const [profileCall, organisationCall, ...rest] = calls;
    expect(rest).toHaveLength(0);
    expect(profileCall?.headers.get('authorization')).toBe('Bearer token-abc');
    expect(profileCall?.headers.get('content-type')).toBe('application/json');
    expect(organisationCall?.url.search).toBe('?accessCheck=true&id=org-actif');
    expect(organisationCall?.headers.get('authorization')).toBeNull();
    // The token never enters the store.
    expect(JSON.stringify(store.getState())).not.toContain('token-abc');
  });

  describe('a signed-in reload, from the session the SDK stored', () => {
    const storedSession = (overrides: Partial<StoredSession> = {}): StoredSession => ({
      user: { uid: 'uid-enseignant', email: 'enseignant@actif.demo.test', emailVerified: true, displayName: null, photoURL: null, lastSignInTime: '2026-11-20T08:30:00.000Z' },
      accessToken: 'stored-token',
      expiresAt: Date.now() + 30 * 60_000,
      ...overrides,
    });
    // The SDK is slow to name the person (its own look-up at the provider): held until released.
    let nameThePerson: () => void = () => undefined;
    beforeEach(() => {
      firebase.ready = new Promise((resolve) => (nameThePerson = resolve));
    });
    afterEach(() => {
      firebase.ready = null;
    });

    it('signs in on the API\'s answer to the stored token, before the SDK has named anyone, and the SDK\'s word changes nothing', async () => {
      const { store } = await startApp({ stored: storedSession() });
      await settled(store, () => store.getState().organisation.status !== 'unknown');
      expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: { uid: 'uid-enseignant', id: 12, lastSignInTime: '2026-11-20T08:30:00.000Z' } });
      expect(calls.map((call) => call.url.pathname)).toEqual(['/api/auth/users/profile', '/api/auth/organisations']);
      expect(calls[0]?.headers.get('authorization')).toBe('Bearer stored-token');
      expect(JSON.stringify(store.getState())).not.toContain('stored-token');

      const user = fakeUser();
      providerReports(user);
      nameThePerson();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).toHaveLength(2);
      expect(store.getState().auth.status).toBe('signedIn');
    });

    it('signs out when the SDK then finds nobody (signed out or deleted meanwhile)', async () => {
      const { store } = await startApp({ stored: storedSession() });
      await settled(store, () => store.getState().auth.status === 'signedIn');
      providerReports(null);
      nameThePerson();
      await settled(store, () => store.getState().auth.status === 'signedOut');
      expect(store.getState().auth.signOutReason).toBe('elsewhere');
    });

    it('asks the SDK for a new token when the API refuses the stored one, and never sends the stored one again', async () => {
      let refused = 0;
      server.use(
        http.get('http://localhost/api/auth/users/profile', ({ request }) => {
          calls.push({ url: new URL(request.url), headers: request.headers });
          if (request.headers.get('authorization') === 'Bearer stored-token') {
            refused += 1;
            return HttpResponse.json({ success: false, message: 'Session expirée.' }, { status: 401 });
          }
          return HttpResponse.json(profileBody);
        }),
      );
      const { store } = await startApp({ stored: storedSession() });
      await waitFor(() => expect(refused).toBe(1));
      const user = fakeUser({ getIdToken: jest.fn(async () => 'fresh-token') });
      providerReports(user);
      nameThePerson();
      await settled(store, () => store.getState().auth.status === 'signedIn');
      expect(user.getIdToken).toHaveBeenCalledWith(true);
      expect(refused).toBe(1);
      const profileCalls = calls.filter((call) => call.url.pathname === '/api/auth/users/profile');
      expect(profileCalls.map((call) => call.headers.get('authorization'))).toEqual(['Bearer stored-token', 'Bearer fresh-token']);
    });

    // src/app/earlyRequests.ts: sent as the page's scripts begin, adopted by the data layer (src/lib/api/earlyFetch.ts).
    describe('with the first requests sent before the app started', () => {
      const teacherHint = { uid: 'uid-enseignant', role: 'enseignant', organisationId: 'org-actif', organisationActive: true };

      it('adopts their answers: the API sees the profile call and the organisation check once each', async () => {
        localStorage.setItem(ACCESS_HINT_KEY, JSON.stringify(teacherHint));
        const stored = storedSession();
        sendEarlyRequests(Promise.resolve(stored));
        // Both leave before the app exists.
        await waitFor(() => expect(calls.map((call) => call.url.pathname).sort()).toEqual(['/api/auth/organisations', '/api/auth/users/profile']));
        const { store } = await startApp({ stored });
        await settled(store, () => store.getState().organisation.status !== 'unknown');
        await new Promise((resolve) => setTimeout(resolve, 20));
        expect(store.getState().auth).toMatchObject({ status: 'signedIn', user: { uid: 'uid-enseignant', id: 12 } });
        expect(store.getState().organisation.status).toBe('active');
        expect(calls).toHaveLength(2);
        expect(calls.find((call) => call.url.pathname === '/api/auth/users/profile')?.headers.get('authorization')).toBe('Bearer stored-token');
        expect(calls.find((call) => call.url.pathname === '/api/auth/organisations')?.headers.get('authorization')).toBeNull();
      });

      it('never adopts an answer to another token: the app asks again with its own', async () => {
        sendEarlyRequests(Promise.resolve(storedSession()));
        await waitFor(() => expect(calls).toHaveLength(1));
        // The app itself finds nothing usable stored and waits for the SDK, which names the person with another token.
        const { store } = await startApp({ stored: null });
        providerReports(fakeUser());
        nameThePerson();
        await settled(store, () => store.getState().auth.status === 'signedIn');
        const profileCalls = calls.filter((call) => call.url.pathname === '/api/auth/users/profile');
        expect(profileCalls.map((call) => call.headers.get('authorization'))).toEqual(['Bearer stored-token', 'Bearer token-abc']);
      });
    });

    it('waits for the SDK when nothing usable is stored', async () => {
      const { store } = await startApp({ stored: null });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(calls).toHaveLength(0);
      expect(store.getState().auth.status).toBe('loading');
      providerReports(fakeUser());
      nameThePerson();
      await settled(store, () => store.getState().auth.status === 'signedIn');
      expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-abc');
    });
  });

  it('signs out an unverified user without calling the API', async () => {
    const { store } = await startApp();
    providerReports(fakeUser({ emailVerified: false }));
    await settled(store, () => store.getState().auth.status === 'signedOut');
    expect(store.getState().auth).toEqual({ status: 'signedOut', user: null, signOutReason: 'emailNotVerified' });
    await waitFor(() => expect(firebaseAuth.signOut).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['an empty data object', { success: true, data: {} }],
    ['success false', { success: false, message: 'Aucun profil pour ce compte.' }],
  ])('signs out silently on %s', async (_name, body) => {
    profileBody = body;
    const { store } = await startApp();
    providerReports(fakeUser());
    await settled(store, () => store.getState().auth.status === 'signedOut');
    expect(store.getState().auth.signOutReason).toBe('profileMissing');
    await waitFor(() => expect(firebaseAuth.signOut).toHaveBeenCalledTimes(1));
  });

  it('marks the organisation inactive with the API message', async () => {
    organisationBody = { success: false, message: 'Abonnement suspendu.' };
    const { store } = await startApp();
    providerReports(fakeUser());
    await settled(store, () => store.getState().organisation.status !== 'unknown');
    expect(store.getState().organisation).toEqual({ status: 'inactive', organisation: null, message: 'Abonnement suspendu.' });
  });

  it('never marks the organisation inactive on a network failure: the service is unreachable', async () => {
    server.use(http.get('http://localhost/api/auth/organisations', () => HttpResponse.error()));
    const { store } = await startApp();
    providerReports(fakeUser());
    await settled(store, () => store.getState().organisation.status !== 'unknown');
    expect(store.getState().organisation).toEqual({ status: 'unreachable', organisation: null, message: null, retryInSeconds: 2, retrying: false });
  });

  it('checks the organisation again after a network failure, and lets the user in once it answers', async () => {
    let attempts = 0;
    server.use(
      http.get('http://localhost/api/auth/organisations', () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.error() : HttpResponse.json(organisationBody);
      }),
    );
    const { store } = await startApp();
    const statuses: string[] = [];
    store.subscribe(() => {
      const { status } = store.getState().organisation;
      if (statuses.at(-1) !== status) statuses.push(status);
    });
    providerReports(fakeUser());
    await settled(store, () => store.getState().organisation.status === 'unreachable');
    await settled(store, () => store.getState().organisation.status === 'active');
    expect(attempts).toBe(2);
    expect(statuses).not.toContain('inactive');
  });

  it('retries the profile once with a refreshed token after a 401', async () => {
    let attempts = 0;
    server.use(
      http.get('http://localhost/api/auth/users/profile', ({ request }) => {
        attempts += 1;
        return request.headers.get('authorization') === 'Bearer fresh-token'
          ? HttpResponse.json({ success: true, data: profileData })
          : HttpResponse.json({ success: false, message: 'Jeton expiré.' }, { status: 401 });
      }),
    );
    const user = fakeUser({ getIdToken: jest.fn(async (force?: boolean) => (force ? 'fresh-token' : 'stale-token')) });
    const { store } = await startApp();
    providerReports(user);
    await settled(store, () => store.getState().auth.status === 'signedIn');
    expect(attempts).toBe(2);
    expect(user.getIdToken).toHaveBeenCalledWith(true);
  });

  it('resets this tab when the provider reports a sign-out elsewhere', async () => {
    const { store } = await startApp();
    providerReports(fakeUser());
    await settled(store, () => store.getState().organisation.status === 'active');
    providerReports(null);
    await settled(store, () => store.getState().auth.status === 'signedOut');
    expect(store.getState().auth.signOutReason).toBe('elsewhere');
    expect(store.getState().organisation.status).toBe('unknown');
    expect(store.getState().api?.queries).toEqual({});
  });

  it('signs out in the product’s order (product §4.4) and leaves no trace', async () => {
    const { store, navigate } = await startApp();
    providerReports(fakeUser());
    await settled(store, () => store.getState().organisation.status === 'active');
    localStorage.setItem('brouillon', 'x');
    document.cookie = 'cookiePreferences=x; path=/';
    document.cookie = 'SimuSessionCookieConsent=accepted; path=/';

    store.dispatch(signOutRequested());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2));

    expect(navigate.mock.calls).toEqual([['/'], ['/login', { replace: true }]]);
    expect(firebaseAuth.signOut).toHaveBeenCalledTimes(1);
    expect(store.getState().auth).toEqual({ status: 'signedOut', user: null, signOutReason: 'requested' });
    expect(store.getState().api?.queries).toEqual({});
    expect(store.getState().consent.decision).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
  });
});

describe('a visitor who never signed in on this browser', () => {
  it('is signed out at once, without downloading or starting the Firebase SDK', async () => {
    const { store } = await startApp({ returning: false });
    await settled(store, () => store.getState().auth.status === 'signedOut');
    expect(store.getState().auth.signOutReason).toBeNull();
    expect(firebaseAuth.initializeAuth).not.toHaveBeenCalled();
  });

  it('starts the SDK when a form needs it, and is then observed like anyone else', async () => {
    const identity = createFirebaseIdentity({ firebase: {}, emulatorUrl: '' });
    const store = createAppStore({ identity, navigate: jest.fn() });
    started.push(store);
    store.dispatch(appStarted());
    await settled(store, () => store.getState().auth.status === 'signedOut');
    const user = fakeUser();
    firebaseAuth.signInWithEmailAndPassword.mockImplementationOnce(async () => {
      providerReports(user);
      return { user };
    });

    expect((await identity.signIn(user.email, 'demo1234')).error).toBeNull();
    // The observation starts with the SDK: the provider's current user reaches the store.
    await waitFor(() => expect(firebase.listener).not.toBeNull());
    providerReports(user);
    await settled(store, () => store.getState().auth.status === 'signedIn');
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBe('1');
  });

  it("follows a sign-in made in another tab of the same browser", async () => {
    const { store } = await startApp({ returning: false });
    await settled(store, () => store.getState().auth.status === 'signedOut');
    window.dispatchEvent(new StorageEvent('storage', { key: SESSION_HINT_KEY, newValue: '1' }));
    await waitFor(() => expect(firebase.listener).not.toBeNull());
    providerReports(fakeUser());
    await settled(store, () => store.getState().auth.status === 'signedIn');
  });

  it('forgets the hint when the provider has no session any more', async () => {
    const { store } = await startApp();
    providerReports(null);
    await settled(store, () => store.getState().auth.status === 'signedOut');
    expect(localStorage.getItem(SESSION_HINT_KEY)).toBeNull();
  });
});

describe('faults (product §19.6): a service that cannot be reached while loading the profile', () => {
  const apiDown = () => HttpResponse.error();
  const networkFailure = () => Object.assign(new Error('Firebase: Error (auth/network-request-failed).'), { code: 'auth/network-request-failed' });

  /** The profile route served by `answer` for each call, counted. */
  function profileAnswers(answer: (attempt: number) => Response) {
    const counter = { attempts: 0 };
    server.use(
      http.get('http://localhost/api/auth/users/profile', () => {
        counter.attempts += 1;
        return answer(counter.attempts);
      }),
    );
    return counter;
  }

  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps the user loading, not signed out, with the API message, when the API cannot be reached', async () => {
    profileAnswers(apiDown);
    const { store } = await startApp();
    providerReports(fakeUser());
    await settled(store, () => selectServiceOutage(store.getState()) !== null);
    expect(store.getState().auth).toEqual({ status: 'loading', user: null, signOutReason: null, outage: { service: 'api', retryInSeconds: 2 } });
    expect(firebaseAuth.signOut).not.toHaveBeenCalled();
  });

  it.each([502, 503, 504])('counts an HTTP %i as "cannot be reached" too', async (status) => {
    profileAnswers(() => HttpResponse.json({ success: false, message: 'Base de données momentanément indisponible.' }, { status }));
    const { store } = await startApp();
    providerReports(fakeUser());
    await settled(store, () => selectServiceOutage(store.getState()) !== null);
    expect(store.getState().auth).toMatchObject({ status: 'loading', outage: { service: 'api' } });
    expect(firebaseAuth.signOut).not.toHaveBeenCalled();
  });

  it('tries again after 2, 5, 10, 30, 30 s, and signs the user in once the API answers, with no reload', async () => {
    const counter = profileAnswers((attempt) => (attempt <= 5 ? apiDown() : HttpResponse.json({ success: true, message: '', data: profileData })));
    const { store } = await startApp();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    providerReports(fakeUser());
    const outages: unknown[] = [];
    for (const seconds of [2, 5, 10, 30, 30]) {
      await waitFor(() => expect(store.getState().auth).toMatchObject({ outage: { retryInSeconds: seconds } }), { timeout: 2_000, interval: 5 });
      outages.push(seconds);
      const attempts = counter.attempts;
      await jest.advanceTimersByTimeAsync(seconds * 1000 - 1);
      expect(counter.attempts).toBe(attempts);
      await jest.advanceTimersByTimeAsync(1);
    }
    jest.useRealTimers();
    await settled(store, () => store.getState().auth.status === 'signedIn');
    expect(counter.attempts).toBe(6);
    expect(outages).toEqual([2, 5, 10, 30, 30]);
    expect(store.getState().auth.user).toMatchObject({ uid: 'uid-enseignant', role: 'enseignant' });
    expect(firebaseAuth.signOut).not.toHaveBeenCalled();
  });

  it('says the sign-in service is unreachable when the token refresh fails on the network, then signs in when it answers', async () => {
    let providerDown = true;
    const user = fakeUser({
      getIdToken: jest.fn(async () => {
        if (providerDown) throw networkFailure();
        return 'token-abc';
      }),
    });
    const { store } = await startApp();
    providerReports(user);
    await settled(store, () => selectServiceOutage(store.getState()) !== null);
    expect(store.getState().auth).toMatchObject({ status: 'loading', outage: { service: 'identity', retryInSeconds: 2 } });
    expect(calls).toHaveLength(0);
    expect(firebaseAuth.signOut).not.toHaveBeenCalled();

    providerDown = false;
    store.dispatch(browserWentOnline());
    await settled(store, () => store.getState().auth.status === 'signedIn');
    expect(calls[0]?.headers.get('authorization')).toBe('Bearer token-abc');
  });

  it('tries again at once when the browser reports the network is back', async () => {
    const counter = profileAnswers((attempt) => (attempt === 1 ? apiDown() : HttpResponse.json({ success: true, message: '', data: profileData })));
    const { store } = await startApp();
    providerReports(fakeUser());
    await settled(store, () => selectServiceOutage(store.getState()) !== null);
    const before = Date.now();
    window.dispatchEvent(new Event('online'));
    await settled(store, () => store.getState().auth.status === 'signedIn');
    expect(counter.attempts).toBe(2);
    // Well before the 2 s of the schedule.
    expect(Date.now() - before).toBeLessThan(1_500);
  });

  it.each([
    ['a 500', () => HttpResponse.text('oops', { status: 500 })],
    ['a 401 even after the forced refresh', () => HttpResponse.json({ success: false, message: 'Jeton invalide.' }, { status: 401 })],
    ['a 403', () => HttpResponse.json({ success: false, message: 'Adresse e-mail non vérifiée.' }, { status: 403 })],
    ['a 200 that is not JSON', () => HttpResponse.text('<!doctype html>', { status: 200 })],
  ])('still signs out silently on %s (docs/product.md §8), with no retry', async (_name, answer) => {
    const counter = profileAnswers(answer);
    const { store } = await startApp();
    providerReports(fakeUser());
    await settled(store, () => store.getState().auth.status === 'signedOut');
    expect(store.getState().auth).toEqual({ status: 'signedOut', user: null, signOutReason: 'profileMissing' });
    await waitFor(() => expect(firebaseAuth.signOut).toHaveBeenCalledTimes(1));
    const attempts = counter.attempts;
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(counter.attempts).toBe(attempts);
  });

  it('stops trying once the user signs out during the retries', async () => {
    const counter = profileAnswers(apiDown);
    const { store, navigate } = await startApp();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    providerReports(fakeUser());
    await waitFor(() => expect(store.getState().auth).toMatchObject({ outage: { retryInSeconds: 2 } }), { interval: 5 });
    await jest.advanceTimersByTimeAsync(2_000);
    await waitFor(() => expect(store.getState().auth).toMatchObject({ outage: { retryInSeconds: 5 } }), { interval: 5 });
    expect(counter.attempts).toBe(2);

    store.dispatch(signOutRequested());
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(2), { interval: 5 });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(counter.attempts).toBe(2);
    expect(store.getState().auth).toEqual({ status: 'signedOut', user: null, signOutReason: 'requested' });
  });

  it.each([
    ['503 from the API', () => HttpResponse.json({ success: false, message: 'Base de données momentanément indisponible : réessayez dans quelques instants.' }, { status: 503 })],
    ['502 from a gateway, as HTML', () => new HttpResponse('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } })],
    ['500 from the API', () => HttpResponse.json({ success: false, message: 'Erreur interne' }, { status: 500 })],
    ['200 with a body that is not the API’s', () => new HttpResponse('<p>Maintenance</p>', { status: 200, headers: { 'Content-Type': 'text/html' } })],
  ])('an organisation check answered with %s is unreachable, never inactive, then lets the user in once the API answers', async (_name, failure) => {
    let attempts = 0;
    server.use(
      http.get('http://localhost/api/auth/organisations', () => {
        attempts += 1;
        return attempts === 1 ? failure() : HttpResponse.json(organisationBody);
      }),
    );
    const { store } = await startApp();
    const statuses: string[] = [];
    store.subscribe(() => {
      const { status } = store.getState().organisation;
      if (statuses.at(-1) !== status) statuses.push(status);
    });
    providerReports(fakeUser());
    await settled(store, () => store.getState().organisation.status === 'unreachable');
    expect(store.getState().auth.status).toBe('signedIn');
    await settled(store, () => store.getState().organisation.status === 'active');
    expect(attempts).toBe(2);
    expect(statuses).toEqual(['unknown', 'unreachable', 'active']);
  });

  it('a new observation of the provider cancels the retries of the previous one', async () => {
    const counter = profileAnswers(apiDown);
    const { store } = await startApp();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    providerReports(fakeUser());
    await waitFor(() => expect(store.getState().auth).toMatchObject({ outage: { retryInSeconds: 2 } }), { interval: 5 });
    providerReports(null);
    await waitFor(() => expect(store.getState().auth.status).toBe('signedOut'), { interval: 5 });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(counter.attempts).toBe(1);
  });
});

describe('limits (product §19.6): a rate limit is "not now", not a "no"', () => {
  const tooMany = (retryAfter?: string) =>
    HttpResponse.json(
      { success: false, message: 'Trop de requêtes : réessayez dans quelques instants.' },
      { status: 429, headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter } },
    );

  /** Every state the organisation slice went through, from now on. */
  function organisationStatuses(store: Awaited<ReturnType<typeof startApp>>['store']) {
    const statuses: string[] = [];
    store.subscribe(() => {
      const { status } = store.getState().organisation;
      if (statuses.at(-1) !== status) statuses.push(status);
    });
    return statuses;
  }

  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps the user signed in through two 429 on the profile call, waiting as Retry-After says, then signs in', async () => {
    let attempts = 0;
    server.use(
      http.get('http://localhost/api/auth/users/profile', () => {
        attempts += 1;
        return attempts <= 2 ? tooMany('1') : HttpResponse.json({ success: true, message: '', data: profileData });
      }),
    );
    const { store } = await startApp();
    providerReports(fakeUser());
    await settled(store, () => selectServiceOutage(store.getState()) !== null);
    expect(store.getState().auth).toEqual({ status: 'loading', user: null, signOutReason: null, outage: { service: 'api', retryInSeconds: 1 } });
    await settled(store, () => store.getState().auth.status === 'signedIn');
    expect(attempts).toBe(3);
    expect(firebaseAuth.signOut).not.toHaveBeenCalled();
  });

  it('falls back on the schedule when a 429 on the profile call gives no Retry-After', async () => {
    server.use(http.get('http://localhost/api/auth/users/profile', () => tooMany()));
    const { store } = await startApp();
    providerReports(fakeUser());
    await settled(store, () => selectServiceOutage(store.getState()) !== null);
    expect(store.getState().auth).toMatchObject({ status: 'loading', outage: { service: 'api', retryInSeconds: 2 } });
    expect(firebaseAuth.signOut).not.toHaveBeenCalled();
  });

  it('never lets a Retry-After hold the profile longer than the schedule’s longest wait', async () => {
    server.use(http.get('http://localhost/api/auth/users/profile', () => tooMany('3600')));
    const { store } = await startApp();
    providerReports(fakeUser());
    await settled(store, () => selectServiceOutage(store.getState()) !== null);
    expect(store.getState().auth).toMatchObject({ outage: { retryInSeconds: 30 } });
  });

  it('lets an active member in after two 429 on the organisation check, never showing the organisation inactive', async () => {
    let attempts = 0;
    server.use(
      http.get('http://localhost/api/auth/organisations', () => {
        attempts += 1;
        return attempts <= 2 ? tooMany('1') : HttpResponse.json(organisationBody);
      }),
    );
    const { store } = await startApp();
    const statuses = organisationStatuses(store);
    providerReports(fakeUser());
    await settled(store, () => store.getState().organisation.status === 'active');
    expect(attempts).toBe(3);
    expect(statuses).toEqual(['unknown', 'active']);
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it('gives the organisation check three retries within ten seconds, capping a long Retry-After, then says the service is unreachable', async () => {
    const times: number[] = [];
    server.use(
      http.get('http://localhost/api/auth/organisations', () => {
        times.push(Date.now());
        return tooMany('60');
      }),
    );
    const { store } = await startApp();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const statuses = organisationStatuses(store);
    providerReports(fakeUser());
    await waitFor(() => expect(times).toHaveLength(1), { interval: 5 });
    for (const expected of [2, 3, 4]) {
      expect(store.getState().organisation.status).toBe('unknown');
      await jest.advanceTimersByTimeAsync(3_000);
      await waitFor(() => expect(times).toHaveLength(expected), { interval: 5 });
    }
    await waitFor(() => expect(store.getState().organisation).toMatchObject({ status: 'unreachable', retryInSeconds: 30 }), { interval: 5 });
    expect((times.at(-1) ?? 0) - (times[0] ?? 0)).toBeLessThanOrEqual(10_000);
    expect(statuses).toEqual(['unknown', 'unreachable']);
    expect(store.getState().auth.status).toBe('signedIn');
  });

  it('asks again with back-off (2, 5, 10, 30 s) while nobody answers, and at once on « Réessayer »', async () => {
    const times: number[] = [];
    let down = true;
    server.use(
      http.get('http://localhost/api/auth/organisations', () => {
        times.push(Date.now());
        return down ? new HttpResponse('Bad Gateway', { status: 502 }) : HttpResponse.json(organisationBody);
      }),
    );
    const { store } = await startApp();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const statuses = organisationStatuses(store);
    providerReports(fakeUser());
    for (const [count, seconds] of [[1, 2], [2, 5], [3, 10], [4, 30]] as const) {
      await waitFor(() => expect(times).toHaveLength(count), { interval: 5 });
      await waitFor(() => expect(store.getState().organisation).toMatchObject({ status: 'unreachable', retryInSeconds: seconds }), { interval: 5 });
      if (count < 4) await jest.advanceTimersByTimeAsync(seconds * 1000);
    }
    // Thirty seconds to wait; « Réessayer » asks now, and the API is back.
    down = false;
    store.dispatch(organisationRetryRequested());
    await waitFor(() => expect(store.getState().organisation.status).toBe('active'), { interval: 5 });
    expect(times).toHaveLength(5);
    expect(statuses).toEqual(['unknown', 'unreachable', 'active']);
  });

  it('does not try an explicit refusal of the organisation check again', async () => {
    let attempts = 0;
    server.use(
      http.get('http://localhost/api/auth/organisations', () => {
        attempts += 1;
        return HttpResponse.json({ success: false, message: 'Organisation inconnue.' }, { status: 404 });
      }),
    );
    const { store } = await startApp();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    providerReports(fakeUser());
    await waitFor(() => expect(store.getState().organisation.message).toBe('Organisation inconnue.'), { interval: 5 });
    await jest.advanceTimersByTimeAsync(120_000);
    expect(attempts).toBe(1);
  });
});
