/**
 * The store's listener flow end to end in Node: the real Firebase web SDK against the Auth
 * emulator, the real reference API over a seeded database, no mocks in between.
 */
import type { AppStore } from '../../src/app/store';
import type { Identity } from '../../src/features/auth';
import { DEMO_PASSWORD } from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, testApi, type TestApi } from './support';

type App = { store: AppStore; identity: Identity };

let api: TestApi;
let app: App;

beforeAll(async () => {
  api = await testApi();
  const address = api.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the API is not listening');
  // The app reads its API address at import time, as the bundle does at build time.
  process.env.API_BASE_URL = `http://127.0.0.1:${address.port}/api`;
  const { createAppStore } = await import('../../src/app/store');
  const { appStarted, createFirebaseIdentity } = await import('../../src/features/auth');
  const identity = createFirebaseIdentity({
    firebase: { apiKey: 'demo-api-key', projectId: 'demo-simusession', authDomain: 'demo-simusession.firebaseapp.com' },
    emulatorUrl: `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
  });
  const store = createAppStore({ identity, navigate: () => undefined });
  store.dispatch(appStarted());
  app = { store, identity };
  await settled(() => store.getState().auth.status === 'signedOut');
}, DATABASE_HOOK_TIMEOUT_MS);

afterEach(async () => {
  await app.identity.signOut();
  await settled(() => app.store.getState().auth.status === 'signedOut');
});
afterAll(async () => {
  // The web SDK keeps timers and connections per app: delete it so that Jest can exit.
  const { deleteApp, getApps } = await import('firebase/app');
  await Promise.all(getApps().map((firebaseApp) => deleteApp(firebaseApp)));
  await api?.close();
});

function settled(predicate: () => boolean, timeoutMs = 10_000): Promise<void> {
  const { store } = app ?? {};
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the store never reached the expected state')), timeoutMs);
    const check = () => {
      if (predicate()) {
        clearTimeout(timer);
        unsubscribe?.();
        resolve();
      }
    };
    const unsubscribe = store?.subscribe(check);
    check();
  });
}

async function signInAs(email: string) {
  let result = await app.identity.signIn(email, DEMO_PASSWORD);
  // Transport, not behaviour: Node's fetch reuses a pooled connection that the emulator may just have closed
  // (another file of the same Jest worker used it); the SDK reports that as a network failure at once (34 ms
  // on CI, the file's first sign-in). One more try on that error only; the sign-in must still succeed.
  if (result.error === 'auth/network-request-failed') result = await app.identity.signIn(email, DEMO_PASSWORD);
  expect(result.error).toBeNull();
}

const signedInAndChecked = () => {
  const { auth, organisation } = app.store.getState();
  return auth.status === 'signedIn' && (!auth.user.uid_organisation || organisation.status !== 'unknown');
};

describe('listener flow against the emulator and the API', () => {
  it.each([
    ['hyper@demo.test', 'hyperadmin', 'unknown'],
    ['admin@actif.demo.test', 'admin', 'active'],
    ['enseignant@actif.demo.test', 'enseignant', 'active'],
    ['etudiant@actif.demo.test', 'etudiant', 'active'],
    ['admin@inactif.demo.test', 'admin', 'inactive'],
    ['etudiant@inactif.demo.test', 'etudiant', 'inactive'],
  ])('%s signs in as %s, organisation %s', async (email, role, organisationStatus) => {
    await signInAs(email);
    await settled(signedInAndChecked);
    const { auth, organisation } = app.store.getState();
    expect(auth.status).toBe('signedIn');
    expect(auth.user).toMatchObject({ email, role, email_verified: true });
    expect(auth.user?.charter_compliance === null).toBe(role !== 'enseignant');
    expect(organisation.status).toBe(organisationStatus);
  });

  it('signs out the unverified account with its reason', async () => {
    await signInAs('non-verifie@actif.demo.test');
    await settled(() => app.store.getState().auth.signOutReason === 'emailNotVerified');
    expect(app.store.getState().auth).toEqual({ status: 'signedOut', user: null, signOutReason: 'emailNotVerified' });
  });

  it('signs out the account without a profile, silently', async () => {
    await signInAs('sans-profil@actif.demo.test');
    await settled(() => app.store.getState().auth.signOutReason === 'profileMissing');
    expect(app.store.getState().auth).toEqual({ status: 'signedOut', user: null, signOutReason: 'profileMissing' });
  });
});
