/**
 * Scenarios (docs/product.md §12): a teacher's own, read and copied from the organisation's library once
 * shared, saved as new versions (a stale one is a 409), checked by the schema (400 naming the path)
 * and the graph rules (422 listing the problems).
 */
import { scenarioMessages } from '../../contract/messages';
import { graphMessages } from '../../contract/scenarioGraph';
import type { Scenario, ScenarioContent } from '../../contract/schemas/scenarios';
import { DEMO_SCENARIO_IDS, OBSTETRIQUE, PEDIATRIE, URGENCES } from '../../server/seed/demoWorld';
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

const dataOf = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;
const titles = async (path: string, token: string) => dataOf<{ items: { title: string }[] }>(await call('GET', path, token)).items.map((item) => item.title);

test('a dossier’s scenarios, by title; another teacher’s dossier is a 404; a folder or the library must be named', async () => {
  expect(await titles(`/api/scenarios?folder=${URGENCES.id}`, teacher)).toEqual(['Arrêt cardio-respiratoire intrahospitalier', 'Choc anaphylactique']);
  const [row] = dataOf<{ items: Record<string, unknown>[] }>(await call('GET', `/api/scenarios?folder=${PEDIATRIE.id}`, teacher)).items;
  expect(row).toMatchObject({ id: DEMO_SCENARIO_IDS.bronchiolite, folder_id: PEDIATRIE.id, shared: false, version: 1, own: true });
  expect((await call('GET', `/api/scenarios?folder=${OBSTETRIQUE.id}`, teacher)).status).toBe(404);
  expect((await call('GET', '/api/scenarios', teacher)).status).toBe(400);
});

test('create with a title: a valid minimal content at version 1; GET returns it', async () => {
  const created = await call('POST', '/api/scenarios', teacher, { folder_id: PEDIATRIE.id, title: 'Déshydratation aiguë' });
  expect(created.status).toBe(200);
  const scenario = dataOf<Scenario>(created);
  expect(scenario).toMatchObject({ title: 'Déshydratation aiguë', folder_id: PEDIATRIE.id, shared: false, version: 1, own: true });
  expect(scenario.content.graph.states.map((state) => state.kind)).toEqual(['initial', 'final']);
  expect(scenario.content.graph.transitions).toHaveLength(1);
  expect(dataOf<Scenario>(await call('GET', `/api/scenarios/${scenario.id}`, teacher))).toEqual(scenario);
  expect((await call('POST', '/api/scenarios', teacher, { folder_id: OBSTETRIQUE.id, title: 'Chez l’autre' })).status).toBe(404);
  expect(await call('POST', '/api/scenarios', teacher, { folder_id: PEDIATRIE.id })).toMatchObject({ status: 400, body: { message: scenarioMessages.titleOrContent } });
});

test('save: a new version from the one it was based on; a stale one is a 409; history and older versions', async () => {
  const scenario = dataOf<Scenario>(await call('GET', `/api/scenarios/${DEMO_SCENARIO_IDS.chocAnaphylactique}`, teacher));
  const edited = { ...scenario, content: { ...scenario.content, title: 'Choc anaphylactique de l’adulte', public: 'IFSI 3A' } };
  const saved = await call('PUT', `/api/scenarios/${scenario.id}`, teacher, edited);
  expect(saved).toMatchObject({ status: 200, body: { data: { version: 2, title: 'Choc anaphylactique de l’adulte', content: { public: 'IFSI 3A' } } } });

  // The same body again was based on version 1: another tab saved first.
  expect(await call('PUT', `/api/scenarios/${scenario.id}`, teacher, edited)).toMatchObject({ status: 409, body: { message: scenarioMessages.stale } });

  const history = dataOf<{ items: { version: number; created_at: string; author: string | null }[] }>(await call('GET', `/api/scenarios/${scenario.id}/versions`, teacher));
  expect(history.items.map((item) => item.version)).toEqual([2, 1]);
  expect(history.items[0]?.author).toMatch(/\S/);
  const first = await call('GET', `/api/scenarios/${scenario.id}/versions/1`, teacher);
  expect(first).toMatchObject({ status: 200, body: { data: { version: 1, content: { title: 'Choc anaphylactique' } } } });
  expect((await call('GET', `/api/scenarios/${scenario.id}/versions/9`, teacher)).status).toBe(404);

  // Restoring = saving the older content as a new version.
  const restored = await call('PUT', `/api/scenarios/${scenario.id}`, teacher, { version: 2, content: dataOf<{ content: ScenarioContent }>(first).content });
  expect(restored).toMatchObject({ status: 200, body: { data: { version: 3, title: 'Choc anaphylactique' } } });
});

test('a save that breaks the schema is a 400 naming the path; one that breaks the graph rules a 422 listing them', async () => {
  const scenario = dataOf<Scenario>(await call('GET', `/api/scenarios/${DEMO_SCENARIO_IDS.arretCardiaque}`, teacher));
  const badKind = structuredClone(scenario) as unknown as { version: number; content: { graph: { states: Record<string, unknown>[] } } };
  badKind.content.graph.states[0]!.kind = 'début';
  expect(await call('PUT', `/api/scenarios/${scenario.id}`, teacher, badKind)).toMatchObject({
    status: 400,
    body: { message: 'Contenu du scénario invalide\u00a0: le champ «\u00a0/graph/states/0/kind\u00a0» n’a pas une valeur admise.' },
  });
  const noFinal = structuredClone(scenario);
  noFinal.content.graph.states = noFinal.content.graph.states.map((state) => (state.kind === 'final' ? { ...state, kind: 'intermédiaire' as const } : state));
  const refused = await call('PUT', `/api/scenarios/${scenario.id}`, teacher, noFinal);
  expect(refused.status).toBe(422);
  expect(refused.body.message).toContain(graphMessages.noFinal);
  expect(dataOf<Scenario>(await call('GET', `/api/scenarios/${scenario.id}`, teacher)).version).toBe(1);
});

test('import: an exported content becomes a new scenario; a bad file is a 400 with the path of the first error', async () => {
  const exported = dataOf<Scenario>(await call('GET', `/api/scenarios/${DEMO_SCENARIO_IDS.bronchiolite}`, teacher)).content;
  const imported = await call('POST', '/api/scenarios', teacher, { folder_id: URGENCES.id, content: exported });
  expect(imported).toMatchObject({ status: 200, body: { data: { title: 'Bronchiolite du nourrisson', folder_id: URGENCES.id, version: 1 } } });
  expect(dataOf<Scenario>(imported).content).toEqual(exported);

  const { objectives: _dropped, ...missing } = exported;
  expect(await call('POST', '/api/scenarios', teacher, { folder_id: URGENCES.id, content: missing })).toMatchObject({
    status: 400,
    body: { message: 'Fichier de scénario invalide\u00a0: le champ «\u00a0/objectives\u00a0» est obligatoire.' },
  });
  expect(await call('POST', '/api/scenarios', teacher, { folder_id: URGENCES.id, content: 'pas un scénario' })).toMatchObject({
    status: 400,
    body: { message: 'Fichier de scénario invalide\u00a0: le contenu doit être un objet.' },
  });
  const unreachable = structuredClone(exported);
  unreachable.graph.transitions = [];
  const refused = await call('POST', '/api/scenarios', teacher, { folder_id: URGENCES.id, content: unreachable });
  expect(refused.status).toBe(422);
  expect(refused.body.message).toContain('n’est pas atteignable depuis l’état initial');
  // Bodies are bounded: a scenario above 1 MiB is refused before it is read.
  expect((await call('POST', '/api/scenarios', teacher, { folder_id: URGENCES.id, content: { ...exported, context: 'x'.repeat(1_100_000) } })).status).toBe(413);
});

test('move to another of my dossiers (not another teacher’s), duplicate, delete', async () => {
  const created = dataOf<Scenario>(await call('POST', '/api/scenarios', teacher, { folder_id: PEDIATRIE.id, title: 'À déplacer' }));
  expect(await call('PATCH', `/api/scenarios/${created.id}`, teacher, { folder_id: URGENCES.id })).toMatchObject({ status: 200, body: { data: { folder_id: URGENCES.id, version: 1 } } });
  expect(await call('PATCH', `/api/scenarios/${created.id}`, teacher, { folder_id: OBSTETRIQUE.id })).toMatchObject({ status: 404, body: { message: scenarioMessages.folderUnknown } });
  expect(await call('PATCH', `/api/scenarios/${created.id}`, teacher, { title: 'Déplacé' })).toMatchObject({ status: 200, body: { data: { title: 'Déplacé', version: 2, content: { title: 'Déplacé' } } } });
  expect((await call('PATCH', `/api/scenarios/${created.id}`, teacher, {})).status).toBe(400);

  const copy = await call('POST', `/api/scenarios/${created.id}/duplicate`, teacher, {});
  expect(copy).toMatchObject({ status: 200, body: { data: { title: 'Déplacé (copie)', folder_id: URGENCES.id, version: 1, shared: false } } });
  const copyId = dataOf<Scenario>(copy).id;

  expect(await call('DELETE', `/api/scenarios/${created.id}`, teacher)).toMatchObject({ status: 200, body: { data: { id: created.id } } });
  expect((await call('GET', `/api/scenarios/${created.id}`, teacher)).status).toBe(404);
  expect((await call('DELETE', `/api/scenarios/${copyId}`, teacher)).status).toBe(200);
});

test('my own scenario is copied into its dossier; one used by sessions can be deleted: the sessions stay, without it', async () => {
  const copy = dataOf<Scenario>(await call('POST', `/api/scenarios/${DEMO_SCENARIO_IDS.hemorragiePostPartum}/duplicate`, teacher2, {}));
  expect(copy.folder_id).toBe(OBSTETRIQUE.id);
  const sessions = await api.db.query<{ id: string }>('select id from sessions where scenario_id = $1', [DEMO_SCENARIO_IDS.bronchiolite]);
  expect(sessions.length).toBeGreaterThan(0);
  expect((await call('DELETE', `/api/scenarios/${DEMO_SCENARIO_IDS.bronchiolite}`, teacher)).status).toBe(200);
  const after = await api.db.query<{ id: string; scenario_id: string | null }>('select id, scenario_id from sessions where id = any($1)', [sessions.map((row) => row.id)]);
  expect(after).toEqual(sessions.map((row) => ({ id: row.id, scenario_id: null })));
});

test('sharing: another teacher of the organisation reads and copies a shared scenario, never a private one, and cannot change it (403)', async () => {
  const id = DEMO_SCENARIO_IDS.arretCardiaque;
  expect((await call('GET', `/api/scenarios/${id}`, teacher2)).status).toBe(404);
  expect((await call('POST', `/api/scenarios/${id}/duplicate`, teacher2, {})).status).toBe(404);
  expect(await titles('/api/scenarios?library=true', teacher2)).toEqual([]);

  expect(await call('PATCH', `/api/scenarios/${id}`, teacher, { shared: true })).toMatchObject({ status: 200, body: { data: { shared: true } } });
  const library = dataOf<{ items: Record<string, unknown>[] }>(await call('GET', '/api/scenarios?library=true', teacher2)).items;
  expect(library).toEqual([expect.objectContaining({ id, title: 'Arrêt cardio-respiratoire intrahospitalier', own: false, author: expect.stringMatching(/\S/) })]);
  // The author's own shared scenarios are in their dossiers, not in their view of the library.
  expect(await titles('/api/scenarios?library=true', teacher)).toEqual([]);

  const read = await call('GET', `/api/scenarios/${id}`, teacher2);
  expect(read).toMatchObject({ status: 200, body: { data: { own: false, shared: true } } });
  expect((await call('GET', `/api/scenarios/${id}/versions`, teacher2)).status).toBe(200);
  expect(await call('PUT', `/api/scenarios/${id}`, teacher2, dataOf(read))).toMatchObject({ status: 403, body: { message: scenarioMessages.notAuthor } });
  expect((await call('PATCH', `/api/scenarios/${id}`, teacher2, { shared: false })).status).toBe(403);
  expect((await call('DELETE', `/api/scenarios/${id}`, teacher2)).status).toBe(403);

  const copied = await call('POST', `/api/scenarios/${id}/duplicate`, teacher2, { folder_id: OBSTETRIQUE.id });
  expect(copied).toMatchObject({ status: 200, body: { data: { folder_id: OBSTETRIQUE.id, own: true, shared: false, title: 'Arrêt cardio-respiratoire intrahospitalier (copie)' } } });
  expect((await call('POST', `/api/scenarios/${id}/duplicate`, teacher2, { folder_id: URGENCES.id })).status).toBe(404);

  expect((await call('PATCH', `/api/scenarios/${id}`, teacher, { shared: false })).status).toBe(200);
  expect((await call('GET', `/api/scenarios/${id}`, teacher2)).status).toBe(404);
});

test('other roles 403, no token 401, an unknown id 404', async () => {
  for (const email of ['etudiant@actif.demo.test', 'admin@actif.demo.test', 'hyper@demo.test']) {
    const token = await signIn(email);
    expect(await call('GET', `/api/scenarios/${DEMO_SCENARIO_IDS.arretCardiaque}`, token)).toMatchObject({ status: 403, body: { message: 'Action non autorisée pour votre rôle.' } });
    expect((await call('GET', '/api/scenarios?library=true', token)).status).toBe(403);
    expect((await call('POST', '/api/scenarios', token, { folder_id: URGENCES.id, title: 'x' })).status).toBe(403);
  }
  expect((await call('GET', `/api/scenarios/${DEMO_SCENARIO_IDS.arretCardiaque}`, null)).status).toBe(401);
  expect((await call('PUT', `/api/scenarios/${DEMO_SCENARIO_IDS.arretCardiaque}`, null, { version: 1, content: {} })).status).toBe(401);
  expect((await call('GET', '/api/scenarios/00000000-0000-4000-8000-000000000000', teacher)).status).toBe(404);
  expect((await call('GET', '/api/scenarios/pas-un-id', teacher)).status).toBe(400);
});
