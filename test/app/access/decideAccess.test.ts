/**
 * The guard as a generated table: every role × organisation state × class of path, the
 * expected outcome stated from docs/product.md (§4.3, §6), independently
 * of the implementation's data.
 */
import { decideAccess, type AccessDecision } from '../../../src/features/access';
import type { Role } from '../../../contract/roles';
import { makeUser } from '../fixtures';

const PUBLIC = [
  '/', '/login', '/signup', '/pricing', '/buynow', '/register', '/payment', '/auth/register_admin',
  '/auth/register_users', '/auth/ForgotPassword', '/contact', '/about', '/legal/policy', '/legal/cgv', '/legal/cgu',
  '/legal/terms-conditions', '/legal/mentions-legales', '/checkout', '/account/free', '/account/CreateTeacherFreeAccount',
  '/account/CreateStudentFreeAccount', '/account/CreateOrganismeFreeAccount', '/account/pricing', '/docs/start',
  '/actionmanager', '/getmyData', '/pricing1', '/expired', '/buynow/packpro',
];
const BENEATH_PUBLIC = ['/legal/policy/cookies', '/buynow/packpro/etape-2', '/docs/start/enseignant', '/login/'];
const AUDIENCE: Record<string, Role[]> = {
  '/auth/users': ['admin'],
  '/auth/config': ['admin'],
  '/account/subscription': ['admin'],
  '/account/UpgradeSubscription': ['admin'],
  '/auth/deleteOldUsers': ['hyperadmin'],
  '/teacher/students': ['enseignant'],
  '/teacher/teacher_main': ['enseignant'],
  '/session/dossiers/Dossiers': ['enseignant'],
  '/student/sessionsTable': ['etudiant'],
};
const NON_PUBLIC_UNKNOWN = ['/inconnue', '/teacher', '/loginx', '/teacher/students/42'];
const ALWAYS_ALLOWED = ['/auth/user_account', '/auth/user_account/'];
const HOME: Record<Role, string> = {
  admin: '/auth/users',
  hyperadmin: '/auth/deleteOldUsers',
  enseignant: '/teacher/teacher_main',
  etudiant: '/student/sessionsTable',
};

type Org = 'none' | 'unknown' | 'active' | 'inactive' | 'unreachable';
type Row = { status: 'loading' | 'signedOut' | 'signedIn'; role: Role | null; org: Org; path: string };

const strip = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
const isPublic = (p: string) => PUBLIC.some((pub) => strip(p) === pub || (pub !== '/' && strip(p).startsWith(`${pub}/`)));

function expected({ status, role, org, path }: Row): string {
  const p = strip(path);
  if (isPublic(p)) {
    return status === 'signedIn' && role && (p === '/login' || p === '/signup') ? `redirect ${HOME[role]}` : 'allow';
  }
  if (status === 'loading') return 'wait';
  if (p === '/auth/login') return role ? `redirect ${HOME[role]}` : 'redirect /login';
  if (!role) return `redirect /login?redirectTo=${encodeURIComponent(path)}`;
  if (role === 'hyperadmin') return 'allow';
  if (p === '/auth/user_account') return 'allow';
  if (org === 'unknown') return 'wait';
  // A check that failed is no status: never the renewal page, never /expired, for every protected page.
  if (org === 'unreachable') return 'unreachable';
  if (org === 'inactive' && role !== 'admin') return 'redirect /expired';
  if (org === 'inactive' && p !== '/account/UpgradeSubscription' && p !== '/account/subscription') {
    return 'redirect /account/UpgradeSubscription';
  }
  const audience = AUDIENCE[p];
  if (audience && !audience.includes(role)) return `forbidden ${HOME[role]}`;
  return 'allow';
}

const show = (d: AccessDecision) =>
  d.kind === 'redirect' ? `redirect ${d.to}` : d.kind === 'forbidden' ? `forbidden ${d.home}` : d.kind;

const paths = [...PUBLIC, ...BENEATH_PUBLIC, ...Object.keys(AUDIENCE), ...NON_PUBLIC_UNKNOWN, ...ALWAYS_ALLOWED, '/auth/login'];
const roles: Role[] = ['admin', 'hyperadmin', 'enseignant', 'etudiant'];
const orgs: Org[] = ['none', 'unknown', 'active', 'inactive', 'unreachable'];

const rows: Row[] = paths.flatMap((path) => [
  { status: 'loading' as const, role: null, org: 'none' as const, path },
  { status: 'signedOut' as const, role: null, org: 'none' as const, path },
  ...roles.flatMap((role) => orgs.map((org) => ({ status: 'signedIn' as const, role, org, path }))),
]);

const label = (r: Row) => `${r.status.padEnd(9)} ${(r.role ?? '-').padEnd(10)} org=${r.org.padEnd(11)} ${r.path}`;

describe(`decideAccess: ${rows.length} generated rows`, () => {
  it.each(rows.map((row) => [label(row), row, expected(row)] as const))('%s → %s', (_label, row, outcome) => {
    const user =
      row.role === null
        ? null
        : makeUser(row.role, { uid_organisation: row.org === 'none' ? null : 'org-1' });
    const decision = decideAccess({
      authStatus: row.status,
      user,
      organisationStatus: row.org === 'none' ? 'unknown' : row.org,
      pathname: row.path,
    });
    expect(show(decision)).toBe(outcome);
  });
});

describe('decideAccess: the login redirect', () => {
  const admin = makeUser('admin');
  it('returns a signed-in visitor of /login to the page they asked for', () => {
    expect(
      decideAccess({ authStatus: 'signedIn', user: admin, organisationStatus: 'active', pathname: '/login', search: '?redirectTo=%2Fauth%2Fconfig%3Fonglet%3D2' }),
    ).toEqual({ kind: 'redirect', to: '/auth/config?onglet=2' });
  });

  it.each(['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '/login'])(
    'ignores redirectTo=%s and goes to the main page',
    (target) => {
      expect(
        decideAccess({ authStatus: 'signedIn', user: admin, organisationStatus: 'active', pathname: '/login', search: `?redirectTo=${encodeURIComponent(target)}` }),
      ).toEqual({ kind: 'redirect', to: '/auth/users' });
    },
  );

  it('keeps the query string of the requested page', () => {
    expect(decideAccess({ authStatus: 'signedOut', user: null, organisationStatus: 'unknown', pathname: '/auth/users', search: '?page=2' })).toEqual({
      kind: 'redirect',
      to: '/login?redirectTo=%2Fauth%2Fusers%3Fpage%3D2',
    });
  });
});
