/**
 * Several devices of one room write the same session: the debriefing notes per phase, a learner's grid, a
 * checklist item, each saved with its own version. Two "devices" here are two sequences of calls, the second
 * working from what it read before the first saved. A true conflict on one part is a 409 and nothing is
 * overwritten; every other part merges. The notes and the checklist reach the other devices through the stream.
 */
import { sessionMessages } from '../../contract/messages';
import type { Checklist, DebriefNote, Evaluation, Evaluations, SessionDetail } from '../../contract/schemas/sessions';
import { DEMO_SCENARIO_IDS, DEMO_UIDS, PAST_SESSION } from '../../server/seed/demoWorld';
import { bearer, dataOf, DATABASE_HOOK_TIMEOUT_MS, signIn, type TestApi } from './support';
import { liveApi, openStream } from './streamSupport';

let api: TestApi;
let teacher: string;
let student: string;
let admin: string;
let session: SessionDetail;
let at: string;
const learners = [DEMO_UIDS.etudiant, DEMO_UIDS.student(1), DEMO_UIDS.student(2), DEMO_UIDS.student(3)];

beforeAll(async () => {
  api = await liveApi({ live: { heartbeatMs: 200 } });
  [teacher, student, admin] = await Promise.all([signIn('enseignant@actif.demo.test'), signIn('etudiant@actif.demo.test'), signIn('admin@actif.demo.test')]);
  const planned = await call('POST', '/api/sessions', teacher, {
    scenario_id: DEMO_SCENARIO_IDS.bronchiolite,
    title: 'Deux appareils',
    starts_at: new Date().toISOString(),
    duration_minutes: 90,
    place: 'Salle 2',
    participants: learners.map((uid) => ({ uid, session_role: 'apprenant' })),
  });
  expect(planned.status).toBe(200);
  session = data<SessionDetail>(planned);
  at = `/api/sessions/${session.id}`;
}, 4 * DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const call: TestApi['call'] = (...args) => api.call(...args);
const data = dataOf;
const read = async () => data<SessionDetail>(await call('GET', at, teacher));

describe('debriefing notes, one phase at a time', () => {
  test('device A saves « réaction », device B (opened earlier) saves « analyse »: after a reload both are there', async () => {
    const opened = await read();
    expect(opened.debrief_versions).toEqual({});
    // A and B both loaded the session now; neither phase has a version yet.
    const a = await call('PUT', `${at}/debrief/réaction`, teacher, { text: 'Stress au début.', updated_at: opened.debrief_versions?.réaction ?? null });
    expect(a.status).toBe(200);
    expect(data<DebriefNote>(a)).toEqual({ phase: 'réaction', text: 'Stress au début.', updated_at: expect.any(String) });
    const b = await call('PUT', `${at}/debrief/analyse`, teacher, { text: 'Bonne alerte.', updated_at: opened.debrief_versions?.analyse ?? null });
    expect(b.status).toBe(200);

    const reloaded = await read();
    expect(reloaded.debrief_notes).toEqual({ réaction: 'Stress au début.', analyse: 'Bonne alerte.' });
    expect(reloaded.debrief_versions).toEqual({ réaction: data<DebriefNote>(a).updated_at, analyse: data<DebriefNote>(b).updated_at });
  });

  test('the same phase from a stale version is a 409 and the saved text stays; from the version read, it goes through', async () => {
    const opened = await read();
    const base = opened.debrief_versions?.synthèse ?? null;
    expect((await call('PUT', `${at}/debrief/synthèse`, teacher, { text: 'Texte de A', updated_at: base })).status).toBe(200);
    expect(await call('PUT', `${at}/debrief/synthèse`, teacher, { text: 'Texte de B', updated_at: base })).toMatchObject({
      status: 409,
      body: { message: sessionMessages.debriefStale },
    });
    const after = await read();
    expect(after.debrief_notes?.synthèse).toBe('Texte de A');
    // B has seen A's text and keeps its own: saved over the version it now read.
    const kept = await call('PUT', `${at}/debrief/synthèse`, teacher, { text: 'Texte de B', updated_at: after.debrief_versions?.synthèse });
    expect(data<DebriefNote>(kept)).toMatchObject({ text: 'Texte de B' });
    expect(Date.parse(data<DebriefNote>(kept).updated_at)).toBeGreaterThan(Date.parse(after.debrief_versions?.synthèse ?? ''));
    // A retry of the same text (its answer was lost) is no conflict.
    expect((await call('PUT', `${at}/debrief/synthèse`, teacher, { text: 'Texte de B', updated_at: after.debrief_versions?.synthèse })).status).toBe(200);
  });

  test('a phase outside the session’s model is refused', async () => {
    expect(await call('PUT', `${at}/debrief/conclusion`, teacher, { text: 'x', updated_at: null })).toMatchObject({ status: 422 });
  });
});

describe('the checklist, one item at a time', () => {
  test('device A ticks item 2, device B ticks item 4: after a reload both are ticked', async () => {
    expect((session.checklist ?? []).length).toBeGreaterThanOrEqual(4);
    expect((await call('PUT', `${at}/checklist/1`, teacher, { done: true })).status).toBe(200);
    const b = data<Checklist>(await call('PUT', `${at}/checklist/3`, teacher, { done: true }));
    expect(b.checklist.map((item) => item.done).slice(0, 4)).toEqual([false, true, false, true]);
    expect((await read()).checklist?.map((item) => item.done).slice(0, 4)).toEqual([false, true, false, true]);
    expect(await call('PUT', `${at}/checklist/99`, teacher, { done: true })).toMatchObject({ status: 422, body: { message: sessionMessages.unknownChecklistItem } });
  });
});

describe('evaluations, one learner at a time', () => {
  test('A grades two learners, B (opened earlier) two others, then B keeps its version of a shared one: A’s grades stay', async () => {
    const opened = data<Evaluations>(await call('GET', `${at}/evaluations`, teacher));
    const scores = (value: number) => Object.fromEntries(opened.criteria.map((criterion) => [criterion.id, value]));
    const base = (uid: string) => opened.items.find((item) => item.learner_uid === uid)?.updated_at ?? null;
    const [l1, l2, l3, l4] = learners as [string, string, string, string];
    for (const uid of [l1, l2]) expect((await call('PUT', `${at}/evaluations/${uid}`, teacher, { scores: scores(2), comment: 'A', updated_at: base(uid) })).status).toBe(200);
    for (const uid of [l3, l4]) expect((await call('PUT', `${at}/evaluations/${uid}`, teacher, { scores: scores(1), comment: 'B', updated_at: base(uid) })).status).toBe(200);

    // B also changed l1, from the version it had read: a true conflict, and A's grid of l1 stays.
    expect(await call('PUT', `${at}/evaluations/${l1}`, teacher, { scores: scores(0), comment: 'B', updated_at: base(l1) })).toMatchObject({
      status: 409,
      body: { message: sessionMessages.evaluationsStale },
    });
    const now = data<Evaluations>(await call('GET', `${at}/evaluations`, teacher));
    const comments = () => Object.fromEntries(now.items.map((item) => [item.learner_uid, item.comment]));
    expect(comments()).toEqual({ [l1]: 'A', [l2]: 'A', [l3]: 'B', [l4]: 'B' });

    // « Garder ma version » on l1: only l1 is written, over the version now read; l2 keeps A's grades.
    const kept = await call('PUT', `${at}/evaluations/${l1}`, teacher, { scores: scores(0), comment: 'B', updated_at: now.items.find((item) => item.learner_uid === l1)?.updated_at });
    expect(data<Evaluation>(kept)).toMatchObject({ learner_uid: l1, comment: 'B', scores: scores(0) });
    const final = data<Evaluations>(await call('GET', `${at}/evaluations`, teacher));
    expect(final.items.find((item) => item.learner_uid === l2)).toMatchObject({ comment: 'A', scores: scores(2) });
  });

  test('a learner who is not an apprenant of the session, or a score off the scale, is refused', async () => {
    expect(await call('PUT', `${at}/evaluations/${DEMO_UIDS.student(5)}`, teacher, { scores: {}, comment: '', updated_at: null })).toMatchObject({ status: 422, body: { message: sessionMessages.unknownLearner } });
    expect(await call('PUT', `${at}/evaluations/${DEMO_UIDS.student(4)}`, teacher, { scores: { evaluation: 9 }, comment: '', updated_at: null })).toMatchObject({ status: 422 });
  });
});

describe('what the stream pushes to the other devices', () => {
  test('a note and a tick from one device reach the trainer’s and the admin’s other streams; the student is sent neither', async () => {
    const url = `${api.origin}${at}/stream`;
    const [trainerStream, adminStream, studentStream] = await Promise.all([teacher, admin, student].map((token) => openStream(url, bearer(token))));
    const streams = [trainerStream, adminStream, studentStream] as NonNullable<typeof trainerStream>[];
    for (const stream of streams) await stream.next((frame) => frame.event === 'status');
    const before = await read();

    expect((await call('PUT', `${at}/debrief/description`, teacher, { text: 'Vu au moniteur.', updated_at: before.debrief_versions?.description ?? null })).status).toBe(200);
    for (const stream of [trainerStream, adminStream] as NonNullable<typeof trainerStream>[]) {
      const frame = await stream.next((candidate) => candidate.event === 'notes' && JSON.parse(candidate.data ?? '{}').debrief_notes?.description === 'Vu au moniteur.');
      expect(JSON.parse(frame.data ?? '{}')).toMatchObject({ debrief_versions: { description: expect.any(String) }, checklist: expect.any(Array) });
    }
    expect((await call('PUT', `${at}/checklist/0`, teacher, { done: true })).status).toBe(200);
    await (trainerStream as NonNullable<typeof trainerStream>).next((frame) => frame.event === 'notes' && JSON.parse(frame.data ?? '{}').checklist?.[0]?.done === true);
    expect((studentStream as NonNullable<typeof trainerStream>).frames.filter((frame) => frame.event === 'notes')).toEqual([]);
    for (const stream of streams) stream.close();
  });
});

describe('after the results are published', () => {
  test('a changed evaluation reaches the student with a notice; the same grid saved again does not', async () => {
    const past = `/api/sessions/${PAST_SESSION.id}`;
    const before = data<Evaluations>(await call('GET', `${past}/evaluations`, student));
    expect(before.released_at).toEqual(expect.any(String));
    const emma = before.items[0] as Evaluation;
    expect(emma.changed_after_release_at).toBeNull();

    // Saved again unchanged: nothing changed, nothing to tell.
    expect((await call('PUT', `${past}/evaluations/${DEMO_UIDS.etudiant}`, teacher, { scores: emma.scores, comment: emma.comment, updated_at: emma.updated_at })).status).toBe(200);
    expect((data<Evaluations>(await call('GET', `${past}/evaluations`, student)).items[0] as Evaluation).changed_after_release_at).toBeNull();

    const changed = await call('PUT', `${past}/evaluations/${DEMO_UIDS.etudiant}`, teacher, { scores: emma.scores, comment: 'Revu après coup.', updated_at: emma.updated_at });
    expect(changed.status).toBe(200);
    const mine = data<Evaluations>(await call('GET', `${past}/evaluations`, student)).items[0] as Evaluation;
    expect(mine).toMatchObject({ comment: 'Revu après coup.', changed_after_release_at: expect.any(String) });
  });

  test('a comment of spaces alone is saved empty: the student is shown no comment', async () => {
    const past = `/api/sessions/${PAST_SESSION.id}`;
    const emma = data<Evaluations>(await call('GET', `${past}/evaluations`, teacher)).items.find((item) => item.learner_uid === DEMO_UIDS.etudiant) as Evaluation;
    const saved = await call('PUT', `${past}/evaluations/${DEMO_UIDS.etudiant}`, teacher, { scores: emma.scores, comment: '   \n  ', updated_at: emma.updated_at });
    expect(data<Evaluation>(saved).comment).toBe('');
    expect((data<Evaluations>(await call('GET', `${past}/evaluations`, student)).items[0] as Evaluation).comment).toBe('');
  });
});
