/** The users table's orders (`sort`): every page of each order, walked with its cursor, is the whole list in that order. */
import type { UserSummary } from '../../contract/schemas/users';
import { DEMO_UIDS } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
let admin: string;
beforeAll(async () => {
  api = await testApi();
  admin = await signIn('admin@actif.demo.test');
  // Three sign-ins a microsecond apart around the others: the order must not lose or repeat anybody.
  await api.db.query(`update users set last_sign_in_at = '2026-11-20T08:00:00.000001Z' where uid = $1`, [DEMO_UIDS.student(1)]);
  await api.db.query(`update users set last_sign_in_at = '2026-11-20T08:00:00.000002Z' where uid = $1`, [DEMO_UIDS.student(2)]);
  await api.db.query(`update users set last_sign_in_at = '2026-11-24T18:30:00Z' where uid = $1`, [DEMO_UIDS.student(3)]);
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

async function everyPage(sort: string): Promise<UserSummary[]> {
  const seen: UserSummary[] = [];
  let cursor: string | null = null;
  do {
    const query: string = `/api/auth/users?sort=${sort}&limit=4${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const reply = await api.request(query, { headers: bearer(admin) });
    expect(reply.status).toBe(200);
    const page = reply.body.data as unknown as { items: UserSummary[]; nextCursor: string | null };
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

test('by e-mail, page after page', async () => {
  const users = await everyPage('email');
  const emails = users.map((user) => user.email);
  expect(emails).toEqual([...emails].sort());
  const [{ count }] = (await api.db.query<{ count: number }>("select count(*)::int as count from users where organisation_id = (select organisation_id from users where email = 'admin@actif.demo.test')")) as [{ count: number }];
  expect(new Set(emails).size).toBe(count);
});

test('by latest sign-in: the most recent first, those who never signed in last, nobody lost between pages', async () => {
  const users = await everyPage('recent');
  const signedIn = users.filter((user) => user.last_sign_in_at !== null);
  const times = signedIn.map((user) => Date.parse(user.last_sign_in_at as string));
  expect(times).toEqual([...times].sort((a, b) => b - a));
  expect(users.slice(0, signedIn.length)).toEqual(signedIn);
  const uids = users.map((user) => user.uid);
  expect(uids.indexOf(DEMO_UIDS.student(2))).toBeLessThan(uids.indexOf(DEMO_UIDS.student(1)));
  expect(new Set(uids).size).toBe(uids.length);
  expect(uids).toEqual(expect.arrayContaining((await everyPage('name')).map((user) => user.uid)));
});

test('an unknown order is a 400; a cursor of another order is refused, not misread', async () => {
  expect((await api.request('/api/auth/users?sort=age', { headers: bearer(admin) })).status).toBe(400);
  const first = await api.request('/api/auth/users?sort=recent&limit=2', { headers: bearer(admin) });
  const cursor = (first.body.data as unknown as { nextCursor: string }).nextCursor;
  expect((await api.request(`/api/auth/users?sort=name&limit=2&cursor=${encodeURIComponent(cursor)}`, { headers: bearer(admin) })).status).toBe(400);
});

test('an address never proved is « unverified » (not « active »), until its owner’s first verified request', async () => {
  const unverified = async () => {
    const reply = await api.request('/api/auth/users?status=unverified', { headers: bearer(admin) });
    expect(reply.status).toBe(200);
    return (reply.body.data as unknown as { items: UserSummary[] }).items.map((user) => user.email);
  };
  // The demo's teacher who never confirmed her address (emailVerified false at the provider).
  expect(await unverified()).toEqual(['non-verifie@actif.demo.test']);

  // A row that says unverified while the provider says verified: the owner's next request settles it.
  await api.db.query(`update users set email_verified = false where email = 'etudiant@actif.demo.test'`);
  expect(await unverified()).toEqual(['non-verifie@actif.demo.test', 'etudiant@actif.demo.test'].sort());
  const student = await signIn('etudiant@actif.demo.test');
  expect((await api.request('/api/auth/users/profile', { headers: bearer(student) })).status).toBe(200);
  expect(await unverified()).toEqual(['non-verifie@actif.demo.test']);
});
