import type { Actor } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import { mainPageFor, menuFor, menuSlots, navViewer, pendingSlots } from '../../../src/features/navigation';

const viewer = (role: Role, organisationActive = true): Actor => ({
  uid: `${role}-uid`,
  role,
  organisationId: role === 'hyperadmin' ? null : 'org-1',
  organisationActive,
});
const labels = (role: Role | null) => menuFor(role && viewer(role)).map((item) => item.label);

describe('menu model (docs/product.md §2, §6)', () => {
  it.each<[Role | null, string[]]>([
    [null, ['Accueil', 'Connexion', 'Tarifs', 'Nous', 'Documentation', 'Contact']],
    ['admin', ['Accueil', 'Compte', 'Utilisateurs', 'Config', 'Mon abonnement', 'Documentation', 'Contact', 'Déconnexion']],
    ['hyperadmin', ['Accueil', 'Compte', 'Effacer Old users', 'Déconnexion']],
    ['enseignant', ['Accueil', 'Compte', 'Etudiants', 'Sessions', 'Mes dossiers', 'Documentation', 'Contact', 'Déconnexion']],
    ['etudiant', ['Accueil', 'Compte', 'Sessions', 'Documentation', 'Contact', 'Déconnexion']],
  ])('%s sees %j', (role, expected) => {
    expect(labels(role)).toEqual(expected);
  });

  it('points each role item at a page of that role', () => {
    expect(menuFor(viewer('etudiant'))).toContainEqual({ kind: 'link', slot: 'role', to: '/student/sessionsTable', label: 'Sessions' });
    expect(menuFor(viewer('enseignant'))).toContainEqual({ kind: 'link', slot: 'role', to: '/teacher/teacher_main', label: 'Sessions' });
    expect(menuFor(viewer('admin'))).toContainEqual({ kind: 'link', slot: 'avatar', to: '/auth/user_account', label: 'Compte' });
  });

  // An inactive organisation: the policy leaves the admin the subscription and the account only
  // (docs/product.md §12), so the menu offers nothing else that the server would refuse.
  it.each<[Role, string[]]>([
    ['admin', ['Accueil', 'Compte', 'Mon abonnement', 'Documentation', 'Contact', 'Déconnexion']],
    ['enseignant', ['Accueil', 'Compte', 'Documentation', 'Contact', 'Déconnexion']],
    ['etudiant', ['Accueil', 'Compte', 'Documentation', 'Contact', 'Déconnexion']],
  ])('%s of an inactive organisation sees %j', (role, expected) => {
    expect(menuFor(viewer(role, false)).map((item) => item.label)).toEqual(expected);
  });

  it('leaves the hyperadmin its item whatever the organisation (it has none)', () => {
    expect(menuFor(viewer('hyperadmin', false)).map((item) => item.label)).toEqual(['Accueil', 'Compte', 'Effacer Old users', 'Déconnexion']);
  });
});

// Issue "The public face and the feel of the product": « Accueil » and the logo lead a signed-in
// person to their own main page (docs/product.md §19.3), the guard's destination when the organisation is inactive.
describe('main page (« Accueil », the logo)', () => {
  it.each<[string, Actor | null, string]>([
    ['a visitor', null, '/'],
    ['an admin', viewer('admin'), '/auth/users'],
    ['the hyperadmin', viewer('hyperadmin'), '/auth/deleteOldUsers'],
    ['a teacher', viewer('enseignant'), '/teacher/teacher_main'],
    ['a student', viewer('etudiant'), '/student/sessionsTable'],
    ['an admin of an inactive organisation', viewer('admin', false), '/account/UpgradeSubscription'],
    ['a teacher of an inactive organisation', viewer('enseignant', false), '/expired'],
    ['a student of an inactive organisation', viewer('etudiant', false), '/expired'],
    ['the hyperadmin, told inactive', viewer('hyperadmin', false), '/auth/deleteOldUsers'],
    ['a free account (no organisation)', { uid: 'f', role: 'enseignant', organisationId: null, organisationActive: false }, '/teacher/teacher_main'],
  ])('%s → %s', (_who, actor, expected) => {
    expect(mainPageFor(actor)).toBe(expected);
    const home = menuFor(actor).find((item) => item.kind === 'link' && item.slot === 'home');
    expect(home).toMatchObject({ label: 'Accueil', to: expected });
  });
});

// The 375 px bar: « Accueil » (a mobile label of docs/product.md §2), then the role's entries with their mobile labels.
describe('mobile bar and its menu', () => {
  const bar = (actor: Actor | null) => menuSlots(menuFor(actor));
  const names = (links: { label: string; to: string }[]) => links.map((l) => `${l.label} ${l.to}`);
  it.each<[string, Actor | null, string[], string[]]>([
    ['a visitor', null, ['Accueil /'], ['Connexion', 'Tarifs', 'Nous', 'Documentation', 'Contact']],
    ['an admin', viewer('admin'), ['Accueil /auth/users', 'Utilisateurs /auth/users', 'Config /auth/config', 'Mon abonnement /account/subscription'], ['Documentation', 'Contact']],
    ['the hyperadmin', viewer('hyperadmin'), ['Accueil /auth/deleteOldUsers', 'Effacer Old users /auth/deleteOldUsers'], []],
    ['a teacher', viewer('enseignant'), ['Accueil /teacher/teacher_main', 'Etudiants /teacher/students', 'Sessions /teacher/teacher_main', 'Mes dossiers /session/dossiers/Dossiers'], ['Documentation', 'Contact']],
    ['a student', viewer('etudiant'), ['Accueil /student/sessionsTable', 'Sessions /student/sessionsTable'], ['Documentation', 'Contact']],
    ['an admin of an inactive organisation', viewer('admin', false), ['Accueil /account/UpgradeSubscription', 'Mon abonnement /account/subscription'], ['Documentation', 'Contact']],
    ['a teacher of an inactive organisation', viewer('enseignant', false), ['Accueil /expired'], ['Documentation', 'Contact']],
  ])('%s: bar %j, menu %j', (_who, actor, bottom, menu) => {
    const slots = bar(actor);
    expect(names(slots.bottom)).toEqual(bottom);
    expect(slots.menu.map((l) => l.label)).toEqual(menu);
    // Nothing twice: what the bar carries is not repeated in the menu; sign-out once, for whoever is signed in.
    expect(slots.menu.filter((l) => slots.bottom.some((b) => b.to === l.to))).toEqual([]);
    expect(slots.signOut?.label).toBe(actor ? 'Déconnexion' : undefined);
  });

  it('keeps every role entry on the desktop bar', () => {
    expect(bar(viewer('enseignant')).links.map((l) => l.label)).toEqual(['Etudiants', 'Sessions', 'Mes dossiers', 'Documentation', 'Contact']);
  });

  it('shows only the way to the marketing home while it does not know', () => {
    const slots = pendingSlots();
    expect(names(slots.bottom)).toEqual(['Accueil /']);
    expect([slots.avatar, slots.signOut, ...slots.links, ...slots.menu]).toEqual([undefined, undefined]);
  });
});

// Who the menus are drawn for while the answers come: never an entry that would appear, then vanish.
describe('navViewer', () => {
  const teacher = { uid: 't', role: 'enseignant' as const, uid_organisation: 'org-1' };
  const hint = (over: Partial<Actor> = {}): Actor => ({ uid: 't', role: 'enseignant', organisationId: 'org-1', organisationActive: true, ...over });
  it.each<[string, Parameters<typeof navViewer>[0], ReturnType<typeof navViewer>]>([
    ['signed out', { authStatus: 'signedOut', user: null, organisationStatus: 'unknown', hint: hint() }, null],
    ['loading, no hint', { authStatus: 'loading', user: null, organisationStatus: 'unknown', hint: null }, 'pending'],
    ['loading, a hint', { authStatus: 'loading', user: null, organisationStatus: 'unknown', hint: hint() }, hint()],
    ['signed in, organisation active', { authStatus: 'signedIn', user: teacher, organisationStatus: 'active', hint: null }, hint()],
    ['signed in, organisation inactive (the hint said active)', { authStatus: 'signedIn', user: teacher, organisationStatus: 'inactive', hint: hint() }, hint({ organisationActive: false })],
    ['signed in, organisation unknown, no hint (it used to count as active)', { authStatus: 'signedIn', user: teacher, organisationStatus: 'unknown', hint: null }, 'pending'],
    ['signed in, organisation unknown, hint inactive', { authStatus: 'signedIn', user: teacher, organisationStatus: 'unknown', hint: hint({ organisationActive: false }) }, hint({ organisationActive: false })],
    ['signed in, organisation unknown, hint of another person', { authStatus: 'signedIn', user: teacher, organisationStatus: 'unknown', hint: hint({ uid: 'x' }) }, 'pending'],
    ['signed in, organisation unknown, hint of another organisation', { authStatus: 'signedIn', user: teacher, organisationStatus: 'unknown', hint: hint({ organisationId: 'org-2' }) }, 'pending'],
    ['signed in, the fresh role wins over the hint', { authStatus: 'signedIn', user: { ...teacher, role: 'etudiant' }, organisationStatus: 'unknown', hint: hint() }, hint({ role: 'etudiant' })],
    ['signed in, no organisation to check', { authStatus: 'signedIn', user: { ...teacher, uid_organisation: null }, organisationStatus: 'unknown', hint: null }, hint({ organisationId: null })],
  ])('%s', (_case, state, expected) => {
    expect(navViewer(state)).toEqual(expected);
  });
});
