import fc from 'fast-check';
import { PUBLIC_PATHS, ROUTES } from '../../../src/config/routes';
import { decideAccess, safeRedirectPath } from '../../../src/features/access';
import { ROLES } from '../../../contract/roles';
import { makeUser } from '../fixtures';

const known = ROUTES.map((r) => r.path);
const segment = fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/);
const path = fc.oneof(
  fc.constantFrom(...known),
  fc.tuple(fc.constantFrom(...known), segment).map(([p, s]) => `${p === '/' ? '' : p}/${s}`),
  fc.array(segment, { minLength: 1, maxLength: 4 }).map((s) => `/${s.join('/')}`),
  fc.tuple(fc.constantFrom(...known), fc.boolean()).map(([p, slash]) => (slash && p !== '/' ? `${p}/` : p)),
);
const orgStatus = fc.constantFrom('unknown' as const, 'active' as const, 'inactive' as const);
const user = fc.record({ role: fc.constantFrom(...ROLES), hasOrganisation: fc.boolean() }).map(({ role, hasOrganisation }) =>
  makeUser(role, { uid_organisation: hasOrganisation ? 'org-1' : null }),
);
const strip = (p: string) => (p.length > 1 && p.endsWith('/') ? p.slice(0, -1) : p);
// A public path with a parameter (`/moniteur/:token`) covers exactly one segment in its place, nothing beneath.
const fitsPattern = (pattern: string, p: string) => {
  const want = pattern.split('/');
  const got = p.split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
};
const isPublic = (p: string) =>
  PUBLIC_PATHS.some((pub) => (pub.includes('/:') ? fitsPattern(pub, strip(p)) : strip(p) === pub || (pub !== '/' && strip(p).startsWith(`${pub}/`))));
const SIGN_IN_PAGES = ['/login', '/signup', '/auth/login'];

describe('decideAccess invariants', () => {
  it('never lets nobody reach a non-public page', () => {
    fc.assert(
      fc.property(path, orgStatus, fc.constantFrom('loading' as const, 'signedOut' as const), (p, org, status) => {
        const decision = decideAccess({ authStatus: status, user: null, organisationStatus: org, pathname: p });
        if (!isPublic(p)) expect(decision.kind).not.toBe('allow');
      }),
      { numRuns: 3000 },
    );
  });

  it('never redirects a hyperadmin away from a page', () => {
    fc.assert(
      fc.property(path, orgStatus, fc.boolean(), (p, org, hasOrg) => {
        if (SIGN_IN_PAGES.includes(strip(p))) return;
        const decision = decideAccess({ authStatus: 'signedIn', user: makeUser('hyperadmin', { uid_organisation: hasOrg ? 'org-1' : null }), organisationStatus: org, pathname: p });
        expect(decision).toEqual({ kind: 'allow' });
      }),
      { numRuns: 3000 },
    );
  });

  it('lets members of an inactive organisation reach only what the product allows (product §4.3)', () => {
    fc.assert(
      fc.property(path, fc.constantFrom(...ROLES.filter((r) => r !== 'hyperadmin')), (p, role) => {
        const decision = decideAccess({ authStatus: 'signedIn', user: makeUser(role, { uid_organisation: 'org-1' }), organisationStatus: 'inactive', pathname: p });
        const allowedHere = ['/auth/user_account', '/expired', ...(role === 'admin' ? ['/account/UpgradeSubscription', '/account/subscription'] : [])];
        if (decision.kind === 'allow') expect(isPublic(p) || allowedHere.includes(strip(p))).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('decides public pages without looking at the user', () => {
    fc.assert(
      fc.property(path, user, orgStatus, (p, u, org) => {
        if (!isPublic(p) || SIGN_IN_PAGES.includes(strip(p))) return;
        const signedIn = decideAccess({ authStatus: 'signedIn', user: u, organisationStatus: org, pathname: p });
        const nobody = decideAccess({ authStatus: 'signedOut', user: null, organisationStatus: 'unknown', pathname: p });
        expect(signedIn).toEqual(nobody);
        expect(signedIn).toEqual({ kind: 'allow' });
      }),
      { numRuns: 3000 },
    );
  });
});

describe('redirectTo never leaves the origin', () => {
  const ORIGIN = 'https://app.simusession.test';
  const hostile = fc.oneof(
    fc.webUrl({ withQueryParameters: true, withFragments: true }),
    fc.webUrl().map((u) => u.replace(/^https?:/, '')),
    fc.domain().map((d) => `//${d}/auth/users`),
    fc.domain().map((d) => `/\\${d}`),
    fc.domain().map((d) => `/\t/${d}`),
    fc.string().map((s) => `javascript:${s}`),
    fc.string().map((s) => `data:text/html,${s}`),
    fc.domain().map((d) => encodeURIComponent(`//${d}`)),
    fc.domain().map((d) => `/%2F${d}`),
    fc.string(),
    fc.string().map((s) => `/${s}`),
  );

  it('gives null or a path on the same origin', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const safe = safeRedirectPath(raw);
        if (safe === null) return;
        expect(safe.startsWith('/')).toBe(true);
        expect(safe.startsWith('//')).toBe(false);
        expect(new URL(safe, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 5000 },
    );
  });
});
