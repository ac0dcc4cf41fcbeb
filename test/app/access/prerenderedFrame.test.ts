import type { Actor } from '../../../contract/policy';
import { PATHS } from '../../../src/config/routes';
import { decideWithHint, firstRenderMode, frameKindsFor, framedPaths, hintKind, hintsOfEveryKind } from '../../../src/features/access';

const FRAMED_PATHS = framedPaths();

const hint = (over: Partial<Actor> = {}): Actor => ({ uid: 't', role: 'enseignant', organisationId: 'org-1', organisationActive: true, ...over });

describe('which protected pages get a pre-rendered frame', () => {
  it('every page behind the guard with a fixed path, and no other', () => {
    expect([...FRAMED_PATHS].sort()).toEqual(
      [
        PATHS.account,
        PATHS.users,
        PATHS.organisationConfig,
        PATHS.subscription,
        PATHS.upgrade,
        PATHS.deleteOldUsers,
        PATHS.teacherStudents,
        PATHS.teacherSessions,
        PATHS.dossiers,
        PATHS.studentSessions,
      ].sort(),
    );
  });
});

describe('hintKind (what the guard reads of a hint)', () => {
  it.each<[string, Actor, string]>([
    ['a teacher of an active organisation', hint(), 'enseignant:active'],
    ['a teacher of an inactive organisation', hint({ organisationActive: false }), 'enseignant:inactive'],
    ['a free account', hint({ organisationId: null }), 'enseignant:none'],
    ['an empty organisation id counts as none, as for the guard', hint({ organisationId: '', organisationActive: false }), 'enseignant:none'],
    ['the hyperadmin', hint({ role: 'hyperadmin', organisationId: null }), 'hyperadmin:none'],
  ])('%s', (_case, stored, kind) => expect(hintKind(stored)).toBe(kind));

  it('one hint of each kind: twelve kinds, none twice', () => {
    const kinds = hintsOfEveryKind().map(hintKind);
    expect(new Set(kinds).size).toBe(12);
  });
});

// The frame's HTML lists the kinds of hint it is for; the guard must draw exactly that frame for any
// hint of a listed kind, whatever its uid or organisation id, and the overlay for any other.
describe('frameKindsFor (which stored hints see a page\'s frame)', () => {
  it.each<[string, string[]]>([
    ['/teacher/teacher_main', ['enseignant:none', 'enseignant:active', 'hyperadmin:none', 'hyperadmin:active', 'hyperadmin:inactive']],
    ['/auth/users', ['admin:none', 'admin:active', 'hyperadmin:none', 'hyperadmin:active', 'hyperadmin:inactive']],
    ['/account/UpgradeSubscription', ['admin:none', 'admin:active', 'admin:inactive', 'hyperadmin:none', 'hyperadmin:active', 'hyperadmin:inactive']],
    ['/auth/user_account', ['admin:none', 'admin:active', 'admin:inactive', 'hyperadmin:none', 'hyperadmin:active', 'hyperadmin:inactive', 'enseignant:none', 'enseignant:active', 'enseignant:inactive', 'etudiant:none', 'etudiant:active', 'etudiant:inactive']],
    ['/pricing', []],
  ])('%s → %p', (pathname, kinds) => expect([...frameKindsFor(pathname)].sort()).toEqual([...kinds].sort()));

  it.each(FRAMED_PATHS.map((pathname) => [pathname]))('%s: a listed kind is exactly a hint the guard draws the frame for', (pathname) => {
    const listed = new Set(frameKindsFor(pathname));
    for (const role of ['admin', 'hyperadmin', 'enseignant', 'etudiant'] as const) {
      for (const organisationId of [null, '', 'org-1', 'org-2']) {
        for (const organisationActive of [true, false]) {
          const stored = hint({ uid: 'someone', role, organisationId, organisationActive });
          const drawn = decideWithHint({ authStatus: 'loading', user: null, organisationStatus: 'unknown', pathname }, stored).kind === 'provisional';
          expect(listed.has(hintKind(stored))).toBe(drawn);
        }
      }
    }
  });
});

describe('firstRenderMode (how the app takes over its container)', () => {
  it.each<[string, { hasMarkup: boolean; isFrame: boolean }, string]>([
    ['an empty shell: drawn', { hasMarkup: false, isFrame: false }, 'render'],
    ['a pre-rendered public page: adopted', { hasMarkup: true, isFrame: false }, 'hydrate'],
    ['a protected page\'s frame, drawn for nobody in particular: replaced', { hasMarkup: true, isFrame: true }, 'render'],
  ])('%s', (_case, container, mode) => expect(firstRenderMode(container)).toBe(mode));
});
