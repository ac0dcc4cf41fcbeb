/** Dossiers (docs/product.md §12): a teacher's own, with their scenario count; renamed, deleted once empty. */
import { scenarioMessages } from '../../contract/messages';
import { OBSTETRIQUE, PEDIATRIE, URGENCES } from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
let teacher: string;
let teacher2: string;
beforeAll(async () => {
  api = await testApi();
  teacher = await signIn('enseignant@actif.demo.test');
  teacher2 = await signIn('enseignant2@actif.demo.test');
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const call: TestApi['call'] = (...args) => api.call(...args);

const items = (reply: { body: { data?: Record<string, unknown> } }) => (reply.body.data?.items ?? []) as { id: string; name: string; scenario_count: number }[];

test('each teacher lists their own dossiers, by name, with their scenario count', async () => {
  const mine = await call('GET', '/api/folders', teacher);
  expect(mine.status).toBe(200);
  expect(items(mine).map(({ id, name, scenario_count }) => ({ id, name, scenario_count }))).toEqual([
    { id: PEDIATRIE.id, name: 'Pédiatrie', scenario_count: 1 },
    { id: URGENCES.id, name: 'Urgences', scenario_count: 2 },
  ]);
  expect(items(await call('GET', '/api/folders', teacher2)).map((folder) => folder.name)).toEqual([OBSTETRIQUE.name]);
});

test('create, rename, delete an empty dossier; a name used twice by the same teacher is a 409', async () => {
  const created = await call('POST', '/api/folders', teacher, { name: '  Réanimation  ' });
  expect(created).toMatchObject({ status: 200, body: { data: { name: 'Réanimation', scenario_count: 0 } } });
  const id = (created.body.data as { id: string }).id;

  expect(await call('POST', '/api/folders', teacher, { name: 'pédiatrie' })).toMatchObject({ status: 409, body: { message: scenarioMessages.folderTaken } });
  expect(await call('PATCH', `/api/folders/${id}`, teacher, { name: 'Urgences' })).toMatchObject({ status: 409, body: { message: scenarioMessages.folderTaken } });
  // Another teacher may use the same name.
  const theirs = await call('POST', '/api/folders', teacher2, { name: 'Réanimation' });
  expect(theirs.status).toBe(200);

  expect(await call('PATCH', `/api/folders/${id}`, teacher, { name: 'Réanimation adulte' })).toMatchObject({ status: 200, body: { data: { id, name: 'Réanimation adulte' } } });
  expect(await call('DELETE', `/api/folders/${id}`, teacher)).toMatchObject({ status: 200, body: { data: { id } } });
  expect(items(await call('GET', '/api/folders', teacher)).map((folder) => folder.name)).toEqual(['Pédiatrie', 'Urgences']);
  expect((await call('DELETE', `/api/folders/${(theirs.body.data as { id: string }).id}`, teacher2)).status).toBe(200);
});

test('a dossier that still holds scenarios is not deleted: 409 saying how many', async () => {
  expect(await call('DELETE', `/api/folders/${URGENCES.id}`, teacher)).toMatchObject({
    status: 409,
    body: { message: 'Ce dossier contient encore 2\u00a0scénarios\u00a0: déplacez-les ou supprimez-les avant de supprimer le dossier.' },
  });
  expect(await call('DELETE', `/api/folders/${PEDIATRIE.id}`, teacher)).toMatchObject({ status: 409, body: { message: scenarioMessages.folderNotEmpty(1) } });
});

test('another teacher’s dossier is a 404; an empty name a 400; other roles 403; no token 401', async () => {
  expect((await call('PATCH', `/api/folders/${OBSTETRIQUE.id}`, teacher, { name: 'À moi' })).status).toBe(404);
  expect((await call('DELETE', `/api/folders/${OBSTETRIQUE.id}`, teacher)).status).toBe(404);
  expect((await call('DELETE', '/api/folders/00000000-0000-4000-8000-000000000000', teacher)).status).toBe(404);
  expect(await call('POST', '/api/folders', teacher, { name: '   ' })).toMatchObject({ status: 400, body: { message: 'Corps de requête invalide\u00a0: le champ «\u00a0Nom\u00a0» n’est pas valide.' } });
  expect((await call('POST', '/api/folders', teacher, { name: 'x'.repeat(2000) })).status).toBe(413);
  for (const email of ['etudiant@actif.demo.test', 'admin@actif.demo.test']) {
    const token = await signIn(email);
    expect(await call('GET', '/api/folders', token)).toMatchObject({ status: 403, body: { message: 'Action non autorisée pour votre rôle.' } });
    expect((await call('POST', '/api/folders', token, { name: 'x' })).status).toBe(403);
  }
  expect((await call('GET', '/api/folders', null)).status).toBe(401);
  expect((await call('POST', '/api/folders', null, { name: 'x' })).status).toBe(401);
});
