/**
 * The purge never erases someone who uses the product. Activity comes from real use (any
 * authenticated request, written at most once a day per person), not only from the token's sign-in
 * time, which a refreshed token keeps; `warn` and `purge` decide again for each person with the row
 * locked; using the product after a warning cancels it.
 */
import { randomUUID } from 'node:crypto';
import { PURGE_CONFIRMATION, purgeRefusalMessages } from '../../contract/purge';
import type { InactiveUser, PurgeResult, WarnResult } from '../../contract/schemas/personalData';
import type { Mail } from '../../server/mail/mailer';
import { DEMO_UIDS, LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
let hyper: string;
beforeAll(async () => {
  api = await testApi({ rateLimits: false });
  hyper = await signIn('hyper@demo.test');
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const post = (path: string, body: unknown) =>
  api.request(path, { method: 'POST', headers: { ...bearer(hyper), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

type Person = { uid: string; email: string };

/** A student of Lycée Actif whose recorded dates say three years without any activity; optionally warned. */
async function dormant({ warnedDaysAgo }: { warnedDaysAgo?: number } = {}): Promise<Person> {
  const email = `dormant-${randomUUID()}@actif.demo.test`;
  const { uid } = await api.app.identity.createUser({ email, password: 'demo1234', emailVerified: true });
  await api.db.query(
    `insert into users (uid, email, role, organisation_id, firstname, name, account_type, last_sign_in_at, created_at, purge_warned_at)
     values ($1, $2, 'etudiant', $3, 'Lou', 'Dormant', 'organisation', now() - interval '36 months', now() - interval '48 months',
       case when $4::int is null then null else now() - make_interval(days => $4::int) end)`,
    [uid, email, LYCEE_ACTIF.id, warnedDaysAgo ?? null],
  );
  return { uid, email };
}

/** Back to three years of silence in our records, the warning as given (the provider's dates are its own). */
async function silence(uid: string, warnedDaysAgo: number | null): Promise<void> {
  await api.db.query(
    `update users set last_sign_in_at = now() - interval '36 months', last_active_at = now() - interval '36 months',
       purge_warned_at = case when $2::int is null then null else now() - make_interval(days => $2::int) end where uid = $1`,
    [uid, warnedDaysAgo],
  );
}

type Dates = { last_active_at: string | null; purge_warned_at: string | null; active_now: boolean };
async function dates(uid: string): Promise<Dates> {
  const [row] = await api.db.query<Dates>(
    `select last_active_at::text, purge_warned_at::text, coalesce(last_active_at > now() - interval '1 minute', false) as active_now from users where uid = $1`,
    [uid],
  );
  if (!row) throw new Error(`no profile for ${uid}`);
  return row;
}

const useProduct = async (token: string) => expect((await api.request('/api/auth/users/profile', { headers: bearer(token) })).status).toBe(200);

async function listed(uid: string): Promise<InactiveUser | undefined> {
  let cursor: string | null = null;
  do {
    const reply = await api.request(`/api/inactive-users?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: bearer(hyper) });
    const page = reply.body.data as unknown as { items: InactiveUser[]; nextCursor: string | null };
    const found = page.items.find((item) => item.uid === uid);
    if (found) return found;
    cursor = page.nextCursor;
  } while (cursor);
  return undefined;
}

describe('activity recorded from real use', () => {
  it('a request with a token whose sign-in is old (a refreshed token keeps it) still counts: the person is no longer inactive', async () => {
    const person = await dormant();
    const token = await signIn(person.email);
    await useProduct(token);
    // Our records as if the sign-in were three years old, the token still the one in use.
    await silence(person.uid, null);
    // The provider's dates, which the list also reads, must say the same: its sign-in above is recent, and it counts
    // whenever it falls in a later second than the account's creation (a loaded machine: CI failed on it once).
    const providerUsers = api.app.identity.getUsers.bind(api.app.identity);
    const oldProviderDates = jest.spyOn(api.app.identity, 'getUsers').mockImplementation(async (identifiers) => {
      const found = await providerUsers(identifiers);
      const dated = found.users.map((user) => Object.assign(Object.create(Object.getPrototypeOf(user) as object) as typeof user, user, {
        metadata: { ...user.metadata, lastSignInTime: user.metadata.creationTime, lastRefreshTime: null },
      }));
      return { ...found, users: dated };
    });
    try {
      expect(await listed(person.uid)).toBeDefined();
      await useProduct(token);
      expect((await dates(person.uid)).active_now).toBe(true);
      expect(await listed(person.uid)).toBeUndefined();
    } finally {
      oldProviderDates.mockRestore();
    }
  });

  it('is written at most once a day: a second request the same day writes nothing, the next day writes again', async () => {
    const person = await dormant();
    const token = await signIn(person.email);
    await useProduct(token);
    await api.db.query("update users set last_active_at = now() - interval '2 hours' where uid = $1", [person.uid]);
    const before = (await dates(person.uid)).last_active_at;
    await useProduct(token);
    await useProduct(token);
    expect((await dates(person.uid)).last_active_at).toBe(before);

    await api.db.query("update users set last_active_at = now() - interval '25 hours' where uid = $1", [person.uid]);
    await useProduct(token);
    expect((await dates(person.uid)).active_now).toBe(true);
  });

  it('using the product after a warning cancels it at once, even within the day', async () => {
    const person = await dormant();
    const token = await signIn(person.email);
    await useProduct(token);
    await api.db.query("update users set last_active_at = now() - interval '2 hours', purge_warned_at = now() - interval '1 hour' where uid = $1", [person.uid]);
    await useProduct(token);
    expect(await dates(person.uid)).toMatchObject({ purge_warned_at: null, active_now: true });
  });

  it('the identity provider’s last token refresh counts as activity too (a session kept open elsewhere)', async () => {
    const person = await dormant({ warnedDaysAgo: 31 });
    // The provider's dates have a second's resolution: a refresh in the second of the creation reads as the creation.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await signIn(person.email); // the emulator records the sign-in and the token; our API never saw them
    await api.db.query("update users set last_sign_in_at = now() - interval '36 months' where uid = $1", [person.uid]);
    const reply = await post('/api/inactive-users/purge', { uids: [person.uid], dryRun: true });
    expect(reply.body.data).toMatchObject({ deleted: [], refused: [{ uid: person.uid, reason: purgeRefusalMessages.signedInSinceWarning }] });
    expect((await dates(person.uid)).active_now).toBe(true);
  });
});

describe('POST /api/inactive-users/warn decides again for each person', () => {
  it('refuses an active person with the reason, for that person only; the inactive one is warned', async () => {
    const [active, inactive] = [await dormant(), await dormant()];
    await useProduct(await signIn(active.email));
    const reply = await post('/api/inactive-users/warn', { uids: [active.uid, inactive.uid] });
    expect(reply.status).toBe(200);
    expect(reply.body.data as unknown as WarnResult).toEqual({
      warned: 1,
      failed: 1,
      items: [
        { uid: active.uid, email: active.email, warned: false, message: purgeRefusalMessages.active },
        { uid: inactive.uid, email: inactive.email, warned: true, message: null },
      ],
    });
    expect(api.mailer.lastTo(active.email)).toBeUndefined();
    expect((await dates(active.uid)).purge_warned_at).toBeNull();
    expect((await dates(inactive.uid)).purge_warned_at).not.toBeNull();
  });

  it('follows the threshold it is given: active 13 months ago is inactive for 12 months, not for 24', async () => {
    const person = await dormant();
    await api.db.query("update users set last_active_at = now() - interval '13 months' where uid = $1", [person.uid]);
    expect((await post('/api/inactive-users/warn', { uids: [person.uid] })).body.data).toMatchObject({ warned: 0, items: [{ message: purgeRefusalMessages.active }] });
    expect((await post('/api/inactive-users/warn', { uids: [person.uid], months: 12 })).body.data).toMatchObject({ warned: 1 });
  });

  it('never the hyperadmin nor an organisation’s last admin, however long inactive', async () => {
    await api.db.query("update users set last_sign_in_at = now() - interval '30 months', last_active_at = null where uid = $1", [DEMO_UIDS.adminInactif]);
    const reply = await post('/api/inactive-users/warn', { uids: [DEMO_UIDS.adminInactif, DEMO_UIDS.hyperadmin] });
    expect(reply.body.data).toMatchObject({
      warned: 0,
      items: [
        { uid: DEMO_UIDS.adminInactif, warned: false, message: purgeRefusalMessages.lastAdmin },
        { uid: DEMO_UIDS.hyperadmin, warned: false, message: purgeRefusalMessages.hyperadmin },
      ],
    });
    expect((await dates(DEMO_UIDS.adminInactif)).purge_warned_at).toBeNull();
  });

  it('records no warning for someone who became active while the e-mail was leaving (checked with the row locked)', async () => {
    const person = await dormant();
    const send = api.mailer.send.bind(api.mailer);
    api.mailer.send = async (mail: Mail) => {
      await send(mail);
      await api.db.query('update users set last_active_at = now() where uid = $1', [person.uid]);
    };
    try {
      const reply = await post('/api/inactive-users/warn', { uids: [person.uid] });
      expect(reply.body.data).toMatchObject({ warned: 0, items: [{ uid: person.uid, warned: false, message: purgeRefusalMessages.active }] });
    } finally {
      api.mailer.send = send;
    }
    expect((await dates(person.uid)).purge_warned_at).toBeNull();
  });
});

describe('POST /api/inactive-users/purge decides again for each person', () => {
  it('refuses someone warned long enough ago but active within the threshold, dry run and real run alike', async () => {
    const person = await dormant({ warnedDaysAgo: 31 });
    await api.db.query("update users set last_active_at = now() - interval '40 days' where uid = $1", [person.uid]);
    const dry = (await post('/api/inactive-users/purge', { uids: [person.uid], dryRun: true })).body.data as unknown as PurgeResult;
    expect(dry).toMatchObject({ count: 0, deleted: [], refused: [{ uid: person.uid, reason: purgeRefusalMessages.active }] });
    const real = (await post('/api/inactive-users/purge', { uids: [person.uid], dryRun: false, confirmation: PURGE_CONFIRMATION })).body.data as unknown as PurgeResult;
    expect(real).toMatchObject({ count: 0, deleted: [], refused: [{ uid: person.uid, reason: purgeRefusalMessages.active }] });
    // With a one-month threshold the same person is due.
    const due = (await post('/api/inactive-users/purge', { uids: [person.uid], dryRun: true, months: 1 })).body.data as unknown as PurgeResult;
    expect(due.deleted.map((one) => one.uid)).toEqual([person.uid]);
  });

  it('someone active after the warning is no longer a candidate, and the warning is cleared', async () => {
    const person = await dormant({ warnedDaysAgo: 31 });
    await api.db.query("update users set last_active_at = now() - interval '3 days' where uid = $1", [person.uid]);
    const reply = (await post('/api/inactive-users/purge', { uids: [person.uid], dryRun: false, confirmation: PURGE_CONFIRMATION })).body.data as unknown as PurgeResult;
    expect(reply).toMatchObject({ count: 0, deleted: [], refused: [{ uid: person.uid, reason: purgeRefusalMessages.signedInSinceWarning }] });
    expect((await dates(person.uid)).purge_warned_at).toBeNull();
    // Silent again: a new warning is needed, and another 30 days.
    await silence(person.uid, null);
    const again = (await post('/api/inactive-users/purge', { uids: [person.uid], dryRun: true })).body.data as unknown as PurgeResult;
    expect(again.refused).toEqual([expect.objectContaining({ uid: person.uid, reason: purgeRefusalMessages.notWarned })]);
  });

  it('someone who used the API after the warning: the warning is already gone, nobody is deleted', async () => {
    const person = await dormant();
    const token = await signIn(person.email);
    await useProduct(token);
    await silence(person.uid, 31);
    await useProduct(token);
    const reply = (await post('/api/inactive-users/purge', { uids: [person.uid], dryRun: false, confirmation: PURGE_CONFIRMATION })).body.data as unknown as PurgeResult;
    expect(reply).toMatchObject({ count: 0, deleted: [] });
    expect(reply.refused.map((one) => one.uid)).toEqual([person.uid]);
    expect(await dates(person.uid)).toMatchObject({ purge_warned_at: null, active_now: true });
  });

  it('deletes the inactive person warned 31 days ago and silent since', async () => {
    const person = await dormant({ warnedDaysAgo: 31 });
    const reply = (await post('/api/inactive-users/purge', { uids: [person.uid], dryRun: false, confirmation: PURGE_CONFIRMATION })).body.data as unknown as PurgeResult;
    expect(reply).toMatchObject({ count: 1, deleted: [{ uid: person.uid }], refused: [] });
  });
});
