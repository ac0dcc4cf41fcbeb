import type { Actor } from '../../../contract/policy';
import { decideWithHint, hintFrom, parseAccessHint, readAccessHint, writeAccessHint, ACCESS_HINT_KEY, type AccessInput } from '../../../src/features/access';

const hint = (over: Partial<Actor> = {}): Actor => ({ uid: 't', role: 'enseignant', organisationId: 'org-1', organisationActive: true, ...over });
const teacher = { uid: 't', role: 'enseignant' as const, uid_organisation: 'org-1' };
const at = (pathname: string, over: Partial<AccessInput> = {}): AccessInput => ({
  authStatus: 'loading',
  user: null,
  organisationStatus: 'unknown',
  pathname,
  ...over,
});

// A reload draws the page's frame from the stored hint only where the fresh answers would make the guard
// wait and the hint would let the page through; the content itself always waits for the fresh `allow`.
describe('decideWithHint', () => {
  it.each<[string, AccessInput, Actor | null, string]>([
    ['loading, no hint: the overlay', at('/teacher/teacher_main'), null, 'wait'],
    ['loading, the hint allows: the frame', at('/teacher/teacher_main'), hint(), 'provisional'],
    ['loading, the hint is of another role: the overlay, never « Accès non autorisé » from a hint', at('/auth/users'), hint(), 'wait'],
    ['loading, the hint says inactive: the overlay, never a redirect from a hint', at('/teacher/teacher_main'), hint({ organisationActive: false }), 'wait'],
    ['loading, an inactive admin on the upgrade page: the frame', at('/account/UpgradeSubscription'), hint({ role: 'admin', organisationActive: false }), 'provisional'],
    ['organisation unknown, the hint agrees: the frame', at('/teacher/teacher_main', { authStatus: 'signedIn', user: teacher }), hint(), 'provisional'],
    ['organisation unknown, the fresh role differs: the fresh role decides (forbidden waits for the check)', at('/teacher/teacher_main', { authStatus: 'signedIn', user: { ...teacher, role: 'etudiant' } }), hint(), 'wait'],
    ['organisation unknown, the hint is of another person: the overlay', at('/teacher/teacher_main', { authStatus: 'signedIn', user: teacher }), hint({ uid: 'x' }), 'wait'],
    ['organisation unknown, the hint is of another organisation: the overlay', at('/teacher/teacher_main', { authStatus: 'signedIn', user: teacher }), hint({ organisationId: 'org-2' }), 'wait'],
    ['the fresh answers allow: the content', at('/teacher/teacher_main', { authStatus: 'signedIn', user: teacher, organisationStatus: 'active' }), hint(), 'allow'],
    ['the fresh organisation is inactive (the hint said active): /expired', at('/teacher/teacher_main', { authStatus: 'signedIn', user: teacher, organisationStatus: 'inactive' }), hint(), 'redirect'],
    ['signed out (the hint said signed in): the login', at('/teacher/teacher_main', { authStatus: 'signedOut' }), hint(), 'redirect'],
    ['a public page: as ever', at('/pricing'), hint(), 'allow'],
  ])('%s', (_case, input, stored, expected) => {
    expect(decideWithHint(input, stored).kind).toBe(expected);
  });
});

describe('hintFrom (what is remembered)', () => {
  it.each<[string, Parameters<typeof hintFrom>[0], Actor | null | undefined]>([
    ['signed out: forget', { authStatus: 'signedOut', user: null, organisationStatus: 'unknown' }, null],
    ['loading: keep what is stored', { authStatus: 'loading', user: null, organisationStatus: 'unknown' }, undefined],
    ['organisation not yet checked: keep', { authStatus: 'signedIn', user: teacher, organisationStatus: 'unknown' }, undefined],
    ['active', { authStatus: 'signedIn', user: teacher, organisationStatus: 'active' }, hint()],
    ['inactive', { authStatus: 'signedIn', user: teacher, organisationStatus: 'inactive' }, hint({ organisationActive: false })],
    ['no organisation to check', { authStatus: 'signedIn', user: { ...teacher, uid_organisation: null }, organisationStatus: 'unknown' }, hint({ organisationId: null })],
    ['the hyperadmin', { authStatus: 'signedIn', user: { uid: 'h', role: 'hyperadmin', uid_organisation: null }, organisationStatus: 'unknown' }, { uid: 'h', role: 'hyperadmin', organisationId: null, organisationActive: true }],
  ])('%s', (_case, state, expected) => {
    expect(hintFrom(state)).toEqual(expected);
  });
});

describe('parseAccessHint', () => {
  it.each<[string, string | null, Actor | null]>([
    ['nothing stored', null, null],
    ['not JSON', '{', null],
    ['the four facts', JSON.stringify(hint()), hint()],
    ['an unknown role', JSON.stringify(hint({ role: 'root' as Actor['role'] })), null],
    ['no uid', JSON.stringify({ ...hint(), uid: '' }), null],
    ['a flag that is not a boolean', JSON.stringify({ ...hint(), organisationActive: 'true' }), null],
    ['only the four facts are kept', JSON.stringify({ ...hint(), token: 'x' }), hint()],
  ])('%s', (_case, raw, expected) => {
    expect(parseAccessHint(raw)).toEqual(expected);
  });

  it('writes and reads back through the storage it is given, and forgets', () => {
    writeAccessHint(hint(), localStorage);
    expect(localStorage.getItem(ACCESS_HINT_KEY)).toBe(JSON.stringify(hint()));
    expect(readAccessHint(localStorage)).toEqual(hint());
    writeAccessHint(null, localStorage);
    expect(localStorage.getItem(ACCESS_HINT_KEY)).toBeNull();
  });
});
