/**
 * `GET /api/sessions/:id/stream` (docs/product.md §14.1 "Live"): who may follow a session and what
 * each is sent, the replay after `Last-Event-ID`, the heartbeat, a slow client dropped, a stream ended
 * with its ID token. Across API processes (LISTEN/NOTIFY, two pools on PostgreSQL): test/api/scale/liveListen.test.ts.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import type { RunLogEvent } from '../../contract/schemas/sessions';
import { DEMO_UIDS, NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, type TestApi, withClaims } from './support';
import { liveApi, openStream, runEvents } from './streamSupport';

const SESSION = NEXT_WEEK_SESSION.id;
const STREAM = `/api/sessions/${SESSION}/stream`;

let api: TestApi;
let teacher: string;
let teacher2: string;
let student: string;
let admin: string;
let otherAdmin: string;
beforeAll(async () => {
  api = await liveApi({ live: { heartbeatMs: 200 } });
  [teacher, teacher2, student, admin, otherAdmin] = await Promise.all([
    signIn('enseignant@actif.demo.test'),
    signIn('enseignant2@actif.demo.test'),
    signIn('etudiant@actif.demo.test'),
    signIn('admin@actif.demo.test'),
    signIn('admin@inactif.demo.test'),
  ]);
}, 4 * DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const note = (text: string) =>
  api.request(`/api/sessions/${SESSION}/events`, { method: 'POST', headers: { ...bearer(teacher), 'content-type': 'application/json' }, body: JSON.stringify({ kind: 'note', text }) });
const eventsOf = async (token: string) => ((await api.request(`/api/sessions/${SESSION}/events`, { headers: bearer(token) })).body.data as { items: RunLogEvent[] }).items;

describe('the session stream (started once: notes are logged during the session)', () => {
  beforeAll(async () => {
    const started = await api.request(`/api/sessions/${SESSION}`, { method: 'PATCH', headers: { ...bearer(teacher), 'content-type': 'application/json' }, body: JSON.stringify({ status: 'en cours' }) });
    expect(started.status).toBe(200);
  });

  test('answers like GET /api/sessions/:id to whoever may not follow it: no token 401, another teacher 404, another organisation as its read', async () => {
    expect((await openStream(`${api.origin}${STREAM}`)).status).toBe(401);
    const other = await openStream(`${api.origin}${STREAM}`, bearer(teacher2));
    expect([other.status, other.headers.get('content-type')]).toEqual([404, 'application/json; charset=utf-8']);
    const read = await api.request(`/api/sessions/${SESSION}`, { headers: bearer(otherAdmin) });
    expect((await openStream(`${api.origin}${STREAM}`, bearer(otherAdmin))).status).toBe(read.status);
    expect(read.status).not.toBe(200);
  });

  test('the trainer and the admin get the status, then each event as GET …/events answers it, with its id; the participant only the status', async () => {
    const streams = await Promise.all([teacher, admin, student].map((token) => openStream(`${api.origin}${STREAM}`, bearer(token))));
    const [trainerStream, adminStream, studentStream] = streams as [Awaited<ReturnType<typeof openStream>>, Awaited<ReturnType<typeof openStream>>, Awaited<ReturnType<typeof openStream>>];
    for (const stream of streams) {
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('x-accel-buffering')).toBe('no');
      expect(stream.headers.get('cache-control')).toContain('no-transform');
      await expect(stream.next((frame) => frame.event === 'status')).resolves.toMatchObject({ data: JSON.stringify({ status: 'en cours' }) });
    }
    // Nothing old: the page has loaded the log already.
    expect(runEvents(trainerStream)).toEqual([]);

    expect((await note('Pose de la voie veineuse')).status).toBe(200);
    const logged = (await eventsOf(teacher)).at(-1) as RunLogEvent;
    for (const stream of [trainerStream, adminStream]) {
      const frame = await stream.next((candidate) => candidate.event === 'run');
      expect([frame.id, JSON.parse(frame.data ?? '')]).toEqual([logged.id, logged]);
    }

    expect((await api.request(`/api/sessions/${SESSION}`, { method: 'PATCH', headers: { ...bearer(teacher), 'content-type': 'application/json' }, body: JSON.stringify({ status: 'débriefing' }) })).status).toBe(200);
    await expect(studentStream.next((frame) => frame.data === JSON.stringify({ status: 'débriefing' }))).resolves.toMatchObject({ event: 'status' });
    await expect(trainerStream.next((frame) => frame.data === JSON.stringify({ status: 'débriefing' }))).resolves.toMatchObject({ event: 'status' });
    // The phase's event reaches the trainer; the student was sent no run event at all.
    await trainerStream.next((frame) => frame.event === 'run' && JSON.parse(frame.data ?? '{}').kind === 'phase_started');
    expect(studentStream.frames.filter((frame) => frame.event !== 'status' && frame.comment === undefined)).toEqual([]);
    for (const stream of streams) stream.close();
  });

  test('reconnecting with Last-Event-ID replays every event written after it, in order, and nothing before', async () => {
    const before = (await eventsOf(teacher)).at(-1) as RunLogEvent;
    for (const text of ['Appel du médecin', 'Adrénaline IM', 'Remplissage']) expect((await note(text)).status).toBe(200);
    const stream = await openStream(`${api.origin}${STREAM}`, { ...bearer(teacher), 'last-event-id': before.id });
    await stream.next(() => runEvents(stream).length >= 3);
    const after = (await eventsOf(teacher)).slice(-3);
    expect(runEvents(stream)).toEqual(after);
    expect(stream.frames.filter((frame) => frame.event === 'run').map((frame) => frame.id)).toEqual(after.map((event) => event.id));
    stream.close();
  });

  test('a comment line beats every heartbeat period while nothing happens', async () => {
    const stream = await openStream(`${api.origin}${STREAM}`, bearer(teacher));
    await expect(stream.next((frame) => frame.comment === 'heartbeat', 2_000)).resolves.toEqual({ comment: 'heartbeat' });
    stream.close();
  });

  test('the stream ends when its ID token expires (the client reconnects with a fresh one)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const shortLived = withClaims(teacher, { exp: now + 2 });
    const stream = await openStream(`${api.origin}${STREAM}`, bearer(shortLived));
    expect(stream.status).toBe(200);
    const started = Date.now();
    await stream.ended;
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});

describe('a client that does not read', () => {
  let slow: TestApi;
  beforeAll(async () => {
    slow = await liveApi({ live: { maxBufferedBytes: 64 * 1024 } });
    await slow.db.query(`update sessions set status = 'en cours' where id = $1`, [SESSION]);
  }, 4 * DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => slow?.close());

  test('is dropped once its unsent frames pass the bound, instead of being queued for', async () => {
    const url = new URL(`${slow.origin}${STREAM}`);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once('connect', resolve));
    let closed = false;
    socket.once('close', () => (closed = true));
    socket.write(`GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${teacher}\r\nAccept: text/event-stream\r\n\r\n`);
    // Read nothing from now on: the socket's buffers fill, then the server's.
    socket.pause();
    for (let waited = 0; slow.app.live.hub.streamCount === 0 && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(slow.app.live.hub.streamCount).toBe(1);

    // 1 MiB notes, written straight into the log (the API caps a note's text): far more than a socket buffers.
    const big = 'x'.repeat(1024 * 1024);
    for (let written = 0; written < 40 && slow.app.live.hub.streamCount > 0; written += 1) {
      await slow.db.query(`insert into run_log_events (id, session_id, kind, author_uid, payload) values ($1, $2, 'note', $3, $4)`, [
        randomUUID(),
        SESSION,
        DEMO_UIDS.enseignant,
        JSON.stringify({ text: big }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(slow.app.live.hub.streamCount).toBe(0);
    socket.resume();
    for (let waited = 0; !closed && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(closed).toBe(true);
    socket.destroy();
  }, 60_000);
});
