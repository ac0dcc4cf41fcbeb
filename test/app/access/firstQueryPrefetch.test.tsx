/**
 * On a signed-in reload, the page's first query is sent as soon as the identity
 * provider names the person, before the profile answer arrives, and nothing of the page is drawn
 * before the guard allows it. The Firebase SDK is replaced at its module boundary, the API by MSW,
 * and the whole app (layout, guard, lazy page) is rendered at the reloaded path.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { SessionSummary } from '../../../contract/schemas/sessions';
import { routeObjects } from '../../../src/app/router';
import { createAppStore } from '../../../src/app/store';
import { ACCESS_HINT_KEY, readAccessHint, type AccessHint } from '../../../src/features/access';
import { appStarted, createFirebaseIdentity, userSignedOut } from '../../../src/features/auth';
import { SESSION_HINT_KEY } from '../../../src/features/auth/identity';
import { Providers } from '../ui/renderApp';

jest.setTimeout(20_000);

type FakeUser = {
  uid: string;
  email: string;
  emailVerified: boolean;
  displayName: null;
  photoURL: null;
  metadata: Record<string, never>;
  getIdToken: () => Promise<string>;
};

const firebase = { listener: null as ((user: FakeUser | null) => void) | null, currentUser: null as FakeUser | null };

jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({
    get currentUser() {
      return firebase.currentUser;
    },
    authStateReady() {
      return Promise.resolve();
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
}));

const teacher: FakeUser = {
  uid: 'uid-enseignant',
  email: 'enseignant@actif.demo.test',
  emailVerified: true,
  displayName: null,
  photoURL: null,
  metadata: {},
  getIdToken: async () => 'token-abc',
};

const SESSION: SessionSummary = {
  id: 's-1',
  title: 'Bronchiolite — groupe 1',
  starts_at: '2026-11-26T08:00:00.000Z',
  started_at: null,
  duration_minutes: 90,
  place: 'Salle 1',
  status: 'planifiée',
  trainer_uid: 'uid-enseignant',
  scenario_id: 'sc-1',
  trainer_name: 'Camille Martin',
  scenario_title: 'Bronchiolite du nourrisson',
  participant_count: 1,
  my_session_role: null,
  my_confirmed_at: null,
};

const profile = {
  id: 12,
  email: teacher.email,
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

/** What happened in this test, in order: `request …` when a request arrives, `answer …` when its answer leaves. */
let timeline: string[] = [];
let releaseProfile: () => void = () => undefined;

const server = setupServer(
  http.get('http://localhost/api/auth/users/profile', async () => {
    // A previous test's store, answered late, writes in that test's timeline, not this one.
    const own = timeline;
    own.push('request profile');
    // The profile answer is held until the test lets it go: what happens meanwhile is the point.
    await new Promise<void>((resolve) => {
      releaseProfile = resolve;
    });
    own.push('answer profile');
    return HttpResponse.json({ success: true, message: '', data: profile });
  }),
  http.get('http://localhost/api/auth/organisations', () => {
    timeline.push('request organisation');
    return HttpResponse.json({ success: true, message: '', data: { isActive: 'true', id: 'org-actif', name: 'Lycée Actif' } });
  }),
  http.get('http://localhost/api/sessions', ({ request }) => {
    timeline.push(`request sessions (${request.headers.get('authorization') ?? 'no token'})`);
    return HttpResponse.json({ success: true, message: '', data: { items: [SESSION], nextCursor: null } });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

const stores: ReturnType<typeof createAppStore>[] = [];
afterEach(async () => {
  // The held profile answer is let go, and its store's calls are over before the next test counts its own.
  releaseProfile();
  for (const store of stores.splice(0)) {
    await waitFor(() => expect(store.getState().organisation.status).not.toBe('unknown'));
    store.dispatch(userSignedOut({ reason: 'requested' }));
  }
  window.history.replaceState(null, '', '/');
});

beforeEach(() => {
  timeline = [];
  firebase.listener = null;
  firebase.currentUser = null;
  localStorage.clear();
});

/** A reload of `path` by someone signed in on this browser before, with `hint` stored; the app drawn as the browser would. */
async function reload(path: string, hint: AccessHint | null) {
  localStorage.setItem(SESSION_HINT_KEY, '1');
  if (hint) localStorage.setItem(ACCESS_HINT_KEY, JSON.stringify(hint));
  window.history.replaceState(null, '', path);
  const identity = createFirebaseIdentity({ firebase: {}, emulatorUrl: '' });
  const store = createAppStore({ identity, navigate: jest.fn() }, { accessHint: { hint: readAccessHint() } });
  stores.push(store);
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  render(
    <Providers store={store} identity={identity}>
      <RouterProvider router={router} />
    </Providers>,
  );
  store.dispatch(appStarted());
  await waitFor(() => expect(firebase.listener).not.toBeNull());
  firebase.currentUser = teacher;
  // The provider names the person: the navigation redraws, as in the browser (inside act, as React asks of a test).
  act(() => firebase.listener?.(teacher));
  return store;
}

const teacherHint: AccessHint = { uid: 'uid-enseignant', role: 'enseignant', organisationId: 'org-actif', organisationActive: true };

describe('a signed-in reload of the sessions list', () => {
  it('asks for the sessions before the profile answer, and draws them only once the guard allows the page', async () => {
    const store = await reload('/teacher/teacher_main', teacherHint);

    // The sessions are asked for, with the token, and the hint's organisation checked, while the profile answer is still held.
    await waitFor(() =>
      expect([...timeline].sort()).toEqual(['request organisation', 'request profile', 'request sessions (Bearer token-abc)']),
    );
    expect(timeline[0] === 'request profile' || timeline[0] === 'request organisation').toBe(true);
    await waitFor(() => expect(store.getState().api?.queries['listSessions(undefined)']?.status).toBe('fulfilled'));
    await waitFor(() => expect(store.getState().api?.queries['checkOrganisationAccess("org-actif")']?.status).toBe('fulfilled'));

    // Their answer is in the cache, but the guard has not allowed the page: its frame only, no content.
    expect(store.getState().auth.status).toBe('loading');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sessions' })).toBeInTheDocument();
    expect(screen.queryByText(SESSION.title)).toBeNull();
    expect(document.querySelector('main tbody tr')).toBeNull();
    expect(document.querySelector('main [data-provisional]')).not.toBeNull();

    // The profile answers: the guard reads the organisation's answer already there (not asked twice),
    // allows the page, and the page draws the sessions it already has.
    releaseProfile();
    expect(await screen.findByText(SESSION.title)).toBeInTheDocument();
    expect(timeline.slice(3)).toEqual(['answer profile']);
    expect(store.getState().organisation.status).toBe('active');
    // The token never enters the store.
    expect(JSON.stringify(store.getState())).not.toContain('token-abc');
  });

  // The organisation check needs no token and answers for an organisation, not a person: the hint's is
  // checked whenever the hint is about this person; the page's query only where the guard will allow it.
  it.each<[string, string, AccessHint | null, string[]]>([
    ['without a stored hint (the guard’s answer is not predicted)', '/teacher/teacher_main', null, ['request profile']],
    ['with a hint the guard would refuse (a student on the teachers’ page)', '/teacher/teacher_main', { ...teacherHint, role: 'etudiant' }, ['request organisation', 'request profile']],
    ['on a page that declares no first query', '/teacher/students', teacherHint, ['request organisation', 'request profile']],
    ['with a hint about someone else', '/teacher/teacher_main', { ...teacherHint, uid: 'uid-autre' }, ['request profile']],
  ])('sends no query of the page early %s', async (_name, path, hint, early) => {
    const store = await reload(path, hint);
    await waitFor(() => expect([...timeline].sort()).toEqual(early));
    // A moment for anything else that would have gone out beside it.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect([...timeline].sort()).toEqual(early);
    expect(store.getState().api?.queries['listSessions(undefined)']).toBeUndefined();
  });
});
