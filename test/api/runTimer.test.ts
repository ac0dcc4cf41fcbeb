/**
 * The `délai` timer (docs/product.md §14.3 "Running"): a transition whose time has run fires by
 * itself, logged `auto: true`, with no browser open; not while the clock is paused (paused time does not
 * count); on time after an API restart (its time comes from the log); once with two API processes. And
 * the decisions behind it and behind the trainer's events, as tables.
 */
import { sessionMessages } from '../../contract/messages';
import type { ClockEvent } from '../../contract/runClock';
import type { ScenarioContent, ScenarioTransition } from '../../contract/schemas/scenarios';
import type { EventBody, RunLog, RunLogEvent, SessionDetail } from '../../contract/schemas/sessions';
import { randomUUID } from 'node:crypto';
import { buildApi } from '../../server/api/buildApi';
import { apiSettings } from '../../server/api/config';
import { fireDueTransitions, RUN_TIMER_POLL_MS } from '../../server/api/plugins/app/runTimer';
import { RUN_LOG_WRITES_PER_WINDOW } from '../../server/api/routes/sessions/run';
import { decideEvent, timerDecision } from '../../server/api/runLog';
import { openDatabase } from '../../server/db/database';
import { RecordingMailer } from '../../server/mail/mailer';
import { DEMO_SCENARIO_IDS } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, demoDatabase, listening, signIn, testDatabaseKind, type TestDatabase } from './support';

const at = (ms: number) => new Date(Date.UTC(2026, 0, 1, 9) + ms).toISOString();
const T0 = Date.parse(at(0));
const event = (id: string, kind: ClockEvent['kind'], ms: number, extra: Partial<RunLogEvent> = {}): RunLogEvent => ({ id, kind, at: at(ms), ...extra });
const delayed = (id: string, from: string, to: string, seconds: number): ScenarioTransition => ({ id, from, to, label: id, trigger: 'délai', delay_seconds: seconds });
const clicked = (id: string, from: string, to: string): ScenarioTransition => ({ id, from, to, label: id, trigger: 'décision du formateur' });

describe('the timer’s decision', () => {
  const transitions = [delayed('t2', 'initial', 'aggravation', 10), delayed('t9', 'initial', 'fin', 30), clicked('t1', 'initial', 'amelioration')];
  const started = [event('p', 'phase_started', 0, { phase: 'scénario' }), event('e1', 'state_reached', 0, { state: 'initial' })];
  test.each<[string, RunLogEvent[], number, ReturnType<typeof timerDecision>]>([
    ['before its time: look again when it falls due', started, 4_000, { fire: null, dueAt: T0 + 10_000 }],
    [
      'its time has run: the transition and the state, after the state it leaves, auto',
      started,
      10_000,
      {
        transition: transitions[0]!,
        fire: [
          { kind: 'transition_taken', payload: { transition: 't2', from: 'initial', to: 'aggravation', after: 'e1', auto: true } },
          { kind: 'state_reached', payload: { state: 'aggravation' } },
        ],
      },
    ],
    ['paused: nothing to wait for', [...started, event('x', 'paused', 3_000)], 60_000, { fire: null, dueAt: null }],
    ['resumed: the paused time is added', [...started, event('x', 'paused', 3_000), event('y', 'resumed', 8_000)], 9_000, { fire: null, dueAt: T0 + 15_000 }],
    ['another state reached: counted from it', [...started, event('e2', 'state_reached', 5_000, { state: 'aggravation' })], 20_000, { fire: null, dueAt: null }],
    ['corrected back: counted from the correction', [...started, event('e2', 'state_reached', 5_000, { state: 'aggravation' }), event('c', 'correction', 6_000, { state: 'initial' })], 7_000, { fire: null, dueAt: T0 + 16_000 }],
    [
      'the mistaken transition corrected: never happened, the state’s time goes on from its real entry',
      [...started, event('x', 'transition_taken', 5_000, { transition: 't1', from: 'initial', to: 'amelioration' }), event('e2', 'state_reached', 5_000, { state: 'amelioration' }), event('c', 'correction', 6_000, { corrects: 'x', state: 'initial' })],
      7_000,
      { fire: null, dueAt: T0 + 10_000 },
    ],
    [
      'corrected to another state than the one left: counted from the correction',
      [...started, event('x', 'transition_taken', 5_000, { transition: 't1', from: 'initial', to: 'amelioration' }), event('e2', 'state_reached', 5_000, { state: 'amelioration' }), event('c', 'correction', 6_000, { corrects: 'x', state: 'aggravation' })],
      7_000,
      { fire: null, dueAt: null },
    ],
    ['no scenario phase yet', [], 60_000, { fire: null, dueAt: null }],
  ])('%s', (_name, log, now, expected) => {
    expect(timerDecision(transitions, log, T0 + now)).toEqual(expected);
  });
});

describe('the trainer’s event', () => {
  const graph: ScenarioContent['graph'] = {
    states: ['initial', 'aggravation', 'amelioration'].map((id) => ({ id, name: id, kind: 'intermédiaire', vitals: {}, description: '' })),
    transitions: [clicked('t1', 'initial', 'amelioration'), delayed('t2', 'initial', 'aggravation', 300), clicked('t3', 'aggravation', 'amelioration')],
  } as ScenarioContent['graph'];
  const log = [event('e1', 'state_reached', 0, { state: 'initial' })];
  const left = [...log, event('x', 'transition_taken', 1_000, { transition: 't1', from: 'initial', to: 'amelioration' }), event('e2', 'state_reached', 1_000, { state: 'amelioration' })];
  const paused = [...log, event('p', 'paused', 500)];
  test.each<[string, EventBody, RunLogEvent[], 'en cours' | 'débriefing', ReturnType<typeof decideEvent>]>([
    ['a note keeps its tags', { kind: 'note', text: ' Appel ', tags: ['communication'] }, log, 'en cours', { writes: [{ kind: 'note', payload: { text: 'Appel', tags: ['communication'] } }] }],
    [
      'a transition from the current state records the state it leaves',
      { kind: 'transition_taken', transition: 't1' },
      log,
      'en cours',
      {
        writes: [
          { kind: 'transition_taken', payload: { transition: 't1', from: 'initial', to: 'amelioration', after: 'e1' } },
          { kind: 'state_reached', payload: { state: 'amelioration' } },
        ],
      },
    ],
    ['a second exit from the state just left', { kind: 'transition_taken', transition: 't2' }, left, 'en cours', { refusal: 409, message: sessionMessages.transitionTaken }],
    ['a transition from another state', { kind: 'transition_taken', transition: 't3' }, log, 'en cours', { refusal: 409, message: sessionMessages.transitionNotOffered }],
    ['an unknown transition', { kind: 'transition_taken', transition: 'inventée' }, log, 'en cours', { refusal: 422, message: sessionMessages.unknownTransition }],
    ['pause while running', { kind: 'paused' }, log, 'en cours', { writes: [{ kind: 'paused', payload: {} }] }],
    ['pause again', { kind: 'paused' }, paused, 'en cours', { refusal: 409, message: sessionMessages.alreadyPaused }],
    ['resume while running', { kind: 'resumed' }, log, 'en cours', { refusal: 409, message: sessionMessages.notPaused }],
    ['resume while paused', { kind: 'resumed' }, paused, 'en cours', { writes: [{ kind: 'resumed', payload: {} }] }],
    ['pause during the debriefing', { kind: 'paused' }, log, 'débriefing', { refusal: 409, message: sessionMessages.pauseClosed }],
    ['a transition once the debriefing has started', { kind: 'transition_taken', transition: 't1' }, log, 'débriefing', { refusal: 409, message: sessionMessages.scenarioClosed }],
    ['a state once the debriefing has started', { kind: 'state_reached', state: 'aggravation' }, log, 'débriefing', { refusal: 409, message: sessionMessages.scenarioClosed }],
    ['a correction once the debriefing has started', { kind: 'correction', corrects: 'e1', state: 'initial' }, log, 'débriefing', { refusal: 409, message: sessionMessages.scenarioClosed }],
    ['a note during the debriefing', { kind: 'note', text: 'Débriefing' }, log, 'débriefing', { writes: [{ kind: 'note', payload: { text: 'Débriefing' } }] }],
    ['a correction of a transition', { kind: 'correction', corrects: 'x', state: 'initial' }, left, 'en cours', { writes: [{ kind: 'correction', payload: { corrects: 'x', state: 'initial' } }] }],
    ['a correction of a note', { kind: 'correction', corrects: 'p', state: 'initial' }, paused, 'en cours', { refusal: 422, message: sessionMessages.correctionTarget }],
    ['a correction to an unknown state', { kind: 'correction', corrects: 'e1', state: 'ailleurs' }, log, 'en cours', { refusal: 422, message: sessionMessages.unknownState }],
    ['a correction without its state', { kind: 'correction', corrects: 'e1' }, log, 'en cours', { refusal: 422, message: sessionMessages.eventIncomplete }],
  ])('%s', (_name, body, events, status, expected) => {
    expect(decideEvent(body, { status, graph, log: events, now: T0 + 5_000 })).toEqual(expected);
  });
});

/** The bronchiolite's t2 (initial → aggravation, `délai`) falls due this long after the state is reached. */
const DELAY_MS = 2_000;
/** The tests' APIs look every 200 ms (a running API: every second). */
const POLL_MS = 200;
/** Each of these tests starts APIs and waits for delays: on a busy machine, more than the default 20 s before it counts as hung. */
const TIMED_TEST_MS = 60_000;

let db: TestDatabase;
let teacher: string;
beforeAll(async () => {
  db = await demoDatabase();
  await db.query(`update scenario_versions set content = jsonb_set(content, '{graph,transitions,1,delay_seconds}', $2::jsonb) where scenario_id = $1`, [
    DEMO_SCENARIO_IDS.bronchiolite,
    JSON.stringify(DELAY_MS / 1000),
  ]);
  teacher = await signIn('enseignant@actif.demo.test');
}, DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => db?.close());

type Server = Awaited<ReturnType<typeof listening>>;

async function timedApi(database: TestDatabase = db) {
  const app = buildApi({ db: database, mailer: new RecordingMailer(), runTimerPollMs: POLL_MS });
  return { app, server: await listening(app) };
}

const send = (server: Server, method: string, path: string, body?: unknown) =>
  server.request(path, { method, headers: { ...bearer(teacher), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });

/** A bronchiolite session, started: the patient is in « initial » since the returned instant. */
async function startedSession(server: Server): Promise<{ id: string; reachedAt: number }> {
  const planned = await send(server, 'POST', '/api/sessions', {
    scenario_id: DEMO_SCENARIO_IDS.bronchiolite,
    title: 'Minuteur',
    starts_at: new Date().toISOString(),
    duration_minutes: 60,
    place: '',
    participants: [],
  });
  const id = (planned.body.data as SessionDetail).id;
  expect((await send(server, 'PATCH', `/api/sessions/${id}`, { status: 'en cours' })).status).toBe(200);
  const reached = (await log(server, id)).find((one) => one.kind === 'state_reached');
  return { id, reachedAt: Date.parse(reached?.at ?? '') };
}

const log = async (server: Server, id: string) => ((await send(server, 'GET', `/api/sessions/${id}/events`)).body.data as RunLog).items;

/** The session's transitions taken, straight from the database (as many as were written). */
const taken = (id: string) =>
  db.query<{ at: string; payload: Record<string, unknown>; author_uid: string | null }>(
    `select to_char(at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at, payload, author_uid from run_log_events where session_id = $1 and kind = 'transition_taken' order by seq`,
    [id],
  );

async function firstTransition(id: string, withinMs: number) {
  for (const deadline = Date.now() + withinMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const [first] = await taken(id);
    if (first) return first;
  }
  return null;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('a délai transition fires by itself when its time has run, logged auto, and the patient is in its state', async () => {
  const { app, server } = await timedApi();
  try {
    const { id, reachedAt } = await startedSession(server);
    const fired = await firstTransition(id, DELAY_MS + 3_000);
    expect(fired).toMatchObject({ payload: { transition: 't2', from: 'initial', to: 'aggravation', auto: true }, author_uid: null });
    // Never before its time; late by a poll and a query at most, not by a delay.
    expect(Date.parse(fired!.at) - reachedAt).toBeGreaterThanOrEqual(DELAY_MS);
    expect(Date.parse(fired!.at) - reachedAt).toBeLessThan(DELAY_MS + 1_000);
    const events = await log(server, id);
    expect(events.slice(-2)).toMatchObject([
      { kind: 'transition_taken', transition: 't2', auto: true },
      { kind: 'state_reached', state: 'aggravation' },
    ]);
    // The trainer's click on the other exit of « initial » now comes too late.
    expect(await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'transition_taken', transition: 't1' })).toMatchObject({
      status: 409,
      body: { message: sessionMessages.transitionTaken },
    });
  } finally {
    await app.close();
  }
}, TIMED_TEST_MS);

test('it does not fire while the clock is paused, and fires later by the time paused', async () => {
  const { app, server } = await timedApi();
  try {
    const { id, reachedAt } = await startedSession(server);
    await pause(500);
    const paused = (await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'paused' })).body.data as RunLog;
    await pause(DELAY_MS);
    expect(await taken(id)).toEqual([]);
    const resumed = (await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'resumed' })).body.data as RunLog;
    const pausedMs = Date.parse(resumed.items[0]!.at) - Date.parse(paused.items[0]!.at);
    const fired = await firstTransition(id, DELAY_MS + 3_000);
    expect(fired?.payload).toMatchObject({ transition: 't2', auto: true });
    const late = Date.parse(fired!.at) - (reachedAt + DELAY_MS + pausedMs);
    expect(late).toBeGreaterThanOrEqual(0);
    expect(late).toBeLessThan(1_000);
  } finally {
    await app.close();
  }
}, TIMED_TEST_MS);

test('a corrected transition never happened: the délai of the state it left falls due from that state’s real entry', async () => {
  const { app, server } = await timedApi();
  try {
    const { id } = await startedSession(server);
    const mistaken = (await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'transition_taken', transition: 't1' })).body.data as RunLog;
    await pause(DELAY_MS * 0.75);
    const corrected = (await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'correction', corrects: mistaken.items[0]!.id, state: 'initial' })).body.data as RunLog;
    let fired: Awaited<ReturnType<typeof taken>>[number] | undefined;
    for (const deadline = Date.now() + DELAY_MS + 3_000; !fired && Date.now() < deadline; await pause(50)) {
      fired = (await taken(id)).find((one) => one.payload.auto === true);
    }
    expect(fired?.payload).toMatchObject({ transition: 't2', from: 'initial', auto: true });
    // Counted from the correction, it would fire a whole délai after it.
    expect(Date.parse(fired!.at) - Date.parse(corrected.items[0]!.at)).toBeLessThan(DELAY_MS);
  } finally {
    await app.close();
  }
}, TIMED_TEST_MS);

test('restart: an API stopped before the due time, a new one started, it fires on time', async () => {
  const first = await timedApi();
  let second: Awaited<ReturnType<typeof timedApi>> | undefined;
  try {
    const { id, reachedAt } = await startedSession(first.server);
    await first.app.close();
    second = undefined;
    await pause(DELAY_MS / 2);
    expect(await taken(id)).toEqual([]);
    second = await timedApi();
    // On a busy machine the new process may be ready only after the due time: it then fires at once.
    const readyAt = Date.now();
    const fired = await firstTransition(id, DELAY_MS + 3_000);
    expect(Date.parse(fired!.at) - (reachedAt + DELAY_MS)).toBeGreaterThanOrEqual(0);
    // Counted from the log, not from the new process's start (which would fire a whole delay after it is ready).
    expect(Date.parse(fired!.at) - Math.max(reachedAt + DELAY_MS, readyAt)).toBeLessThan(DELAY_MS / 2);
  } finally {
    // The first is closed once only: by the test, or here when the test failed before.
    if (first.server && !second) await first.app.close().catch(() => undefined);
    await second?.app.close();
  }
}, TIMED_TEST_MS);

test('two API processes over one database: exactly one transition fires', async () => {
  // On PostgreSQL, each process with its own connections, as `serve:cluster` runs them.
  const other = testDatabaseKind() === 'postgres' && db.url ? await openDatabase({ kind: 'postgres', url: db.url }) : db;
  const apis = [await timedApi(), await timedApi(other)];
  try {
    const { id } = await startedSession(apis[0]!.server);
    expect(await firstTransition(id, DELAY_MS + 3_000)).not.toBeNull();
    // Both processes look several times more after it fired.
    await pause(POLL_MS * 4);
    expect(await taken(id)).toHaveLength(1);
    expect((await log(apis[1]!.server, id)).filter((one) => one.kind === 'state_reached').map((one) => one.state)).toEqual(['initial', 'aggravation']);
  } finally {
    await Promise.all(apis.map(({ app }) => app.close()));
    if (other !== db) await other.close();
  }
}, TIMED_TEST_MS);

describe('a timer no log can freeze', () => {
  /** A running bronchiolite session written straight into the database, as a script or a long run leaves it. */
  async function runningSession(title: string): Promise<string> {
    const id = randomUUID();
    await db.query(
      `insert into sessions (id, organisation_id, scenario_id, scenario_version, trainer_uid, title, starts_at, duration_minutes, status)
       select $1, organisation_id, id, 1, author_uid, $3, now(), 60, 'en cours' from scenarios where id = $2`,
      [id, DEMO_SCENARIO_IDS.bronchiolite, title],
    );
    return id;
  }

  test('a session paused and resumed 30 000 times: another organisation’s calls stay under 500 ms, and its délai still fires', async () => {
    const id = await runningSession('Pause en boucle');
    // 30 000 pauses and resumes, 5 ms apart, in the ten minutes before the patient reached « initial » again now.
    await db.query(
      `insert into run_log_events (id, session_id, kind, at, payload)
       select gen_random_uuid(), $1, 'phase_started', now() - interval '10 minutes', '{"phase": "scénario"}'
       union all
       select * from (select gen_random_uuid(), $1::uuid, case when n % 2 = 0 then 'paused' else 'resumed' end,
         now() - interval '10 minutes' + n * interval '5 milliseconds', '{}'::jsonb from generate_series(0, 29999) n order by n) loop`,
      [id],
    );
    await db.query(`insert into run_log_events (id, session_id, kind, at, payload) values ($1, $2, 'state_reached', clock_timestamp(), '{"state": "initial"}')`, [
      randomUUID(),
      id,
    ]);
    expect((await db.query<{ n: number }>('select count(*)::int as n from run_log_events where session_id = $1', [id]))[0]?.n).toBe(30_002);
    const other = await signIn('admin@inactif.demo.test');
    const { app, server } = await timedApi();
    try {
      // The API's first answer (its first token check, its first statements) is not what is measured.
      expect((await server.request('/api/auth/users/profile', { headers: bearer(other) })).status).toBe(200);
      const durations: number[] = [];
      // The timer looks every 200 ms for these three seconds, the délai falls due in two.
      for (const until = Date.now() + DELAY_MS + 1_000; Date.now() < until; await pause(100)) {
        const sent = performance.now();
        const reply = await server.request('/api/auth/users/profile', { headers: bearer(other) });
        durations.push(performance.now() - sent);
        expect(reply.status).toBe(200);
      }
      expect(Math.max(...durations)).toBeLessThan(500);
      expect(await firstTransition(id, 3_000)).toMatchObject({ payload: { transition: 't2', auto: true } });
    } finally {
      await app.close();
      await db.query(`update sessions set status = 'terminée' where id = $1`, [id]);
    }
  }, TIMED_TEST_MS);

  test('a round reads only what is due: one query with sessions running and nothing due, none of their events', async () => {
    // Ten minutes to wait in « initial »: nothing falls due while the test runs.
    const setDelay = (seconds: number) =>
      db.query(`update scenario_versions set content = jsonb_set(content, '{graph,transitions,1,delay_seconds}', $2::jsonb) where scenario_id = $1`, [
        DEMO_SCENARIO_IDS.bronchiolite,
        JSON.stringify(seconds),
      ]);
    await setDelay(600);
    const ids = await Promise.all(Array.from({ length: 20 }, (_, index) => runningSession(`En attente ${index}`)));
    for (const id of ids) {
      await db.query(
        `insert into run_log_events (id, session_id, kind, payload) values (gen_random_uuid(), $1, 'phase_started', '{"phase": "scénario"}')`,
        [id],
      );
      await db.query(`insert into run_log_events (id, session_id, kind, payload) values (gen_random_uuid(), $1, 'state_reached', '{"state": "initial"}')`, [id]);
    }
    const queries: string[] = [];
    const counting: TestDatabase = { ...db, query: (text, params, options) => (queries.push(text), db.query(text, params, options)) };
    const app = buildApi({ db: counting, mailer: new RecordingMailer() });
    try {
      await app.ready();
      // The first round decides for every session the inserts made due, and stores each one's moment.
      await fireDueTransitions(app);
      const stored = await db.query<{ due: string | null }>(`select run_due_at::text as due from sessions where id = any($1::uuid[])`, [ids]);
      expect(stored.every((row) => row.due !== null)).toBe(true);
      queries.length = 0;
      const next = await fireDueTransitions(app);
      expect(queries).toHaveLength(1);
      expect(queries[0]).not.toMatch(/run_log_events/);
      // It sleeps until the soonest moment: ten minutes after the state was reached.
      expect(next - Date.now()).toBeGreaterThan(500_000);
      expect(next - Date.now()).toBeLessThanOrEqual(600_000);
    } finally {
      await app.close();
      await setDelay(DELAY_MS / 1000);
      await db.query(`update sessions set status = 'terminée' where id = any($1::uuid[])`, [ids]);
    }
  }, TIMED_TEST_MS);

  test('the moment follows the clock in the writing transaction: none while paused, pushed back by the pause on resume', async () => {
    // No timer runs: what is stored is the writers' own doing.
    const app = buildApi({ db, mailer: new RecordingMailer() });
    const server = await listening(app);
    const due = async (id: string) => (await db.query<{ ms: number | null }>(`select (extract(epoch from run_due_at) * 1000)::float8 as ms from sessions where id = $1`, [id]))[0]?.ms;
    try {
      const { id, reachedAt } = await startedSession(server);
      expect(await due(id)).toBe(reachedAt + DELAY_MS);
      const paused = (await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'paused' })).body.data as RunLog;
      expect(await due(id)).toBeNull();
      await pause(300);
      const resumed = (await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'resumed' })).body.data as RunLog;
      const pausedMs = Date.parse(resumed.items[0]!.at) - Date.parse(paused.items[0]!.at);
      expect(await due(id)).toBe(reachedAt + DELAY_MS + pausedMs);
      expect((await send(server, 'PATCH', `/api/sessions/${id}`, { status: 'débriefing' })).status).toBe(200);
      expect(await due(id)).toBeNull();
      // The scenario is closed: its transitions are refused, the log contradicts nothing.
      expect(await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'transition_taken', transition: 't1' })).toMatchObject({
        status: 409,
        body: { message: sessionMessages.scenarioClosed },
      });
    } finally {
      await app.close();
    }
  }, TIMED_TEST_MS);

  test('a session’s log takes at most 60 events a minute from people: the next is refused, 429 in French, other sessions go on', async () => {
    const app = buildApi({ db, mailer: new RecordingMailer() });
    const server = await listening(app);
    try {
      const { id } = await startedSession(server);
      const { id: other } = await startedSession(server);
      // The session's start wrote two events by the trainer (its phase and its initial state).
      for (let index = 0; index < RUN_LOG_WRITES_PER_WINDOW - 2; index++) {
        expect((await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'note', text: `Note ${index}` })).status).toBe(200);
      }
      const refused = await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'note', text: 'De trop' });
      expect(refused).toMatchObject({ status: 429, body: { success: false, message: sessionMessages.tooManyEvents } });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await log(server, id)).some((event) => event.text === 'De trop')).toBe(false);
      expect((await send(server, 'POST', `/api/sessions/${other}/events`, { kind: 'note', text: 'Ailleurs' })).status).toBe(200);
    } finally {
      await app.close();
    }
  }, TIMED_TEST_MS);

  test('a trainer’s write is decided on the current state’s events, not the whole log, and decides the same', async () => {
    const reads: number[] = [];
    const counting: TestDatabase = {
      ...db,
      transaction: (work) =>
        db.transaction((tx) =>
          work({
            ...tx,
            query: async <Row,>(text: string, params?: readonly unknown[], options?: Parameters<typeof tx.query>[2]) => {
              const rows = await tx.query<Row>(text, params, options);
              reads.push(rows.length);
              return rows;
            },
          }),
        ),
    };
    const app = buildApi({ db: counting, mailer: new RecordingMailer() });
    const server = await listening(app);
    try {
      const { id } = await startedSession(server);
      // Two thousand pauses, resumes and notes in « initial », as a long run leaves them; the clock runs after the last.
      await db.query(
        `insert into run_log_events (id, session_id, kind, at, payload)
         select gen_random_uuid(), $1::uuid, case n % 3 when 0 then 'paused' when 1 then 'resumed' else 'note' end,
           clock_timestamp() + n * interval '1 microsecond', case when n % 3 = 2 then '{"text": "Note"}'::jsonb else '{}'::jsonb end
         from generate_series(0, 1999) n order by n`,
        [id],
      );
      const left = (await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'transition_taken', transition: 't1' })).body.data as RunLog;
      expect(left.items.map((event) => event.kind)).toEqual(['transition_taken', 'state_reached']);
      reads.length = 0;
      // The state just left: « already taken », not « not offered » (the last exit is found without the log).
      expect(await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'transition_taken', transition: 't2' })).toMatchObject({
        status: 409,
        body: { message: sessionMessages.transitionTaken },
      });
      // The clock ran on after the last resume: a pause is taken, a second one refused.
      expect((await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'paused' })).status).toBe(200);
      expect((await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'paused' })).body.message).toBe(sessionMessages.alreadyPaused);
      // A correction of the transition that left them behind, to a third state (back to « initial », its stay and its
      // two thousand events would count again: a correction back never moved the patient).
      const corrected = await send(server, 'POST', `/api/sessions/${id}/events`, { kind: 'correction', corrects: left.items[0]!.id, state: 'aggravation' });
      expect(corrected.status).toBe(200);
      // No read in those writes came near the log's length.
      expect(Math.max(...reads)).toBeLessThan(50);
    } finally {
      await app.close();
    }
  }, TIMED_TEST_MS);

  test('a production API (npm run api’s settings) fires a délai transition by itself', async () => {
    const app = buildApi({ db, ...apiSettings({}), mailer: new RecordingMailer() });
    const server = await listening(app);
    try {
      const { id, reachedAt } = await startedSession(server);
      const fired = await firstTransition(id, DELAY_MS + RUN_TIMER_POLL_MS + 2_000);
      expect(fired).toMatchObject({ payload: { transition: 't2', auto: true }, author_uid: null });
      expect(Date.parse(fired!.at) - reachedAt).toBeGreaterThanOrEqual(DELAY_MS);
    } finally {
      await app.close();
    }
  }, TIMED_TEST_MS);
});
