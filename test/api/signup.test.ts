/** POST /api/signup (features.md §2 `/signup`): a free account, its verification e-mail, nothing half-made. */
import { randomUUID } from 'node:crypto';
import { userAdminMessages } from '../../contract/messages';
import { linksIn } from '../../server/mail/mailer';
import { DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const post = (body: Record<string, unknown>) =>
  api.request('/api/signup', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const person = (email = `signup-${randomUUID().slice(0, 8)}@exemple.fr`) => ({ firstname: 'Camille', name: 'Durand', email, password: 'secret-2026', role: 'enseignant', cgu: true });

test('creates a free account without organisation, unverified, and e-mails the link that verifies it', async () => {
  const body = person();
  const { status, body: answer } = await post(body);
  expect(status).toBe(200);
  expect(answer.data).toEqual({ email: body.email, verification_sent: true });
  const [row] = await api.db.query<{ account_type: string; organisation_id: string | null; role: string }>(
    'select account_type, organisation_id, role from users where email = $1',
    [body.email],
  );
  expect(row).toEqual({ account_type: 'gratuit', organisation_id: null, role: 'enseignant' });
  const identity = await api.app.identity.getUserByEmail(body.email);
  expect(identity.emailVerified).toBe(false);

  const link = linksIn(api.mailer.lastTo(body.email)?.text ?? '')[0] ?? '';
  expect(link).toMatch(/\/actionmanager\?mode=verifyEmail&oobCode=/);
  const oobCode = new URL(link).searchParams.get('oobCode');
  const applied = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ oobCode }),
  });
  expect(applied.status).toBe(200);
  expect((await api.app.identity.getUserByEmail(body.email)).emailVerified).toBe(true);
  expect((await signIn(body.email, 'secret-2026')).length).toBeGreaterThan(20);
});

test('an address already used is a 409 and creates nothing', async () => {
  expect(await post(person('enseignant@actif.demo.test'))).toMatchObject({ status: 409, body: { message: userAdminMessages.emailTaken } });
});

test.each([
  [{ cgu: false }, 'Conditions générales d’utilisation'],
  [{ password: '123' }, 'Mot de passe'],
  [{ password: '1234567' }, 'Mot de passe'],
  [{ email: 'pas-une-adresse' }, 'Adresse e-mail'],
  [{ role: 'admin' }, 'Rôle'],
])('bad input %j is a 400 naming « %s »', async (override, label) => {
  const { status, body } = await post({ ...person(), ...override });
  expect(status).toBe(400);
  expect(body.message).toContain(`«\u00a0${label}\u00a0»`);
});

test('a profile that cannot be written leaves no identity account behind', async () => {
  const body = person();
  // A trigger makes the profile's insert fail, as a database fault would.
  await api.db.query(`create or replace function refuse_signup() returns trigger language plpgsql as $$ begin raise exception 'panne'; end $$`);
  await api.db.query('create trigger refuse_signup before insert on users for each row execute function refuse_signup()');
  try {
    expect((await post(body)).status).toBe(500);
  } finally {
    await api.db.query('drop trigger refuse_signup on users');
  }
  await expect(api.app.identity.getUserByEmail(body.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
});
