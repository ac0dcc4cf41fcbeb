/**
 * The personal data forms (docs/product.md §11.10, §11.11), as a person sees them: the account page (password, e-mail, groups, download,
 * deletion), /getmyData, and the operator's purge of inactive accounts.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { InactiveUser, PurgeResult } from '../../../contract/schemas/personalData';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

const ok = (data: unknown) => HttpResponse.json({ success: true, message: '', data });
const refused = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status });

const EXPORT = JSON.stringify({ format: 'simusession-export/1', generated_at: '2026-11-25T09:00:00.000Z', profile: { email: 'etudiant@demo.test' } });

const ancien: InactiveUser = {
  uid: 'uid-ancien',
  email: 'ancien@actif.demo.test',
  firstname: 'Julien',
  name: 'Morel',
  role: 'etudiant',
  organisation_id: 'org-1',
  organisation_name: 'Lycée Actif',
  last_sign_in_at: '2024-05-25T08:00:00.000Z',
  created_at: '2022-11-25T08:00:00.000Z',
  purge_warned_at: null,
  purgeable: false,
  refusal: 'Pas encore prévenu.',
};
const warnedLongAgo: InactiveUser = { ...ancien, uid: 'uid-lea', email: 'lea@actif.demo.test', firstname: 'Léa', name: 'Roux', purge_warned_at: '2026-10-01T08:00:00.000Z', purgeable: true, refusal: null };

const calls: { method: string; path: string; body: unknown }[] = [];
let inactive: InactiveUser[] = [ancien, warnedLongAgo];
let exportAnswer: () => Response = () =>
  new HttpResponse(EXPORT, { headers: { 'Content-Type': 'application/json', 'Content-Disposition': 'attachment; filename="simusession-mes-donnees-2026-11-25.json"' } });
let deleteAnswer: () => Response = () => ok({ uid: 'uid-etudiant' });

const server = setupServer(
  http.get('http://localhost/api/documents', () => ok({ items: [], history: [] })),
  http.get('http://localhost/api/me/export', () => exportAnswer()),
  http.delete('http://localhost/api/me', () => {
    calls.push({ method: 'DELETE', path: '/api/me', body: null });
    return deleteAnswer();
  }),
  http.get('http://localhost/api/organisations', () => ok({ items: [], nextCursor: null })),
  http.get('http://localhost/api/audit-log', () => ok({ items: [], nextCursor: null })),
  http.get('http://localhost/api/inactive-users', ({ request }) => {
    calls.push({ method: 'GET', path: `/api/inactive-users${new URL(request.url).search}`, body: null });
    return ok({ items: inactive, nextCursor: null });
  }),
  http.post('http://localhost/api/inactive-users/warn', async ({ request }) => {
    const body = (await request.json()) as { uids: string[] };
    calls.push({ method: 'POST', path: '/api/inactive-users/warn', body });
    return ok({ warned: body.uids.length, failed: 0, items: body.uids.map((uid) => ({ uid, email: `${uid}@x`, warned: true, message: null })) });
  }),
  http.post('http://localhost/api/inactive-users/purge', async ({ request }) => {
    const body = (await request.json()) as { uids: string[]; dryRun: boolean; confirmation?: string };
    calls.push({ method: 'POST', path: '/api/inactive-users/purge', body });
    const result: PurgeResult = { dryRun: body.dryRun, count: 1, deleted: [{ uid: 'uid-lea', email: 'lea@actif.demo.test', name: 'Léa Roux' }], refused: [], failed: [] };
    return ok(result);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  calls.length = 0;
  server.resetHandlers();
});
afterAll(() => server.close());

const withToken = (overrides = {}) => fakeIdentity({ getIdToken: jest.fn(async () => 'jeton'), ...overrides });

describe('/auth/user_account: password', () => {
  async function passwordForm(identity = withToken()) {
    renderApp('/auth/user_account', { user: makeUser('etudiant'), organisation: activeOrganisation, identity });
    return { form: await screen.findByRole('form', { name: 'Mot de passe' }), identity };
  }

  it('checks the fields first and sends nothing: short, different, missing current', async () => {
    const user = userEvent.setup();
    const { form, identity } = await passwordForm();
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'court');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(within(form).getByText('Saisissez votre mot de passe actuel.')).toBeInTheDocument();
    expect(within(form).getByText('Le nouveau mot de passe doit contenir au moins 8 caractères.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), '-mais-long');
    await user.type(within(form).getByLabelText('Nouveau mot de passe (confirmation)'), 'autre-chose');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(within(form).getByText('Les deux nouveaux mots de passe ne sont pas identiques.')).toBeInTheDocument();
    expect(identity.changePassword).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/invalid-credential', 'Le mot de passe actuel est incorrect.'],
    ['auth/wrong-password', 'Le mot de passe actuel est incorrect.'],
    ['auth/weak-password', 'Ce mot de passe est trop faible : choisissez-en un plus long, d’au moins 8 caractères.'],
  ])('the provider’s %s reads « %s »', async (code, message) => {
    const user = userEvent.setup();
    const { form } = await passwordForm(withToken({ changePassword: jest.fn(async () => ({ value: null, error: code })) }));
    await user.type(within(form).getByLabelText('Mot de passe actuel'), 'demo1234');
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'nouveau-2026');
    await user.type(within(form).getByLabelText('Nouveau mot de passe (confirmation)'), 'nouveau-2026');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect((await within(form).findAllByText(message)).length).toBeGreaterThan(0);
  });

  it('changes it with the current one, says so and empties the fields', async () => {
    const user = userEvent.setup();
    const { form, identity } = await passwordForm();
    await user.type(within(form).getByLabelText('Mot de passe actuel'), 'demo1234');
    await user.type(within(form).getByLabelText('Nouveau mot de passe'), 'nouveau-2026');
    await user.type(within(form).getByLabelText('Nouveau mot de passe (confirmation)'), 'nouveau-2026');
    await user.click(within(form).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(form).findByText('Votre mot de passe est changé.')).toBeInTheDocument();
    expect(identity.changePassword).toHaveBeenCalledWith('demo1234', 'nouveau-2026');
    expect(within(form).getByLabelText('Mot de passe actuel')).toHaveValue('');
  });
});

describe('/auth/user_account: e-mail, groups, download, deletion', () => {
  it('shows the verified address and the groups', async () => {
    renderApp('/auth/user_account', { user: makeUser('etudiant', { sessions_users_tags: ['IFSI 2A – groupe 1'] }), organisation: activeOrganisation, identity: withToken() });
    expect(await screen.findByText('IFSI 2A – groupe 1')).toBeInTheDocument();
    expect(screen.getByText('Votre adresse etudiant@demo.test est vérifiée.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Renvoyer l’e-mail de vérification' })).not.toBeInTheDocument();
  });

  it('an unverified address offers « Renvoyer l’e-mail de vérification »', async () => {
    const user = userEvent.setup();
    const identity = withToken();
    renderApp('/auth/user_account', { user: makeUser('etudiant', { email_verified: false }), organisation: activeOrganisation, identity });
    expect(await screen.findByText('Votre adresse etudiant@demo.test n’est pas encore vérifiée.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Renvoyer l’e-mail de vérification' }));
    expect(await screen.findByText('E-mail envoyé : ouvrez le lien qu’il contient pour vérifier votre adresse.')).toBeInTheDocument();
    expect(identity.sendEmailVerification).toHaveBeenCalledTimes(1);
  });

  it('« Télécharger mes données » saves the API’s JSON under its dated name; a refusal is said in French', async () => {
    const user = userEvent.setup();
    const saved: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      saved.push(blob);
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderApp('/auth/user_account', { user: makeUser('etudiant'), organisation: activeOrganisation, identity: withToken() });
    await user.click(await screen.findByRole('button', { name: 'Télécharger mes données' }));
    expect(await screen.findByText('Le fichier simusession-mes-donnees-2026-11-25.json est téléchargé.')).toBeInTheDocument();
    expect(JSON.parse(await saved[0]!.text())).toMatchObject({ profile: { email: 'etudiant@demo.test' } });
    expect(click).toHaveBeenCalledTimes(1);

    exportAnswer = () => refused(403, 'Action non autorisée pour votre rôle.');
    await user.click(screen.getByRole('button', { name: 'Télécharger mes données' }));
    expect(await screen.findByText('Action non autorisée pour votre rôle.')).toBeInTheDocument();
    click.mockRestore();
  });

  it('« Supprimer mon compte » asks for SUPPRIMER, says why the last admin may not, then signs out', async () => {
    const user = userEvent.setup();
    const { identity, navigate } = renderApp('/auth/user_account', { user: makeUser('admin'), organisation: activeOrganisation, identity: withToken() });
    const form = await screen.findByRole('form', { name: 'Supprimer mon compte' });
    await user.type(within(form).getByLabelText('Pour confirmer, tapez SUPPRIMER'), 'supprimer');
    await user.click(within(form).getByRole('button', { name: 'Supprimer mon compte' }));
    expect(within(form).getByText('Tapez SUPPRIMER en majuscules pour confirmer.')).toBeInTheDocument();
    expect(calls).toEqual([]);

    deleteAnswer = () => refused(409, 'C’est le dernier administrateur de l’organisation : nommez d’abord un autre administrateur.');
    await user.clear(within(form).getByLabelText('Pour confirmer, tapez SUPPRIMER'));
    await user.type(within(form).getByLabelText('Pour confirmer, tapez SUPPRIMER'), 'SUPPRIMER');
    await user.click(within(form).getByRole('button', { name: 'Supprimer mon compte' }));
    expect(await within(form).findByText('C’est le dernier administrateur de l’organisation : nommez d’abord un autre administrateur.')).toBeInTheDocument();
    expect(identity.signOut).not.toHaveBeenCalled();

    deleteAnswer = () => ok({ uid: 'uid-admin' });
    await user.click(within(form).getByRole('button', { name: 'Supprimer mon compte' }));
    await waitFor(() => expect(identity.signOut).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith('/');
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(2);
  });
});

describe('/getmyData', () => {
  it('explains the rights to a visitor and offers to sign in, without a download button', async () => {
    renderApp('/getmyData', { user: null });
    expect(await screen.findByText(/Connectez-vous pour télécharger vos données/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login?redirectTo=%2FgetmyData');
    expect(screen.getByRole('link', { name: 'Adresser une plainte à la CNIL' })).toBeInTheDocument();
    expect(screen.getByText('Délégué à la protection des données : dpo@simusession.fr')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Télécharger mes données' })).not.toBeInTheDocument();
  });

  it('signed in: « Télécharger mes données » and what the identity provider holds', async () => {
    renderApp('/getmyData', { user: makeUser('etudiant'), organisation: activeOrganisation, identity: withToken() });
    expect(await screen.findByRole('button', { name: 'Télécharger mes données' })).toBeEnabled();
    expect(screen.getByText(/ce que conserve notre fournisseur d’identité/)).toBeInTheDocument();
  });
});

describe('/auth/deleteOldUsers: inactive accounts', () => {
  beforeEach(() => {
    inactive = [ancien, warnedLongAgo];
  });
  const open = () => renderApp('/auth/deleteOldUsers', { user: makeUser('hyperadmin'), identity: withToken() });

  it('lists them with their organisation, dates and whether they may be deleted; the threshold is sent', async () => {
    const user = userEvent.setup();
    open();
    const table = await screen.findByRole('table', { name: 'Comptes inactifs de toutes les organisations' });
    const row = (await within(table).findByText('ancien@actif.demo.test')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Lycée Actif')).toBeInTheDocument();
    expect(within(row).getByText('Non prévenu')).toBeInTheDocument();
    expect(within(row).getByText('Pas encore prévenu.')).toBeInTheDocument();
    expect(calls[0]?.path).toBe('/api/inactive-users?months=24&limit=50');

    inactive = [];
    await user.clear(screen.getByLabelText('Inactifs depuis (mois)'));
    await user.type(screen.getByLabelText('Inactifs depuis (mois)'), '36');
    await user.click(screen.getByRole('button', { name: 'Afficher' }));
    expect(await screen.findByText('Aucun compte inactif depuis ce seuil.')).toBeInTheDocument();
    expect(calls.at(-1)?.path).toBe('/api/inactive-users?months=36&limit=50');
  });

  it('« Prévenir » e-mails the chosen people; « Supprimer » is offered only for an eligible choice', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Choisir Julien Morel' }));
    expect(screen.getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Prévenir' }));
    expect(await screen.findByText('1 personne prévenue.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/inactive-users/warn')?.body).toEqual({ uids: ['uid-ancien'], months: 24 });
  });

  it('« Supprimer »: the dry run first, then the typed word, then the result', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('checkbox', { name: 'Choisir Julien Morel' }));
    await user.click(screen.getByRole('checkbox', { name: 'Choisir Léa Roux' }));
    await user.click(screen.getByRole('button', { name: 'Supprimer' }));
    expect(await screen.findByText('1 compte serait supprimé')).toBeInTheDocument();
    // Only the eligible row went to the dry run.
    expect(calls.find((call) => call.path === '/api/inactive-users/purge')?.body).toEqual({ uids: ['uid-lea'], dryRun: true, months: 24 });
    await user.type(screen.getByLabelText('Pour confirmer, tapez SUPPRIMER'), 'oui');
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(screen.getByText('Tapez SUPPRIMER en majuscules pour confirmer.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Pour confirmer, tapez SUPPRIMER'));
    await user.type(screen.getByLabelText('Pour confirmer, tapez SUPPRIMER'), 'SUPPRIMER');
    await user.click(screen.getByRole('button', { name: 'Supprimer définitivement' }));
    expect(await screen.findByText('1 compte supprimé.')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/inactive-users/purge').at(-1)?.body).toEqual({ uids: ['uid-lea'], dryRun: false, confirmation: 'SUPPRIMER', months: 24 });
  });

  it('says so in French when the list cannot be loaded', async () => {
    server.use(http.get('http://localhost/api/inactive-users', () => refused(500, 'Erreur interne.')));
    open();
    expect(await screen.findByText('La liste des comptes inactifs n’a pas pu être chargée.')).toBeInTheDocument();
  });
});
