/**
 * The account operations every feature shares: the e-mailed action links, pointed at /actionmanager,
 * and the one resumable erasure of a person (identity account, profile, personal data; history kept
 * anonymised; never the operator or an organisation's last admin).
 */
import { randomUUID } from 'node:crypto';
import { erasureMessages } from '../../contract/messages';
import { ErasureRefusedError, erasureRefusal, eraseAccount, accountLink, toActionManager } from '../../server/api/accounts';
import { DEMO_UIDS, LYCEE_ACTIF, NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, testApi, type TestApi } from './support';

let api: TestApi;
beforeAll(async () => {
  api = await testApi({ rateLimits: false });
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api.close());

async function emulatorCall(endpoint: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${endpoint}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A throwaway student of Lycée Actif with an identity account, a profile, a place in a session and feedback. */
async function throwawayStudent(): Promise<{ uid: string; email: string }> {
  const email = `efface-${randomUUID()}@actif.demo.test`;
  const { uid } = await api.app.identity.createUser({ email, password: 'demo1234' });
  await api.db.query(
    "insert into users (uid, email, role, organisation_id, firstname, name, account_type) values ($1, $2, 'etudiant', $3, 'Zoé', 'Éphémère', 'organisation')",
    [uid, email, LYCEE_ACTIF.id],
  );
  await api.db.query("insert into session_participants (session_id, user_uid, session_role) values ($1, $2, 'observateur')", [NEXT_WEEK_SESSION.id, uid]);
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

describe('toActionManager', () => {
  it.each([
    [
      'http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=ABC&apiKey=fake-api-key',
      'http://127.0.0.1:8080/actionmanager?mode=resetPassword&oobCode=ABC',
    ],
    [
      'https://simu.firebaseapp.com/__/auth/action?mode=verifyEmail&oobCode=x%2By&apiKey=k&continueUrl=https%3A%2F%2Fapp.example.fr%2Flogin',
      'http://127.0.0.1:8080/actionmanager?mode=verifyEmail&oobCode=x%2By&continueUrl=https%3A%2F%2Fapp.example.fr%2Flogin',
    ],
  ])('points %s at our page, without the API key or the provider’s language', (link, expected) => {
    expect(toActionManager(link, 'http://127.0.0.1:8080')).toBe(expected);
  });

  it('refuses a link without an action code', () => {
    expect(() => toActionManager('https://example.test/action?mode=resetPassword', 'http://127.0.0.1:8080')).toThrow('sans code');
  });
});

describe('accountLink', () => {
  it('makes a password link whose code the identity provider accepts', async () => {
    const link = new URL(await accountLink(api.app, 'resetPassword', 'etudiant@actif.demo.test'));
    expect(`${link.origin}${link.pathname}`).toBe(`${api.app.appOrigin}/actionmanager`);
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    const check = await emulatorCall('accounts:resetPassword', { oobCode: link.searchParams.get('oobCode') });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ email: 'etudiant@actif.demo.test', requestType: 'PASSWORD_RESET' });
  });

  it('makes a verification link', async () => {
    const link = new URL(await accountLink(api.app, 'verifyEmail', 'non-verifie@actif.demo.test'));
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('oobCode')).toBeTruthy();
  });
});

describe('erasureRefusal', () => {
  it.each([
    ['etudiant', 0, null],
    ['enseignant', 0, null],
    ['admin', 1, null],
    ['admin', 0, erasureMessages.lastAdmin],
    ['hyperadmin', 3, erasureMessages.hyperadmin],
  ] as const)('%s with %i other enabled admin(s) → %p', (role, others, expected) => {
    expect(erasureRefusal({ role }, others)).toBe(expected);
  });
});

describe('eraseAccount', () => {
  it('removes the identity account, the profile and the personal data, keeps the session anonymised, and says who did it', async () => {
    const { uid } = await throwawayStudent();
    await api.db.query("insert into feedback (session_id, user_uid, rating, comment) values ($1, $2, 4, 'Très utile')", [NEXT_WEEK_SESSION.id, uid]);

    const outcome = await eraseAccount(api.app, uid, { actorUid: DEMO_UIDS.hyperadmin, action: 'operator.purge' });

    expect(outcome).toEqual({ outcome: 'erased', role: 'etudiant', organisationId: LYCEE_ACTIF.id });
    expect(await identityExists(uid)).toBe(false);
    expect(await api.db.query('select uid from users where uid = $1', [uid])).toEqual([]);
    const anonymised = await api.db.query<{ user_uid: string | null }>(
      "select user_uid from session_participants where session_id = $1 and session_role = 'observateur' and user_uid is null",
      [NEXT_WEEK_SESSION.id],
    );
    expect(anonymised.length).toBeGreaterThanOrEqual(1);
    const audit = await api.db.query<{ actor_uid: string; action: string; detail: unknown }>('select actor_uid, action, detail from audit_log where target = $1', [uid]);
    expect(audit).toEqual([{ actor_uid: DEMO_UIDS.hyperadmin, action: 'operator.purge', detail: { role: 'etudiant' } }]);
  });

  it('finishes an erasure stopped after the identity step, and does nothing twice', async () => {
    const { uid } = await throwawayStudent();
    await api.app.identity.deleteUser(uid); // the process died here last time

    expect(await eraseAccount(api.app, uid, { actorUid: uid, action: 'me.delete' })).toMatchObject({ outcome: 'erased' });
    expect(await eraseAccount(api.app, uid, { actorUid: uid, action: 'me.delete' })).toEqual({ outcome: 'noProfile' });
    expect(await api.db.query('select 1 from audit_log where target = $1', [uid])).toHaveLength(1);
  });

  it('refuses the last admin of an organisation and the operator, changing nothing', async () => {
    for (const [uid, message] of [
      [DEMO_UIDS.adminInactif, erasureMessages.lastAdmin],
      [DEMO_UIDS.hyperadmin, erasureMessages.hyperadmin],
    ] as const) {
      const refusal = eraseAccount(api.app, uid, { actorUid: DEMO_UIDS.hyperadmin, action: 'operator.purge' });
      await expect(refusal).rejects.toBeInstanceOf(ErasureRefusedError);
      await expect(refusal).rejects.toMatchObject({ statusCode: 409, message });
      expect(await identityExists(uid)).toBe(true);
      expect(await api.db.query('select uid from users where uid = $1', [uid])).toHaveLength(1);
    }
  });
});
