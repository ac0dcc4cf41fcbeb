import { PAGE_LOADERS } from '../../src/app/pageLoaders';
import { actionOf, isPublicPath, normalisePath, PATHS, pathTo, PUBLIC_PATHS, ROLE_HOME, ROUTES, routeForPath, type AppRoute } from '../../src/config/routes';
import { audienceOf, decide, type Action } from '../../contract/policy';
import { ROLES } from '../../contract/roles';

// docs/product.md §2, copied as written.
const SPEC_PUBLIC_PATHS = [
  '/', '/login', '/signup', '/pricing', '/buynow', '/register', '/payment', '/auth/register_admin',
  '/auth/register_users', '/auth/ForgotPassword', '/contact', '/about', '/legal/policy', '/legal/cgv', '/legal/cgu',
  '/legal/terms-conditions', '/legal/mentions-legales', '/checkout', '/account/free', '/account/CreateTeacherFreeAccount',
  '/account/CreateStudentFreeAccount', '/account/CreateOrganismeFreeAccount', '/account/pricing', '/docs/start',
  '/actionmanager', '/getmyData', '/pricing1', '/expired', '/buynow/packpro',
];
// The documentation's guides and appendix (/docs/start's landing links to them).
const DOCS_PAGES = ['/docs/start/enseignant', '/docs/start/etudiant', '/docs/start/administrateur', '/docs/start/carte-des-acces'];
// docs/product.md §14: the patient monitor, public, for the simulation room's screen.
const ROOM_PAGES = ['/moniteur/:token'];
/** The roles a protected row is for: the policy's audience of the action it serves (contract/policy.ts). */
function audienceOfRoute(route: AppRoute | undefined) {
  const action = route && actionOf(route);
  return route?.access.kind === 'policy' && action !== undefined ? audienceOf(action) : undefined;
}

const SPEC_PROTECTED = {
  '/auth/user_account': 'signedIn',
  '/auth/users': ['admin'],
  '/auth/config': ['admin'],
  '/account/subscription': ['admin'],
  '/account/UpgradeSubscription': ['admin'],
  '/auth/deleteOldUsers': ['hyperadmin'],
  '/teacher/students': ['enseignant'],
  '/teacher/teacher_main': ['enseignant'],
  '/session/dossiers/Dossiers': ['enseignant'],
  '/student/sessionsTable': ['etudiant'],
  '/teacher/sessions/:id': ['enseignant', 'admin'],
  '/student/sessions/:id': ['etudiant'],
  '/session/dossiers/scenarios/:id': ['enseignant'],
  '/auth/login': 'signInAlias',
} as const;

describe('route table', () => {
  it('lists exactly the public paths of the product (product §2.1), the guides beneath its documentation and the patient monitor', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual([...SPEC_PUBLIC_PATHS, ...DOCS_PAGES, ...ROOM_PAGES].sort());
    // Public by the product's own rule (docs/product.md §19.2): each lies beneath one of its listed paths.
    for (const page of DOCS_PAGES) expect(SPEC_PUBLIC_PATHS.some((path) => path !== '/' && page.startsWith(`${path}/`))).toBe(true);
  });

  it.each(Object.entries(SPEC_PROTECTED))('has %s for %p', (path, audience) => {
    const route = routeForPath(path);
    expect(route).toBeDefined();
    if (typeof audience === 'string') expect(route?.access.kind).toBe(audience);
    else expect(audienceOfRoute(route)).toEqual(audience);
  });

  it('has one row per path, each with a French title and purpose', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(route.title.trim()).not.toBe('');
      expect(route.summary.trim()).not.toBe('');
    }
  });

  // The subtitle of a protected page is read by its own audience: it does not tell them what they are.
  it.each(ROUTES.filter((r) => r.access.kind !== 'public').map((r) => [r.path, r.summary]))(
    'the subtitle of %s does not say whom it is for',
    (_path, summary) => {
      expect(summary).not.toMatch(/réservé aux|pour les (administrateurs|enseignants|étudiants)/i);
    },
  );

  // Written out, not derived: the page each protected row stands for, by the API action it uses.
  it.each([
    ['/auth/user_account', 'profile.read'],
    ['/auth/users', 'users.list'],
    ['/auth/config', 'organisation.update'],
    ['/account/subscription', 'subscription.read'],
    ['/account/UpgradeSubscription', 'subscription.checkout'],
    ['/auth/deleteOldUsers', 'operator.organisations'],
    ['/teacher/students', 'students.read'],
    ['/teacher/teacher_main', 'sessions.lead'],
    ['/session/dossiers/Dossiers', 'folders.manage'],
    ['/student/sessionsTable', 'sessions.participate'],
  ])('names %s by the action %s, which the policy allows its audience', (path, action) => {
    const route = routeForPath(path);
    expect(route && actionOf(route)).toBe(action);
    const audience = audienceOfRoute(route) ?? ROLES;
    for (const role of audience) {
      expect(decide({ uid: 'u', role, organisationId: 'org', organisationActive: true }, action as Action)).toEqual({ allowed: true });
    }
  });

  it('draws only the patient monitor without the site’s layout', () => {
    expect(ROUTES.filter((route) => route.layout === 'fullScreen').map((route) => [route.path, route.title])).toEqual([['/moniteur/:token', 'Moniteur patient']]);
  });

  it('names an action only on protected rows', () => {
    expect(ROUTES.filter((route) => actionOf(route) !== undefined && route.access.kind === 'public')).toEqual([]);
  });

  it("sends every role's main page to a route that role may open", () => {
    for (const role of ROLES) {
      expect(audienceOfRoute(routeForPath(ROLE_HOME[role]))).toEqual([role]);
    }
  });

  it('loads a page component for every route, and has no loader without a route', async () => {
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(ROUTES.map((route) => route.path).sort());
    for (const route of ROUTES) {
      const page = await PAGE_LOADERS[route.path]();
      expect(typeof page.default).toBe('function');
    }
  });
});

describe('pages of one resource', () => {
  it.each([
    ['/teacher/sessions/5b2f0c9e-1', '/teacher/sessions/:id'],
    ['/teacher/sessions/42/', '/teacher/sessions/:id'],
    ['/student/sessions/abc', '/student/sessions/:id'],
    ['/session/dossiers/scenarios/s-1', '/session/dossiers/scenarios/:id'],
    ['/teacher/sessions', undefined],
    ['/teacher/sessions/42/notes', undefined],
    ['/session/dossiers/Dossiers', '/session/dossiers/Dossiers'],
    ['/moniteur/AbC_-0123456789abcdefghijklmnopqrstuvwxyzABCDE', '/moniteur/:token'],
    ['/moniteur', undefined],
  ])('%s is drawn by %p', (location, path) => {
    expect(routeForPath(location)?.path).toBe(path);
  });

  it('fills in and encodes the parameters, and refuses a missing one', () => {
    expect(pathTo(PATHS.teacherSession, { id: '42' })).toBe('/teacher/sessions/42');
    expect(pathTo(PATHS.scenario, { id: 'a/b c' })).toBe('/session/dossiers/scenarios/a%2Fb%20c');
    expect(() => pathTo(PATHS.studentSession, {})).toThrow('Paramètre manquant :id');
  });
});

describe('isPublicPath', () => {
  it.each([
    ['/', true],
    ['/login', true],
    ['/login/', true],
    ['/legal/policy/annexe', true],
    ['/buynow/packpro', true],
    ['/buynow/autre', true],
    ['/teacher/students', false],
    ['/auth/users', false],
    ['/auth/ForgotPassword', true],
    ['/auth/forgotpassword', false],
    ['/loginx', false],
    ['/expired', true],
    ['/account/subscription', false],
    ['/account/free/suite', true],
    ['/inconnue', false],
    ['/moniteur/AbC_-0123456789abcdefghijklmnopqrstuvwxyzABCDE', true],
    ['/moniteur/jeton/', true],
    ['/moniteur', false],
    ['/moniteur/jeton/suite', false],
  ])('%s → %p', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });

  it('keeps the root as it is and drops one trailing slash elsewhere', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/about/')).toBe('/about');
  });
});
