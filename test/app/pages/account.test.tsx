import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountRows } from '../../../src/features/account';
import { organisationRows } from '../../../src/features/organisation';
import { endedFact } from '../../../src/features/subscription';
import { makeUser } from '../fixtures';
import { activeOrganisation, inactiveOrganisation, renderApp } from '../ui/renderApp';

const value = (rows: { label: string; value: string }[], label: string) => rows.find((row) => row.label === label)?.value;

describe('account rows', () => {
  // The first name and name are the form's, right above: not repeated.
  it('gives every field a French label, the role in French and the last sign-in with dayjs', () => {
    const rows = accountRows(makeUser('enseignant'));
    expect(rows.map((row) => row.label)).toEqual([
      'Adresse e-mail', 'Adresse vérifiée', 'Rôle', 'Organisation', 'Type de compte', 'Dernière connexion', 'Charte enseignant',
    ]);
    expect(value(rows, 'Rôle')).toBe('Enseignant');
    expect(value(rows, 'Adresse vérifiée')).toBe('Oui');
    expect(value(rows, 'Type de compte')).toBe("Compte d’organisation");
    expect(value(rows, 'Charte enseignant')).toBe('Acceptée');
    // 2026-11-20T08:30Z, in whatever time zone the tests run.
    expect(value(rows, 'Dernière connexion')).toMatch(/^(jeudi|vendredi|samedi) (19|20|21) novembre 2026 à \d{2}:\d{2}$/);
  });

  it('shows the charter only to teachers, and says when something is missing', () => {
    const rows = accountRows(makeUser('etudiant', { lastSignInTime: null, organisation: null, account_type: 'gratuit' }));
    expect(rows.map((row) => row.label)).not.toContain('Charte enseignant');
    expect(value(rows, 'Dernière connexion')).toBe('Non renseigné');
    expect(value(rows, 'Organisation')).toBe('Aucune organisation');
    expect(value(rows, 'Type de compte')).toBe('Compte gratuit');
    expect(value(accountRows(makeUser('enseignant', { charter_compliance: false })), 'Charte enseignant')).toBe('Non acceptée');
  });

  it('labels the organisation record in French and keeps unknown fields', () => {
    expect(organisationRows({ isActive: 'true', name: 'Lycée Actif', plan: 'etablissement', subscription_status: 'canceled', subscription_end: '2027-06-30', seats: 40 })).toEqual([
      { label: 'Nom', value: 'Lycée Actif' },
      { label: 'Offre', value: 'Établissement' },
      { label: "Statut de l’abonnement", value: 'Résilié' },
      { label: "Fin de l’abonnement", value: '30 juin 2027' },
      { label: 'seats', value: '40' },
    ]);
  });
});

describe('endedFact: what an inactive organisation’s pages say of its subscription', () => {
  const record = (fields: Record<string, unknown>) => ({ id: 'org-2', name: 'Collège Inactif', plan: 'etablissement', subscription_status: 'canceled', ...fields });
  it.each([
    ['ended yesterday', record({ subscription_end: '2026-10-27' }), 25, { plan: 'Établissement', seats: 25, endedOn: '27 octobre 2026' }],
    ['ends today: not yet ended', record({ subscription_end: '2026-10-28', subscription_status: 'active' }), null, null],
    ['cancelled before its end', record({ subscription_end: '2027-01-31' }), null, { plan: 'Établissement', seats: null, endedOn: null }],
    ['expired without an end date', record({ subscription_end: null, subscription_status: 'expired' }), null, { plan: 'Établissement', seats: null, endedOn: null }],
    ['an unknown plan keeps its name', record({ plan: 'sur-mesure', subscription_end: '2026-01-31' }), null, { plan: 'sur-mesure', seats: null, endedOn: '31 janvier 2026' }],
    ['no plan', record({ plan: undefined, subscription_end: '2026-01-31' }), null, { plan: null, seats: null, endedOn: '31 janvier 2026' }],
    ['past due, not ended', record({ subscription_status: 'past_due', subscription_end: '2027-01-31' }), null, null],
    ['no record (a failed check)', null, null, null],
  ] as const)('%s', (_case, organisation, seats, expected) => {
    expect(endedFact(organisation, '2026-10-28', seats)).toEqual(expected);
  });
});

describe('account and organisation pages', () => {
  it('/auth/user_account shows the profile', async () => {
    renderApp('/auth/user_account', { user: makeUser('enseignant'), organisation: activeOrganisation });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('Camille Martin')).toBeInTheDocument();
    expect(main.getByText('enseignant@demo.test')).toBeInTheDocument();
    expect(main.getByText('Lycée Actif')).toBeInTheDocument();
    expect(main.getByText('Acceptée')).toBeInTheDocument();
  });

  it('/account/subscription shows the status and the record', async () => {
    renderApp('/account/subscription', { user: makeUser('admin'), organisation: activeOrganisation });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mon abonnement' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Résumé de l’abonnement' });
    expect(within(summary).getByRole('heading', { level: 2, name: 'Établissement' }).nextElementSibling).toHaveTextContent(/^Actifjusqu’au 30 juin 2027/);
    expect(within(summary).getByText(/^jusqu’au 30 juin 2027/)).toBeInTheDocument();
  });

  it('/account/UpgradeSubscription gives the status message, or a default sentence, and leads to Tarifs and Contact', async () => {
    const { unmount } = renderApp('/account/UpgradeSubscription', { user: makeUser('admin'), organisation: inactiveOrganisation('Erreur réseau ou serveur.') });
    expect(await screen.findByText('Erreur réseau ou serveur.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voir les tarifs' })).toHaveAttribute('href', '/pricing');
    expect(screen.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/contact');
    unmount();
    // The access check's record: the offer and the day it ended (the seats come with the subscription, once loaded).
    renderApp('/account/UpgradeSubscription', { user: makeUser('admin'), organisation: inactiveOrganisation(null) });
    expect(await screen.findByText(/^Votre offre Établissement( \(\d+\u00a0places\))? a pris fin le 31 janvier 2026\.$/)).toBeInTheDocument();
    expect(screen.queryByText("L’abonnement est arrivé à échéance ou a été résilié.")).not.toBeInTheDocument();
  });

  // « Déconnexion » once on the screen: the navigation's (the page used to repeat it).
  it('/expired tells a member to contact their administrator; « Déconnexion » is the navigation’s, once', async () => {
    const { identity } = renderApp('/expired', { user: makeUser('etudiant'), organisation: inactiveOrganisation() });
    expect(await screen.findByText(/Contactez l’administrateur de votre organisation, la personne qui a ouvert votre compte/)).toBeInTheDocument();
    // What the access check knows, said plainly: the offer and the day it ended.
    expect(screen.getByText('L’offre Établissement de votre organisation a pris fin le 31 janvier 2026.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'Déconnexion' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    // jsdom applies no media query: the phone's bar is the one shown; its menu holds « Déconnexion ».
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    const signOut = screen.getAllByRole('button', { name: 'Déconnexion' });
    expect(signOut).toHaveLength(1);
    await user.click(signOut[0] as HTMLElement);
    expect(identity.signOut).toHaveBeenCalledTimes(1);
  });

  // The policy (contract/policy.ts) lets only the organisation's admin renew: nobody else is offered it.
  it.each([
    ['admin', true],
    ['enseignant', false],
    ['etudiant', false],
    ['hyperadmin', false],
  ] as const)('/expired offers the renewal to %s: %p', async (role, offered) => {
    renderApp('/expired', { user: makeUser(role), organisation: role === 'hyperadmin' ? undefined : inactiveOrganisation() });
    const main = await screen.findByRole('main');
    await within(main).findByRole('heading', { level: 1, name: 'Abonnement expiré' });
    const renew = within(main).queryByRole('link', { name: "Renouveler l’abonnement" });
    if (offered) expect(renew).toHaveAttribute('href', '/account/UpgradeSubscription');
    else expect(renew).not.toBeInTheDocument();
    expect(within(main).getByText(offered ? /Vous êtes administrateur/ : /Contactez l’administrateur/)).toBeInTheDocument();
  });

  it('/expired offers no sign-out to a signed-out visitor', async () => {
    renderApp('/expired', { user: null });
    await screen.findByRole('heading', { level: 1, name: 'Abonnement expiré' });
    expect(within(screen.getByRole('main')).queryByRole('button', { name: 'Déconnexion' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });

});
