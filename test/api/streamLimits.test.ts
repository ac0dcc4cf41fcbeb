/**
 * What the live streams cost a process (server/api/plugins/app/live.ts): a client that hangs up before its
 * stream opens leaves nothing behind; one new event is one read however many monitors follow the session;
 * an account or a monitor link holds at most a few streams (429 past them), each slot freed when its stream closes.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { streamMessages } from '../../contract/messages';
import type { MonitorLink } from '../../contract/schemas/monitor';
import { MAX_STREAMS_PER_ACCOUNT, MAX_STREAMS_PER_MONITOR_LINK, STREAM_REFUSED_RETRY_SECONDS } from '../../server/api/plugins/app/live';
import { NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, type TestApi, type TestDatabase } from './support';
import { liveApi, liveDatabase, openStream, type OpenStream } from './streamSupport';

const SESSION = NEXT_WEEK_SESSION.id;
const STREAM = `/api/sessions/${SESSION}/stream`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (at most `ms`) until `done` holds; says whether it did. */
async function until(done: () => boolean, ms = 5_000): Promise<boolean> {
  for (let waited = 0; !done() && waited < ms; waited += 20) await sleep(20);
  return done();
}

let db: TestDatabase;
let api: TestApi;
let teacher: string;
let admin: string;
let linkToken: string;
beforeAll(async () => {
  db = await liveDatabase();
  api = await liveApi({ live: { rightsRecheckMs: 3_600_000 }, rateLimits: false }, db);
  [teacher, admin] = await Promise.all([signIn('enseignant@actif.demo.test'), signIn('admin@actif.demo.test')]);
  const started = await api.request(`/api/sessions/${SESSION}`, { method: 'PATCH', headers: { ...bearer(teacher), 'content-type': 'application/json' }, body: JSON.stringify({ status: 'en cours' }) });
  expect(started.status).toBe(200);
  const link = await api.request(`/api/sessions/${SESSION}/monitor-link`, { method: 'POST', headers: bearer(teacher) });
  linkToken = (link.body.data as MonitorLink).token;
}, 4 * DATABASE_HOOK_TIMEOUT_MS);
afterAll(async () => {
  await api?.close();
  await db?.close();
});

describe('a client that hangs up before its stream opens', () => {
  test('leaves no follower and no open stream behind (raw sockets closed 1–5 ms after the request)', async () => {
    const url = new URL(api.origin);
    const requests = [
      ...Array.from({ length: 20 }, () => `GET ${STREAM} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Bearer ${teacher}\r\nAccept: text/event-stream\r\n\r\n`),
      ...Array.from({ length: 20 }, () => `GET /api/monitor/${linkToken}/stream HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`),
    ];
    await Promise.all(
      requests.map(async (request, index) => {
        const socket = net.connect(Number(url.port), url.hostname);
        await new Promise((resolve) => socket.once('connect', resolve));
        const closed = new Promise((resolve) => socket.once('close', resolve));
        socket.write(request);
        await sleep(1 + (index % 5));
        socket.destroy();
        await closed;
      }),
    );
    // The handlers go on after their clients have left (the token checked, the session read): given time to
    // reach the point where a stream would open. Then, whatever each was doing, nothing follows the session.
    await sleep(2_000);
    expect(await until(() => api.app.live.hub.streamCount === 0 && api.app.live.openStreams === 0, 5_000)).toBe(true);
    expect([api.app.live.hub.streamCount, api.app.live.openStreams]).toEqual([0, 0]);
    // …and the slots they took are free again: the account opens as many streams as it may.
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => openStream(`${api.origin}${STREAM}`, bearer(teacher))));
    expect(streams.map((stream) => stream.status)).toEqual(Array(MAX_STREAMS_PER_ACCOUNT).fill(200));
    for (const stream of streams) stream.close();
    expect(await until(() => api.app.live.hub.streamCount === 0)).toBe(true);
  }, 60_000);
});

describe('streams per account and per monitor link', () => {
  test(`an account holds at most ${MAX_STREAMS_PER_ACCOUNT}: the next is a 429 in the envelope, in French; closing one frees its slot; another account is not affected`, async () => {
    const held = await Promise.all(Array.from({ length: MAX_STREAMS_PER_ACCOUNT }, () => openStream(`${api.origin}${STREAM}`, bearer(teacher))));
    for (const stream of held) await stream.next((frame) => frame.event === 'status');
    const refused = await fetch(`${api.origin}${STREAM}`, { headers: { ...bearer(teacher), accept: 'text/event-stream' } });
    expect([refused.status, refused.headers.get('retry-after'), await refused.json()]).toEqual([
      429,
      String(STREAM_REFUSED_RETRY_SECONDS),
      { success: false, message: streamMessages.tooManyStreams },
    ]);
    const other = await openStream(`${api.origin}${STREAM}`, bearer(admin));
    expect(other.status).toBe(200);

    held[0]?.close();
    let again: OpenStream | null = null;
    // The server hears the hang-up a moment later: asked until the slot is free.
    for (let attempt = 0; attempt < 50 && again?.status !== 200; attempt += 1) {
      if (attempt > 0) await sleep(50);
      again = await openStream(`${api.origin}${STREAM}`, bearer(teacher));
    }
    expect(again?.status).toBe(200);
    for (const stream of [...held, other, again]) stream?.close();
    expect(await until(() => api.app.live.hub.streamCount === 0)).toBe(true);
  }, 60_000);

  test(`a monitor link feeds at most ${MAX_STREAMS_PER_MONITOR_LINK} screens: the next is a 429, in French`, async () => {
    const screens = await Promise.all(Array.from({ length: MAX_STREAMS_PER_MONITOR_LINK }, () => openStream(`${api.origin}/api/monitor/${linkToken}/stream`)));
    expect(screens.map((screen) => screen.status)).toEqual(Array(MAX_STREAMS_PER_MONITOR_LINK).fill(200));
    const refused = await fetch(`${api.origin}/api/monitor/${linkToken}/stream`, { headers: { accept: 'text/event-stream' } });
    expect([refused.status, await refused.json()]).toEqual([429, { success: false, message: streamMessages.tooManyMonitors }]);
    for (const screen of screens) screen.close();
    expect(await until(() => api.app.live.hub.streamCount === 0)).toBe(true);
  }, 60_000);
});

describe('one read per event, whatever the number of monitors', () => {
  // A database of its own, with one listener: two API instances on one PGlite would each be told everything twice.
  let own: TestDatabase;
  let counted: TestApi;
  let token: string;
  let queries: string[] = [];
  beforeAll(async () => {
    own = await liveDatabase();
    const counting: TestDatabase = {
      ...own,
      query: (sql, params, options) => {
        queries.push(sql);
        return own.query(sql, params, options);
      },
    };
    counted = await liveApi({ live: { maxStreamsPerHolder: 100, rightsRecheckMs: 3_600_000 }, rateLimits: false }, counting);
    expect((await counted.request(`/api/sessions/${SESSION}`, { method: 'PATCH', headers: { ...bearer(teacher), 'content-type': 'application/json' }, body: JSON.stringify({ status: 'en cours' }) })).status).toBe(200);
    token = ((await counted.request(`/api/sessions/${SESSION}/monitor-link`, { method: 'POST', headers: bearer(teacher) })).body.data as MonitorLink).token;
  }, 4 * DATABASE_HOOK_TIMEOUT_MS);
  afterAll(async () => {
    await counted?.close();
    await own?.close();
  });

  test('50 monitors of one session: a new state costs one query, and each monitor is sent its vitals', async () => {
    const screens = await Promise.all(Array.from({ length: 50 }, () => openStream(`${counted.origin}/api/monitor/${token}/stream`)));
    for (const screen of screens) await screen.next((frame) => frame.event === 'vitals');
    const [graph] = await own.query<{ states: { id: string; vitals: Record<string, unknown> }[] }>(
      `select v.content->'graph'->'states' as states from sessions s join scenario_versions v on v.scenario_id = s.scenario_id and v.version = s.scenario_version where s.id = $1`,
      [SESSION],
    );
    const state = graph?.states.at(-1);
    expect(state).toBeDefined();
    await sleep(100);
    queries = [];
    const id = randomUUID();
    // Written past the API (its own queries are not the streams'): the trigger notifies, the hub reads.
    await own.query(`insert into run_log_events (id, session_id, kind, payload) values ($1, $2, 'state_reached', $3)`, [id, SESSION, JSON.stringify({ state: state?.id })]);
    for (const screen of screens) {
      const frame = await screen.next((candidate) => candidate.event === 'vitals' && candidate.id === id);
      // The state's vitals, and no trend running (a new state ends them: contract/liveVitals.ts).
      expect(JSON.parse(frame.data ?? '{}')).toEqual({ ...state?.vitals, trends: [] });
    }
    expect(queries).toHaveLength(1);
    for (const screen of screens) screen.close();
  }, 60_000);
});
