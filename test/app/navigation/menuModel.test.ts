import type { Actor } from '../../../contract/policy';
import type { Role } from '../../../contract/roles';
import { menuFor } from '../../../src/features/navigation';

const viewer = (role: Role, organisationActive = true): Actor => ({
  uid: `${role}-uid`,
  role,
  organisationId: role === 'hyperadmin' ? null : 'org-1',
  organisationActive,
});
const labels = (role: Role | null) => menuFor(role && viewer(role)).map((item) => item.label);

describe('menu model (spec §2, §6)', () => {
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
    expect(menuFor(viewer('etudiant'))).toContainEqual({ kind: 'link', slot: 'item', to: '/student/sessionsTable', label: 'Sessions' });
    expect(menuFor(viewer('enseignant'))).toContainEqual({ kind: 'link', slot: 'item', to: '/teacher/teacher_main', label: 'Sessions' });
    expect(menuFor(viewer('admin'))).toContainEqual({ kind: 'link', slot: 'avatar', to: '/auth/user_account', label: 'Compte' });
  });

  // An inactive organisation: the policy leaves the admin the subscription and the account only
  // (features.md §3), so the menu offers nothing else that the server would refuse.
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
