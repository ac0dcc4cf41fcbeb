/** `GET /api/organisations`: the operator's view of every organisation (docs/product.md §11.4). */
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

describe('PATCH /api/organisations/:id and the audit log', () => {
  const patch = (id: string, body: unknown, token = hyper) =>
    api.request(`/api/organisations/${id}`, { method: 'PATCH', headers: { ...bearer(token), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

  test('extending an inactive organisation’s subscription activates it; seats change; both are in the audit log, newest first', async () => {
    const end = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    const extended = await patch(COLLEGE_INACTIF.id, { subscription_end: end });
    expect(extended).toMatchObject({ status: 200, body: { data: { id: COLLEGE_INACTIF.id, subscription_end: end, is_active: true, subscription_status: 'active' } } });
    const access = await api.request(`/api/auth/organisations?accessCheck=true&id=${COLLEGE_INACTIF.id}`);
    expect(access.body.data).toMatchObject({ isActive: 'true' });

    expect(await patch(LYCEE_ACTIF.id, { seats: 60 })).toMatchObject({ status: 200, body: { data: { seats: 60 } } });
    const log = await api.request('/api/audit-log?limit=2', { headers: bearer(hyper) });
    const entries = (log.body.data as { items: { action: string; target: string; actor_name: string; organisation_name: string; detail: Record<string, unknown> }[] }).items;
    expect(entries.map((entry) => [entry.action, entry.target, entry.organisation_name])).toEqual([
      ['operator.organisation', LYCEE_ACTIF.id, 'Lycée Actif'],
      ['operator.organisation', COLLEGE_INACTIF.id, 'Collège Inactif'],
    ]);
    expect(entries[0]?.detail).toEqual({ before: { seats: 40, subscription_end: expect.any(String) }, after: { seats: 60, subscription_end: expect.any(String) } });
    expect(entries[0]?.actor_name).toBeTruthy();
  });

  test('fewer seats than active accounts is refused with the reason; nothing to change is a 400; an unknown id a 404; others 403', async () => {
    const refused = await patch(LYCEE_ACTIF.id, { seats: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^L’organisation compte déjà \d+\u00a0comptes actifs/);
    expect((await patch(LYCEE_ACTIF.id, {})).status).toBe(400);
    expect((await patch('00000000-0000-4000-8000-000000000000', { seats: 10 })).status).toBe(404);
    const admin = await signIn('admin@actif.demo.test');
    expect((await patch(LYCEE_ACTIF.id, { seats: 100 }, admin)).status).toBe(403);
    expect((await api.request('/api/audit-log', { headers: bearer(admin) })).status).toBe(403);
  });
});
