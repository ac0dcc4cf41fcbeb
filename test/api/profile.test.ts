import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { buildApi } from '../../server/api/buildApi';
import { firebaseAuth } from '../../server/api/firebase';
import { messages } from '../../server/api/messages';
import { demoAccounts } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, claimsOf, listening, signIn, type TestApi, testApi, withClaims } from './support';

const PROFILE_URL = '/api/auth/users/profile';

const PROFILE_KEYS = [
  'account_type',
  'admin',
  'charter_compliance',
  'displayName',
  'email',
  'firstname',
  'id',
  'name',
  'organisation',
  'photoURL',
  'record_auth',
  'role',
  'sessions_users_tags',
  'uid',
  'uid_organisation',
];

let api: TestApi;
beforeAll(async () => {
  api = await testApi();
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

async function getProfile(headers: Record<string, string>) {
  const { status, body } = await api.request(PROFILE_URL, { headers });
  return { status, body };
}

describe('GET /api/auth/users/profile for the demo accounts (docs/product.md §13.1)', () => {
  test.each([
    ['hyper@demo.test', 'hyperadmin', null, null],
    ['admin@actif.demo.test', 'admin', 'Lycée Actif', null],
    ['enseignant@actif.demo.test', 'enseignant', 'Lycée Actif', true],
    ['etudiant@actif.demo.test', 'etudiant', 'Lycée Actif', null],
    ['admin@inactif.demo.test', 'admin', 'Collège Inactif', null],
    ['enseignant@inactif.demo.test', 'enseignant', 'Collège Inactif', false],
    ['etudiant@inactif.demo.test', 'etudiant', 'Collège Inactif', null],
  ])('%s → %s of %s, charter_compliance %s', async (email, role, organisation, charterCompliance) => {
    const account = demoAccounts.find((candidate) => candidate.email === email);
    const { status, body } = await getProfile(bearer(await signIn(email)));

    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: '' });
    expect(Object.keys(body.data ?? {}).sort()).toEqual(PROFILE_KEYS);
    expect(body.data).toMatchObject({
      uid: account?.uid,
      id: account?.profile?.id,
      email,
      role,
      organisation,
      uid_organisation: account?.profile?.organisationId,
      charter_compliance: charterCompliance,
      firstname: account?.profile?.firstname,
      name: account?.profile?.name,
      displayName: `${account?.profile?.firstname} ${account?.profile?.name}`,
      photoURL: null,
      account_type: organisation ? 'organisation' : 'gratuit',
      admin: role === 'admin' || role === 'hyperadmin',
    });
    expect(Array.isArray(body.data?.sessions_users_tags)).toBe(true);
    expect(typeof body.data?.record_auth).toBe('boolean');
  });

  test('an unverified e-mail gets 403 and no profile: such an account does not count as signed in (docs/product.md §4)', async () => {
    const { status, body } = await getProfile(bearer(await signIn('non-verifie@actif.demo.test')));
    expect(status).toBe(403);
    expect(body).toEqual({ success: false, message: messages.emailNotVerified });
  });

  test('a verified account without a profile row gets success:false with a French message', async () => {
    const { status, body } = await getProfile(bearer(await signIn('sans-profil@actif.demo.test')));
    expect(status).toBe(200);
    expect(body).toEqual({ success: false, message: messages.profileMissing });
  });
});

describe('GET /api/auth/users/profile rejects a caller who is not authenticated', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn('etudiant@actif.demo.test');
  });

  test.each([
    ['no Authorization header', {}, messages.authorizationMissing],
    ['a Basic header', { authorization: 'Basic dXNlcjpwYXNz' }, messages.authorizationMalformed],
    ['a Bearer header without token', { authorization: 'Bearer ' }, messages.authorizationMalformed],
    ['a garbage token', { authorization: 'Bearer not-a-jwt' }, messages.tokenInvalid],
  ])('%s → 401', async (_case, headers, message) => {
    const response = await api.request(PROFILE_URL, { headers });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(response.body).toEqual({ success: false, message });
  });

  test('a token of another Firebase project (edited aud and iss) → 401', async () => {
    const forged = withClaims(token, { aud: 'demo-autre-projet', iss: 'https://securetoken.google.com/demo-autre-projet' });
    expect(await getProfile(bearer(forged))).toEqual({
      status: 401,
      body: { success: false, message: messages.tokenInvalid },
    });
  });

  test('a token whose exp is in the past → 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { auth_time: authTime } = claimsOf(token);
    const expired = withClaims(token, { iat: now - 7200, exp: now - 3600, auth_time: Math.min(Number(authTime), now - 7200) });
    expect(await getProfile(bearer(expired))).toEqual({
      status: 401,
      body: { success: false, message: messages.tokenExpired },
    });
  });
});

describe('GET /api/auth/users/profile checks the account is still valid', () => {
  // Throw-away accounts, so that revoking or disabling cannot disturb tests running beside these.
  async function throwAwayAccount() {
    const uid = `test-${randomUUID()}`;
    const email = `${uid}@tests.demo.test`;
    await firebaseAuth(process.env).createUser({ uid, email, password: 'motdepasse', emailVerified: true });
    await api.db.query(
      `insert into users (uid, email, role, account_type, firstname, name) values ($1, $2, 'etudiant', 'gratuit', 'Test', 'Jetable')`,
      [uid, email],
    );
    return { uid, token: await signIn(email, 'motdepasse') };
  }

  afterAll(async () => {
    const uids = (await api.db.query<{ uid: string }>(`select uid from users where uid like 'test-%'`)).map((row) => row.uid);
    await firebaseAuth(process.env).deleteUsers(uids);
  });

  test('revoked refresh tokens → 401', async () => {
    const { uid, token } = await throwAwayAccount();
    expect((await getProfile(bearer(token))).body.success).toBe(true);
    // Revocation has a one-second resolution: a token issued in the same second would still pass.
    await sleep(1_100);
    await firebaseAuth(process.env).revokeRefreshTokens(uid);
    expect(await getProfile(bearer(token))).toEqual({
      status: 401,
      body: { success: false, message: messages.tokenRevoked },
    });
  });

  test('a disabled account → 401', async () => {
    const { uid, token } = await throwAwayAccount();
    await firebaseAuth(process.env).updateUser(uid, { disabled: true });
    expect(await getProfile(bearer(token))).toEqual({
      status: 401,
      body: { success: false, message: messages.accountDisabled },
    });
  });

  test('a deleted account → 401', async () => {
    const { uid, token } = await throwAwayAccount();
    await firebaseAuth(process.env).deleteUser(uid);
    expect((await getProfile(bearer(token))).status).toBe(401);
  });
});

test('request logs never carry the Authorization header or the token', async () => {
  const lines: string[] = [];
  const logged = buildApi({ db: api.db, logger: { write: (line) => lines.push(line) } });
  try {
    const { request } = await listening(logged);
    const token = await signIn('admin@actif.demo.test');
    const response = await request(PROFILE_URL, { headers: bearer(token) });
    expect(response.status).toBe(200);
    const log = lines.join('\n');
    expect(log).toContain(PROFILE_URL);
    expect(log).not.toContain(token.split('.')[1]);
    expect(log.toLowerCase()).not.toContain('authorization');
  } finally {
    await logged.close();
  }
});

test('the profile costs one database query: the caller’s row, read once, is the answer', async () => {
  const queries: string[] = [];
  const counted = buildApi({
    db: { ...api.db, query: (sql, params, options) => (queries.push(sql), api.db.query(sql, params, options)) },
    rateLimits: false,
  });
  try {
    const { request } = await listening(counted);
    const token = await signIn('admin@actif.demo.test');
    // The first request of a sign-in also records it (and the day's activity, when due): once, not every request.
    expect((await request(PROFILE_URL, { headers: bearer(token) })).status).toBe(200);
    queries.length = 0;
    const response = await request(PROFILE_URL, { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: { email: 'admin@actif.demo.test' } });
    expect(queries).toHaveLength(1);
    expect(queries[0]).toMatch(/from users u left join organisations o/);
  } finally {
    await counted.close();
  }
});
