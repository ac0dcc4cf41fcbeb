import { menuFor } from '../../../src/features/navigation';
import type { Role } from '../../../src/config/roles';

const labels = (role: Role | null) => menuFor(role).map((item) => item.label);

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
    expect(menuFor('etudiant')).toContainEqual({ kind: 'link', slot: 'item', to: '/student/sessionsTable', label: 'Sessions' });
    expect(menuFor('enseignant')).toContainEqual({ kind: 'link', slot: 'item', to: '/teacher/teacher_main', label: 'Sessions' });
    expect(menuFor('admin')).toContainEqual({ kind: 'link', slot: 'avatar', to: '/auth/user_account', label: 'Compte' });
  });
});
