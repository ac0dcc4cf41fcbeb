/**
 * Starting a session keeps the time it was planned for (`starts_at`: what every device and list shows) and
 * records when it really began (`started_at`), once: moving on to the debriefing does not move it.
 */
import type { SessionDetail, SessionSummary } from '../../contract/schemas/sessions';
import { NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
let teacher: string;
let student: string;
beforeAll(async () => {
  api = await testApi();
  [teacher, student] = await Promise.all([signIn('enseignant@actif.demo.test'), signIn('etudiant@actif.demo.test')]);
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const at = `/api/sessions/${NEXT_WEEK_SESSION.id}`;
const call: TestApi['call'] = (...args) => api.call(...args);
const data = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;

test('a session started days before its planned date keeps its planned date and records its real start, for its trainer and its students', async () => {
  const planned = data<SessionDetail>(await call('GET', at, teacher));
  expect(Date.parse(planned.starts_at) - Date.now()).toBeGreaterThan(24 * 3600 * 1000);
  expect(planned.started_at).toBeNull();

  const before = Date.now();
  const started = data<SessionDetail>(await call('PATCH', at, teacher, { status: 'en cours' }));
  expect(started.status).toBe('en cours');
  expect(started.starts_at).toBe(planned.starts_at);
  expect(Date.parse(started.started_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(started.started_at ?? '')).toBeLessThanOrEqual(Date.now() + 1000);

  // The students' list reads the same two times (a second device reads what the first one does).
  const studentsView = data<{ items: SessionSummary[] }>(await call('GET', '/api/sessions', student)).items.find((session) => session.id === NEXT_WEEK_SESSION.id);
  expect(studentsView).toMatchObject({ starts_at: planned.starts_at, started_at: started.started_at });

  // Moving on to the debriefing, or changing its place, moves neither.
  expect(data<SessionDetail>(await call('PATCH', at, teacher, { status: 'débriefing' }))).toMatchObject({ starts_at: planned.starts_at, started_at: started.started_at });
  expect(data<SessionDetail>(await call('PATCH', at, teacher, { place: 'Salle de simulation 3' }))).toMatchObject({ starts_at: planned.starts_at, started_at: started.started_at });
});
