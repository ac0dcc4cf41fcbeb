import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { UserSummary } from '../../../contract/schemas/users';
import { bulkTargets, inviteErrors, namesToConfirm, rowActions } from '../../../src/features/users/usersView';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

// Each journey goes through the whole app and its dialogs and menus (Radix, portals): several seconds in jsdom on a busy machine.
jest.setTimeout(20_000);

const person = (overrides: Partial<UserSummary>): UserSummary => ({
  uid: 'u-1',
  email: 'lea.martin@actif.demo.test',
  firstname: 'Léa',
  name: 'Martin',
  role: 'etudiant',
  uid_organisation: 'org-1',
  status: 'active',
  tags: ['g-1'],
  last_sign_in_at: '2026-11-20T08:30:00.000Z',
  ...overrides,
});

describe('rowActions: what the table offers on a row', () => {
  test.each<[string, Partial<UserSummary>, string, Partial<ReturnType<typeof rowActions>>]>([
    ['an active student', {}, 'admin-uid', { changeRole: true, disable: true, enable: false, remove: true, resend: false }],
    ['an invited teacher', { role: 'enseignant', status: 'invited' }, 'admin-uid', { disable: true, resend: true }],
    ['a deactivated student', { status: 'disabled' }, 'admin-uid', { disable: false, enable: true }],
    ['oneself', { uid: 'admin-uid', role: 'admin' }, 'admin-uid', { changeRole: false, disable: false, remove: false }],
    ['the operator', { role: 'hyperadmin' }, 'admin-uid', { changeRole: false, disable: false, remove: false }],
  ])('%s', (_case, overrides, viewer, expected) => {
    expect(rowActions(person(overrides), viewer)).toMatchObject(expected);
  });
});

describe('bulkTargets: what a bulk action touches among the selected', () => {
  const selection = [
    person({ uid: 'a' }),
    person({ uid: 'b', status: 'disabled' }),
    person({ uid: 'admin-uid', role: 'admin' }),
    person({ uid: 'h', role: 'hyperadmin' }),
    person({ uid: 'c', status: 'invited' }),
  ];
  test.each<[string, 'disable' | 'remove', string[], number]>([
    ['deactivation skips the disabled, oneself and the operator', 'disable', ['a', 'c'], 3],
    ['deletion skips oneself and the operator, not the disabled', 'remove', ['a', 'b', 'c'], 2],
  ])('%s', (_case, action, uids, skipped) => {
    const result = bulkTargets(selection, 'admin-uid', action);
    expect(result.targets.map((user) => user.uid)).toEqual(uids);
    expect(result.skipped).toBe(skipped);
  });

  test.each([
    [['A', 'B'], ['A', 'B']],
    [['A', 'B', 'C'], ['A', 'B', 'et 1\u00a0autre']],
    [['A', 'B', 'C', 'D'], ['A', 'B', 'et 2\u00a0autres']],
  ])('names to confirm (at most 2 here): %j → %j', (names, expected) => {
    expect(namesToConfirm(names, 2)).toEqual(expected);
  });
});

describe('inviteErrors', () => {
  test.each([
    [{ email: '', firstname: 'A', name: 'B' }, { email: 'Indiquez le champ «\u00a0Adresse e-mail\u00a0».' }],
    [{ email: 'pas-une-adresse', firstname: 'A', name: 'B' }, { email: 'Saisissez une adresse e-mail valide, par exemple prenom.nom@ecole.fr.' }],
    [{ email: 'a@b.fr', firstname: ' ', name: '' }, { firstname: 'Indiquez le champ «\u00a0Prénom\u00a0».', name: 'Indiquez le champ «\u00a0Nom\u00a0».' }],
    [{ email: 'a@b.fr', firstname: 'A', name: 'B' }, {}],
  ])('%j → %j', (draft, expected) => {
    expect(inviteErrors({ role: 'etudiant', groups: [], ...draft })).toEqual(expected);
  });
});

describe('/auth/users', () => {
  const invitations: unknown[] = [];
  const patches: unknown[] = [];
  const listedFor: (string | null)[] = [];
  const sortedBy: (string | null)[] = [];
  const groupDeletes: string[] = [];
  const groupRenames: { id: string; name: string }[] = [];
  const userDeletes: string[] = [];
  const imports: { dryRun: string | null; onlyValid: string | null; csv: string }[] = [];
  let users: UserSummary[] = [];
  const server = setupServer(
    http.get('http://localhost/api/auth/users', ({ request }) => {
      listedFor.push(new URL(request.url).searchParams.get('organisation'));
      sortedBy.push(new URL(request.url).searchParams.get('sort'));
      return HttpResponse.json({ success: true, message: '', data: { items: users, nextCursor: null } });
    }),
    http.get('http://localhost/api/organisations', () =>
      HttpResponse.json({
        success: true,
        message: '',
        data: {
          items: [
            { id: 'org-2', name: 'Collège Inactif', plan: 'etablissement', seats: 10, seats_used: 3, subscription_status: 'canceled', subscription_start: null, subscription_end: null, is_active: false },
            { id: 'org-1', name: 'Lycée Actif', plan: 'etablissement', seats: 40, seats_used: 23, subscription_status: 'active', subscription_start: null, subscription_end: null, is_active: true },
          ],
          nextCursor: null,
        },
      }),
    ),
    http.get('http://localhost/api/tags', () =>
      HttpResponse.json({ success: true, message: '', data: { items: [{ id: 'g-1', name: 'IFSI 2A – groupe 1', member_count: 7 }], nextCursor: null } }),
    ),
    http.post('http://localhost/api/auth/users', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      invitations.push(body);
      if (body.email === 'pris@actif.demo.test') {
        return HttpResponse.json({ success: false, message: 'Cette adresse e-mail est déjà utilisée par un compte.' }, { status: 409 });
      }
      const created = person({ uid: 'u-new', email: String(body.email), firstname: String(body.firstname), name: String(body.name), status: 'invited' });
      users = [...users, created];
      return HttpResponse.json({ success: true, message: '', data: { ...created, invitation_sent: true } });
    }),
    http.post('http://localhost/api/auth/users/import', async ({ request }) => {
      const params = new URL(request.url).searchParams;
      imports.push({ dryRun: params.get('dryRun'), onlyValid: params.get('onlyValid'), csv: ((await request.json()) as { csv: string }).csv });
      const lines = [
        { line: 2, email: 'ok@actif.demo.test', firstname: 'Léa', name: 'Martin', role: 'etudiant', groups: [], errors: [] },
        { line: 3, email: 'pas-une-adresse', firstname: 'Hugo', name: 'Roux', role: 'etudiant', groups: [], errors: ['Adresse e-mail invalide'] },
      ];
      const dryRun = params.get('dryRun') === 'true';
      return HttpResponse.json({ success: true, message: '', data: { dry_run: dryRun, lines, valid: 1, invalid: 1, imported: dryRun ? 0 : 1, invitations_not_sent: 0 } });
    }),
    http.patch('http://localhost/api/tags/:id', async ({ params, request }) => {
      const body = (await request.json()) as { name: string };
      groupRenames.push({ id: String(params.id), name: body.name });
      return HttpResponse.json({ success: true, message: '', data: { id: params.id, name: body.name, member_count: 7 } });
    }),
    http.delete('http://localhost/api/tags/:id', ({ params }) => {
      groupDeletes.push(String(params.id));
      return HttpResponse.json({ success: true, message: '', data: { id: params.id, member_count: 7 } });
    }),
    http.delete('http://localhost/api/auth/users/:uid', ({ params }) => {
      userDeletes.push(String(params.uid));
      users = users.filter((user) => user.uid !== params.uid);
      return HttpResponse.json({ success: true, message: '', data: { uid: params.uid } });
    }),
    http.patch('http://localhost/api/auth/users/:uid', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ uid: params.uid, ...body });
      users = users.map((user) =>
        user.uid !== params.uid
          ? user
          : { ...user, ...(body.disabled !== undefined && { status: body.disabled ? 'disabled' : 'active' }), ...(typeof body.role === 'string' && { role: body.role as UserSummary['role'] }) },
      );
      return HttpResponse.json({ success: true, message: '', data: users.find((user) => user.uid === params.uid) });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    users = [person({}), person({ uid: 'admin-uid', email: 'admin@actif.demo.test', firstname: 'Camille', name: 'Martin', role: 'admin', tags: [] })];
    invitations.length = 0;
    userDeletes.length = 0;
    patches.length = 0;
    listedFor.length = 0;
    sortedBy.length = 0;
    groupRenames.length = 0;
  });
  afterAll(() => server.close());

  const admin = () => ({
    user: makeUser('admin', { uid: 'admin-uid' }),
    organisation: activeOrganisation,
    identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton-admin') }),
  });

  it('lists the accounts with their groups and French statuses, the rare actions in a menu', async () => {
    users = [...users, person({ uid: 'u-2', email: 'nora.vidal@actif.demo.test', firstname: 'Nora', name: 'Vidal', role: 'enseignant', status: 'unverified', tags: [] })];
    const user = userEvent.setup();
    renderApp('/auth/users', admin());
    const table = await screen.findByRole('table', { name: 'Comptes de l’organisation' });
    const row = (await within(table).findByText('lea.martin@actif.demo.test')).closest('tr') as HTMLElement;
    // The person is one cell, the row's header: the name, the e-mail under it (whole in its tooltip).
    expect(within(row).getByRole('rowheader')).toHaveTextContent(/Léa Martin\s*lea\.martin@actif\.demo\.test/);
    expect(within(row).getByText('lea.martin@actif.demo.test')).toHaveAttribute('title', 'lea.martin@actif.demo.test');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nom', 'Rôle', 'Groupes', 'Dernière connexion', 'Statut', 'Actions']);
    expect(within(row).getByText('IFSI 2A – groupe 1')).toBeInTheDocument();
    expect(within(row).getByText('Actif')).toBeInTheDocument();
    // An address never proved is not « Actif »: the person cannot sign in yet.
    const unverified = within(table).getByText('nora.vidal@actif.demo.test').closest('tr') as HTMLElement;
    expect(within(unverified).getByText('Non vérifiée')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Actions pour Léa Martin' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Changer le rôle…', 'Désactiver…', 'Supprimer…']);
    await user.keyboard('{Escape}');
    // Nothing is offered that would be refused: oneself can be neither selected nor deactivated.
    const own = within(table).getByText('admin@actif.demo.test').closest('tr') as HTMLElement;
    expect(within(own).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /Actions pour/ })).not.toBeInTheDocument();
  });

  it('invites: checks the fields first, keeps what was typed on a refusal, then says the invitation left', async () => {
    const user = userEvent.setup();
    renderApp('/auth/users', admin());
    await user.click(await screen.findByRole('button', { name: 'Inviter un utilisateur' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(screen.getByText('Indiquez le champ « Adresse e-mail ».')).toBeInTheDocument();
    expect(invitations).toEqual([]);

    await user.type(screen.getByLabelText('Adresse e-mail'), 'pris@actif.demo.test');
    await user.type(screen.getByLabelText('Prénom'), 'Hugo');
    await user.type(screen.getByLabelText('Nom'), 'Roux');
    await user.click(screen.getByRole('checkbox', { name: 'IFSI 2A – groupe 1' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByText('Cette adresse e-mail est déjà utilisée par un compte.')).toBeInTheDocument();
    expect(screen.getByLabelText('Prénom')).toHaveValue('Hugo');

    await user.clear(screen.getByLabelText('Adresse e-mail'));
    await user.type(screen.getByLabelText('Adresse e-mail'), 'hugo.roux@actif.demo.test');
    await user.click(screen.getByRole('button', { name: 'Envoyer l’invitation' }));
    expect(await screen.findByText('Invitation envoyée à hugo.roux@actif.demo.test.')).toBeInTheDocument();
    expect(invitations[1]).toEqual({ email: 'hugo.roux@actif.demo.test', firstname: 'Hugo', name: 'Roux', role: 'etudiant', groups: ['g-1'] });
    expect(await screen.findByText('hugo.roux@actif.demo.test')).toBeInTheDocument();
  });

  it('sorts on the server: choosing « Dernière connexion » asks the API for that order', async () => {
    const user = userEvent.setup();
    renderApp('/auth/users', admin());
    await screen.findByText('lea.martin@actif.demo.test');
    expect(sortedBy).toEqual([null]);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trier par' }), 'Dernière connexion');
    await screen.findByText('lea.martin@actif.demo.test');
    expect(sortedBy.at(-1)).toBe('recent');
  });

  it('deactivates a person after a dialog naming them, and says what it means', async () => {
    const user = userEvent.setup();
    renderApp('/auth/users', admin());
    const openItem = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: 'Actions pour Léa Martin' }));
      await user.click(await screen.findByRole('menuitem', { name }));
    };
    await openItem('Désactiver…');
    // One click does not lock anyone out: a dialog asks first, and « Annuler » changes nothing.
    let dialog = await screen.findByRole('alertdialog', { name: 'Désactiver le compte de Léa Martin\u00a0?' });
    expect(dialog).toHaveTextContent(/La personne ne pourra plus se connecter et sa place sera libérée/);
    // The harmless answer has the focus.
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(patches).toEqual([]);
    await openItem('Désactiver…');
    dialog = await screen.findByRole('alertdialog', { name: 'Désactiver le compte de Léa Martin\u00a0?' });
    await user.click(within(dialog).getByRole('button', { name: 'Désactiver le compte' }));
    expect(await screen.findByText(/^Le compte de Léa Martin est désactivé.: la personne ne peut plus se connecter\.$/)).toBeInTheDocument();
    expect(patches).toEqual([{ uid: 'u-1', disabled: true }]);
    expect(await within(screen.getByRole('table', { name: 'Comptes de l’organisation' })).findByText('Désactivé')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions pour Léa Martin' }));
    expect(await screen.findByRole('menuitem', { name: 'Réactiver' })).toBeInTheDocument();
  });

  it('changes a role through a dialog, not an in-row select', async () => {
    const user = userEvent.setup();
    renderApp('/auth/users', admin());
    expect(await screen.findByText('lea.martin@actif.demo.test')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Rôle de/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions pour Léa Martin' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Changer le rôle…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Changer le rôle de Léa Martin' });
    expect(within(dialog).getByRole('radio', { name: 'Étudiant' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Enseignant' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le rôle' }));
    expect(await screen.findByText('Le rôle de Léa Martin est modifié.')).toBeInTheDocument();
    expect(patches).toEqual([{ uid: 'u-1', role: 'enseignant' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('selects several accounts and deletes them together after a dialog listing them', async () => {
    users = [...users, person({ uid: 'u-3', email: 'enzo.petit@actif.demo.test', firstname: 'Enzo', name: 'Petit', tags: [] })];
    const user = userEvent.setup();
    renderApp('/auth/users', admin());
    await user.click(await screen.findByRole('checkbox', { name: 'Sélectionner Léa Martin' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sélectionner Enzo Petit' }));
    const bar = screen.getByRole('region', { name: 'Actions sur la sélection' });
    expect(bar).toHaveTextContent(/2.comptes sélectionnés/);
    await user.click(within(bar).getByRole('button', { name: 'Supprimer la sélection…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer 2\u00a0comptes\u00a0?' });
    expect(within(dialog).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Léa Martin', 'Enzo Petit']);
    expect(userDeletes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer les 2\u00a0comptes' }));
    expect(await screen.findByText(/^2.comptes supprimés\.$/)).toBeInTheDocument();
    expect(userDeletes).toEqual(['u-1', 'u-3']);
    expect(screen.queryByRole('region', { name: 'Actions sur la sélection' })).not.toBeInTheDocument();
  });

  it('the hyperadmin chooses the organisation first, then sees its accounts', async () => {
    const user = userEvent.setup();
    renderApp('/auth/users', { user: makeUser('hyperadmin'), identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton-hyper') }) });
    const select = await screen.findByRole('combobox', { name: 'Organisation' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.selectOptions(select, await screen.findByRole('option', { name: 'Lycée Actif' }));
    expect(await screen.findByText('lea.martin@actif.demo.test')).toBeInTheDocument();
    expect(listedFor).toEqual(['org-1']);
  });

  it('a group is deleted only after a confirmation that says how many members it has', async () => {
    const user = userEvent.setup();
    renderApp('/auth/users', admin());
    // A group's actions are behind its « ⋯ », as a user's are: no row of buttons.
    const groups = await screen.findByRole('region', { name: 'Groupes' });
    expect(within(groups).queryByRole('button', { name: /Renommer|Supprimer/ })).not.toBeInTheDocument();
    await user.click(await within(groups).findByRole('button', { name: 'Actions pour le groupe IFSI 2A – groupe 1' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Renommer…', 'Supprimer…']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Supprimer…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer le groupe «\u00a0IFSI 2A – groupe 1\u00a0»\u00a0?' });
    expect(dialog).toHaveTextContent(/Ses 7.membres restent dans l’organisation, sans ce groupe\./);
    expect(groupDeletes).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer le groupe' }));
    expect(await screen.findByText('Le groupe « IFSI 2A – groupe 1 » est supprimé.')).toBeInTheDocument();
    expect(groupDeletes).toEqual(['g-1']);
  });

  it('a group is renamed in a dialog from its « ⋯ »: an empty name is refused there, the new one is said', async () => {
    const user = userEvent.setup();
    renderApp('/auth/users', admin());
    await user.click(await screen.findByRole('button', { name: 'Actions pour le groupe IFSI 2A – groupe 1' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Renommer…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Renommer le groupe «\u00a0IFSI 2A – groupe 1\u00a0»' });
    const field = within(dialog).getByLabelText('Nouveau nom du groupe IFSI 2A – groupe 1');
    expect(field).toHaveValue('IFSI 2A – groupe 1');
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(dialog).findByText('Donnez un nom au groupe.')).toBeInTheDocument();
    await user.type(field, 'IFSI 2A – groupe A');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le groupe s’appelle désormais « IFSI 2A – groupe A ».')).toBeInTheDocument();
    expect(groupRenames).toEqual([{ id: 'g-1', name: 'IFSI 2A – groupe A' }]);
  });

  it('imports a CSV: a preview lists each line’s errors, then only the valid lines are imported on request', async () => {
    const user = userEvent.setup();
    renderApp('/auth/users', admin());
    await user.click(await screen.findByRole('button', { name: 'Importer un fichier CSV' }));
    const csv = 'email;prénom;nom;rôle\nok@actif.demo.test;Léa;Martin;etudiant\npas-une-adresse;Hugo;Roux;etudiant\n';
    await user.upload(screen.getByLabelText('Fichier CSV'), new File([csv], 'classe.csv', { type: 'text/csv' }));
    expect(await screen.findByText('1 ligne prête à importer, 1 avec des erreurs.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Adresse e-mail invalide' })).toBeInTheDocument();
    expect(imports).toEqual([{ dryRun: 'true', onlyValid: null, csv }]);
    expect(screen.queryByRole('button', { name: /^Importer les/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Importer seulement les lignes valides (1)' }));
    expect(await screen.findByText('1 compte créé, invitation envoyée.')).toBeInTheDocument();
    expect(imports[1]).toEqual({ dryRun: 'false', onlyValid: 'true', csv });
  });
});
