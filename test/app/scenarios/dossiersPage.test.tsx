/** `/session/dossiers/Dossiers`: dossiers and their scenarios (one row, one « ⋯ » menu each), the library, refusals in French (MSW). */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Folder } from '../../../contract/schemas/folders';
import type { ScenarioSummary } from '../../../contract/schemas/scenarios';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

// Menus and dialogs take a few user-event steps each; on a busy machine a journey takes several seconds.
jest.setTimeout(20_000);

const ok = (data: unknown) => HttpResponse.json({ success: true, message: '', data });
const refuse = (status: number, message: string) => HttpResponse.json({ success: false, message }, { status });

const folder = (overrides: Partial<Folder>): Folder => ({ id: 'f-1', name: 'Pédiatrie', scenario_count: 0, created_at: '2026-11-01T08:00:00.000Z', ...overrides });
const summary = (overrides: Partial<ScenarioSummary>): ScenarioSummary => ({
  id: 's-1',
  title: 'Bronchiolite du nourrisson',
  folder_id: 'f-1',
  shared: false,
  version: 3,
  updated_at: '2026-11-20T08:30:00.000Z',
  author: 'Étienne Bernard',
  own: true,
  ...overrides,
});

let folders: Folder[] = [];
let scenarios: Record<string, ScenarioSummary[]> = {};
let library: ScenarioSummary[] = [];
const requests: { method: string; path: string; body?: unknown }[] = [];

const server = setupServer(
  http.get('http://localhost/api/folders', () => ok({ items: folders, nextCursor: null })),
  http.post('http://localhost/api/folders', async ({ request }) => {
    const body = (await request.json()) as { name: string };
    requests.push({ method: 'POST', path: '/folders', body });
    if (folders.some((one) => one.name.toLowerCase() === body.name.toLowerCase())) return refuse(409, 'Vous avez déjà un dossier de ce nom : choisissez-en un autre.');
    const created = folder({ id: `f-${folders.length + 1}`, name: body.name });
    folders = [...folders, created];
    return ok(created);
  }),
  http.patch('http://localhost/api/folders/:id', async ({ request, params }) => {
    const body = (await request.json()) as { name: string };
    requests.push({ method: 'PATCH', path: `/folders/${String(params.id)}`, body });
    folders = folders.map((one) => (one.id === params.id ? { ...one, name: body.name } : one));
    return ok(folders.find((one) => one.id === params.id));
  }),
  http.delete('http://localhost/api/folders/:id', ({ params }) => {
    requests.push({ method: 'DELETE', path: `/folders/${String(params.id)}` });
    folders = folders.filter((one) => one.id !== params.id);
    return ok({ id: params.id });
  }),
  http.get('http://localhost/api/scenarios', ({ request }) => {
    const params = new URL(request.url).searchParams;
    if (params.get('library') === 'true') return ok({ items: library, nextCursor: null });
    return ok({ items: scenarios[params.get('folder') ?? ''] ?? [], nextCursor: null });
  }),
  http.get('http://localhost/api/scenarios/:id', ({ params }) => {
    const found = Object.values(scenarios).flat().find((one) => one.id === params.id);
    return found ? ok({ ...found, content: { title: found.title } }) : refuse(404, 'Scénario introuvable.');
  }),
  http.post('http://localhost/api/scenarios', async ({ request }) => {
    const body = (await request.json()) as { folder_id: string; title?: string; content?: unknown };
    requests.push({ method: 'POST', path: '/scenarios', body });
    if (body.title === 'Choc septique') return ok({ ...summary({ id: 'new-1', title: body.title, folder_id: body.folder_id, version: 1 }), content: {} });
    if (body.title) return refuse(409, 'Vous avez déjà un scénario de ce titre dans ce dossier.');
    return refuse(400, 'Fichier de scénario invalide : le champ « /graph/states/0/kind » n’a pas une valeur admise.');
  }),
  http.patch('http://localhost/api/scenarios/:id', async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    requests.push({ method: 'PATCH', path: `/scenarios/${String(params.id)}`, body });
    const moving = Object.entries(scenarios).find(([, items]) => items.some((one) => one.id === params.id));
    if (moving && typeof body.folder_id === 'string') {
      const [from, items] = moving;
      const scenario = { ...items.find((one) => one.id === params.id)!, folder_id: body.folder_id };
      scenarios = { ...scenarios, [from]: items.filter((one) => one.id !== params.id), [body.folder_id]: [...(scenarios[body.folder_id] ?? []), scenario] };
      folders = folders.map((one) => ({ ...one, scenario_count: scenarios[one.id]?.length ?? 0 }));
    }
    if (moving && typeof body.shared === 'boolean') {
      scenarios = Object.fromEntries(Object.entries(scenarios).map(([id, items]) => [id, items.map((one) => (one.id === params.id ? { ...one, shared: body.shared as boolean } : one))]));
    }
    return ok({ ...summary({ id: String(params.id) }), ...body, content: {} });
  }),
  http.delete('http://localhost/api/scenarios/:id', ({ params }) => {
    requests.push({ method: 'DELETE', path: `/scenarios/${String(params.id)}` });
    scenarios = Object.fromEntries(Object.entries(scenarios).map(([id, items]) => [id, items.filter((one) => one.id !== params.id)]));
    folders = folders.map((one) => ({ ...one, scenario_count: scenarios[one.id]?.length ?? 0 }));
    return ok({ id: params.id });
  }),
  http.post('http://localhost/api/scenarios/:id/duplicate', async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    requests.push({ method: 'POST', path: `/scenarios/${String(params.id)}/duplicate`, body });
    return ok({ ...summary({ id: 'copy', title: 'Hémorragie du post-partum (copie)', folder_id: String(body.folder_id) }), content: {} });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  folders = [folder({ id: 'f-1', name: 'Pédiatrie', scenario_count: 1 }), folder({ id: 'f-2', name: 'Urgences', scenario_count: 0 })];
  scenarios = { 'f-1': [summary({})], 'f-2': [] };
  library = [];
  requests.length = 0;
});
afterAll(() => server.close());

const teacher = () => ({
  user: makeUser('enseignant', { uid: 'teacher-uid' }),
  organisation: activeOrganisation,
  identity: fakeIdentity({ getIdToken: jest.fn(async () => 'jeton-enseignant') }),
});

const folderSection = async (name: string) => screen.findByRole('region', { name });
type User = ReturnType<typeof userEvent.setup>;
/** Opens the « ⋯ » menu named `menu` and chooses `item` in it. */
const choose = async (user: User, menu: string, item: string) => {
  await user.click(await screen.findByRole('button', { name: menu }));
  await user.click(await screen.findByRole('menuitem', { name: item }));
};

it('lists the dossiers with their scenarios, an empty dossier says what to do, the library says it is empty', async () => {
  renderApp('/session/dossiers/Dossiers', teacher());
  expect(await screen.findByRole('heading', { level: 1, name: 'Mes dossiers' })).toBeInTheDocument();
  const pediatrie = await folderSection('Pédiatrie');
  expect(await within(pediatrie).findByRole('link', { name: 'Ouvrir Bronchiolite du nourrisson' })).toHaveAttribute('href', '/session/dossiers/scenarios/s-1');
  expect(within(pediatrie).getByText(/version 3 · modifié le 20 novembre 2026 à/)).toBeInTheDocument();
  const urgences = await folderSection('Urgences');
  expect(await within(urgences).findByText(/Aucun scénario dans ce dossier/)).toBeInTheDocument();
  expect(await screen.findByText(/Aucun scénario partagé pour le moment/)).toBeInTheDocument();
});

it('gives each scenario one row: its title, its muted line and one « ⋯ » menu; the page’s forms are not repeated per dossier', async () => {
  scenarios = { 'f-1': [summary({}), summary({ id: 's-2', title: 'Détresse respiratoire', shared: true })], 'f-2': [summary({ id: 's-3', title: 'Choc anaphylactique', folder_id: 'f-2' })] };
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  const pediatrie = await folderSection('Pédiatrie');
  const rows = await within(pediatrie).findAllByRole('listitem');
  expect(rows).toHaveLength(2);
  for (const row of [...rows, ...(await within(await folderSection('Urgences')).findAllByRole('listitem'))]) {
    // One button per row, its menu's, named after the scenario; the title is the link that opens it.
    const title = within(row).getByRole('link').textContent ?? '';
    expect(within(row).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual([`Actions pour ${title}`]);
    expect(within(row).queryByRole('combobox')).not.toBeInTheDocument();
  }
  expect(within(rows[1]!).getByText(/Partagé avec la bibliothèque/)).toBeInTheDocument();
  // The rare actions, the destructive one last.
  await user.click(within(rows[0]!).getByRole('button', { name: 'Actions pour Bronchiolite du nourrisson' }));
  expect(within(await screen.findByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
    'Dupliquer',
    'Exporter (JSON)',
    'Partager avec la bibliothèque',
    'Déplacer vers…',
    'Supprimer…',
  ]);
  await user.keyboard('{Escape}');
  await user.click(within(rows[1]!).getByRole('button', { name: 'Actions pour Détresse respiratoire' }));
  expect(await screen.findByRole('menuitem', { name: 'Ne plus partager' })).toBeInTheDocument();
  await user.keyboard('{Escape}');

  // Creating and importing: one button each for the page, one form, shown only once asked for.
  expect(screen.getAllByRole('button', { name: 'Nouveau scénario' })).toHaveLength(1);
  expect(screen.getAllByRole('button', { name: 'Importer un scénario (JSON)' })).toHaveLength(1);
  expect(screen.getAllByRole('button', { name: 'Nouveau dossier' })).toHaveLength(1);
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  expect(document.querySelectorAll('input[type="file"]')).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Nouveau scénario' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouveau scénario' });
  expect(screen.getAllByRole('textbox')).toHaveLength(1);
  expect(within(dialog).getByRole('textbox', { name: 'Titre du scénario' })).toHaveFocus();
  expect(within(dialog).getByRole('combobox', { name: 'Dossier' })).toHaveDisplayValue('Pédiatrie');
});

it('with no dossier, an empty state says how to begin; creating one shows it, a name used twice is refused in French', async () => {
  folders = [];
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  expect(await screen.findByRole('heading', { level: 2, name: 'Aucun dossier pour le moment' })).toBeInTheDocument();
  // A scenario needs a dossier: nothing offers one before.
  expect(screen.queryByRole('button', { name: 'Nouveau scénario' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Importer un scénario (JSON)' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Nouveau dossier' }));
  let dialog = await screen.findByRole('dialog', { name: 'Nouveau dossier' });
  await user.click(within(dialog).getByRole('button', { name: 'Créer le dossier' }));
  expect(within(dialog).getByText('Indiquez le nom du dossier.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Nom du dossier'), 'Réanimation');
  await user.click(within(dialog).getByRole('button', { name: 'Créer le dossier' }));
  expect(await screen.findByText('Le dossier « Réanimation » est créé.')).toBeInTheDocument();
  expect(await folderSection('Réanimation')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Nouveau dossier' })).toHaveFocus());
  await user.click(screen.getByRole('button', { name: 'Nouveau dossier' }));
  dialog = await screen.findByRole('dialog', { name: 'Nouveau dossier' });
  await user.type(within(dialog).getByLabelText('Nom du dossier'), 'réanimation');
  await user.click(within(dialog).getByRole('button', { name: 'Créer le dossier' }));
  // The refusal in the dialog, which stays open with what was typed.
  expect(await within(dialog).findByText('Vous avez déjà un dossier de ce nom : choisissez-en un autre.')).toBeInTheDocument();
  expect(within(dialog).getByLabelText('Nom du dossier')).toHaveValue('réanimation');
});

it('a dossier with scenarios gives the reason it cannot be deleted; an empty one is deleted after confirmation', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  const pediatrie = await folderSection('Pédiatrie');
  await choose(user, 'Actions pour le dossier Pédiatrie', 'Supprimer le dossier…');
  expect(within(pediatrie).getByRole('alert')).toHaveTextContent('Ce dossier contient encore 1 scénario : déplacez-les ou supprimez-les avant de supprimer le dossier.');
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirmer la suppression' })).not.toBeInTheDocument();

  await choose(user, 'Actions pour le dossier Urgences', 'Supprimer le dossier…');
  const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer le dossier «\u00a0Urgences\u00a0»\u00a0?' });
  expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Confirmer la suppression' }));
  expect(await screen.findByText('Le dossier « Urgences » est supprimé.')).toBeInTheDocument();
  expect(requests).toContainEqual({ method: 'DELETE', path: '/folders/f-2' });
  // The dossier gone with the focus, the focus goes to the one before it.
  await waitFor(() => expect(screen.queryByRole('region', { name: 'Urgences' })).not.toBeInTheDocument());
  await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Pédiatrie' })).toHaveFocus());
});

it('renames a dossier through its menu', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  await choose(user, 'Actions pour le dossier Urgences', 'Renommer…');
  const dialog = await screen.findByRole('dialog', { name: 'Renommer le dossier «\u00a0Urgences\u00a0»' });
  const field = within(dialog).getByLabelText('Nouveau nom');
  expect(field).toHaveValue('Urgences');
  await user.clear(field);
  await user.type(field, 'Urgences vitales');
  await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
  expect(await screen.findByText('Le dossier s’appelle maintenant « Urgences vitales ».')).toBeInTheDocument();
  expect(requests).toContainEqual({ method: 'PATCH', path: '/folders/f-2', body: { name: 'Urgences vitales' } });
  expect(await folderSection('Urgences vitales')).toBeInTheDocument();
});

it('moves a scenario to another dossier through a dialog and shares it with the library', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  const pediatrie = await folderSection('Pédiatrie');
  await within(pediatrie).findByRole('link', { name: 'Ouvrir Bronchiolite du nourrisson' });
  // « Annuler » moves nothing, and gives the focus back to the row's menu button.
  await choose(user, 'Actions pour Bronchiolite du nourrisson', 'Déplacer vers…');
  let dialog = await screen.findByRole('dialog', { name: 'Déplacer «\u00a0Bronchiolite du nourrisson\u00a0»' });
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Actions pour Bronchiolite du nourrisson' })).toHaveFocus());
  expect(requests.filter((request) => request.method === 'PATCH')).toEqual([]);

  await choose(user, 'Actions pour Bronchiolite du nourrisson', 'Déplacer vers…');
  dialog = await screen.findByRole('dialog', { name: 'Déplacer «\u00a0Bronchiolite du nourrisson\u00a0»' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Vers le dossier' }), 'Urgences');
  await user.click(within(dialog).getByRole('button', { name: 'Déplacer' }));
  expect(await screen.findByText('« Bronchiolite du nourrisson » est maintenant dans « Urgences ».')).toBeInTheDocument();
  const urgences = await folderSection('Urgences');
  expect(await within(urgences).findByRole('link', { name: 'Ouvrir Bronchiolite du nourrisson' })).toBeInTheDocument();
  // Its row gone from here with the focus, the focus goes to the dossier's heading.
  await waitFor(() => expect(within(pediatrie).getByRole('heading', { level: 2, name: 'Pédiatrie' })).toHaveFocus());

  await choose(user, 'Actions pour Bronchiolite du nourrisson', 'Partager avec la bibliothèque');
  expect(await screen.findByText('« Bronchiolite du nourrisson » est partagé avec les enseignants de l’organisation.')).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([{ folder_id: 'f-2' }, { shared: true }]);
});

it('with a single dossier, « Déplacer vers… » is not offered', async () => {
  folders = [folder({ id: 'f-1', name: 'Pédiatrie', scenario_count: 1 })];
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  await user.click(await screen.findByRole('button', { name: 'Actions pour Bronchiolite du nourrisson' }));
  expect(await screen.findByRole('menuitem', { name: 'Dupliquer' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Déplacer vers…' })).not.toBeInTheDocument();
});

it('duplicates and exports a scenario from its menu', async () => {
  const created: Blob[] = [];
  Object.assign(URL, { createObjectURL: jest.fn((blob: Blob) => (created.push(blob), 'blob:export')), revokeObjectURL: jest.fn() });
  const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  await choose(user, 'Actions pour Bronchiolite du nourrisson', 'Dupliquer');
  expect(await screen.findByText('Copie créée : « Hémorragie du post-partum (copie) ».')).toBeInTheDocument();
  expect(requests).toContainEqual({ method: 'POST', path: '/scenarios/s-1/duplicate', body: { folder_id: 'f-1' } });
  await choose(user, 'Actions pour Bronchiolite du nourrisson', 'Exporter (JSON)');
  expect(await screen.findByText(/^Le fichier .+\.json est téléchargé\.$/)).toBeInTheDocument();
  expect(created).toHaveLength(1);
  expect(JSON.parse(await created[0]!.text())).toEqual({ title: 'Bronchiolite du nourrisson' });
  expect(clicked).toHaveBeenCalled();
  clicked.mockRestore();
});

it('deletes a scenario after a dialog naming it; « Annuler » deletes nothing', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  const pediatrie = await folderSection('Pédiatrie');
  await choose(user, 'Actions pour Bronchiolite du nourrisson', 'Supprimer…');
  let dialog = await screen.findByRole('alertdialog', { name: 'Supprimer le scénario «\u00a0Bronchiolite du nourrisson\u00a0»\u00a0?' });
  expect(dialog).toHaveTextContent(/Toutes ses versions sont supprimées avec lui/);
  expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
  await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
  expect(requests.filter((request) => request.method === 'DELETE')).toEqual([]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Actions pour Bronchiolite du nourrisson' })).toHaveFocus());

  await choose(user, 'Actions pour Bronchiolite du nourrisson', 'Supprimer…');
  dialog = await screen.findByRole('alertdialog', { name: 'Supprimer le scénario «\u00a0Bronchiolite du nourrisson\u00a0»\u00a0?' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirmer la suppression' }));
  expect(await screen.findByText('Le scénario « Bronchiolite du nourrisson » est supprimé.')).toBeInTheDocument();
  expect(requests).toContainEqual({ method: 'DELETE', path: '/scenarios/s-1' });
  expect(await within(pediatrie).findByText(/Aucun scénario dans ce dossier/)).toBeInTheDocument();
  await waitFor(() => expect(within(pediatrie).getByRole('heading', { level: 2, name: 'Pédiatrie' })).toHaveFocus());
});

it('creates a scenario in the dossier chosen, from the page or from a dossier’s menu, and opens it', async () => {
  const user = userEvent.setup();
  const { router } = renderApp('/session/dossiers/Dossiers', teacher());
  // From a dossier's menu, the dialog starts on that dossier.
  await choose(user, 'Actions pour le dossier Urgences', 'Nouveau scénario dans ce dossier');
  const dialog = await screen.findByRole('dialog', { name: 'Nouveau scénario' });
  expect(within(dialog).getByRole('combobox', { name: 'Dossier' })).toHaveDisplayValue('Urgences');
  await user.click(within(dialog).getByRole('button', { name: 'Créer le scénario' }));
  expect(within(dialog).getByText('Indiquez le titre du scénario.')).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Titre du scénario'), 'Arrêt cardiaque');
  await user.click(within(dialog).getByRole('button', { name: 'Créer le scénario' }));
  expect(await within(dialog).findByText('Vous avez déjà un scénario de ce titre dans ce dossier.')).toBeInTheDocument();
  await user.clear(within(dialog).getByLabelText('Titre du scénario'));
  await user.type(within(dialog).getByLabelText('Titre du scénario'), 'Choc septique');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Dossier' }), 'Pédiatrie');
  await user.click(within(dialog).getByRole('button', { name: 'Créer le scénario' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/session/dossiers/scenarios/new-1'));
  expect(requests.filter((request) => request.path === '/scenarios')).toEqual([
    { method: 'POST', path: '/scenarios', body: { folder_id: 'f-2', title: 'Arrêt cardiaque' } },
    { method: 'POST', path: '/scenarios', body: { folder_id: 'f-1', title: 'Choc septique' } },
  ]);
});

it('imports a JSON file: an unreadable one and one the API refuses are explained in French', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  await user.click(await screen.findByRole('button', { name: 'Importer un scénario (JSON)' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importer un scénario' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Dossier' }), 'Urgences');
  const input = within(dialog).getByLabelText('Fichier du scénario (JSON)');
  // The picker speaks French (not the browser's « Choose File / No file chosen »), and is empty again after each try.
  expect(within(dialog).getByText('Choisir un fichier')).toBeVisible();
  expect(within(dialog).getByText('Aucun fichier choisi')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Importer' }));
  expect(within(dialog).getByText('Choisissez le fichier JSON à importer.')).toBeInTheDocument();
  await user.upload(input, new File(['pas du json'], 'scenario.json', { type: 'application/json' }));
  expect(within(dialog).getByText('scenario.json')).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Importer' }));
  expect(await within(dialog).findByText(/Ce fichier n’est pas un JSON lisible/)).toBeInTheDocument();
  expect(within(dialog).getByText('Aucun fichier choisi')).toBeVisible();
  await user.upload(input, new File([JSON.stringify({ title: 'x' })], 'scenario.json', { type: 'application/json' }));
  await user.click(within(dialog).getByRole('button', { name: 'Importer' }));
  expect(await within(dialog).findByText('Fichier de scénario invalide : le champ « /graph/states/0/kind » n’a pas une valeur admise.')).toBeInTheDocument();
  expect(requests).toContainEqual({ method: 'POST', path: '/scenarios', body: { folder_id: 'f-2', content: { title: 'x' } } });
  expect(requests.filter((request) => request.path === '/scenarios')).toHaveLength(1);
  // Closed, the focus is back on the button that opened it.
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Importer un scénario (JSON)' })).toHaveFocus());
  // From a dossier's menu, the dialog starts on that dossier, and gives the focus back to that menu's button.
  await choose(user, 'Actions pour le dossier Urgences', 'Importer un scénario dans ce dossier');
  expect(within(await screen.findByRole('dialog', { name: 'Importer un scénario' })).getByRole('combobox', { name: 'Dossier' })).toHaveDisplayValue('Urgences');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.getByRole('button', { name: 'Actions pour le dossier Urgences' })).toHaveFocus());
});

it('copies a shared scenario of the library into the dossier chosen', async () => {
  library = [summary({ id: 'lib-1', title: 'Hémorragie du post-partum', own: false, shared: true, author: 'Claire Durand' })];
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  const section = await screen.findByRole('region', { name: 'Bibliothèque de l’organisation' });
  expect(await within(section).findByText(/par Claire Durand/)).toBeInTheDocument();
  await user.click(within(section).getByRole('button', { name: 'Copier Hémorragie du post-partum dans mes dossiers' }));
  const dialog = await screen.findByRole('dialog', { name: 'Copier «\u00a0Hémorragie du post-partum\u00a0» dans mes dossiers' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Dans le dossier' }), 'Urgences');
  await user.click(within(dialog).getByRole('button', { name: 'Copier' }));
  expect(await screen.findByText('« Hémorragie du post-partum » est copié dans « Urgences ».')).toBeInTheDocument();
  expect(requests).toContainEqual({ method: 'POST', path: '/scenarios/lib-1/duplicate', body: { folder_id: 'f-2' } });
});
