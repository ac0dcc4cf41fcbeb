/** `/session/dossiers/Dossiers`: dossiers and their scenarios, the library, refusals in French (MSW). */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Folder } from '../../../contract/schemas/folders';
import type { ScenarioSummary } from '../../../contract/schemas/scenarios';
import { makeUser } from '../fixtures';
import { activeOrganisation, fakeIdentity, renderApp } from '../ui/renderApp';

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
  http.post('http://localhost/api/scenarios', async ({ request }) => {
    const body = (await request.json()) as { folder_id: string; content?: unknown };
    requests.push({ method: 'POST', path: '/scenarios', body });
    return refuse(400, 'Fichier de scénario invalide : le champ « /graph/states/0/kind » n’a pas une valeur admise.');
  }),
  http.patch('http://localhost/api/scenarios/:id', async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    requests.push({ method: 'PATCH', path: `/scenarios/${String(params.id)}`, body });
    return ok({ ...summary({ id: String(params.id) }), ...body, content: {} });
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

it('with no dossier, an empty state says how to begin; creating one shows it, a name used twice is refused in French', async () => {
  folders = [];
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  expect(await screen.findByRole('heading', { level: 2, name: 'Aucun dossier pour le moment' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Créer le dossier' }));
  expect(screen.getByText('Indiquez le nom du dossier.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nom du dossier'), 'Réanimation');
  await user.click(screen.getByRole('button', { name: 'Créer le dossier' }));
  expect(await screen.findByText('Le dossier « Réanimation » est créé.')).toBeInTheDocument();
  expect(await folderSection('Réanimation')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Nom du dossier'), 'réanimation');
  await user.click(screen.getByRole('button', { name: 'Créer le dossier' }));
  expect(await screen.findByText('Vous avez déjà un dossier de ce nom : choisissez-en un autre.')).toBeInTheDocument();
});

it('a dossier with scenarios gives the reason it cannot be deleted; an empty one is deleted after confirmation', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  await user.click(within(await folderSection('Pédiatrie')).getByRole('button', { name: 'Supprimer le dossier Pédiatrie' }));
  expect(screen.getByText('Ce dossier contient encore 1 scénario : déplacez-les ou supprimez-les avant de supprimer le dossier.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Confirmer la suppression' })).not.toBeInTheDocument();

  await user.click(within(await folderSection('Urgences')).getByRole('button', { name: 'Supprimer le dossier Urgences' }));
  await user.click(screen.getByRole('button', { name: 'Confirmer la suppression' }));
  expect(await screen.findByText('Le dossier « Urgences » est supprimé.')).toBeInTheDocument();
  expect(requests).toContainEqual({ method: 'DELETE', path: '/folders/f-2' });
});

it('moves a scenario to another dossier and shares it with the library', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  const pediatrie = await folderSection('Pédiatrie');
  await user.selectOptions(await within(pediatrie).findByRole('combobox', { name: 'Déplacer Bronchiolite du nourrisson vers' }), 'Urgences');
  expect(await screen.findByText('« Bronchiolite du nourrisson » est maintenant dans « Urgences ».')).toBeInTheDocument();
  await user.click(within(pediatrie).getByRole('button', { name: 'Partager Bronchiolite du nourrisson avec la bibliothèque' }));
  expect(await screen.findByText('« Bronchiolite du nourrisson » est partagé avec les enseignants de l’organisation.')).toBeInTheDocument();
  expect(requests.filter((request) => request.method === 'PATCH').map((request) => request.body)).toEqual([{ folder_id: 'f-2' }, { shared: true }]);
});

it('imports a JSON file: an unreadable one and one the API refuses are explained in French', async () => {
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  const input = await screen.findByLabelText('Importer un scénario (fichier JSON) dans Urgences');
  // The picker speaks French (not the browser's « Choose File / No file chosen »), and is empty again after each try.
  const urgences = await folderSection('Urgences');
  expect(within(urgences).getByText('Choisir un fichier')).toBeVisible();
  expect(within(urgences).getByText('Aucun fichier choisi')).toBeVisible();
  await user.upload(input, new File(['pas du json'], 'scenario.json', { type: 'application/json' }));
  expect(await screen.findByText(/Ce fichier n’est pas un JSON lisible/)).toBeInTheDocument();
  expect(within(urgences).getByText('Aucun fichier choisi')).toBeVisible();
  await user.upload(input, new File([JSON.stringify({ title: 'x' })], 'scenario.json', { type: 'application/json' }));
  expect(await screen.findByText('Fichier de scénario invalide : le champ « /graph/states/0/kind » n’a pas une valeur admise.')).toBeInTheDocument();
  expect(requests).toContainEqual({ method: 'POST', path: '/scenarios', body: { folder_id: 'f-2', content: { title: 'x' } } });
});

it('copies a shared scenario of the library into the dossier chosen', async () => {
  library = [summary({ id: 'lib-1', title: 'Hémorragie du post-partum', own: false, shared: true, author: 'Claire Durand' })];
  const user = userEvent.setup();
  renderApp('/session/dossiers/Dossiers', teacher());
  const section = await screen.findByRole('region', { name: 'Bibliothèque de l’organisation' });
  expect(await within(section).findByText(/par Claire Durand/)).toBeInTheDocument();
  await user.selectOptions(within(section).getByRole('combobox', { name: 'Dossier où copier Hémorragie du post-partum' }), 'Urgences');
  await user.click(within(section).getByRole('button', { name: 'Copier Hémorragie du post-partum dans mes dossiers' }));
  expect(await screen.findByText('« Hémorragie du post-partum » est copié dans « Urgences ».')).toBeInTheDocument();
  expect(requests).toContainEqual({ method: 'POST', path: '/scenarios/lib-1/duplicate', body: { folder_id: 'f-2' } });
});
