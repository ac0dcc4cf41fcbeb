import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { UserSummary } from '../../../contract/schemas/users';
import { rowActions, inviteErrors } from '../../../src/features/users/usersView';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

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
    http.delete('http://localhost/api/tags/:id', ({ params }) => {
      groupDeletes.push(String(params.id));
      return HttpResponse.json({ success: true, message: '', data: { id: params.id, member_count: 7 } });
    }),
    http.patch('http://localhost/api/auth/users/:uid', async ({ request, params }) => {
      const body = (await request.json()) as Record<string, unknown>;
      patches.push({ uid: params.uid, ...body });
      users = users.map((user) => (user.uid === params.uid ? { ...user, status: body.disabled ? 'disabled' : 'active' } : user));
      return HttpResponse.json({ success: true, message: '', data: users.find((user) => user.uid === params.uid) });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    users = [person({}), person({ uid: 'admin-uid', email: 'admin@actif.demo.test', firstname: 'Camille', name: 'Martin', role: 'admin', tags: [] })];
    invitations.length = 0;
    patches.length = 0;
    listedFor.length = 0;
    sortedBy.length = 0;
  });
  afterAll(() => server.close());

  const admin = () => ({
    user: makeUser('admin', { uid: 'admin-uid' }),
    organisation: activeOrganisation,
    identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton-admin') }),
  });

  it('lists the accounts with their groups and French statuses', async () => {
    renderApp('/auth/users', admin());
    const table = await screen.findByRole('table', { name: 'Comptes de l’organisation' });
    const row = (await within(table).findByText('lea.martin@actif.demo.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('IFSI 2A – groupe 1')).toBeInTheDocument();
    expect(within(row).getByText('Actif')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Désactiver Léa Martin' })).toBeInTheDocument();
    // Nothing is offered that would be refused: no deactivation of oneself.
    const own = within(table).getByText('admin@actif.demo.test').closest('tr') as HTMLElement;
    expect(within(own).queryByRole('button', { name: /Désactiver/ })).not.toBeInTheDocument();
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

  it('deactivates a person after a confirmation naming them, and says what it means', async () => {
    const user = userEvent.setup();
    renderApp('/auth/users', admin());
    await user.click(await screen.findByRole('button', { name: 'Désactiver Léa Martin' }));
    // One click does not lock anyone out: the row asks first, and « Annuler » changes nothing.
    const confirmation = screen.getByRole('group', { name: 'Désactiver' });
    expect(confirmation).toHaveTextContent(/Désactiver le compte de Léa Martin.\? La personne ne pourra plus se connecter/);
    await user.click(within(confirmation).getByRole('button', { name: 'Annuler' }));
    expect(patches).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Désactiver Léa Martin' }));
    await user.click(within(screen.getByRole('group', { name: 'Désactiver' })).getByRole('button', { name: 'Confirmer la désactivation' }));
    expect(await screen.findByText(/^Le compte de Léa Martin est désactivé.: la personne ne peut plus se connecter\.$/)).toBeInTheDocument();
    expect(patches).toEqual([{ uid: 'u-1', disabled: true }]);
    expect(await screen.findByRole('button', { name: 'Réactiver Léa Martin' })).toBeInTheDocument();
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
    await user.click(await screen.findByRole('button', { name: 'Supprimer IFSI 2A – groupe 1' }));
    expect(screen.getByText(/Supprimer le groupe « IFSI 2A – groupe 1 ».\? Ses 7.membres restent dans l’organisation, sans ce groupe\./)).toBeInTheDocument();
    expect(groupDeletes).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Confirmer la suppression' }));
    expect(await screen.findByText('Le groupe « IFSI 2A – groupe 1 » est supprimé.')).toBeInTheDocument();
    expect(groupDeletes).toEqual(['g-1']);
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
