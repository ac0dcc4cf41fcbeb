/**
 * Actions the trainer took while their device was offline, sent when the connection came back with the time
 * they were taken (`taken_at`): the log keeps that time when it is plausible, says when the server received
 * them, and the run's clock (the `délai` timer's agenda) counts from it. An implausible time is replaced by
 * the time received. The rule as a table, then through the API (PGlite and PostgreSQL).
 */
import { randomUUID } from 'node:crypto';
import type { RunLog, RunLogEvent, SessionDetail } from '../../contract/schemas/sessions';
import { eventTime, TAKEN_AT_SKEW_MS } from '../../server/api/runLog';
import { DEMO_SCENARIO_IDS } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, testApi, type TestApi } from './support';

describe('the time an event is logged at', () => {
  const received = Date.UTC(2026, 0, 1, 9, 10);
  const start = received - 10 * 60_000;
  const iso = (ms: number) => new Date(ms).toISOString();
  test.each<[string, string | undefined, number | null, ReturnType<typeof eventTime>]>([
    ['sent at once (no taken time): received', undefined, start, { at: received, receivedAt: null }],
    ['taken offline after the bound: kept, with the time received', iso(received - 5 * 60_000), start, { at: received - 5 * 60_000, receivedAt: received }],
    ['taken before the bound (the session’s start, the last clock event): received', iso(start - 1_000), start, { at: received, receivedAt: null }],
    ['taken at the bound itself: received (the log never goes back, nor ties)', iso(start), start, { at: received, receivedAt: null }],
    ['a device clock a little fast: now, nothing to say', iso(received + TAKEN_AT_SKEW_MS - 1), start, { at: received, receivedAt: null }],
    ['in the future beyond the allowance: received', iso(received + 60_000), start, { at: received, receivedAt: null }],
    ['nothing to compare with (an empty log): received', iso(received - 1_000), null, { at: received, receivedAt: null }],
    ['not a time: received', 'hier', start, { at: received, receivedAt: null }],
  ])('%s', (_case, takenAt, notBefore, expected) => {
    expect(eventTime(takenAt, received, notBefore)).toEqual(expected);
  });
});

describe('actions sent after an outage', () => {
  let api: TestApi;
  let teacher: string;
  let path = '';
  let sessionId = '';
  /** When the session started (epoch ms): moved three minutes back, as if it had run since. */
  let started = 0;
  /** When the patient entered the initial state (a moment after the start). */
  let entered = 0;
  const iso = (ms: number) => new Date(ms).toISOString();
  const post = async (body: Record<string, unknown>) => {
    const reply = await api.request(`${path}/events`, { method: 'POST', headers: { ...bearer(teacher), 'Content-Type': 'application/json' }, body: JSON.stringify({ client_key: randomUUID(), ...body }) });
    return { status: reply.status, items: (reply.body.data as RunLog | undefined)?.items ?? [], message: reply.body.message };
  };
  const logged = async () => ((await api.request(`${path}/events`, { headers: bearer(teacher) })).body.data as RunLog).items;
  const dueAt = async () => {
    const [row] = await api.db.query<{ due: number | null }>('select (extract(epoch from run_due_at) * 1000)::float8 as due from sessions where id = $1', [sessionId]);
    return row?.due ?? null;
  };

  beforeAll(async () => {
    api = await testApi();
    teacher = await signIn('enseignant@actif.demo.test');
    const planned = await api.request('/api/sessions', {
      method: 'POST',
      headers: { ...bearer(teacher), 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenario_id: DEMO_SCENARIO_IDS.bronchiolite, title: 'Bronchiolite — hors ligne', starts_at: new Date().toISOString(), duration_minutes: 60, place: '', participants: [] }),
    });
    sessionId = (planned.body.data as SessionDetail).id;
    path = `/api/sessions/${sessionId}`;
    await api.request(path, { method: 'PATCH', headers: { ...bearer(teacher), 'Content-Type': 'application/json' }, body: JSON.stringify({ status: 'en cours' }) });
    await api.db.query(`update run_log_events set at = at - interval '3 minutes' where session_id = $1`, [sessionId]);
    const [start, initial] = await logged();
    started = Date.parse(start?.at ?? '');
    entered = Date.parse(initial?.at ?? '');
  }, DATABASE_HOOK_TIMEOUT_MS);
  afterAll(() => api?.close());

  test('a transition, a pause and a correction taken offline keep their times; the délai counts from them', async () => {
    const taken = await post({ kind: 'transition_taken', transition: 't1', taken_at: iso(started + 10_000) });
    expect(taken.status).toBe(200);
    // Both events of the tap at the time it was taken, and the time the server received them.
    expect(taken.items.map((event) => [event.kind, event.at])).toEqual([
      ['transition_taken', iso(started + 10_000)],
      ['state_reached', iso(started + 10_000)],
    ]);
    const received = taken.items[0]?.received_at ?? '';
    expect(Date.parse(received)).toBeGreaterThan(started + 170_000);

    expect((await post({ kind: 'paused', taken_at: iso(started + 20_000) })).items[0]?.at).toBe(iso(started + 20_000));
    expect((await post({ kind: 'resumed', taken_at: iso(started + 80_000) })).items[0]?.at).toBe(iso(started + 80_000));
    // The transition was a mistake: back in the initial state, whose time runs from its real entry, less the pause.
    const corrected = await post({ kind: 'correction', corrects: taken.items[0]?.id, state: 'initial', taken_at: iso(started + 100_000) });
    expect(corrected.items[0]).toMatchObject({ kind: 'correction', at: iso(started + 100_000), received_at: expect.any(String) });
    // « Aucune désobstruction après 5 minutes » falls due 5 minutes of unpaused time after its entry: the pause's minute added.
    expect(await dueAt()).toBe(entered + 300_000 + 60_000);
  });

  test('a note written offline keeps its time and takes its place in the journal; one sent online has none to keep', async () => {
    const note = await post({ kind: 'note', text: 'Aspiration faite.', taken_at: iso(started + 5_000) });
    expect(note.items).toEqual([{ id: expect.any(String), kind: 'note', at: iso(started + 5_000), received_at: expect.any(String), text: 'Aspiration faite.' }]);
    const log = await logged();
    // In the order things happened: after the start, before the transition taken 10 s in.
    expect(log.map((event) => event.kind).slice(0, 4)).toEqual(['phase_started', 'state_reached', 'note', 'transition_taken']);
    const online = await post({ kind: 'note', text: 'Appel du médecin.' });
    expect(online.items[0]).not.toHaveProperty('received_at');
  });

  test('an implausible taken time is replaced by the time received, and the log does not say it was late', async () => {
    const before = Date.now();
    const cases: [string, Record<string, unknown>][] = [
      ['a note taken before the session started', { kind: 'note', text: 'Avant le début.', taken_at: iso(started - 60_000) }],
      ['a note taken in the future', { kind: 'note', text: 'Dans le futur.', taken_at: iso(Date.now() + 60 * 60_000) }],
      // The log's last clock event is the correction 100 s in: a pause may not go back before it.
      ['a pause taken before the last clock event', { kind: 'paused', taken_at: iso(started + 90_000) }],
    ];
    for (const [name, body] of cases) {
      const [event] = (await post(body)).items as [RunLogEvent];
      expect([name, event.received_at, Date.parse(event.at) >= before - 1_000]).toEqual([name, undefined, true]);
    }
  });
});
