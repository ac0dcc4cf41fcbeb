/**
 * Sessions (docs/product.md §12) against the demo world: each caller's view, the trainer's run from planning
 * to published results, the student's confirmation, feedback and own released results, and every refusal
 * (another teacher's session 404, a student never reads the graph, the log or another student's result).
 */
import { randomUUID } from 'node:crypto';
import { sessionMessages } from '../../contract/messages';
import type { Documents } from '../../contract/schemas/documents';
import type { Evaluations, RunLog, SessionDetail, SessionSummary, StudentHistory, StudentSummary } from '../../contract/schemas/sessions';
import { DEMO_SCENARIO_IDS, DEMO_UIDS, NEXT_MONTH_SESSION, NEXT_WEEK_SESSION, PAST_SESSION } from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
let teacher: string;
let teacher2: string;
let student: string;
let admin: string;
beforeAll(async () => {
  api = await testApi();
  [teacher, teacher2, student, admin] = await Promise.all([
    signIn('enseignant@actif.demo.test'),
    signIn('enseignant2@actif.demo.test'),
    signIn('etudiant@actif.demo.test'),
    signIn('admin@actif.demo.test'),
  ]);
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const call: TestApi['call'] = (...args) => api.call(...args);
const data = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;
const inDays = (days: number, hour = 9) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  date.setUTCHours(hour, 0, 0, 0);
  return date.toISOString();
};

describe('lists', () => {
  test('the teacher lists the sessions they lead, with the scenario and the number of participants', async () => {
    const items = data<{ items: SessionSummary[] }>(await call('GET', '/api/sessions', teacher)).items;
    expect(items.map((session) => session.id)).toEqual([PAST_SESSION.id, NEXT_WEEK_SESSION.id, NEXT_MONTH_SESSION.id]);
    expect(items[0]).toMatchObject({ trainer_name: 'Étienne Bernard', scenario_title: 'Bronchiolite du nourrisson', participant_count: 4, my_session_role: null });
  });

  test('the student lists the sessions they take part in, with their role and confirmation', async () => {
    const items = data<{ items: SessionSummary[] }>(await call('GET', '/api/sessions', student)).items;
    expect(items.map((session) => [session.id, session.my_session_role, session.my_confirmed_at === null])).toEqual([
      [PAST_SESSION.id, 'apprenant', false],
      [NEXT_WEEK_SESSION.id, 'apprenant', true],
    ]);
  });

  test('the second teacher leads none of them', async () => {
    expect(data<{ items: SessionSummary[] }>(await call('GET', '/api/sessions', teacher2)).items).toEqual([]);
  });
});

describe('the student’s view', () => {
  test('the past session: the shared briefing only, never the graph, the notes, the participants or the log', async () => {
    const reply = await call('GET', `/api/sessions/${PAST_SESSION.id}`, student);
    expect(reply.status).toBe(200);
    const session = data<SessionDetail>(reply);
    expect(session).toMatchObject({ viewer: 'participant', scenario: null, debrief_notes: null, participants: null, checklist: null, feedback_open: true, my_feedback: null });
    expect(session.briefing?.objectives.length).toBeGreaterThan(0);
    expect(JSON.stringify(session)).not.toContain('Détresse respiratoire modérée');
    expect((await call('GET', `/api/sessions/${PAST_SESSION.id}/events`, student)).status).toBe(403);
  });

  test('only their own released result; another student’s session is a 404', async () => {
    const results = data<Evaluations>(await call('GET', `/api/sessions/${PAST_SESSION.id}/evaluations`, student));
    expect(results.items.map((item) => item.learner_uid)).toEqual([DEMO_UIDS.etudiant]);
    expect(results.items[0]?.scores).toEqual({ evaluation: 3, desobstruction: 1, alerte: 2, parents: 3 });
    expect((await call('GET', `/api/sessions/${NEXT_MONTH_SESSION.id}`, student)).status).toBe(404);
    expect((await call('GET', `/api/sessions/${NEXT_MONTH_SESSION.id}/evaluations`, student)).status).toBe(404);
  });

  test('confirms a coming session once; a past one no longer', async () => {
    const first = await call('POST', `/api/sessions/${NEXT_WEEK_SESSION.id}/confirmation`, student);
    expect(first).toMatchObject({ status: 200, body: { data: { confirmed_at: expect.any(String) } } });
    const again = await call('POST', `/api/sessions/${NEXT_WEEK_SESSION.id}/confirmation`, student);
    expect(data<{ confirmed_at: string }>(again).confirmed_at).toBe(data<{ confirmed_at: string }>(first).confirmed_at);
    expect(await call('POST', `/api/sessions/${PAST_SESSION.id}/confirmation`, student)).toMatchObject({ status: 409, body: { message: sessionMessages.confirmationClosed } });
    expect((await call('POST', `/api/sessions/${NEXT_WEEK_SESSION.id}/confirmation`, teacher)).status).toBe(403);
  });

  test('gives feedback once and may change it; a coming session takes none; a bad rating is named', async () => {
    expect(await call('POST', `/api/sessions/${PAST_SESSION.id}/feedback`, student, { rating: 4, comment: ' Très utile. ' })).toMatchObject({
      status: 200,
      body: { data: { rating: 4, comment: 'Très utile.' } },
    });
    await call('POST', `/api/sessions/${PAST_SESSION.id}/feedback`, student, { rating: 5, comment: 'Très utile, merci.' });
    const rows = await api.db.query<{ rating: number }>('select rating from feedback where session_id = $1 and user_uid = $2', [PAST_SESSION.id, DEMO_UIDS.etudiant]);
    expect(rows).toEqual([{ rating: 5 }]);
    expect(data<SessionDetail>(await call('GET', `/api/sessions/${PAST_SESSION.id}`, student)).my_feedback).toMatchObject({ rating: 5 });
    expect(await call('POST', `/api/sessions/${NEXT_WEEK_SESSION.id}/feedback`, student, { rating: 5, comment: '' })).toMatchObject({ status: 409, body: { message: sessionMessages.feedbackClosed } });
    expect(await call('POST', `/api/sessions/${PAST_SESSION.id}/feedback`, student, { rating: 6, comment: '' })).toMatchObject({
      status: 400,
      body: { message: 'Corps de requête invalide\u00a0: le champ «\u00a0Note\u00a0» est trop grand (5 au plus).' },
    });
  });
});

describe('the recording consent (docs/product.md §10.3)', () => {
  const consentOf = async (token: string) =>
    data<SessionDetail>(await call('GET', `/api/sessions/${PAST_SESSION.id}`, token)).participants?.find((person) => person.user_uid === DEMO_UIDS.etudiant)?.recording_consent;

  test('a withdrawal shows at once in the trainer’s and the organisation’s participants, never in the participant’s own view', async () => {
    expect([await consentOf(teacher), await consentOf(admin)]).toEqual([true, true]);
    const entry = data<Documents>(await call('GET', '/api/documents', student)).items.find((item) => item.kind === 'autorisation_enregistrement');
    expect((await call('DELETE', `/api/consents/${entry?.consent?.id}`, student)).status).toBe(200);
    expect([await consentOf(teacher), await consentOf(admin)]).toEqual([false, false]);
    const own = await call('GET', `/api/sessions/${PAST_SESSION.id}`, student);
    expect(data<SessionDetail>(own).participants).toBeNull();
    expect(JSON.stringify(own.body)).not.toContain('recording_consent');
    // Given again, the trainer sees it again (and the rest of this file finds the demo world as seeded).
    expect((await call('POST', '/api/consents', student, { document_id: entry?.current?.id })).status).toBe(200);
    expect(await consentOf(teacher)).toBe(true);
  });
});

describe('the trainer’s run', () => {
  test('plans with their own scenarios and the library’s; the second teacher sees only hers until one is shared', async () => {
    const mine = data<{ items: { id: string; own: boolean; duration_minutes: number }[] }>(await call('GET', '/api/sessions/scenarios', teacher)).items;
    expect(mine.map((scenario) => scenario.id).sort()).toEqual([DEMO_SCENARIO_IDS.bronchiolite, DEMO_SCENARIO_IDS.chocAnaphylactique, DEMO_SCENARIO_IDS.arretCardiaque].sort());
    expect(mine.find((scenario) => scenario.id === DEMO_SCENARIO_IDS.bronchiolite)).toMatchObject({ own: true, duration_minutes: 65 });
    const hers = async () => data<{ items: { id: string; own: boolean }[] }>(await call('GET', '/api/sessions/scenarios', teacher2)).items;
    expect((await hers()).map((scenario) => scenario.id)).toEqual([DEMO_SCENARIO_IDS.hemorragiePostPartum]);
    await api.db.query('update scenarios set shared = true where id = $1', [DEMO_SCENARIO_IDS.bronchiolite]);
    try {
      expect(await hers()).toContainEqual(expect.objectContaining({ id: DEMO_SCENARIO_IDS.bronchiolite, own: false }));
    } finally {
      await api.db.query('update scenarios set shared = false where id = $1', [DEMO_SCENARIO_IDS.bronchiolite]);
    }
    expect((await call('GET', '/api/sessions/scenarios', student)).status).toBe(403);
  });

  test('plan, start, take transitions, note, debrief, evaluate, publish; the student then sees their result', async () => {
    const group1 = [DEMO_UIDS.etudiant, ...[1, 2, 3, 4, 5, 6].map((n) => DEMO_UIDS.student(n))];
    const planned = await call('POST', '/api/sessions', teacher, {
      scenario_id: DEMO_SCENARIO_IDS.bronchiolite,
      title: 'Bronchiolite — reprise',
      starts_at: inDays(0, 0),
      duration_minutes: 90,
      place: 'Salle 1',
      participants: group1.map((uid, index) => ({ uid, session_role: index < 2 ? 'apprenant' : 'observateur' })),
    });
    expect(planned.status).toBe(200);
    const session = data<SessionDetail>(planned);
    expect(session).toMatchObject({ status: 'planifiée', viewer: 'trainer', scenario_version: 1, debrief_model: 'PEARLS', participant_count: 7 });
    expect(session.checklist?.[0]).toEqual({ label: expect.any(String), done: false });
    expect(session.scenario?.graph.states).toHaveLength(4);
    const at = `/api/sessions/${session.id}`;

    // The checklist is ticked while preparing; a jump to « terminée » is refused; events wait for the start.
    expect(data<{ checklist: SessionDetail['checklist'] }>(await call('PUT', `${at}/checklist/0`, teacher, { done: true })).checklist?.[0]?.done).toBe(true);
    expect(await call('PATCH', at, teacher, { status: 'terminée' })).toMatchObject({ status: 409, body: { message: sessionMessages.illegalMove('planifiée', 'terminée') } });
    expect(await call('POST', `${at}/events`, teacher, { kind: 'note', text: 'Trop tôt' })).toMatchObject({ status: 409, body: { message: sessionMessages.eventsClosed } });

    expect(data<SessionDetail>(await call('PATCH', at, teacher, { status: 'en cours' })).status).toBe('en cours');
    const transitions = session.scenario?.graph.transitions ?? [];
    const first = transitions.find((transition) => transition.from === 'initial');
    const taken = await call('POST', `${at}/events`, teacher, { kind: 'transition_taken', transition: first?.id });
    expect(data<RunLog>(taken).items.map((event) => event.kind)).toEqual(['transition_taken', 'state_reached']);
    expect(await call('POST', `${at}/events`, teacher, { kind: 'transition_taken', transition: 'inventée' })).toMatchObject({ status: 422, body: { message: sessionMessages.unknownTransition } });
    expect((await call('POST', `${at}/events`, teacher, { kind: 'note', text: 'Désobstruction faite.' })).status).toBe(200);
    const log = data<RunLog>(await call('GET', `${at}/events`, teacher)).items;
    expect(log.map((event) => event.kind)).toEqual(['phase_started', 'state_reached', 'transition_taken', 'state_reached', 'note']);
    expect(log[4]).toMatchObject({ kind: 'note', text: 'Désobstruction faite.', id: expect.any(String), at: expect.any(String) });

    // Results wait for the debriefing.
    expect(await call('POST', `${at}/evaluations/release`, teacher)).toMatchObject({ status: 409, body: { message: sessionMessages.releaseTooEarly } });
    expect((await call('PATCH', at, teacher, { status: 'débriefing' })).status).toBe(200);
    expect((await call('PUT', `${at}/debrief/réaction`, teacher, { text: 'Stress au début.', updated_at: null })).status).toBe(200);
    expect((await call('PUT', `${at}/debrief/analyse`, teacher, { text: 'Bonne alerte.', updated_at: null })).status).toBe(200);
    expect(data<SessionDetail>(await call('GET', at, teacher)).debrief_notes).toEqual({ réaction: 'Stress au début.', analyse: 'Bonne alerte.' });
    expect((await call('PUT', `${at}/debrief/conclusion`, teacher, { text: 'x', updated_at: null })).status).toBe(422);

    const grid = data<Evaluations>(await call('GET', `${at}/evaluations`, teacher));
    expect(grid.items.map((item) => item.learner_uid).sort()).toEqual([DEMO_UIDS.etudiant, DEMO_UIDS.student(1)].sort());
    const scores = Object.fromEntries(grid.criteria.map((criterion) => [criterion.id, 2]));
    expect((await call('PUT', `${at}/evaluations/${DEMO_UIDS.etudiant}`, teacher, { scores, comment: 'Bien.', updated_at: null })).status).toBe(200);
    expect(await call('PUT', `${at}/evaluations/${DEMO_UIDS.student(2)}`, teacher, { scores, comment: '', updated_at: null })).toMatchObject({ status: 422, body: { message: sessionMessages.unknownLearner } });
    expect(await call('PUT', `${at}/evaluations/${DEMO_UIDS.etudiant}`, teacher, { scores: { evaluation: 9 }, comment: '', updated_at: null })).toMatchObject({ status: 422, body: { message: sessionMessages.unknownCriterion } });

    // Two tabs: a grid saved since this one was loaded is refused, not overwritten; from the saved one it goes through.
    const emma = data<Evaluations>(await call('GET', `${at}/evaluations`, teacher)).items.find((item) => item.learner_uid === DEMO_UIDS.etudiant);
    expect(emma?.updated_at).toEqual(expect.any(String));
    expect(await call('PUT', `${at}/evaluations/${DEMO_UIDS.etudiant}`, teacher, { scores, comment: 'Autre onglet', updated_at: null })).toMatchObject({
      status: 409,
      body: { message: sessionMessages.evaluationsStale },
    });
    expect((await call('PUT', `${at}/evaluations/${DEMO_UIDS.etudiant}`, teacher, { scores, comment: 'Bien !', updated_at: emma?.updated_at })).status).toBe(200);

    // Results wait until every learner has a score on every criterion (docs/product.md §14.5): the second learner has none yet.
    const second = grid.items.find((item) => item.learner_uid === DEMO_UIDS.student(1));
    expect(await call('POST', `${at}/evaluations/release`, teacher)).toMatchObject({
      status: 422,
      body: { message: sessionMessages.gridsIncomplete(`${second?.learner_name} (${grid.criteria.map((criterion) => criterion.label).join(', ')})`) },
    });
    expect((await call('PUT', `${at}/evaluations/${DEMO_UIDS.student(1)}`, teacher, { scores, comment: '', updated_at: null })).status).toBe(200);

    // Before the release, the student sees no result; after it, their own.
    expect(data<Evaluations>(await call('GET', `${at}/evaluations`, student)).items).toEqual([]);
    expect((await call('POST', `${at}/evaluations/release`, teacher)).status).toBe(200);
    const mine = data<Evaluations>(await call('GET', `${at}/evaluations`, student));
    expect(mine.items).toEqual([expect.objectContaining({ learner_uid: DEMO_UIDS.etudiant, scores, comment: 'Bien !' })]);
    expect((await call('PATCH', at, teacher, { status: 'terminée' })).status).toBe(200);
    expect((await call('POST', `${at}/events`, teacher, { kind: 'note', text: 'Après coup' })).status).toBe(409);
  });

  test('a teacher who has not accepted the charte cannot start a session', async () => {
    await api.db.query('update users set charter_compliance = false where uid = $1', [DEMO_UIDS.enseignant]);
    try {
      expect(await call('PATCH', `/api/sessions/${NEXT_WEEK_SESSION.id}`, teacher, { status: 'en cours' })).toMatchObject({ status: 409, body: { message: sessionMessages.charterRequired } });
    } finally {
      await api.db.query('update users set charter_compliance = true where uid = $1', [DEMO_UIDS.enseignant]);
    }
  });

  test('refusals: another teacher’s session or private scenario, non-students as participants, the admin reads only', async () => {
    expect((await call('GET', `/api/sessions/${PAST_SESSION.id}`, teacher2)).status).toBe(404);
    expect((await call('PATCH', `/api/sessions/${PAST_SESSION.id}`, teacher2, { place: 'ailleurs' })).status).toBe(404);
    const plan = { title: 'x', starts_at: inDays(2), duration_minutes: 60, place: '', participants: [] };
    expect(await call('POST', '/api/sessions', teacher, { ...plan, scenario_id: DEMO_SCENARIO_IDS.hemorragiePostPartum })).toMatchObject({ status: 422, body: { message: sessionMessages.unknownScenario } });
    expect(await call('POST', '/api/sessions', teacher, { ...plan, scenario_id: DEMO_SCENARIO_IDS.bronchiolite, participants: [{ uid: DEMO_UIDS.enseignant2, session_role: 'apprenant' }] })).toMatchObject({
      status: 422,
      body: { message: sessionMessages.unknownParticipant },
    });
    expect((await call('POST', '/api/sessions', student, { ...plan, scenario_id: DEMO_SCENARIO_IDS.bronchiolite })).status).toBe(403);
    expect(data<SessionDetail>(await call('GET', `/api/sessions/${PAST_SESSION.id}`, admin))).toMatchObject({ viewer: 'organisation', debrief_notes: expect.any(Object) });
    expect((await call('PATCH', `/api/sessions/${PAST_SESSION.id}`, admin, { place: 'x' })).status).toBe(403);
    expect((await call('GET', `/api/sessions/${PAST_SESSION.id}`, null)).status).toBe(401);
    expect((await call('GET', '/api/sessions/00000000-0000-4000-8000-000000000000', teacher)).status).toBe(404);
  });
});

describe('the run log’s writes (docs/api.md: double clicks, one exit per state, pause, corrections)', () => {
  let at = '';
  const post = (body: Record<string, unknown>) => call('POST', `${at}/events`, teacher, body);
  const logged = async () => data<RunLog>(await call('GET', `${at}/events`, teacher)).items;
  beforeAll(async () => {
    const planned = await call('POST', '/api/sessions', teacher, {
      scenario_id: DEMO_SCENARIO_IDS.bronchiolite,
      title: 'Bronchiolite — salle 2',
      starts_at: inDays(0, 0),
      duration_minutes: 60,
      place: '',
      participants: [],
    });
    at = `/api/sessions/${data<SessionDetail>(planned).id}`;
    expect((await call('PATCH', at, teacher, { status: 'en cours' })).status).toBe(200);
  });

  test('a click sent twice with its client key is answered with what the first wrote, and logged once', async () => {
    const note = { kind: 'note', text: 'Aspiration faite.', tags: ['geste', 'sécurité'], client_key: randomUUID() };
    // A double click: both at once.
    const [first, again] = await Promise.all([post(note), post(note)]);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(data<RunLog>(first).items).toEqual([{ id: expect.any(String), kind: 'note', at: expect.any(String), text: 'Aspiration faite.', tags: ['geste', 'sécurité'] }]);
    expect(data<RunLog>(again)).toEqual(data<RunLog>(first));
    expect((await logged()).filter((event) => event.kind === 'note')).toEqual(data<RunLog>(first).items);

    const click = { kind: 'transition_taken', transition: 't1', client_key: randomUUID() };
    const taken = await post(click);
    expect(data<RunLog>(taken).items.map((event) => [event.kind, event.state ?? event.transition])).toEqual([
      ['transition_taken', 't1'],
      ['state_reached', 'amelioration'],
    ]);
    // A retry after a lost answer: the same two events, no second exit.
    expect(await post(click)).toMatchObject({ status: 200, body: { data: data<RunLog>(taken) } });
    expect((await logged()).filter((event) => event.kind === 'transition_taken')).toHaveLength(1);
  });

  test('a transition leaves the current state only: a second exit from the state left is refused 409, never a 500', async () => {
    expect(await post({ kind: 'transition_taken', transition: 't2' })).toMatchObject({ status: 409, body: { message: sessionMessages.transitionTaken } });
    expect(await post({ kind: 'transition_taken', transition: 't3' })).toMatchObject({ status: 409, body: { message: sessionMessages.transitionNotOffered } });
    // An exit written where the run lock did not see it (another process, another version of the code): the index refuses the second.
    const reached = (await logged()).filter((event) => event.kind === 'state_reached').at(-1);
    const [{ id: session }] = (await api.db.query<{ id: string }>('select id::text from sessions where title = $1', ['Bronchiolite — salle 2'])) as [{ id: string }];
    await api.db.query(`insert into run_log_events (id, session_id, kind, payload) values ($1, $2, 'transition_taken', $3)`, [
      randomUUID(),
      session,
      JSON.stringify({ transition: 't4', from: 'amelioration', to: 'stabilise', after: reached?.id }),
    ]);
    try {
      expect(await post({ kind: 'transition_taken', transition: 't4' })).toMatchObject({ status: 409, body: { message: sessionMessages.transitionTaken } });
    } finally {
      await api.db.query(`delete from run_log_events where session_id = $1 and payload ->> 'after' = $2`, [session, reached?.id]);
    }
  });

  test('pause only while running, resume only while paused', async () => {
    expect(await post({ kind: 'resumed' })).toMatchObject({ status: 409, body: { message: sessionMessages.notPaused } });
    expect(data<RunLog>(await post({ kind: 'paused' })).items).toEqual([expect.objectContaining({ kind: 'paused' })]);
    expect(await post({ kind: 'paused' })).toMatchObject({ status: 409, body: { message: sessionMessages.alreadyPaused } });
    expect(data<RunLog>(await post({ kind: 'resumed' })).items).toEqual([expect.objectContaining({ kind: 'resumed' })]);
  });

  test('a correction puts the patient back in a state, deletes nothing, and the state’s transitions are offered again', async () => {
    const before = await logged();
    const mistaken = before.find((event) => event.kind === 'transition_taken');
    const corrected = await post({ kind: 'correction', corrects: mistaken?.id, state: 'initial' });
    expect(data<RunLog>(corrected).items).toEqual([{ id: expect.any(String), kind: 'correction', at: expect.any(String), corrects: mistaken?.id, state: 'initial' }]);
    expect(await logged()).toEqual([...before, ...data<RunLog>(corrected).items]);
    expect((await post({ kind: 'transition_taken', transition: 't2' })).status).toBe(200);
    const note = before.find((event) => event.kind === 'note');
    expect(await post({ kind: 'correction', corrects: note?.id, state: 'initial' })).toMatchObject({ status: 422, body: { message: sessionMessages.correctionTarget } });
    expect(await post({ kind: 'correction', corrects: mistaken?.id, state: 'ailleurs' })).toMatchObject({ status: 422, body: { message: sessionMessages.unknownState } });
  });

  test('no pause during the debriefing', async () => {
    expect((await call('PATCH', at, teacher, { status: 'débriefing' })).status).toBe(200);
    expect(await post({ kind: 'paused' })).toMatchObject({ status: 409, body: { message: sessionMessages.pauseClosed } });
  });
});

describe('students', () => {
  test('the teacher lists groupe 1 and reads a student’s sessions with released results only', async () => {
    const [{ id: group1 }] = (await api.db.query<{ id: string }>("select id::text from tags where name = 'IFSI 2A – groupe 1'")) as [{ id: string }];
    const students = data<{ items: StudentSummary[] }>(await call('GET', `/api/students?tag=${group1}`, teacher)).items;
    expect(students).toHaveLength(7);
    const [{ led }] = (await api.db.query<{ led: number }>(
      'select count(*)::int as led from session_participants p join sessions s on s.id = p.session_id where p.user_uid = $1 and s.trainer_uid = $2',
      [DEMO_UIDS.etudiant, DEMO_UIDS.enseignant],
    )) as [{ led: number }];
    expect(led).toBeGreaterThanOrEqual(2);
    expect(students.find((one) => one.uid === DEMO_UIDS.etudiant)).toMatchObject({ firstname: 'Emma', name: 'Petit', groups: ['IFSI 2A – groupe 1'], session_count: led });
    expect(data<{ items: StudentSummary[] }>(await call('GET', '/api/students?search=petit', teacher)).items.map((one) => one.uid)).toEqual([DEMO_UIDS.etudiant]);

    const history = data<StudentHistory>(await call('GET', `/api/students/${DEMO_UIDS.etudiant}/history`, teacher));
    const byId = Object.fromEntries(history.sessions.map((session) => [session.id, session]));
    expect(byId[PAST_SESSION.id]).toMatchObject({ session_role: 'apprenant', results_released: true, scores: { evaluation: 3, desobstruction: 1, alerte: 2, parents: 3 } });
    expect(byId[NEXT_WEEK_SESSION.id]).toMatchObject({ results_released: false, scores: null, comment: null });
  });

  test('refusals: a student or an admin 403, another organisation’s student 404', async () => {
    expect((await call('GET', '/api/students', student)).status).toBe(403);
    expect((await call('GET', '/api/students', admin)).status).toBe(403);
    const [{ uid: foreign }] = (await api.db.query<{ uid: string }>("select uid from users where email = 'etudiant@inactif.demo.test'")) as [{ uid: string }];
    expect((await call('GET', `/api/students/${foreign}/history`, teacher)).status).toBe(404);
  });
});
