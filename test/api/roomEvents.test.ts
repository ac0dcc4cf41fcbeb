/**
 * The room's new run-log events (docs/product.md, the room; docs/api.md): the trainer changes the vitals at once
 * or as a trend (`vitals_changed`), taps a quick action of the scenario (`action`), names the learners of a note
 * or an action. Refused with a French message naming what is wrong; a double tap logs once; the patient monitor
 * answers and streams the live vitals; a student sees nothing more than before.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { liveVitalsMessages, sessionMessages } from '../../contract/messages';
import type { MonitorLink, MonitorStreamVitals } from '../../contract/schemas/monitor';
import type { Scenario } from '../../contract/schemas/scenarios';
import type { RunLogEvent, SessionDetail } from '../../contract/schemas/sessions';
import { DEMO_SCENARIO_IDS, DEMO_UIDS, NEXT_WEEK_SESSION, PAST_SESSION } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, type TestApi } from './support';
import { liveApi, openStream } from './streamSupport';

const SESSION = NEXT_WEEK_SESSION.id;
const EVENTS = `/api/sessions/${SESSION}/events`;

let api: TestApi;
let teacher: string;
let student: string;
let session: SessionDetail;
beforeAll(async () => {
  api = await liveApi({ appOrigin: 'https://app.simusession.test', monitorLinkKey: randomBytes(32) });
  [teacher, student] = await Promise.all([signIn('enseignant@actif.demo.test'), signIn('etudiant@actif.demo.test')]);
  expect((await send('PATCH', `/api/sessions/${SESSION}`, teacher, { status: 'en cours' })).status).toBe(200);
  session = (await send('GET', `/api/sessions/${SESSION}`, teacher)).body.data as SessionDetail;
}, 4 * DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const send = (method: string, path: string, token: string, body?: unknown) =>
  api.request(path, { method, headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
const post = (body: Record<string, unknown>) => send('POST', EVENTS, teacher, body);
const logged = async (body: Record<string, unknown>) => {
  const reply = await post(body);
  expect(reply.status).toBe(200);
  return (reply.body.data as { items: RunLogEvent[] }).items;
};
const log = async () => ((await send('GET', EVENTS, teacher)).body.data as { items: RunLogEvent[] }).items;
const monitorLink = async () => ((await send('POST', `/api/sessions/${SESSION}/monitor-link?replace=true`, teacher)).body.data as MonitorLink).token;

describe('vitals_changed', () => {
  test.each<[string, Record<string, unknown>, number | undefined, string]>([
    ['FC above 300', { fc: 301 }, undefined, 'FC\u00a0: valeur hors limites (0 à 300).'],
    ['SpO₂ above 100', { spo2: 120 }, undefined, 'SpO₂\u00a0: valeur hors limites (0 à 100).'],
    ['FR below 0', { fr: -2 }, undefined, 'FR\u00a0: valeur hors limites (0 à 120).'],
    ['T° above 45', { temperature: 46 }, undefined, 'T°\u00a0: valeur hors limites (20 à 45).'],
    ['a PA upside down', { pa: '60/90' }, undefined, liveVitalsMessages.bloodPressure('order')],
    ['a PA in words', { pa: 'basse' }, undefined, liveVitalsMessages.bloodPressure('format')],
    ['no sign at all', {}, undefined, liveVitalsMessages.noSign],
    ['a trend over an hour', { fc: 100 }, 3601, liveVitalsMessages.trendLength],
    ['a trend of no time', { fc: 100 }, 0, liveVitalsMessages.trendLength],
  ])('%s: 422 naming it, nothing logged', async (_name, vitals, overSeconds, message) => {
    const before = (await log()).length;
    const reply = await post({ kind: 'vitals_changed', vitals, ...(overSeconds === undefined ? {} : { over_seconds: overSeconds }) });
    expect([reply.status, reply.body.message]).toEqual([422, message]);
    expect(await log()).toHaveLength(before);
  });

  test('a sign that is not a state’s is refused by the schema, a field of another kind too', async () => {
    expect((await post({ kind: 'vitals_changed', vitals: { glycemie: 5 } })).status).toBe(422);
    expect(await post({ kind: 'note', text: 'x', vitals: { fc: 90 } })).toMatchObject({ status: 422, body: { message: liveVitalsMessages.misplacedField } });
    expect(await post({ kind: 'vitals_changed', vitals: { fc: 90 }, action_id: 'a1' })).toMatchObject({ status: 422, body: { message: liveVitalsMessages.misplacedField } });
  });

  test('logged with only the signs sent; a double tap logs once', async () => {
    const key = randomUUID();
    const first = await logged({ kind: 'vitals_changed', vitals: { fc: 121, pa: ' 90 / 55 ' }, client_key: key });
    const again = await logged({ kind: 'vitals_changed', vitals: { fc: 121, pa: ' 90 / 55 ' }, client_key: key });
    expect(first).toEqual([expect.objectContaining({ kind: 'vitals_changed', vitals: { fc: 121, pa: '90/55' } })]);
    expect(again.map((event) => event.id)).toEqual(first.map((event) => event.id));
    expect((await log()).filter((event) => event.id === first[0]?.id)).toEqual([first[0]]);
  });
});

describe('the monitor follows the live vitals', () => {
  test('GET: the state’s vitals overlaid by a change; the stream sends it with the change as its id', async () => {
    const token = await monitorLink();
    const stream = await openStream(`${api.origin}/api/monitor/${token}/stream`);
    await stream.next((frame) => frame.event === 'vitals');
    const [change] = await logged({ kind: 'vitals_changed', vitals: { spo2: 87, conscience: 'Somnolente' } });
    const frame = await stream.next((candidate) => candidate.event === 'vitals' && candidate.id === change?.id);
    const shown = JSON.parse(frame.data ?? '{}') as MonitorStreamVitals;
    expect(shown).toMatchObject({ spo2: 87, conscience: 'Somnolente', trends: [] });
    const answer = (await api.request(`/api/monitor/${token}`)).body.data as Record<string, unknown>;
    expect(answer).toMatchObject({ spo2: 87, conscience: 'Somnolente' });
    expect(answer).not.toHaveProperty('trends');
    stream.close();
  });

  test('a trend: the stream carries it to animate, sends where it has got to every second, and ends on the target', async () => {
    const token = await monitorLink();
    const stream = await openStream(`${api.origin}/api/monitor/${token}/stream`);
    await stream.next((frame) => frame.event === 'vitals');
    const before = (await api.request(`/api/monitor/${token}`)).body.data as { fr: number };
    const target = before.fr + 20;
    const [trend] = await logged({ kind: 'vitals_changed', vitals: { fr: target }, over_seconds: 2 });
    const opening = JSON.parse((await stream.next((frame) => frame.event === 'vitals' && frame.id === trend?.id)).data ?? '{}') as MonitorStreamVitals;
    expect(opening.trends).toEqual([{ sign: 'fr', from: before.fr, to: target, started_at: trend?.at, over_seconds: 2 }]);
    // Within a second of the trend's end, a frame with the target and no trend left.
    const done = await stream.next((frame) => frame.event === 'vitals' && frame.id === trend?.id && (JSON.parse(frame.data ?? '{}') as MonitorStreamVitals).trends.length === 0, 4_000);
    // On the way: at least one frame in between, neither the start nor the target.
    const between = stream.frames.filter((frame) => frame.event === 'vitals' && frame.id === trend?.id).map((frame) => (JSON.parse(frame.data ?? '{}') as { fr: number }).fr);
    expect(between.some((fr) => fr > before.fr && fr < target)).toBe(true);
    expect(JSON.parse(done.data ?? '{}')).toMatchObject({ fr: target, trends: [] });
    expect(((await api.request(`/api/monitor/${token}`)).body.data as { fr: number }).fr).toBe(target);
    stream.close();
  });

  test('a monitor reconnecting during a trend (Last-Event-ID: the trend) is sent it again, with the trend to follow', async () => {
    const token = await monitorLink();
    const { spo2 } = (await api.request(`/api/monitor/${token}`)).body.data as { spo2: number };
    const [trend] = await logged({ kind: 'vitals_changed', vitals: { spo2: spo2 - 10 }, over_seconds: 600 });
    const stream = await openStream(`${api.origin}/api/monitor/${token}/stream`, { 'last-event-id': trend?.id ?? '' });
    const frame = await stream.next((candidate) => candidate.event === 'vitals' && candidate.id === trend?.id);
    expect((JSON.parse(frame.data ?? '{}') as MonitorStreamVitals).trends).toEqual([expect.objectContaining({ sign: 'spo2', from: spo2, to: spo2 - 10, over_seconds: 600 })]);
    stream.close();
  });

  test('the next state reached replaces the changes', async () => {
    const token = await monitorLink();
    await logged({ kind: 'vitals_changed', vitals: { fc: 33, conscience: 'Changée' } });
    const current = (await log()).filter((event) => event.kind === 'state_reached').at(-1);
    const transition = session.scenario?.graph.transitions.find((candidate) => candidate.from === current?.state);
    expect(transition).toBeDefined();
    await logged({ kind: 'transition_taken', transition: transition?.id });
    const next = session.scenario?.graph.states.find((state) => state.id === transition?.to);
    expect((await api.request(`/api/monitor/${token}`)).body.data).toEqual(next?.vitals);
  });

  test('a long trend answered by GET where it has got to, between the two values', async () => {
    const token = await monitorLink();
    const { fc } = (await api.request(`/api/monitor/${token}`)).body.data as { fc: number };
    await logged({ kind: 'vitals_changed', vitals: { fc: fc + 100 }, over_seconds: 3600 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const during = ((await api.request(`/api/monitor/${token}`)).body.data as { fc: number }).fc;
    expect(during).toBeGreaterThanOrEqual(fc);
    expect(during).toBeLessThan(fc + 100);
  });
});

describe('the simulated patient', () => {
  test('the trainer’s view of the session names the scenario’s population: the tiles’ alarms take its ranges', async () => {
    expect(session.scenario?.population).toBe('adulte');
    // The past session is the bronchiolitis of a three-month-old: 150/min is no alarm for an infant.
    const infant = (await send('GET', `/api/sessions/${PAST_SESSION.id}`, teacher)).body.data as SessionDetail;
    expect(infant.scenario?.population).toBe('nourrisson');
  });
});

describe('quick actions and learners', () => {
  test('the trainer’s view of the session carries the scenario’s quick actions; the student’s does not', async () => {
    expect(session.scenario?.quick_actions).toEqual(expect.arrayContaining([{ id: 'a4', label: 'Adrénaline IM 0,5\u00a0mg' }]));
    const seen = (await send('GET', `/api/sessions/${SESSION}`, student)).body.data as SessionDetail;
    expect(seen.scenario).toBeNull();
    expect(JSON.stringify(seen)).not.toContain('Adrénaline IM');
  });

  test('an action of the scenario with its learners is logged; a double tap logs once', async () => {
    const key = randomUUID();
    const body = { kind: 'action', action_id: 'a1', learner_uids: [DEMO_UIDS.etudiant, DEMO_UIDS.student(4)], client_key: key };
    const [first] = await logged(body);
    expect(first).toMatchObject({ kind: 'action', action_id: 'a1', learner_uids: [DEMO_UIDS.etudiant, DEMO_UIDS.student(4)] });
    const [again] = await logged(body);
    expect(again?.id).toBe(first?.id);
    expect((await log()).filter((event) => event.kind === 'action' && event.id === first?.id)).toHaveLength(1);
  });

  test('a note names its learners (an observer too)', async () => {
    const [note] = await logged({ kind: 'note', text: 'Bonne transmission SAED', learner_uids: [DEMO_UIDS.student(5)] });
    expect(note).toMatchObject({ kind: 'note', text: 'Bonne transmission SAED', learner_uids: [DEMO_UIDS.student(5)] });
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['an action the scenario does not have', { kind: 'action', action_id: 'inconnue' }, liveVitalsMessages.unknownAction],
    ['an action without its id', { kind: 'action' }, sessionMessages.eventIncomplete],
    ['an action naming someone not of the session', { kind: 'action', action_id: 'a1', learner_uids: [DEMO_UIDS.student(9)] }, liveVitalsMessages.notParticipant],
    ['a note naming the trainer', { kind: 'note', text: 'x', learner_uids: [DEMO_UIDS.enseignant] }, liveVitalsMessages.notParticipant],
    ['learners on a pause', { kind: 'paused', learner_uids: [DEMO_UIDS.etudiant] }, liveVitalsMessages.misplacedField],
  ])('%s: 422, nothing logged', async (_name, body, message) => {
    const before = (await log()).length;
    expect(await post(body)).toMatchObject({ status: 422, body: { message } });
    expect(await log()).toHaveLength(before);
  });

  test('the student sees none of it: the log is refused, the stream carries no run event', async () => {
    expect((await send('GET', EVENTS, student)).status).toBe(403);
    const stream = await openStream(`${api.origin}/api/sessions/${SESSION}/stream`, bearer(student));
    await stream.next((frame) => frame.event === 'status');
    await logged({ kind: 'action', action_id: 'a2', learner_uids: [DEMO_UIDS.etudiant] });
    await logged({ kind: 'vitals_changed', vitals: { fc: 99 } });
    // The trainer's stream would have them by now; the student's has only its status.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stream.frames.filter((frame) => frame.event !== undefined).map((frame) => frame.event)).toEqual(['status']);
    stream.close();
  });
});

describe('a scenario’s quick actions are saved with its content', () => {
  const scenarioPath = `/api/scenarios/${DEMO_SCENARIO_IDS.arretCardiaque}`;
  const saveWith = async (quickActions: unknown) => {
    const scenario = (await send('GET', scenarioPath, teacher)).body.data as Scenario;
    return send('PUT', scenarioPath, teacher, { version: scenario.version, content: { ...scenario.content, quick_actions: quickActions } });
  };

  test('labels saved trimmed', async () => {
    const saved = await saveWith([{ id: 'o2', label: '  O₂ 15 L/min ' }, { id: 'iv', label: 'Voie veineuse posée' }]);
    expect(saved.status).toBe(200);
    expect(((await send('GET', scenarioPath, teacher)).body.data as Scenario).content.quick_actions).toEqual([
      { id: 'o2', label: 'O₂ 15 L/min' },
      { id: 'iv', label: 'Voie veineuse posée' },
    ]);
  });

  test.each<[string, unknown, number]>([
    ['two with one id', [{ id: 'o2', label: 'A' }, { id: 'o2', label: 'B' }], 422],
    ['a label of 61 characters', [{ id: 'long', label: 'x'.repeat(61) }], 400],
    ['a blank label', [{ id: 'blank', label: '   ' }], 400],
    ['21 actions', Array.from({ length: 21 }, (_, index) => ({ id: `a${index}`, label: `Action ${index}` })), 400],
  ])('%s: refused, nothing saved', async (_name, quickActions, status) => {
    const before = ((await send('GET', scenarioPath, teacher)).body.data as Scenario).version;
    const reply = await saveWith(quickActions);
    expect(reply.status).toBe(status);
    if (status === 422) expect(reply.body.message).toBe(liveVitalsMessages.quickActionsDuplicate('o2'));
    expect(((await send('GET', scenarioPath, teacher)).body.data as Scenario).version).toBe(before);
  });
});

describe('each learner’s actions and notes (GET …/learner-facts)', () => {
  const FACTS = `/api/sessions/${SESSION}/learner-facts`;
  type Facts = { items: { learner_uid: string; facts: { event_id: string; kind: string; at: number | null; label?: string; text?: string }[] }[] };

  test('the trainer reads every participant’s, with the action’s label; a student nothing before the release, then only their own', async () => {
    const [action] = await logged({ kind: 'action', action_id: 'a4', learner_uids: [DEMO_UIDS.etudiant] });
    const [note] = await logged({ kind: 'note', text: 'Aide sa collègue', learner_uids: [DEMO_UIDS.student(4)] });
    const all = (await send('GET', FACTS, teacher)).body.data as Facts;
    expect(all.items.map((item) => item.learner_uid).sort()).toEqual([...NEXT_WEEK_SESSION.participants.map((participant) => participant.uid)].sort());
    expect(all.items.find((item) => item.learner_uid === DEMO_UIDS.etudiant)?.facts).toContainEqual(
      expect.objectContaining({ event_id: action?.id, kind: 'action', label: 'Adrénaline IM 0,5\u00a0mg', at: expect.any(Number) }),
    );

    expect(await send('GET', FACTS, student)).toMatchObject({ status: 200, body: { data: { items: [] } } });
    await api.db.query('update sessions set results_released_at = now() where id = $1', [SESSION]);
    try {
      const own = (await send('GET', FACTS, student)).body.data as Facts;
      expect(own.items.map((item) => item.learner_uid)).toEqual([DEMO_UIDS.etudiant]);
      expect(own.items[0]?.facts.map((fact) => fact.event_id)).toContain(action?.id);
      expect(JSON.stringify(own)).not.toContain(note?.id ?? 'none');
    } finally {
      await api.db.query('update sessions set results_released_at = null where id = $1', [SESSION]);
    }
  });
});
