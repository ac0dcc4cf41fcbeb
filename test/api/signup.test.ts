/** POST /api/signup (docs/product.md §11.11 `/signup`): a free account, its verification e-mail, nothing half-made. */
import { randomUUID } from 'node:crypto';
import { signupMessages } from '../../contract/messages';
import { expireUnverifiedSignups, UNVERIFIED_SIGNUP_DAYS } from '../../server/api/accounts';
import { buildApi } from '../../server/api/buildApi';
import { linksIn } from '../../server/mail/mailer';
import { DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
beforeAll(async () => {
  // The limits count the client address: the proxy's X-Forwarded-For lets each test be its own address.
  api = await testApi({ trustProxy: '127.0.0.1' });
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const post = (body: Record<string, unknown>, address?: string) =>
  api.request('/api/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(address ? { 'X-Forwarded-For': address } : {}) },
    body: JSON.stringify(body),
  });
/** The sign-ups answered are finished after their answer: their account and e-mail are looked at once made. */
const settled = () => api.app.afterAnswer.settled();
const person = (email = `signup-${randomUUID().slice(0, 8)}@exemple.fr`) => ({ firstname: 'Camille', name: 'Durand', email, password: 'secret-2026', role: 'enseignant', cgu: true });

test('creates a free account without organisation, unverified, and e-mails the link that verifies it', async () => {
  const body = person();
  const { status, body: answer } = await post(body);
  expect(status).toBe(200);
  expect(answer.data).toEqual({ email: body.email, verification_sent: true });
  await settled();
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

test('a taken address gets the same answer as a free one; its owner is told someone tried, with nothing the caller typed', async () => {
  const owner = 'enseignant@actif.demo.test';
  const [before] = await api.db.query('select firstname, name, role, account_type from users where email = $1', [owner]);
  const free = await post(person(), '198.51.100.1');
  const taken = await post({ ...person(owner), firstname: 'Gagnez', name: 'un iPhone sur http://exemple.invalid' }, '198.51.100.1');
  expect(taken.status).toBe(free.status);
  expect(taken.body).toEqual({ success: true, message: '', data: { email: owner, verification_sent: true } });
  await settled();

  const mail = api.mailer.lastTo(owner);
  expect(mail?.subject).toBe('Tentative d’inscription avec votre adresse SimuSession');
  expect(mail?.text).not.toMatch(/Gagnez|iPhone|exemple\.invalid|oobCode/);
  expect(linksIn(mail?.text ?? '')).toEqual([`${api.app.appOrigin}/login`]);
  const [after] = await api.db.query('select firstname, name, role, account_type from users where email = $1', [owner]);
  expect(after).toEqual(before);
});

test('the name the caller typed reaches the verification e-mail as one bounded, quoted line', async () => {
  const body = { ...person(), firstname: 'Camille\r\nCliquez ici', name: 'x'.repeat(100) };
  expect((await post(body, '198.51.100.2')).status).toBe(200);
  await settled();
  const text = api.mailer.lastTo(body.email)?.text ?? '';
  expect(text.startsWith('Bonjour,\n')).toBe(true);
  const line = text.split('\n').find((candidate) => candidate.includes('Camille')) ?? '';
  expect(line).toContain('«\u00a0Camille Cliquez ici xxx');
  expect(line).toContain('…\u00a0»');
  expect(line.length).toBeLessThan(140);
});

test('a fourth sign-up with one e-mail address within a day is refused (429, Retry-After), from any client address', async () => {
  const email = `limite-${randomUUID().slice(0, 8)}@exemple.fr`;
  // The first creates the account; the next two are answered as for any taken address.
  for (const address of ['198.51.100.10', '198.51.100.11', '198.51.100.12']) expect((await post(person(email), address)).status).toBe(200);
  const refused = await post(person(email), '198.51.100.13');
  expect(refused).toMatchObject({ status: 429, body: { success: false, message: signupMessages.tooManyAttempts } });
  const wait = Number(refused.headers.get('retry-after'));
  expect(wait).toBeGreaterThan(23 * 60 * 60);
  expect(wait).toBeLessThanOrEqual(24 * 60 * 60);
});

test('an eleventh sign-up from one client address within an hour is refused and creates nothing', async () => {
  const address = '198.51.100.20';
  for (let attempt = 0; attempt < 10; attempt += 1) expect((await post(person(), address)).status).toBe(200);
  const body = person();
  const refused = await post(body, address);
  expect(refused).toMatchObject({ status: 429, body: { message: signupMessages.tooManyAttempts } });
  expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50 * 60);
  expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60 * 60);
  await settled();
  expect(await api.db.query('select 1 from users where email = $1', [body.email])).toEqual([]);
  expect(api.mailer.lastTo(body.email)).toBeUndefined();
  // Another address is not held back.
  expect((await post(person(), '198.51.100.21')).status).toBe(200);
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

test('a profile that cannot be written leaves no identity account behind (and the answer, made before, cannot tell)', async () => {
  const body = person();
  // A trigger makes the profile's insert fail, as a database fault would.
  await api.db.query(`create or replace function refuse_signup() returns trigger language plpgsql as $$ begin raise exception 'panne'; end $$`);
  await api.db.query('create trigger refuse_signup before insert on users for each row execute function refuse_signup()');
  try {
    expect((await post(body)).status).toBe(200);
    await settled();
  } finally {
    await api.db.query('drop trigger refuse_signup on users');
  }
  await expect(api.app.identity.getUserByEmail(body.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  expect(api.mailer.lastTo(body.email)).toBeUndefined();
});

describe('the same answer in the same time, whether the address is free or taken', () => {
  test('the answer waits for neither the identity provider nor the mail server, in either case: only for the attempt’s count', async () => {
    // Every call that differs between the two cases is held until both answers are in.
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { identity, mailer } = api.app;
    const calls = { createUser: [] as string[], verificationLink: [] as string[], mail: [] as string[] };
    const [createUser, verificationLink, send] = [identity.createUser.bind(identity), identity.generateEmailVerificationLink.bind(identity), mailer.send.bind(mailer)];
    const spies = [
      jest.spyOn(identity, 'createUser').mockImplementation(async (request) => {
        calls.createUser.push(request.email ?? '');
        await gate;
        return createUser(request);
      }),
      jest.spyOn(identity, 'generateEmailVerificationLink').mockImplementation(async (email, settings) => {
        calls.verificationLink.push(email);
        await gate;
        return verificationLink(email, settings);
      }),
      jest.spyOn(mailer, 'send').mockImplementation(async (mail) => {
        calls.mail.push(mail.to);
        await gate;
        return send(mail);
      }),
    ];
    try {
      const free = person();
      const owner = 'enseignant2@actif.demo.test';
      // Old behaviour, for the record: a free address's answer waited for the held provider (never here).
      const answered = (address: string) => post(person(address), '198.51.100.30');
      const stillHeld = new Promise<'held'>((resolve) => setTimeout(resolve, 10_000, 'held'));
      const answers = await Promise.race([Promise.all([answered(free.email), answered(owner)]), stillHeld]);
      expect(answers).not.toBe('held');
      const [freeAnswer, takenAnswer] = answers as Awaited<ReturnType<typeof post>>[];
      expect([freeAnswer?.status, takenAnswer?.status]).toEqual([200, 200]);
      expect(freeAnswer?.body).toEqual({ success: true, message: '', data: { email: free.email, verification_sent: true } });
      expect(takenAnswer?.body).toEqual({ success: true, message: '', data: { email: owner, verification_sent: true } });
      release();
      await settled();
      // Then the work was done, each its own: the account and its link for the free address, one e-mail each.
      expect(calls.createUser).toEqual([free.email]);
      expect(calls.verificationLink).toEqual([free.email]);
      expect(calls.mail.sort()).toEqual([free.email, owner].sort());
    } finally {
      release();
      spies.forEach((spy) => spy.mockRestore());
    }
  }, 30_000);
});

describe('an unverified sign-up does not hold its address for long, nor against an invitation', () => {
  const signUp = async (email: string, password = 'secret-2026') => {
    expect((await post({ ...person(email), password }, '198.51.100.40')).status).toBe(200);
    await settled();
    const [row] = await api.db.query<{ uid: string }>('select uid from users where email = $1', [email]);
    return row?.uid as string;
  };
  const ageBy = (uid: string, days: number) => api.db.query(`update users set created_at = now() - make_interval(days => $2) where uid = $1`, [uid, days]);

  test(`after ${UNVERIFIED_SIGNUP_DAYS} days an unverified sign-up is deleted (profile and identity), by the retention; a verified or younger one stays`, async () => {
    const [old, verified, young] = (await Promise.all(['vieux', 'verifie', 'jeune'].map((who) => signUp(`${who}-${randomUUID().slice(0, 8)}@exemple.fr`)))) as [string, string, string];
    await ageBy(old as string, UNVERIFIED_SIGNUP_DAYS + 1);
    await ageBy(verified as string, UNVERIFIED_SIGNUP_DAYS + 1);
    await ageBy(young as string, UNVERIFIED_SIGNUP_DAYS - 1);
    // Its owner clicked the link but never came back: the provider knows, the row not yet.
    await api.app.identity.updateUser(verified as string, { emailVerified: true });

    expect(await expireUnverifiedSignups(api.app)).toBe(1);
    const rows = await api.db.query<{ uid: string; email_verified: boolean }>('select uid, email_verified from users where uid = any($1) order by uid', [[old, verified, young]]);
    expect(rows).toEqual([{ uid: verified, email_verified: true }, { uid: young, email_verified: false }].sort((a, b) => (a.uid < b.uid ? -1 : 1)));
    await expect(api.app.identity.getUser(old as string)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    const [entry] = await api.db.query<{ actor_uid: string }>(`select actor_uid from audit_log where action = 'signup.expired' and target = $1`, [old]);
    expect(entry).toEqual({ actor_uid: 'retention' });
  });

  test('the running API’s daily retention deletes them (once ready, then every day)', async () => {
    const old = await signUp(`oublie-${randomUUID().slice(0, 8)}@exemple.fr`);
    await ageBy(old, UNVERIFIED_SIGNUP_DAYS + 1);
    // A second API over the same database, with the retention a running API has (main.ts turns it on).
    const running = buildApi({ db: api.db, mailer: api.mailer, auditRetentionMs: 24 * 60 * 60 * 1000 });
    try {
      await running.ready();
      const gone = async () => (await api.db.query('select 1 from users where uid = $1', [old])).length === 0;
      for (let wait = 0; wait < 100 && !(await gone()); wait += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await gone()).toBe(true);
    } finally {
      await running.close();
    }
  });

  test('an admin invites the address of an unverified sign-up: invited, with a new account the sign-up’s password does not open', async () => {
    const email = `invitee-${randomUUID().slice(0, 8)}@exemple.fr`;
    const signedUp = await signUp(email, 'mot-de-passe-du-squatteur');
    const admin = await signIn('admin@actif.demo.test');
    const invited = await api.request('/api/auth/users', {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, firstname: 'Inès', name: 'Martin', role: 'etudiant' }),
    });
    expect(invited.status).toBe(200);
    expect(invited.body.data).toMatchObject({ email, role: 'etudiant' });
    expect(invited.body.data?.uid).not.toBe(signedUp);
    expect(await api.db.query('select uid from users where lower(email) = $1', [email])).toEqual([{ uid: invited.body.data?.uid }]);
    await expect(signIn(email, 'mot-de-passe-du-squatteur')).rejects.toThrow(/sign-in of .* failed/);
    await expect(api.app.identity.getUser(signedUp)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  test('the CSV import too: its preview does not call the address taken, and the import invites it', async () => {
    const email = `importee-${randomUUID().slice(0, 8)}@exemple.fr`;
    const signedUp = await signUp(email);
    const admin = await signIn('admin@actif.demo.test');
    const importCsv = (query: string) =>
      api.request(`/api/auth/users/import${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ csv: `email;prénom;nom;rôle\n${email};Inès;Martin;etudiant` }),
      });
    const preview = await importCsv('?dryRun=true');
    expect(preview.body.data).toMatchObject({ valid: 1, invalid: 0 });
    const imported = await importCsv('');
    expect(imported.body.data).toMatchObject({ imported: 1 });
    const [row] = await api.db.query<{ uid: string; account_type: string }>('select uid, account_type from users where lower(email) = $1', [email]);
    expect(row?.account_type).toBe('organisation');
    expect(row?.uid).not.toBe(signedUp);
    await expect(api.app.identity.getUser(signedUp)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });
});
