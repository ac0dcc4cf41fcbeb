/** `GET /api/organisations`: the operator's view of every organisation (issue 13). */
import { COLLEGE_INACTIF, LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
let hyper: string;
beforeAll(async () => {
  api = await testApi();
  hyper = await signIn('hyper@demo.test');
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

type Listed = { items: { id: string; name: string; seats: number; seats_used: number; is_active: boolean; subscription_end: string | null }[]; nextCursor: string | null };

test('lists every organisation by name with its status, seats used / total and subscription end', async () => {
  const { status, body } = await api.request('/api/organisations', { headers: bearer(hyper) });
  expect(status).toBe(200);
  const data = body.data as Listed;
  const names = data.items.map((o) => o.name);
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  expect(data.items.find((o) => o.id === LYCEE_ACTIF.id)).toMatchObject({ name: 'Lycée Actif', seats: 40, is_active: true });
  expect(data.items.find((o) => o.id === COLLEGE_INACTIF.id)).toMatchObject({ name: 'Collège Inactif', is_active: false });
  const actif = data.items.find((o) => o.id === LYCEE_ACTIF.id);
  expect(actif?.seats_used).toBeGreaterThan(15);
});

test('pages by keyset and searches by name', async () => {
  const first = await api.request('/api/organisations?limit=1', { headers: bearer(hyper) });
  const page = first.body.data as Listed;
  expect(page.items).toHaveLength(1);
  expect(page.nextCursor).not.toBeNull();
  const second = await api.request(`/api/organisations?limit=1&cursor=${encodeURIComponent(page.nextCursor ?? '')}`, { headers: bearer(hyper) });
  expect((second.body.data as Listed).items[0]?.id).not.toBe(page.items[0]?.id);
  const found = await api.request('/api/organisations?search=inactif', { headers: bearer(hyper) });
  expect((found.body.data as Listed).items.map((o) => o.name)).toEqual(['Collège Inactif']);
});

test('nobody but the operator sees it', async () => {
  const admin = await signIn('admin@actif.demo.test');
  expect((await api.request('/api/organisations', { headers: bearer(admin) })).status).toBe(403);
  expect((await api.request('/api/organisations')).status).toBe(401);
});
