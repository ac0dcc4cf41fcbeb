/**
 * Personal data (docs/product.md §11.10, §11.4): the operator's purge of inactive accounts (list, warning, dry run, deletion
 * that resumes after an interruption), the person's export and the deletion of their own account.
 */
import { randomUUID } from 'node:crypto';
import { erasureMessages } from '../../contract/messages';
import { PURGE_CONFIRMATION, purgeMessages, purgeRefusalMessages } from '../../contract/purge';
import type { InactiveUser, PurgeResult, WarnResult } from '../../contract/schemas/personalData';
import { firebaseAuth } from '../../server/api/firebase';
import type { IdentityAdmin } from '../../server/api/plugins/app/identity';
import { DEMO_UIDS, LYCEE_ACTIF, NEXT_WEEK_SESSION, PAST_SESSION } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
let hyper: string;
beforeAll(async () => {
  api = await testApi({ rateLimits: false });
  hyper = await signIn('hyper@demo.test');
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const json = (token: string | null, body: unknown, method = 'POST') => ({
  method,
  headers: { ...(token ? bearer(token) : {}), 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

type Throwaway = { uid: string; email: string };

/** A student of Lycée Actif, inactive for three years, with an identity account, a place in a session and feedback. */
async function inactiveStudent(target: TestApi = api, { warnedDaysAgo }: { warnedDaysAgo?: number } = {}): Promise<Throwaway> {
  const email = `inactif-${randomUUID()}@actif.demo.test`;
  const { uid } = await target.app.identity.createUser({ email, password: 'demo1234', emailVerified: true });
  await target.db.query(
    `insert into users (uid, email, role, organisation_id, firstname, name, account_type, last_sign_in_at, created_at, purge_warned_at)
     values ($1, $2, 'etudiant', $3, 'Paul', 'Oublié', 'organisation', now() - interval '36 months', now() - interval '48 months',
       case when $4::int is null then null else now() - make_interval(days => $4::int) end)`,
    [uid, email, LYCEE_ACTIF.id, warnedDaysAgo ?? null],
  );
  await target.db.query("insert into session_participants (session_id, user_uid, session_role) values ($1, $2, 'observateur')", [NEXT_WEEK_SESSION.id, uid]);
  return { uid, email };
}

async function identityExists(uid: string): Promise<boolean> {
  return api.app.identity.getUser(uid).then(
    () => true,
    (error: { code?: string }) => {
      if (error.code === 'auth/user-not-found') return false;
      throw error;
    },
  );
}

const profileExists = async (target: TestApi, uid: string) => (await target.db.query('select 1 from users where uid = $1', [uid])).length === 1;

const auditCount = async (target: TestApi, action: string, uid: string) =>
  ((await target.db.query<{ n: number }>('select count(*)::int as n from audit_log where action = $1 and target = $2', [action, uid]))[0] as { n: number }).n;

async function allInactive(query = ''): Promise<InactiveUser[]> {
  const seen: InactiveUser[] = [];
  let cursor: string | null = null;
  do {
    const reply = await api.request(`/api/inactive-users?limit=2${query}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { headers: bearer(hyper) });
    expect(reply.status).toBe(200);
    const page = reply.body.data as unknown as { items: InactiveUser[]; nextCursor: string | null };
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

describe('GET /api/inactive-users', () => {
  it('lists every organisation’s accounts inactive for 24 months, longest first, page after page, with whether each may be purged', async () => {
    const fresh = await inactiveStudent();
    const items = await allInactive();
    const ancien = items.find((item) => item.uid === DEMO_UIDS.ancien);
    expect(ancien).toMatchObject({ email: 'ancien@actif.demo.test', organisation_name: LYCEE_ACTIF.name, role: 'etudiant', purge_warned_at: null, purgeable: false, refusal: purgeRefusalMessages.notWarned });
    expect(items.find((item) => item.uid === fresh.uid)).toMatchObject({ firstname: 'Paul', name: 'Oublié' });
    const activity = items.map((item) => Date.parse(item.last_sign_in_at ?? item.created_at));
    expect(activity).toEqual([...activity].sort((a, b) => a - b));
    expect(new Set(items.map((item) => item.uid)).size).toBe(items.length);
    // Nobody who signed in recently.
    expect(items.some((item) => item.email === 'etudiant@actif.demo.test')).toBe(false);
    // A longer threshold leaves out the 30 and 36 months.
    expect((await allInactive('&months=40')).some((item) => item.uid === DEMO_UIDS.ancien || item.uid === fresh.uid)).toBe(false);
  });

  it('is the operator’s only: 403 for an admin, 401 without a token, 400 for a bad threshold or cursor', async () => {
    const admin = await signIn('admin@actif.demo.test');
    expect(await api.request('/api/inactive-users', { headers: bearer(admin) })).toMatchObject({ status: 403, body: { message: 'Action non autorisée pour votre rôle.' } });
    expect((await api.request('/api/inactive-users')).status).toBe(401);
    expect((await api.request('/api/inactive-users?months=0', { headers: bearer(hyper) })).status).toBe(400);
    expect((await api.request('/api/inactive-users?cursor=abc', { headers: bearer(hyper) })).status).toBe(400);
  });
});

describe('POST /api/inactive-users/warn', () => {
  it('e-mails the warning in French, records the date and an audit entry', async () => {
    const person = await inactiveStudent();
    const reply = await api.request('/api/inactive-users/warn', json(hyper, { uids: [person.uid] }));
    expect(reply.status).toBe(200);
    expect(reply.body.data as unknown as WarnResult).toEqual({ warned: 1, failed: 0, items: [{ uid: person.uid, email: person.email, warned: true, message: null }] });
    const mail = api.mailer.lastTo(person.email);
    expect(mail?.subject).toBe('Votre compte SimuSession sera supprimé dans 30\u00a0jours');
    expect(mail?.text).toContain('Bonjour Paul,');
    expect(mail?.text).toContain(`${api.app.appOrigin}/login`);
    const [row] = await api.db.query<{ warned: boolean }>("select purge_warned_at > now() - interval '1 minute' as warned from users where uid = $1", [person.uid]);
    expect(row?.warned).toBe(true);
    expect(await auditCount(api, 'operator.purgeWarning', person.uid)).toBe(1);
  });

  it('reports a mail failure or an unknown account per person, without a 500, and records no warning then', async () => {
    const person = await inactiveStudent();
    api.mailer.failing = true;
    try {
      const reply = await api.request('/api/inactive-users/warn', json(hyper, { uids: [person.uid, 'personne-inconnue'] }));
      expect(reply.status).toBe(200);
      expect(reply.body.data).toEqual({
        warned: 0,
        failed: 2,
        items: [
          { uid: person.uid, email: person.email, warned: false, message: purgeMessages.mailFailed },
          { uid: 'personne-inconnue', email: null, warned: false, message: purgeMessages.unknown },
        ],
      });
    } finally {
      api.mailer.failing = false;
    }
    const [row] = await api.db.query<{ purge_warned_at: string | null }>('select purge_warned_at from users where uid = $1', [person.uid]);
    expect(row?.purge_warned_at).toBeNull();
  });

  it('refuses the hyperadmin per person; 400 naming the field; 403 for a teacher; 401 without a token', async () => {
    const reply = await api.request('/api/inactive-users/warn', json(hyper, { uids: [DEMO_UIDS.hyperadmin] }));
    expect(reply.body.data).toMatchObject({ warned: 0, items: [{ warned: false, message: purgeRefusalMessages.hyperadmin }] });
    expect(await api.request('/api/inactive-users/warn', json(hyper, { uids: [] }))).toMatchObject({
      status: 400,
      body: { message: 'Corps de requête invalide\u00a0: le champ «\u00a0Comptes\u00a0» ne contient aucun élément.' },
    });
    const teacher = await signIn('enseignant@actif.demo.test');
    expect((await api.request('/api/inactive-users/warn', json(teacher, { nothing: true }))).status).toBe(403);
    expect((await api.request('/api/inactive-users/warn', json(null, { uids: ['x'] }))).status).toBe(401);
  });
});

describe('POST /api/inactive-users/purge', () => {
  it('dry run: counts who would go and says why the others may not; nothing is deleted', async () => {
    const due = await inactiveStudent(api, { warnedDaysAgo: 31 });
    const recent = await inactiveStudent(api, { warnedDaysAgo: 5 });
    await api.db.query("update users set last_sign_in_at = now() - interval '30 months', purge_warned_at = now() - interval '40 days' where uid = $1", [DEMO_UIDS.adminInactif]);
    const reply = await api.request('/api/inactive-users/purge', json(hyper, { uids: [due.uid, recent.uid, DEMO_UIDS.ancien, DEMO_UIDS.hyperadmin, DEMO_UIDS.adminInactif], dryRun: true }));
    expect(reply.status).toBe(200);
    const result = reply.body.data as unknown as PurgeResult;
    expect(result).toMatchObject({ dryRun: true, count: 1, deleted: [{ uid: due.uid, email: due.email, name: 'Paul Oublié' }], failed: [] });
    expect(Object.fromEntries(result.refused.map((r) => [r.uid, r.reason]))).toEqual({
      [recent.uid]: purgeRefusalMessages.warnedRecently,
      [DEMO_UIDS.ancien]: purgeRefusalMessages.notWarned,
      [DEMO_UIDS.hyperadmin]: purgeRefusalMessages.hyperadmin,
      [DEMO_UIDS.adminInactif]: purgeRefusalMessages.lastAdmin,
    });
    expect(await profileExists(api, due.uid)).toBe(true);
    expect(await identityExists(due.uid)).toBe(true);
  });

  it('the real run needs the typed word (422 otherwise), then deletes identity, profile and personal data, keeps the history anonymised, one audit entry each', async () => {
    const person = await inactiveStudent(api, { warnedDaysAgo: 31 });
    for (const confirmation of [undefined, 'supprimer ?', 'OUI']) {
      expect(await api.request('/api/inactive-users/purge', json(hyper, { uids: [person.uid], dryRun: false, confirmation }))).toMatchObject({
        status: 422,
        body: { message: purgeMessages.confirmationRequired },
      });
    }
    expect(await profileExists(api, person.uid)).toBe(true);
    const reply = await api.request('/api/inactive-users/purge', json(hyper, { uids: [person.uid], dryRun: false, confirmation: PURGE_CONFIRMATION }));
    expect(reply.body.data).toMatchObject({ dryRun: false, count: 1, deleted: [{ uid: person.uid }], refused: [], failed: [] });
    expect(await profileExists(api, person.uid)).toBe(false);
    expect(await identityExists(person.uid)).toBe(false);
    const seats = await api.db.query<{ n: number }>('select count(*)::int as n from session_participants where session_id = $1 and user_uid is null', [NEXT_WEEK_SESSION.id]);
    expect(seats[0]?.n).toBeGreaterThanOrEqual(1);
    expect(await auditCount(api, 'operator.purge', person.uid)).toBe(1);
    await expect(signIn(person.email)).rejects.toThrow('sign-in');
  });

  it('never deletes someone who signed in again since the warning (the identity provider’s date is read at deletion time)', async () => {
    const person = await inactiveStudent(api, { warnedDaysAgo: 31 });
    // The provider's dates have a second's resolution: a sign-in in the second of the creation reads as the creation.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await signIn(person.email); // the emulator records the sign-in; our API never saw it
    const reply = await api.request('/api/inactive-users/purge', json(hyper, { uids: [person.uid], dryRun: false, confirmation: PURGE_CONFIRMATION }));
    expect(reply.body.data).toMatchObject({ count: 0, deleted: [], refused: [{ uid: person.uid, reason: purgeRefusalMessages.signedInSinceWarning }] });
    expect(await profileExists(api, person.uid)).toBe(true);
  });

  it('refuses a teacher (403) and a body without dryRun (400 naming it)', async () => {
    const teacher = await signIn('enseignant@actif.demo.test');
    expect((await api.request('/api/inactive-users/purge', json(teacher, { uids: ['x'], dryRun: true }))).status).toBe(403);
    expect(await api.request('/api/inactive-users/purge', json(hyper, { uids: ['x'] }))).toMatchObject({
      status: 400,
      body: { message: 'Corps de requête invalide\u00a0: le champ «\u00a0Simulation\u00a0» est obligatoire.' },
    });
    expect((await api.request('/api/inactive-users/purge', json(null, { uids: ['x'], dryRun: true }))).status).toBe(401);
  });

  it('takes up to 1 000 accounts in one request (the global 1 KiB body limit does not apply), not more', async () => {
    const uids = Array.from({ length: 1000 }, (_, i) => `compte-inconnu-${String(i).padStart(4, '0')}-${'x'.repeat(60)}`);
    const reply = await api.request('/api/inactive-users/purge', json(hyper, { uids, dryRun: true }));
    expect(reply.status).toBe(200);
    expect((reply.body.data as unknown as PurgeResult).refused).toHaveLength(1000);
    expect((await api.request('/api/inactive-users/purge', json(hyper, { uids: [...uids, 'un-de-trop'], dryRun: true }))).status).toBe(400);
  });
});

describe('an interrupted purge', () => {
  let faulty: TestApi;
  let failFor: string | null = null;
  beforeAll(async () => {
    const real = firebaseAuth(process.env);
    // The identity provider fails for one account mid-run, as a provider outage or a killed process would.
    const identity = new Proxy(real, {
      get(target, property) {
        if (property === 'deleteUser') {
          return async (uid: string) => {
            if (uid === failFor) throw new Error('fournisseur d’identité injoignable (test)');
            return target.deleteUser(uid);
          };
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    }) as IdentityAdmin;
    faulty = await testApi({ rateLimits: false, identity });
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => faulty?.close());

  it('resumes: the failed account is kept whole and reported, the next run finishes it, nobody is deleted twice', async () => {
    const people = await Promise.all([1, 2, 3].map(() => inactiveStudent(faulty, { warnedDaysAgo: 45 })));
    const uids = people.map((person) => person.uid).sort();
    const [first, middle, last] = uids as [string, string, string];
    // A fourth whose earlier run died after its identity account went: only the profile is left.
    const halfDone = await inactiveStudent(faulty, { warnedDaysAgo: 45 });
    await faulty.app.identity.deleteUser(halfDone.uid);

    const token = await signIn('hyper@demo.test');
    const purge = (list: string[]) => faulty.request('/api/inactive-users/purge', json(token, { uids: list, dryRun: false, confirmation: PURGE_CONFIRMATION }));
    failFor = middle;
    const firstRun = (await purge([...uids, halfDone.uid])).body.data as unknown as PurgeResult;
    expect(firstRun.deleted.map((person) => person.uid).sort()).toEqual([first, last, halfDone.uid].sort());
    expect(firstRun.failed).toEqual([expect.objectContaining({ uid: middle, reason: purgeMessages.failed })]);
    expect(await profileExists(faulty, middle)).toBe(true);
    expect(await identityExists(middle)).toBe(true);

    failFor = null;
    const secondRun = (await purge([...uids, halfDone.uid])).body.data as unknown as PurgeResult;
    expect(secondRun.deleted.map((person) => person.uid)).toEqual([middle]);
    expect(secondRun.refused.map((person) => [person.uid, person.reason]).sort()).toEqual(
      [first, last, halfDone.uid].map((uid) => [uid, purgeMessages.unknown]).sort(),
    );
    for (const uid of [...uids, halfDone.uid]) {
      expect(await profileExists(faulty, uid)).toBe(false);
      expect(await identityExists(uid)).toBe(false);
      expect(await auditCount(faulty, 'operator.purge', uid)).toBe(1);
    }
  });
});

describe('DELETE /api/me', () => {
  it('erases the caller’s account: identity, profile, and an audit entry', async () => {
    const person = await inactiveStudent();
    const token = await signIn(person.email);
    expect(await api.request('/api/me', { method: 'DELETE', headers: bearer(token) })).toMatchObject({ status: 200, body: { data: { uid: person.uid } } });
    expect(await profileExists(api, person.uid)).toBe(false);
    expect(await identityExists(person.uid)).toBe(false);
    expect(await auditCount(api, 'me.delete', person.uid)).toBe(1);
  });

  it('refuses the last admin of an organisation (even an inactive one) and the hyperadmin, with the reason; 401 without a token', async () => {
    const lastAdmin = await signIn('admin@inactif.demo.test');
    expect(await api.request('/api/me', { method: 'DELETE', headers: bearer(lastAdmin) })).toMatchObject({ status: 409, body: { message: erasureMessages.lastAdmin } });
    expect(await api.request('/api/me', { method: 'DELETE', headers: bearer(hyper) })).toMatchObject({ status: 409, body: { message: erasureMessages.hyperadmin } });
    expect(await profileExists(api, DEMO_UIDS.adminInactif)).toBe(true);
    expect((await api.request('/api/me', { method: 'DELETE' })).status).toBe(401);
  });
});

describe('GET /api/me/export', () => {
  type Export = Record<string, unknown> & {
    profile: Record<string, unknown>;
    identity_provider: Record<string, unknown>;
    groups: { name: string }[];
    consents: unknown[];
    sessions: { id: string; session_role: string }[];
    results: { session_id: string }[];
    feedback: { rating: number }[];
  };

  it('downloads everything held about the person as a dated JSON file: released results only', async () => {
    const uid = DEMO_UIDS.student(1);
    // An evaluation of a session whose results are not released yet: not the person's to read.
    await api.db.query("insert into session_participants (session_id, user_uid, session_role) values ($1, $2, 'apprenant') on conflict do nothing", [NEXT_WEEK_SESSION.id, uid]);
    await api.db.query("insert into evaluations (session_id, learner_uid, scores, comment) values ($1, $2, '{}'::jsonb, 'brouillon')", [NEXT_WEEK_SESSION.id, uid]);
    const token = await signIn('etudiant01@actif.demo.test');
    const response = await fetch(`${api.origin}/api/me/export`, { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="simusession-mes-donnees-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const data = (await response.json()) as Export;
    expect(Date.now() - Date.parse(data.generated_at as string)).toBeLessThan(60_000);
    expect(data.profile).toMatchObject({ uid, email: 'etudiant01@actif.demo.test', role: 'etudiant', organisation_name: LYCEE_ACTIF.name });
    expect(data.identity_provider).toMatchObject({ provider: 'Firebase Authentication', email: 'etudiant01@actif.demo.test', email_verified: true });
    expect(typeof data.identity_provider.last_sign_in_at).toBe('string');
    expect(data.groups.map((group) => group.name)).toEqual(['IFSI 2A – groupe 1']);
    expect(data.sessions).toEqual(expect.arrayContaining([expect.objectContaining({ id: PAST_SESSION.id, session_role: 'apprenant' })]));
    expect(data.results.map((result) => result.session_id)).toEqual([PAST_SESSION.id]);
    expect(data.feedback).toEqual([expect.objectContaining({ rating: 5 })]);
    for (const section of ['consents', 'sessions_led', 'run_log_events', 'folders', 'scenarios', 'audit_log']) expect(Array.isArray(data[section])).toBe(true);
  });

  it('answers while the organisation is inactive; 401 without a token', async () => {
    const token = await signIn('etudiant@inactif.demo.test');
    const response = await fetch(`${api.origin}/api/me/export`, { headers: bearer(token) });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Export).profile).toMatchObject({ email: 'etudiant@inactif.demo.test' });
    expect((await api.request('/api/me/export')).status).toBe(401);
  });
});
