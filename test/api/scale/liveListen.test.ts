/**
 * Two API processes over one PostgreSQL database, as production runs them: each with its own pool and its
 * own LISTEN connection (server/db/database.ts), the live push between them carried by NOTIFY alone
 * (migration 013). An event written through one reaches a stream held by the other; the LISTEN connections
 * cut by the server are reopened, and what was written meanwhile still arrives.
 */
import type { RunLogEvent } from '../../../contract/schemas/sessions';
import { NEXT_WEEK_SESSION } from '../../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, type TestApi, type TestDatabase } from '../support';
import { openStream, type otherProcessDatabase, twoProcesses } from '../streamSupport';

const SESSION = NEXT_WEEK_SESSION.id;
const STREAM = `/api/sessions/${SESSION}/stream`;

let processes: Awaited<ReturnType<typeof twoProcesses>>;
let db: TestDatabase;
let second: Awaited<ReturnType<typeof otherProcessDatabase>>;
let writer: TestApi;
let holder: TestApi;
let teacher: string;
beforeAll(async () => {
  processes = await twoProcesses();
  ({ db, second, writer, holder } = processes);
  teacher = await signIn('enseignant@actif.demo.test');
  await db.query(`update sessions set status = 'en cours' where id = $1`, [SESSION]);
}, 4 * DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => processes?.close());

const note = (text: string) =>
  writer.request(`/api/sessions/${SESSION}/events`, { method: 'POST', headers: { ...bearer(teacher), 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'note', text }) });

test('the two processes share no pool', async () => {
  // Each process's pool connects on its own: the holder's queries come from connections the writer never uses.
  const pids = async (database: { query: TestDatabase['query'] }) => (await database.query<{ pid: number }>('select pg_backend_pid() as pid'))[0]?.pid;
  expect(second.db).not.toBe(db);
  expect(await pids(second.db)).not.toBe(await pids(db));
});

test('an event written through one process reaches a stream held by the other', async () => {
  const stream = await openStream(`${holder.origin}${STREAM}`, bearer(teacher));
  expect(stream.status).toBe(200);
  await stream.next((frame) => frame.event === 'status');
  const written = await note('Écrit par l’autre processus');
  const [event] = (written.body.data as { items: RunLogEvent[] }).items;
  const frame = await stream.next((candidate) => candidate.event === 'run');
  expect([frame.id, JSON.parse(frame.data ?? '')]).toEqual([event?.id, event]);
  stream.close();
}, 60_000);

test('LISTEN connections cut by the server are reopened, and what was written meanwhile still arrives', async () => {
  const stream = await openStream(`${holder.origin}${STREAM}`, bearer(teacher));
  await stream.next((frame) => frame.event === 'status');
  // Each process's listener, ended as a restart or an administrator would.
  const cut = await db.query<{ pid: number }>(
    `select pid from pg_stat_activity where datname = current_database() and query ilike 'listen %' and pg_terminate_backend(pid)`,
  );
  expect(cut).toHaveLength(2);
  const written = await note('Écrit pendant la coupure');
  const [event] = (written.body.data as { items: RunLogEvent[] }).items;
  const frame = await stream.next((candidate) => candidate.event === 'run' && candidate.id === event?.id, 15_000);
  expect(frame.id).toBe(event?.id);
  // Listening again: a note written now arrives through NOTIFY as before.
  for (let waited = 0; waited < 10_000; waited += 100) {
    const [listening] = await db.query<{ n: number }>(`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike 'listen %'`);
    if (listening?.n === 2) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const after = ((await note('Écrit après la reprise')).body.data as { items: RunLogEvent[] }).items[0];
  await expect(stream.next((candidate) => candidate.event === 'run' && candidate.id === after?.id)).resolves.toMatchObject({ id: after?.id });
  stream.close();
}, 60_000);
