/**
 * The app's start on a signed-in reload whose frame the HTML already shows (src/app/start.tsx): it does not
 * draw that frame a second time while the fresh answers come; its first render is the page itself, once
 * the guard allows it, or its own frame after HTML_FRAME_HOLD_MS if the answers are slow. Firebase is
 * replaced at its module boundary (it is never needed: the stored session names the person), the API by MSW.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { HTML_FRAME_HOLD_MS, start } from '../../src/app/start';
import { ACCESS_HINT_KEY, FRAME_MARKER, FRAME_SHOWN } from '../../src/features/access';
import { SESSION_HINT_KEY } from '../../src/features/auth/identity';
import { storedUserKey } from '../../src/features/auth/storedSession';
import { env } from '../../src/config/env';

jest.setTimeout(20_000);

jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({ currentUser: null, authStateReady: () => new Promise(() => undefined) })),
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  connectAuthEmulator: jest.fn(),
  // The SDK never speaks in these tests: what is drawn comes from the stored session and the API.
  onAuthStateChanged: jest.fn(() => () => undefined),
}));

const SESSION_TITLE = 'Bronchiolite — groupe 1';
let releaseProfile: () => void = () => undefined;
let releaseSessions: () => void = () => undefined;
/** Which calls reached the API (their answers held until released). */
let asked: string[] = [];
/** What waits for the browser's idle time: the identity provider's SDK (identity.ts). */
let idle: (() => void)[] = [];

/** An answer of the API held until released (`hold` receives the release): the call is recorded in `asked` as it arrives. */
function heldAnswer(call: string, hold: (release: () => void) => void, data: unknown) {
  return async () => {
    asked.push(call);
    await new Promise<void>((resolve) => hold(resolve));
    return HttpResponse.json({ success: true, message: '', data });
  };
}

const server = setupServer(
  http.get(
    'http://localhost/api/auth/users/profile',
    heldAnswer('profile', (release) => (releaseProfile = release), { id: 12, email: 'enseignant@actif.demo.test', displayName: null, role: 'enseignant', uid_organisation: 'org-actif', admin: false, organisation: 'Lycée Actif', firstname: 'Claire', name: 'Dubois', photoURL: null, account_type: 'organisation', sessions_users_tags: [], record_auth: false, charter_compliance: true }),
  ),
  http.get('http://localhost/api/auth/organisations', () => HttpResponse.json({ success: true, message: '', data: { isActive: 'true', id: 'org-actif', name: 'Lycée Actif' } })),
  http.get(
    'http://localhost/api/sessions',
    heldAnswer('sessions', (release) => (releaseSessions = release), {
      items: [{ id: 's-1', title: SESSION_TITLE, starts_at: '2026-11-26T08:00:00.000Z', duration_minutes: 90, place: 'Salle 1', status: 'planifiée', trainer_uid: 'uid-enseignant', scenario_id: 'sc-1', trainer_name: 'Claire Dubois', scenario_title: 'Bronchiolite du nourrisson', participant_count: 1, my_session_role: null, my_confirmed_at: null }],
      nextCursor: null,
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The teacher's home as the HTML brings it on a reload: the frame shown (first-paint.js agreed), the stored session there. */
function reloadWithTheFrameShown(): HTMLElement {
  asked = [];
  idle = [];
  // A busy page: nothing idle until the test says so.
  window.requestIdleCallback = (callback: IdleRequestCallback) => idle.push(() => callback({ didTimeout: false, timeRemaining: () => 50 }));
  localStorage.clear();
  localStorage.setItem(SESSION_HINT_KEY, '1');
  localStorage.setItem(ACCESS_HINT_KEY, JSON.stringify({ uid: 'uid-enseignant', role: 'enseignant', organisationId: 'org-actif', organisationActive: true }));
  // Where the SDK fell back to localStorage; read the same way as its IndexedDB rows.
  localStorage.setItem(
    storedUserKey(env.firebase.apiKey),
    JSON.stringify({ uid: 'uid-enseignant', email: 'enseignant@actif.demo.test', emailVerified: true, stsTokenManager: { accessToken: 'a.b.c', expirationTime: Date.now() + 30 * 60_000 }, lastLoginAt: '1763627400000' }),
  );
  window.history.replaceState(null, '', '/teacher/teacher_main');
  document.documentElement.setAttribute(FRAME_SHOWN, '');
  document.body.innerHTML = `<div id="root"><div ${FRAME_MARKER}><main><h1>Sessions</h1><p>Chargement…</p></main></div></div>`;
  return document.getElementById('root') as HTMLElement;
}

afterEach(() => {
  releaseProfile();
  releaseSessions();
  document.documentElement.removeAttribute(FRAME_SHOWN);
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

describe('a signed-in reload whose frame the HTML shows', () => {
  it('keeps the HTML\'s frame while the guard and the page\'s list wait, then draws the page with its content in one go', async () => {
    const container = reloadWithTheFrameShown();
    const frame = container.querySelector(`[${FRAME_MARKER}]`);
    // Everything the app puts in the page, from its first render on: never its own frame, never a skeleton.
    const drawn: string[] = [];
    const watcher = new MutationObserver(() => {
      if (container.querySelector('[data-provisional], [aria-busy="true"]')) drawn.push('frame or skeleton');
      if (screen.queryByText(SESSION_TITLE)) drawn.push('content');
    });
    watcher.observe(container, { childList: true, subtree: true });
    let started = false;
    // No time limit here: only the answers decide (the limit is the next test's).
    void start(container, { htmlFrameHoldMs: 60_000 }).then(() => (started = true));

    // Both calls have reached the API, their answers held: nothing drawn by the app, the HTML's frame untouched.
    await waitFor(() => expect([...asked].sort()).toEqual(['profile', 'sessions']));
    expect(started).toBe(false);
    expect(container.querySelector(`[${FRAME_MARKER}]`)).toBe(frame);
    // Nor has the identity provider's SDK started, nor does it wait for an idle moment yet: it waits for
    // the page to be drawn (an idle page that waits for its answers is not the moment, identity.ts).
    const firebaseAuth = jest.requireMock<{ initializeAuth: jest.Mock }>('firebase/auth');
    expect(firebaseAuth.initializeAuth).not.toHaveBeenCalled();
    expect(idle).toHaveLength(0);

    // The guard may allow the page, but its list is still on its way: still the HTML's frame.
    await act(async () => releaseProfile());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(false);
    expect(container.querySelector(`[${FRAME_MARKER}]`)).toBe(frame);

    await act(async () => releaseSessions());
    await waitFor(() => expect(started).toBe(true));
    expect(await screen.findByText(SESSION_TITLE)).toBeInTheDocument();
    expect(container.querySelector(`[${FRAME_MARKER}]`)).toBeNull();
    watcher.disconnect();
    expect(drawn[0]).toBe('content');
    expect(drawn).not.toContain('frame or skeleton');

    // Once the page is drawn and idle, the SDK starts to confirm the person.
    await waitFor(() => expect(idle).toHaveLength(1));
    expect(firebaseAuth.initializeAuth).not.toHaveBeenCalled();
    for (const callback of idle.splice(0)) callback();
    await waitFor(() => expect(firebaseAuth.initializeAuth).toHaveBeenCalled());
  });

  it('draws its own frame once its time limit has passed without the answers', async () => {
    expect(HTML_FRAME_HOLD_MS).toBe(300);
    const container = reloadWithTheFrameShown();
    const began = Date.now();
    await act(async () => start(container, { htmlFrameHoldMs: 150 }));
    expect(Date.now() - began).toBeGreaterThanOrEqual(145);
    // The app's frame (its skeleton, title from the route table) replaced the HTML's; no content before the guard allows it.
    expect(container.querySelector(`[${FRAME_MARKER}]`)).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Sessions' })).toBeInTheDocument();
    expect(container.querySelector('[data-provisional]')).not.toBeNull();
    expect(screen.queryByText(SESSION_TITLE)).toBeNull();
  });
});
