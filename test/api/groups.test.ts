/** Groups (docs/product.md §12): create, rename, delete; members' profiles keep their groups' names in step. */
import { userAdminMessages } from '../../contract/messages';
import { COLLEGE_INACTIF, DEMO_UIDS } from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await testApi();
  admin = await signIn('admin@actif.demo.test');
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const call: TestApi['call'] = (...args) => api.call(...args);

const groupsOf = async (uid: string) =>
  (await api.db.query<{ sessions_users_tags: string[] }>('select sessions_users_tags from users where uid = $1', [uid]))[0]?.sessions_users_tags;

test('create, rename (members’ profiles follow), and delete with the member count', async () => {
  const created = await call('POST', '/api/tags', admin, { name: '  IFSI 3A  ' });
  expect(created).toMatchObject({ status: 200, body: { data: { name: 'IFSI 3A', member_count: 0 } } });
  const id = (created.body.data as { id: string }).id;

  expect(await call('PATCH', `/api/auth/users/${DEMO_UIDS.student(1)}`, admin, { groups: [id] })).toMatchObject({ status: 200 });
  expect(await groupsOf(DEMO_UIDS.student(1))).toEqual(['IFSI 3A']);

  const renamed = await call('PATCH', `/api/tags/${id}`, admin, { name: 'IFSI 3A – groupe unique' });
  expect(renamed).toMatchObject({ status: 200, body: { data: { name: 'IFSI 3A – groupe unique', member_count: 1 } } });
  expect(await groupsOf(DEMO_UIDS.student(1))).toEqual(['IFSI 3A – groupe unique']);

  const deleted = await call('DELETE', `/api/tags/${id}`, admin);
  expect(deleted).toMatchObject({ status: 200, body: { data: { id, member_count: 1 } } });
  expect(await groupsOf(DEMO_UIDS.student(1))).toEqual([]);
  const actions = await api.db.query<{ action: string }>('select action from audit_log where target = $1 order by at', [id]);
  expect(actions.map((row) => row.action)).toEqual(['tags.create', 'tags.rename', 'tags.delete']);
});

test('a name already used in the organisation is a 409; an empty one a 400 naming the field', async () => {
  expect(await call('POST', '/api/tags', admin, { name: 'ifsi 2a – groupe 1' })).toMatchObject({ status: 409, body: { message: userAdminMessages.groupTaken } });
  expect(await call('POST', '/api/tags', admin, { name: '   ' })).toMatchObject({
    status: 400,
    body: { message: 'Corps de requête invalide\u00a0: le champ «\u00a0Nom\u00a0» n’est pas valide.' },
  });
});

test('another organisation’s group is a 404; teachers read but do not write; no token 401', async () => {
  const foreign = '5a1e0000-0000-4000-8000-000000000001';
  await api.db.query("insert into tags (id, organisation_id, name) values ($1, $2, 'Groupe d’ailleurs')", [foreign, COLLEGE_INACTIF.id]);
  expect((await call('PATCH', `/api/tags/${foreign}`, admin, { name: 'x' })).status).toBe(404);
  expect((await call('DELETE', `/api/tags/${foreign}`, admin)).status).toBe(404);
  expect((await call('DELETE', '/api/tags/00000000-0000-4000-8000-000000000000', admin)).status).toBe(404);
  const teacher = await signIn('enseignant@actif.demo.test');
  expect((await call('GET', '/api/tags', teacher)).status).toBe(200);
  expect((await call('POST', '/api/tags', teacher, { name: 'x' })).status).toBe(403);
  expect((await call('POST', '/api/tags', null, { name: 'x' })).status).toBe(401);
});
