/**
 * Who leads a session (docs/api.md): a session whose trainer was deleted is led by nobody (the trainer rule is an exact
 * match); the organisation's admin reads it and hands it to one of its teachers with
 * `PATCH /api/sessions/:id/trainer`, audited. Against the demo world, on both databases.
 */
import { sessionMessages } from '../../contract/messages';
import type { Evaluations, SessionDetail, SessionSummary } from '../../contract/schemas/sessions';
import { COLLEGE_INACTIF, DEMO_UIDS, LYCEE_ACTIF, PAST_SESSION } from '../../server/seed/demoWorld';
import { isoTimestamp } from '../../server/api/repositories/sql';
import { DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

const ROLE_REFUSED = 'Action non autorisée pour votre rôle.';
const NOT_FOUND = 'Ressource introuvable.';

let api: TestApi;
let teacher: string;
let teacher2: string;
let student: string;
let admin: string;
let hyper: string;
beforeAll(async () => {
  api = await testApi();
  [teacher, teacher2, student, admin, hyper] = await Promise.all([
    signIn('enseignant@actif.demo.test'),
    signIn('enseignant2@actif.demo.test'),
    signIn('etudiant@actif.demo.test'),
    signIn('admin@actif.demo.test'),
    signIn('hyper@demo.test'),
  ]);
  // Its trainer's account was deleted: the foreign key leaves the session without one.
  await api.db.query('update sessions set trainer_uid = null where id = $1', [PAST_SESSION.id]);
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const call: TestApi['call'] = (...args) => api.call(...args);
const data = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;
const at = `/api/sessions/${PAST_SESSION.id}`;
/** A change the trainer may make: Emma's evaluation, as it is. */
async function evaluateEmma(token: string) {
  const [row] = await api.db.query<{ scores: Record<string, number>; comment: string; updated_at: string }>(
    `select scores, comment, ${isoTimestamp('updated_at')} as updated_at from evaluations where session_id = $1 and learner_uid = $2`,
    [PAST_SESSION.id, DEMO_UIDS.etudiant],
  );
  return call('PUT', `${at}/evaluations/${DEMO_UIDS.etudiant}`, token, { ...row });
}
const auditEntries = () =>
  api.db.query<{ organisation_id: string; actor_uid: string; detail: Record<string, unknown> }>(
    "select organisation_id::text, actor_uid, detail from audit_log where action = 'sessions.assignTrainer' and target = $1 order by id",
    [PAST_SESSION.id],
  );

describe('a session without a trainer', () => {
  test('is led by nobody: its former trainer and the other teacher get a 404', async () => {
    for (const token of [teacher, teacher2]) {
      expect(await evaluateEmma(token)).toMatchObject({ status: 404, body: { success: false, message: NOT_FOUND } });
      expect(await call('GET', `${at}/evaluations`, token)).toMatchObject({ status: 404, body: { success: false, message: NOT_FOUND } });
      expect((await call('GET', at, token)).status).toBe(404);
    }
  });

  test('the admin reads it, without a trainer', async () => {
    const reply = await call('GET', at, admin);
    expect(reply.status).toBe(200);
    expect(data<SessionDetail>(reply)).toMatchObject({ viewer: 'organisation', trainer_uid: null, trainer_name: null });
  });
});

describe('PATCH /api/sessions/:id/trainer', () => {
  test('a teacher or a student may not hand it over', async () => {
    for (const token of [teacher, teacher2, student]) {
      expect(await call('PATCH', `${at}/trainer`, token, { trainer_uid: DEMO_UIDS.enseignant2 })).toMatchObject({
        status: 403,
        body: { success: false, message: ROLE_REFUSED },
      });
    }
  });

  test.each([
    ['a student of the organisation', DEMO_UIDS.etudiant],
    ['its admin', DEMO_UIDS.adminActif],
    ['a teacher of another organisation', 'demo-enseignant-inactif'],
    ['nobody', 'personne'],
  ])('refuses %s as its trainer (422)', async (_who, uid) => {
    expect(await call('PATCH', `${at}/trainer`, admin, { trainer_uid: uid })).toMatchObject({
      status: 422,
      body: { success: false, message: sessionMessages.unknownTrainer },
    });
  });

  test('refuses a deactivated teacher (422)', async () => {
    await api.db.query('update users set disabled = true where uid = $1', [DEMO_UIDS.enseignant2]);
    try {
      expect(await call('PATCH', `${at}/trainer`, admin, { trainer_uid: DEMO_UIDS.enseignant2 })).toMatchObject({
        status: 422,
        body: { message: sessionMessages.unknownTrainer },
      });
    } finally {
      await api.db.query('update users set disabled = false where uid = $1', [DEMO_UIDS.enseignant2]);
    }
  });

  test('a body without a trainer is refused (400), and nothing changed so far', async () => {
    expect(await call('PATCH', `${at}/trainer`, admin, {})).toMatchObject({ status: 400, body: { success: false } });
    expect(await call('PATCH', `${at}/trainer`, admin, { trainer_uid: '' })).toMatchObject({
      status: 400,
      body: { success: false, message: expect.stringContaining('«\u00a0Formateur\u00a0»') },
    });
    expect(await auditEntries()).toEqual([]);
    const [row] = await api.db.query<{ trainer_uid: string | null }>('select trainer_uid from sessions where id = $1', [PAST_SESSION.id]);
    expect(row?.trainer_uid).toBeNull();
  });

  test('the admin hands it to enseignant2: audited; he leads it, its former trainer still does not', async () => {
    const reply = await call('PATCH', `${at}/trainer`, admin, { trainer_uid: DEMO_UIDS.enseignant2 });
    expect(reply.status).toBe(200);
    expect(data<SessionDetail>(reply)).toMatchObject({ id: PAST_SESSION.id, viewer: 'organisation', trainer_uid: DEMO_UIDS.enseignant2, trainer_name: 'Karim Benali' });
    expect(await auditEntries()).toEqual([
      { organisation_id: LYCEE_ACTIF.id, actor_uid: DEMO_UIDS.adminActif, detail: { trainer_uid: DEMO_UIDS.enseignant2, before: null } },
    ]);

    expect((await evaluateEmma(teacher2)).status).toBe(200);
    expect(data<Evaluations>(await call('GET', `${at}/evaluations`, teacher2)).items.length).toBeGreaterThan(0);
    expect(data<SessionDetail>(await call('GET', at, teacher2)).viewer).toBe('trainer');
    expect(data<{ items: SessionSummary[] }>(await call('GET', '/api/sessions', teacher2)).items.map((session) => session.id)).toEqual([PAST_SESSION.id]);
    expect((await evaluateEmma(teacher)).status).toBe(404);
  });

  test('handing it to its own trainer again changes nothing and records nothing', async () => {
    expect((await call('PATCH', `${at}/trainer`, admin, { trainer_uid: DEMO_UIDS.enseignant2 })).status).toBe(200);
    expect(await auditEntries()).toHaveLength(1);
  });

  test('the hyperadmin names the organisation; another organisation’s session is not found', async () => {
    expect(await call('PATCH', `${at}/trainer?organisation=${COLLEGE_INACTIF.id}`, hyper, { trainer_uid: DEMO_UIDS.enseignant })).toMatchObject({
      status: 404,
      body: { message: NOT_FOUND },
    });
    const reply = await call('PATCH', `${at}/trainer?organisation=${LYCEE_ACTIF.id}`, hyper, { trainer_uid: DEMO_UIDS.enseignant });
    expect(reply.status).toBe(200);
    expect(data<SessionDetail>(reply)).toMatchObject({ viewer: 'organisation', trainer_uid: DEMO_UIDS.enseignant });
    const entries = await auditEntries();
    expect(entries[entries.length - 1]).toEqual({
      organisation_id: LYCEE_ACTIF.id,
      actor_uid: DEMO_UIDS.hyperadmin,
      detail: { trainer_uid: DEMO_UIDS.enseignant, before: DEMO_UIDS.enseignant2 },
    });
    expect((await evaluateEmma(teacher)).status).toBe(200);
    expect((await evaluateEmma(teacher2)).status).toBe(404);
  });
});
