/**
 * A signed-in reload's first requests, sent before the app has started (src/app/earlyRequests.ts): which
 * ones, for which reload (a table), and that they are exactly what the endpoints send once the app runs,
 * so that the data layer adopts them (src/lib/api/earlyFetch.ts) rather than asking twice.
 */
import { earlyRequestsFor, type EarlyInput } from '../../../src/app/earlyRequests';
import { createAppStore } from '../../../src/app/store';
import type { AccessHint } from '../../../src/features/access';
import { profileApi } from '../../../src/features/auth/profileApi';
import type { StoredSession } from '../../../src/features/auth/storedSession';
import { organisationApi } from '../../../src/features/organisation/organisationApi';
import { sessionsApi } from '../../../src/features/sessions/sessionsApi';
import type { Identity } from '../../../src/lib/services';

const session: StoredSession = {
  user: { uid: 'uid-t', email: 'enseignant@actif.demo.test', emailVerified: true, displayName: null, photoURL: null, lastSignInTime: null },
  accessToken: 'token-abc',
  expiresAt: Date.now() + 30 * 60_000,
};
const teacherHint: AccessHint = { uid: 'uid-t', role: 'enseignant', organisationId: 'org-1', organisationActive: true };

const reload = (pathname: string, hint: AccessHint | null = teacherHint, search = ''): EarlyInput => ({ session, pathname, search, hint, apiBaseUrl: '/api' });
const PROFILE = { url: '/api/auth/users/profile', token: 'token-abc' };
const CHECK = { url: '/api/auth/organisations?accessCheck=true&id=org-1', token: null };
const SESSIONS = { url: '/api/sessions?limit=100', token: 'token-abc' };

describe('what a signed-in reload sends before the app has started', () => {
  it.each<[string, EarlyInput, unknown[]]>([
    ['a teacher reloading their sessions: the profile, the organisation check (no token), the sessions', reload('/teacher/teacher_main'), [PROFILE, CHECK, SESSIONS]],
    ['a page with no first query', reload('/teacher/students'), [PROFILE, CHECK]],
    ['a student hint on the teachers\' page (the guard would refuse it: no sessions asked)', reload('/teacher/teacher_main', { ...teacherHint, role: 'etudiant' }), [PROFILE, CHECK]],
    ['an inactive organisation (the guard would send to /expired)', reload('/teacher/teacher_main', { ...teacherHint, organisationActive: false }), [PROFILE, CHECK]],
    ['a hint about someone else', reload('/teacher/teacher_main', { ...teacherHint, uid: 'uid-other' }), [PROFILE]],
    ['no stored hint', reload('/teacher/teacher_main', null), [PROFILE]],
    ['someone without an organisation', reload('/teacher/students', { ...teacherHint, organisationId: null }), [PROFILE]],
    ['a public page', reload('/pricing'), [PROFILE, CHECK]],
  ])('%s', (_name, input, expected) => {
    expect(earlyRequestsFor(input)).toEqual(expected);
  });

  it('puts an organisation id with reserved characters in the URL as the endpoint does', () => {
    expect(earlyRequestsFor(reload('/teacher/students', { ...teacherHint, organisationId: 'a&b=c d' }))[1]).toEqual({
      url: '/api/auth/organisations?accessCheck=true&id=a%26b%3Dc+d',
      token: null,
    });
  });
});

describe('the endpoints send exactly those requests', () => {
  let sent: { url: string; authorization: string | null }[] = [];
  beforeEach(() => {
    sent = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL) => {
      const request = input as Request;
      sent.push({ url: request.url, authorization: request.headers.get('Authorization') });
      const data = request.url.includes('/sessions') ? { items: [], nextCursor: null } : {};
      return new Response(JSON.stringify({ success: true, message: '', data }), { headers: { 'Content-Type': 'application/json' } });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['a teacher on their sessions, with an organisation id to escape', '/teacher/teacher_main', 'org-1'],
    ['the same with an id that needs escaping', '/teacher/teacher_main', 'a&b=c d'],
  ])('%s', async (_name, pathname, organisationId) => {
    const identity = { getIdToken: async () => session.accessToken } as unknown as Identity;
    const store = createAppStore({ identity, navigate: jest.fn() });
    await Promise.all([
      store.dispatch(profileApi.endpoints.getProfile.initiate(session.user.uid)),
      store.dispatch(organisationApi.endpoints.checkOrganisationAccess.initiate(organisationId)),
      store.dispatch(sessionsApi.endpoints.listSessions.initiate()),
    ]);
    const early = earlyRequestsFor({ ...reload(pathname, { ...teacherHint, organisationId }), apiBaseUrl: '/api' });
    const expected = early.map(({ url, token }) => ({ url: new URL(url, document.baseURI).href, authorization: token ? `Bearer ${token}` : null }));
    expect([...sent].sort((a, b) => a.url.localeCompare(b.url))).toEqual([...expected].sort((a, b) => a.url.localeCompare(b.url)));
  });
});
