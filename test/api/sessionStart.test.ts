/**
 * Issue 27.9: starting a session dates it from its real start (a session planned for next week and run
 * today is today's session in every list), and only the start does: other changes keep the planned date.
 */
import type { SessionDetail, SessionSummary } from '../../contract/schemas/sessions';
import { NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

let api: TestApi;
let teacher: string;
let student: string;
beforeAll(async () => {
  api = await testApi();
  [teacher, student] = await Promise.all([signIn('enseignant@actif.demo.test'), signIn('etudiant@actif.demo.test')]);
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const at = `/api/sessions/${NEXT_WEEK_SESSION.id}`;
function call(method: string, path: string, token: string, body?: unknown) {
  return api.request(path, {
    method,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}
const data = <T>(reply: { body: { data?: unknown } }) => reply.body.data as T;

test('a session started days before its planned date is dated from its real start, for its trainer and its students', async () => {
  const planned = data<SessionDetail>(await call('GET', at, teacher)).starts_at;
  expect(Date.parse(planned) - Date.now()).toBeGreaterThan(24 * 3600 * 1000);

  // A change that is not the start keeps the planned date.
  expect(data<SessionDetail>(await call('PATCH', at, teacher, { place: 'Salle de simulation 3' })).starts_at).toBe(planned);

  const before = Date.now();
  const started = data<SessionDetail>(await call('PATCH', at, teacher, { status: 'en cours' }));
  expect(started.status).toBe('en cours');
  expect(Date.parse(started.starts_at)).toBeGreaterThanOrEqual(before - 1000);
  expect(Date.parse(started.starts_at)).toBeLessThanOrEqual(Date.now() + 1000);

  const studentsView = data<{ items: SessionSummary[] }>(await call('GET', '/api/sessions', student)).items.find((session) => session.id === NEXT_WEEK_SESSION.id);
  expect(studentsView?.starts_at).toBe(started.starts_at);

  // Moving on to the debriefing keeps the real start.
  expect(data<SessionDetail>(await call('PATCH', at, teacher, { status: 'débriefing' })).starts_at).toBe(started.starts_at);
});
