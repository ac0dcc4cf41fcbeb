/** PATCH /api/me: the person's own names (docs/product.md §11.10 `/auth/user_account`). */
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const patch = (token: string | null, body: unknown) =>
  api.request('/api/me', { method: 'PATCH', headers: { ...(token ? bearer(token) : {}), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

test('renames the caller, and the profile call says so', async () => {
  const token = await signIn('etudiant@actif.demo.test');
  expect(await patch(token, { firstname: ' Emmanuelle ' })).toMatchObject({ status: 200, body: { data: { firstname: 'Emmanuelle', name: 'Petit' } } });
  const profile = await api.request('/api/auth/users/profile', { headers: bearer(token) });
  expect(profile.body.data).toMatchObject({ firstname: 'Emmanuelle', name: 'Petit' });
});

test('a member of an inactive organisation may still rename themself; empty or nothing is a 400; no token 401', async () => {
  const token = await signIn('enseignant@inactif.demo.test');
  expect((await patch(token, { name: 'Nouveau' })).status).toBe(200);
  expect(await patch(token, { name: '  ' })).toMatchObject({ status: 400, body: { message: 'Corps de requête invalide\u00a0: le champ «\u00a0Nom\u00a0» n’est pas valide.' } });
  expect((await patch(token, {})).status).toBe(400);
  expect((await patch(null, { name: 'x' })).status).toBe(401);
});
