/**
 * The users administration (docs/product.md §11.1 `/auth/users`, §12.3 users): invite, change, deactivate,
 * delete, resend, against the real emulator. Invited addresses are unique per run: the emulator is
 * shared by the test files of both API projects.
 */
import { randomUUID } from 'node:crypto';
import { erasureMessages, refusalMessages, userAdminMessages } from '../../contract/messages';
import { linksIn } from '../../server/mail/mailer';
import { COLLEGE_INACTIF, DEMO_UIDS, LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
let admin: string;
let hyper: string;
beforeAll(async () => {
  api = await testApi();
  [admin, hyper] = await Promise.all([signIn('admin@actif.demo.test'), signIn('hyper@demo.test')]);
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const newEmail = () => `invite-${randomUUID().slice(0, 8)}@actif.demo.test`;

const call: TestApi['call'] = (...args) => api.call(...args);

async function groupOne(): Promise<{ id: string; name: string }> {
  const [group] = await api.db.query<{ id: string; name: string }>("select id::text, name from tags where name = 'IFSI 2A – groupe 1'");
  if (!group) throw new Error('demo group missing');
  return group;
}

async function invite(body: Record<string, unknown> = {}, token = admin) {
  const email = newEmail();
  const response = await call('POST', '/api/auth/users', token, { email, firstname: 'Léa', name: 'Martin', role: 'etudiant', ...body });
  return { email, ...response, data: response.body.data as Record<string, unknown> };
}

/** Follows the e-mailed link as the /actionmanager page does: the action code sets the password. */
async function choosePassword(link: string, password: string): Promise<number> {
  const oobCode = new URL(link).searchParams.get('oobCode');
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ oobCode, newPassword: password }) },
  );
  return response.status;
}

describe('POST /api/auth/users (invite)', () => {
  test('creates the identity account, the profile in its groups, and e-mails a link to /actionmanager that sets a password', async () => {
    const group = await groupOne();
    const { email, status, data } = await invite({ groups: [group.id] });
    expect(status).toBe(200);
    expect(data).toMatchObject({ email, firstname: 'Léa', name: 'Martin', role: 'etudiant', status: 'invited', tags: [group.id], invitation_sent: true });
    expect(data.uid_organisation).toBe(LYCEE_ACTIF.id);

    const mail = api.mailer.lastTo(email);
    expect(mail?.subject).toBe('Votre compte SimuSession de Lycée Actif');
    const [link] = linksIn(mail?.text ?? '');
    expect(link).toMatch(/\/actionmanager\?mode=resetPassword&oobCode=/);

    expect(await choosePassword(link ?? '', 'nouveau-mot-2026')).toBe(200);
    const token = await signIn(email, 'nouveau-mot-2026');
    const profile = await call('GET', '/api/auth/users/profile', token);
    expect(profile.status).toBe(200);
    expect(profile.body.data).toMatchObject({ email, role: 'etudiant', sessions_users_tags: [group.name] });

    const [audit] = await api.db.query<{ action: string }>('select action from audit_log where target = $1', [data.uid]);
    expect(audit?.action).toBe('users.invite');
  });

  test('an address already in use is a 409 with a French message, and nothing is created', async () => {
    const response = await call('POST', '/api/auth/users', admin, { email: 'enseignant@actif.demo.test', firstname: 'A', name: 'B', role: 'etudiant' });
    expect(response).toMatchObject({ status: 409, body: { success: false, message: userAdminMessages.emailTaken } });
  });

  test.each([
    [{ email: 'pas-une-adresse' }, 'Corps de requête invalide\u00a0: le champ «\u00a0Adresse e-mail\u00a0» n’est pas valide.'],
    [{ firstname: '' }, 'Corps de requête invalide\u00a0: le champ «\u00a0Prénom\u00a0» est vide ou trop court.'],
    [{ role: 'hyperadmin' }, 'Corps de requête invalide\u00a0: le champ «\u00a0Rôle\u00a0» n’est pas valide.'],
    [{ groups: ['not-a-uuid'] }, 'Corps de requête invalide\u00a0: le champ «\u00a0Groupes\u00a0» n’est pas valide.'],
  ])('bad input %j is a 400 naming the field', async (override, message) => {
    const { status, body } = await invite(override);
    expect(status).toBe(400);
    expect(typeof body.message === 'string' && body.message.startsWith('Corps de requête invalide\u00a0: le champ «\u00a0')).toBe(true);
    // The reason may depend on which rule the validator reports first; the field never does.
    expect(body.message?.toString().split('»')[0]).toBe(message.split('»')[0]);
  });

  test('a missing field is named too', async () => {
    const response = await call('POST', '/api/auth/users', admin, { firstname: 'A', name: 'B', role: 'etudiant' });
    expect(response).toMatchObject({ status: 400, body: { message: 'Corps de requête invalide\u00a0: le champ «\u00a0Adresse e-mail\u00a0» est obligatoire.' } });
  });

  test('a group of another organisation is refused (422) and leaves no identity account behind', async () => {
    const [foreign] = await api.db.query<{ id: string }>('select id::text from tags where organisation_id = $1 limit 1', [COLLEGE_INACTIF.id]);
    const groups = foreign ? [foreign.id] : [randomUUID()];
    const { email, status, body } = await invite({ groups });
    expect(status).toBe(422);
    expect(body.message).toBe(userAdminMessages.unknownGroup);
    await expect(api.app.identity.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  test('beyond the plan’s seats the invitation is refused with the reason, and no identity account is made', async () => {
    const [{ used } = { used: 0 }] = await api.db.query<{ used: number }>(
      'select count(*)::int as used from users where organisation_id = $1 and not disabled',
      [LYCEE_ACTIF.id],
    );
    await api.db.query('update organisations set seats = $2 where id = $1', [LYCEE_ACTIF.id, used]);
    try {
      const { email, status, body } = await invite();
      expect(status).toBe(409);
      expect(body.message).toBe(userAdminMessages.seatsFull(used));
      await expect(api.app.identity.getUserByEmail(email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    } finally {
      await api.db.query('update organisations set seats = 40 where id = $1', [LYCEE_ACTIF.id]);
    }
  });

  test('a mail server that does not answer leaves the account made, says so, and « Renvoyer l’invitation » sends it later', async () => {
    api.mailer.failing = true;
    const { email, status, data } = await invite();
    api.mailer.failing = false;
    expect(status).toBe(200);
    expect(data.invitation_sent).toBe(false);
    expect(api.mailer.lastTo(email)).toBeUndefined();

    const resent = await call('POST', `/api/auth/users/${data.uid as string}/invitation`, admin);
    expect(resent).toMatchObject({ status: 200, body: { data: { invitation_sent: true } } });
    expect(linksIn(api.mailer.lastTo(email)?.text ?? '')[0]).toMatch(/\/actionmanager\?mode=resetPassword/);
  });

  test('refusals: a student 403, an inactive organisation’s admin 403, no token 401', async () => {
    const [student, inactiveAdmin] = await Promise.all([signIn('etudiant@actif.demo.test'), signIn('admin@inactif.demo.test')]);
    expect((await invite({}, student)).body.message).toBe(refusalMessages.forbidden);
    expect((await invite({}, inactiveAdmin)).body.message).toBe(refusalMessages.inactiveOrganisation);
    expect((await call('POST', '/api/auth/users', null, {})).status).toBe(401);
  });

  test('the hyperadmin invites into the organisation it names', async () => {
    const email = newEmail();
    const response = await call('POST', `/api/auth/users?organisation=${LYCEE_ACTIF.id}`, hyper, { email, firstname: 'Z', name: 'Z', role: 'enseignant' });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({ uid_organisation: LYCEE_ACTIF.id, role: 'enseignant' });
  });
});

describe('PATCH /api/auth/users/:uid', () => {
  test('deactivating disables the identity account: the person cannot sign in; reactivating lets them in again', async () => {
    const { email, data } = await invite();
    const uid = data.uid as string;
    const link = linksIn(api.mailer.lastTo(email)?.text ?? '')[0] ?? '';
    expect(await choosePassword(link, 'mot-de-passe-1')).toBe(200);

    const off = await call('PATCH', `/api/auth/users/${uid}`, admin, { disabled: true });
    expect(off).toMatchObject({ status: 200, body: { data: { uid, status: 'disabled' } } });
    expect((await api.app.identity.getUser(uid)).disabled).toBe(true);
    await expect(signIn(email, 'mot-de-passe-1')).rejects.toThrow(/USER_DISABLED/);

    const on = await call('PATCH', `/api/auth/users/${uid}`, admin, { disabled: false });
    expect(on.status).toBe(200);
    expect((await signIn(email, 'mot-de-passe-1')).length).toBeGreaterThan(20);
  });

  test('role and groups change; the profile’s groups follow', async () => {
    const group = await groupOne();
    const { data } = await invite();
    const uid = data.uid as string;
    // As a student the person had read and accepted the charte: as a teacher, the profile says so.
    await api.db.query(
      `insert into consents (id, document_id, user_uid) select gen_random_uuid(), d.id, $1 from documents d
       where d.kind = 'charte' and d.organisation_id = (select organisation_id from users where uid = $1)`,
      [uid],
    );
    const changed = await call('PATCH', `/api/auth/users/${uid}`, admin, { role: 'enseignant', groups: [group.id] });
    expect(changed).toMatchObject({ status: 200, body: { data: { role: 'enseignant', tags: [group.id] } } });
    const [row] = await api.db.query<{ sessions_users_tags: string[]; charter_compliance: boolean }>('select sessions_users_tags, charter_compliance from users where uid = $1', [uid]);
    expect(row?.sessions_users_tags).toEqual([group.name]);
    expect(row?.charter_compliance).toBe(true);
  });

  test('the last admin can be neither demoted nor deactivated; an admin cannot demote themself', async () => {
    const demote = await call('PATCH', `/api/auth/users/${DEMO_UIDS.adminActif}?organisation=${LYCEE_ACTIF.id}`, hyper, { role: 'enseignant' });
    expect(demote).toMatchObject({ status: 409, body: { message: userAdminMessages.lastAdmin } });
    const disable = await call('PATCH', `/api/auth/users/${DEMO_UIDS.adminActif}?organisation=${LYCEE_ACTIF.id}`, hyper, { disabled: true });
    expect(disable).toMatchObject({ status: 409, body: { message: userAdminMessages.lastAdmin } });
    const self = await call('PATCH', `/api/auth/users/${DEMO_UIDS.adminActif}`, admin, { role: 'etudiant' });
    expect(self).toMatchObject({ status: 409, body: { message: userAdminMessages.notYourself } });
  });

  test('another organisation’s person is a 404; nothing to change is a 400', async () => {
    expect((await call('PATCH', `/api/auth/users/${DEMO_UIDS.adminInactif}`, admin, { disabled: true })).status).toBe(404);
    expect((await call('PATCH', `/api/auth/users/${DEMO_UIDS.hyperadmin}`, admin, { disabled: true })).status).toBe(404);
    const empty = await call('PATCH', `/api/auth/users/${DEMO_UIDS.etudiant}`, admin, {});
    expect(empty).toMatchObject({ status: 400, body: { message: 'Corps de requête invalide\u00a0: aucun champ à modifier.' } });
  });

  test('re-activating takes a seat: refused (409, the reason) when the plan is full, accepted once a seat is free', async () => {
    const [first, second] = [await invite(), await invite()];
    const [reEnabled, other] = [first.data.uid as string, second.data.uid as string];
    expect((await call('PATCH', `/api/auth/users/${reEnabled}`, admin, { disabled: true })).status).toBe(200);
    const [{ used } = { used: 0 }] = await api.db.query<{ used: number }>(
      'select count(*)::int as used from users where organisation_id = $1 and not disabled',
      [LYCEE_ACTIF.id],
    );
    // Every seat taken: the disabled person's seat went to an invitation.
    await api.db.query('update organisations set seats = $2 where id = $1', [LYCEE_ACTIF.id, used + 1]);
    try {
      expect((await invite()).status).toBe(200);
      const refused = await call('PATCH', `/api/auth/users/${reEnabled}`, admin, { disabled: false });
      expect(refused).toMatchObject({ status: 409, body: { message: userAdminMessages.seatsFull(used + 1) } });
      expect((await api.app.identity.getUser(reEnabled)).disabled).toBe(true);
      expect((await call('GET', `/api/auth/users?search=${encodeURIComponent(first.email)}`, admin)).body.data).toMatchObject({ items: [{ uid: reEnabled, status: 'disabled' }] });
      // Another change of a disabled account (its role) takes no seat, and is not refused for want of one.
      expect((await call('PATCH', `/api/auth/users/${reEnabled}`, admin, { role: 'enseignant' })).status).toBe(200);

      expect((await call('PATCH', `/api/auth/users/${other}`, admin, { disabled: true })).status).toBe(200);
      const accepted = await call('PATCH', `/api/auth/users/${reEnabled}`, admin, { disabled: false });
      expect(accepted).toMatchObject({ status: 200, body: { data: { uid: reEnabled } } });
      expect((await api.app.identity.getUser(reEnabled)).disabled).toBe(false);
      // Re-enabling an account that is not disabled changes nothing and needs no seat.
      expect((await call('PATCH', `/api/auth/users/${reEnabled}`, admin, { disabled: false })).status).toBe(200);
    } finally {
      await api.db.query('update organisations set seats = 40 where id = $1', [LYCEE_ACTIF.id]);
    }
  });
});

describe('DELETE /api/auth/users/:uid', () => {
  test('erases the person: gone from the list and from the identity provider', async () => {
    const { email, data } = await invite();
    const uid = data.uid as string;
    expect(await call('DELETE', `/api/auth/users/${uid}`, admin)).toMatchObject({ status: 200, body: { data: { uid } } });
    const list = await call('GET', `/api/auth/users?search=${encodeURIComponent(email)}`, admin);
    expect((list.body.data as { items: unknown[] }).items).toEqual([]);
    await expect(api.app.identity.getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
  });

  test('another organisation’s person is a 404; the last admin and oneself are refused', async () => {
    expect((await call('DELETE', `/api/auth/users/${DEMO_UIDS.adminInactif}`, admin)).status).toBe(404);
    expect(await call('DELETE', `/api/auth/users/${DEMO_UIDS.adminActif}`, admin)).toMatchObject({ status: 409, body: { message: userAdminMessages.notYourself } });
    const last = await call('DELETE', `/api/auth/users/${DEMO_UIDS.adminActif}?organisation=${LYCEE_ACTIF.id}`, hyper);
    expect(last).toMatchObject({ status: 409, body: { message: erasureMessages.lastAdmin } });
  });
});
