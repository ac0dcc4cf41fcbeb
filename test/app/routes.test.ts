import { isPublicPath, normalisePath, PUBLIC_PATHS, ROLE_HOME, ROUTES, routeForPath } from '../../src/app/routes';
import { ROLES } from '../../src/config/roles';

// Spec §2, copied as written.
const SPEC_PUBLIC_PATHS = [
  '/', '/login', '/signup', '/pricing', '/buynow', '/register', '/payment', '/auth/register_admin',
  '/auth/register_users', '/auth/ForgotPassword', '/contact', '/about', '/legal/policy', '/legal/cgv', '/legal/cgu',
  '/legal/terms-conditions', '/legal/mentions-legales', '/checkout', '/account/free', '/account/CreateTeacherFreeAccount',
  '/account/CreateStudentFreeAccount', '/account/CreateOrganismeFreeAccount', '/account/pricing', '/docs/start',
  '/actionmanager', '/getmyData', '/pricing1', '/expired', '/buynow/packpro',
];
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
  '/auth/login': 'signInAlias',
} as const;

describe('route table', () => {
  it('lists exactly the public paths of the specification', () => {
    expect([...PUBLIC_PATHS].sort()).toEqual([...SPEC_PUBLIC_PATHS].sort());
  });

  it.each(Object.entries(SPEC_PROTECTED))('has %s for %p', (path, audience) => {
    const route = routeForPath(path);
    expect(route).toBeDefined();
    if (typeof audience === 'string') expect(route?.access.kind).toBe(audience);
    else expect(route?.access).toEqual({ kind: 'roles', roles: audience });
  });

  it('has one row per path, each with a French title and purpose', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(route.title.trim()).not.toBe('');
      expect(route.summary.trim()).not.toBe('');
    }
  });

  it("sends every role's main page to a route that role may open", () => {
    for (const role of ROLES) {
      const access = routeForPath(ROLE_HOME[role])?.access;
      expect(access).toEqual({ kind: 'roles', roles: [role] });
    }
  });

  it('loads a page component for every route', async () => {
    for (const route of ROUTES) {
      const page = await route.load();
      expect(typeof page.default).toBe('function');
    }
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
  ])('%s → %p', (path, expected) => {
    expect(isPublicPath(path)).toBe(expected);
  });

  it('keeps the root as it is and drops one trailing slash elsewhere', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/about/')).toBe('/about');
  });
});
