import { firstQueryToPrefetch, organisationToCheckEarly, PAGE_FIRST_QUERIES, type FirstQueryInput } from '../../../src/app/firstQueries';
import type { AccessHint } from '../../../src/features/access';

const teacherHint: AccessHint = { uid: 'uid-t', role: 'enseignant', organisationId: 'org-1', organisationActive: true };
const studentHint: AccessHint = { uid: 'uid-t', role: 'etudiant', organisationId: 'org-1', organisationActive: true };
const inactiveHint: AccessHint = { ...teacherHint, organisationActive: false };
const verified = { uid: 'uid-t', emailVerified: true };

const reload = (pathname: string, overrides: Partial<FirstQueryInput> = {}): FirstQueryInput => ({
  pathname,
  identityUser: verified,
  authStatus: 'loading',
  hint: teacherHint,
  ...overrides,
});

describe('which query a signed-in reload sends before the guard has its answers', () => {
  it('declares the homes that list the caller’s sessions', () => {
    expect(PAGE_FIRST_QUERIES).toEqual({ '/teacher/teacher_main': 'listSessions', '/student/sessionsTable': 'listSessions' });
  });

  it.each<[string, FirstQueryInput, ReturnType<typeof firstQueryToPrefetch>]>([
    ['a teacher reloading their sessions', reload('/teacher/teacher_main'), 'listSessions'],
    ['the same with a trailing slash', reload('/teacher/teacher_main/'), 'listSessions'],
    ['a student reloading theirs', reload('/student/sessionsTable', { hint: studentHint }), 'listSessions'],
    ['a page that declares no first query', reload('/teacher/students'), null],
    ['a public page', reload('/pricing'), null],
    ['an unknown path', reload('/nulle-part'), null],
    ['a student hint on the teachers’ page (the guard would refuse)', reload('/teacher/teacher_main', { hint: studentHint }), null],
    ['an inactive organisation (the guard would send to /expired)', reload('/teacher/teacher_main', { hint: inactiveHint }), null],
    ['no stored hint', reload('/teacher/teacher_main', { hint: null }), null],
    ['a hint about someone else', reload('/teacher/teacher_main', { identityUser: { uid: 'uid-other', emailVerified: true } }), null],
    ['an unverified address (signed out at once)', reload('/teacher/teacher_main', { identityUser: { uid: 'uid-t', emailVerified: false } }), null],
    ['nobody signed in at the provider', reload('/teacher/teacher_main', { identityUser: null }), null],
    ['already signed in (not a reload: the page asks itself)', reload('/teacher/teacher_main', { authStatus: 'signedIn' }), null],
    ['signed out', reload('/teacher/teacher_main', { authStatus: 'signedOut' }), null],
  ])('%s', (_name, input, expected) => {
    expect(firstQueryToPrefetch(input)).toBe(expected);
  });
});

describe('which organisation a signed-in reload checks beside the profile call', () => {
  it.each<[string, FirstQueryInput, string | null]>([
    ['a teacher reloading any page: the hint\'s organisation', reload('/teacher/students'), 'org-1'],
    ['a student hint on the teachers\' page (the check answers for an organisation, not a page)', reload('/teacher/teacher_main', { hint: studentHint }), 'org-1'],
    ['an inactive organisation (the check says so, as the guard will read it)', reload('/teacher/teacher_main', { hint: inactiveHint }), 'org-1'],
    ['a person with no organisation', reload('/teacher/teacher_main', { hint: { ...teacherHint, organisationId: null } }), null],
    ['no stored hint', reload('/teacher/teacher_main', { hint: null }), null],
    ['a hint about someone else', reload('/teacher/teacher_main', { identityUser: { uid: 'uid-other', emailVerified: true } }), null],
    ['an unverified address', reload('/teacher/teacher_main', { identityUser: { uid: 'uid-t', emailVerified: false } }), null],
    ['nobody signed in at the provider', reload('/teacher/teacher_main', { identityUser: null }), null],
    ['already signed in (the sign-in checks it itself)', reload('/teacher/teacher_main', { authStatus: 'signedIn' }), null],
  ])('%s', (_name, input, expected) => {
    expect(organisationToCheckEarly(input)).toBe(expected);
  });
});
