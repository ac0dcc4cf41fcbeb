/**
 * The patient monitor's link (docs/product.md §14.2): the trainer creates it, the room's screen reads
 * the current vitals (and nothing else) without signing in, follows them live, and is told when the link
 * is replaced or revoked or the session ends. The token is never stored as such.
 */
import { randomBytes } from 'node:crypto';
import { monitorMessages } from '../../contract/messages';
import type { ActiveMonitorLink, MonitorLink } from '../../contract/schemas/monitor';
import { openMonitorToken, sealMonitorToken } from '../../server/api/monitorLinkSeal';
import type { RunLogEvent, SessionDetail } from '../../contract/schemas/sessions';
import { NEXT_WEEK_SESSION, PAST_SESSION } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, type TestApi } from './support';
import { liveApi, openStream } from './streamSupport';

const SESSION = NEXT_WEEK_SESSION.id;
const LINK = `/api/sessions/${SESSION}/monitor-link`;
const VITAL_KEYS = ['conscience', 'fc', 'fr', 'pa', 'spo2', 'temperature'];

const KEY = randomBytes(32);

let api: TestApi;
let teacher: string;
let teacher2: string;
let student: string;
let admin: string;
beforeAll(async () => {
  api = await liveApi({ appOrigin: 'https://app.simusession.test', monitorLinkKey: KEY });
  [teacher, teacher2, student, admin] = await Promise.all([
    signIn('enseignant@actif.demo.test'),
    signIn('enseignant2@actif.demo.test'),
    signIn('etudiant@actif.demo.test'),
    signIn('admin@actif.demo.test'),
  ]);
}, 4 * DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => api?.close());

const send = (method: string, path: string, token: string, body?: unknown) =>
  api.request(path, { method, headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
// The tests below make a new link whatever was there: they say so.
const createLink = async () => {
  const reply = await send('POST', `${LINK}?replace=true`, teacher);
  expect(reply.status).toBe(200);
  return reply.body.data as MonitorLink;
};
const monitor = (token: string) => api.request(`/api/monitor/${token}`);
const detail = async () => (await send('GET', `/api/sessions/${SESSION}`, teacher)).body.data as SessionDetail;

test('only the session’s trainer creates the link; it points at the public origin’s /moniteur page', async () => {
  for (const token of [teacher2, student, admin]) expect([404, 403]).toContain((await send('POST', LINK, token)).status);
  const link = await createLink();
  expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(link.url).toBe(`https://app.simusession.test/moniteur/${link.token}`);
  expect(await send('POST', `/api/sessions/${PAST_SESSION.id}/monitor-link`, teacher)).toMatchObject({ status: 409, body: { message: monitorMessages.linkClosed } });
});

test('the token is stored hashed: its text is nowhere in the database', async () => {
  const { token } = await createLink();
  const [row] = await api.db.query<{ found: boolean; hashed: boolean }>(
    `select exists (select 1 from monitor_links l where l.session_id = $1 and position($2 in l::text) > 0) as found,
            exists (select 1 from monitor_links l where l.session_id = $1 and l.token_hash = sha256(convert_to($2, 'UTF8'))) as hashed`,
    [SESSION, token],
  );
  expect(row).toEqual({ found: false, hashed: true });
});

test('the monitor reads the current vitals and nothing else, without a token; the population in a header', async () => {
  const { token } = await createLink();
  const before = await monitor(token);
  expect([before.status, before.body.data]).toEqual([200, null]);
  expect(before.headers.get('x-patient-population')).toBe('adulte');

  expect((await send('PATCH', `/api/sessions/${SESSION}`, teacher, { status: 'en cours' })).status).toBe(200);
  const during = await monitor(token);
  expect(during.status).toBe(200);
  expect(Object.keys(during.body.data ?? {}).sort()).toEqual(VITAL_KEYS);
  const initial = detail().then((session) => session.scenario?.graph.states.find((state) => state.kind === 'initial')?.vitals);
  expect(during.body.data).toEqual(await initial);
  expect(JSON.stringify(during.body)).not.toContain(NEXT_WEEK_SESSION.title);
});

test('its stream sends the vitals, then the new ones after a transition (id: the event that made them current)', async () => {
  const { token } = await createLink();
  const stream = await openStream(`${api.origin}/api/monitor/${token}/stream`);
  expect([stream.status, stream.headers.get('content-type')]).toEqual([200, 'text/event-stream; charset=utf-8']);
  const first = await stream.next((frame) => frame.event === 'vitals');
  // The vitals' own fields, as the GET answers them, and the trends running (none here).
  expect(Object.keys(JSON.parse(first.data ?? '{}')).sort()).toEqual([...VITAL_KEYS, 'trends'].sort());

  const session = await detail();
  const graph = session.scenario?.graph;
  const current = ((await send('GET', `/api/sessions/${SESSION}/events`, teacher)).body.data as { items: RunLogEvent[] }).items.filter((event) => event.kind === 'state_reached').at(-1);
  const transition = graph?.transitions.find((candidate) => candidate.from === current?.state);
  expect(transition).toBeDefined();
  const taken = (await send('POST', `/api/sessions/${SESSION}/events`, teacher, { kind: 'transition_taken', transition: transition?.id })).body.data as { items: RunLogEvent[] };
  const reached = taken.items.find((event) => event.kind === 'state_reached');
  const next = await stream.next((frame) => frame.event === 'vitals' && frame.id === reached?.id);
  expect(JSON.parse(next.data ?? '{}')).toEqual({ ...graph?.states.find((state) => state.id === transition?.to)?.vitals, trends: [] });
  stream.close();
});

test('a new link replaces the old one: the old token is not found, its open stream gets `revoked`', async () => {
  const old = await createLink();
  const stream = await openStream(`${api.origin}/api/monitor/${old.token}/stream`);
  await stream.next((frame) => frame.event === 'vitals');
  const fresh = await createLink();
  await expect(stream.next((frame) => frame.event === 'revoked')).resolves.toMatchObject({ event: 'revoked' });
  await stream.ended;
  expect(await monitor(old.token)).toMatchObject({ status: 404, body: { success: false, message: monitorMessages.unknownLink } });
  expect((await monitor(fresh.token)).status).toBe(200);
});

test('revoked: 404 at once, and the open stream gets `revoked` then ends', async () => {
  const { token } = await createLink();
  const stream = await openStream(`${api.origin}/api/monitor/${token}/stream`);
  await stream.next((frame) => frame.event === 'vitals');
  const revoked = await fetch(`${api.origin}${LINK}`, { method: 'DELETE', headers: bearer(teacher) });
  expect([revoked.status, await revoked.json()]).toEqual([200, { success: true, message: '', data: null }]);
  await stream.next((frame) => frame.event === 'revoked');
  await stream.ended;
  expect(await monitor(token)).toMatchObject({ status: 404, body: { message: monitorMessages.unknownLink } });
  expect((await openStream(`${api.origin}/api/monitor/${token}/stream`)).status).toBe(404);
  // A made-up or malformed token is the same 404.
  expect((await monitor('A'.repeat(43))).status).toBe(404);
  expect((await monitor('pas-un-jeton')).status).toBe(404);
});

test('the organisation’s admin revokes the trainer’s link; another teacher or a student may not', async () => {
  const { token } = await createLink();
  expect((await send('DELETE', LINK, teacher2)).status).toBe(404);
  expect((await send('DELETE', LINK, student)).status).toBe(403);
  expect((await monitor(token)).status).toBe(200);
  const revoked = await send('DELETE', LINK, admin);
  expect([revoked.status, revoked.body]).toEqual([200, { success: true, message: '', data: null }]);
  expect(await monitor(token)).toMatchObject({ status: 404, body: { message: monitorMessages.unknownLink } });
  // Written in the audit log: someone else's link closed by the administration.
  const [entry] = await api.db.query<{ action: string; target: string }>(
    `select action, target from audit_log where action = 'sessions.revokeMonitorLink' order by id desc limit 1`,
  );
  expect(entry).toEqual({ action: 'sessions.revokeMonitorLink', target: SESSION });
});

test('a link of a session whose trainer’s account was deleted can still be revoked, by the organisation’s admin', async () => {
  const { token } = await createLink();
  const [row] = await api.db.query<{ trainer_uid: string }>('select trainer_uid from sessions where id = $1', [SESSION]);
  const trainerUid = row?.trainer_uid;
  await api.db.query('update sessions set trainer_uid = null where id = $1', [SESSION]);
  try {
    expect((await send('DELETE', LINK, teacher)).status).toBe(404);
    expect((await monitor(token)).status).toBe(200);
    expect((await send('DELETE', LINK, admin)).status).toBe(200);
    expect((await monitor(token)).status).toBe(404);
  } finally {
    await api.db.query('update sessions set trainer_uid = $2 where id = $1', [SESSION, trainerUid]);
  }
});

test('the organisation’s subscription no longer active: its links answer as dead, and live again once it is renewed', async () => {
  const { token } = await createLink();
  const [row] = await api.db.query<{ organisation_id: string }>('select organisation_id::text from sessions where id = $1', [SESSION]);
  const organisation = row?.organisation_id;
  await api.db.query(`update organisations set subscription_status = 'expired' where id = $1`, [organisation]);
  try {
    expect(await monitor(token)).toMatchObject({ status: 404, body: { success: false, message: monitorMessages.unknownLink } });
    expect((await openStream(`${api.origin}/api/monitor/${token}/stream`)).status).toBe(404);
  } finally {
    await api.db.query(`update organisations set subscription_status = 'active' where id = $1`, [organisation]);
  }
  expect((await monitor(token)).status).toBe(200);
});

describe('the active link is shown again, and never replaced by surprise', () => {
  const active = async (token = teacher) => send('GET', LINK, token);

  test('after a reload the trainer reads the active link — the same one the room’s screen shows', async () => {
    const link = await createLink();
    const reply = await active();
    expect(reply.status).toBe(200);
    const shown = reply.body.data as ActiveMonitorLink;
    expect(shown).toEqual({ url: link.url, token: link.token, created_at: expect.any(String) });
    expect((await monitor(link.token)).status).toBe(200);
  });

  test('creating without saying it replaces the active link is 409, and the room’s link keeps working', async () => {
    const link = await createLink();
    expect(await send('POST', LINK, teacher)).toMatchObject({ status: 409, body: { success: false, message: monitorMessages.linkActive } });
    expect((await monitor(link.token)).status).toBe(200);
    expect(((await active()).body.data as ActiveMonitorLink).token).toBe(link.token);
    // Said so: replaced, the old one opens nothing.
    const fresh = createLink();
    await expect(fresh).resolves.toMatchObject({ token: expect.not.stringMatching(link.token) });
    expect((await monitor(link.token)).status).toBe(404);
  });

  test('no link, or revoked: null; a session without a link is created without `replace`', async () => {
    await createLink();
    expect((await send('DELETE', LINK, teacher)).status).toBe(200);
    expect(await active()).toMatchObject({ status: 200, body: { success: true, data: null } });
    const made = await send('POST', LINK, teacher);
    expect(made.status).toBe(200);
    expect(((await active()).body.data as ActiveMonitorLink).token).toBe((made.body.data as MonitorLink).token);
  });

  test('a link whose sealed token cannot be opened (made before, or by an API without the key) is said to be active, not shown', async () => {
    await createLink();
    await api.db.query('update monitor_links set token_sealed = null where session_id = $1', [SESSION]);
    expect(await active()).toMatchObject({ status: 200, body: { data: { url: null, token: null, created_at: expect.any(String) } } });
  });

  test('only the session’s trainer reads it', async () => {
    await createLink();
    for (const token of [teacher2, student, admin]) expect([403, 404]).toContain((await active(token)).status);
  });

  test('the sealed token opens only with the key and for its own session', () => {
    const sealed = sealMonitorToken(KEY, SESSION, 'abc');
    expect(openMonitorToken(KEY, SESSION, sealed)).toBe('abc');
    expect(openMonitorToken(randomBytes(32), SESSION, sealed)).toBeNull();
    expect(openMonitorToken(KEY, PAST_SESSION.id, sealed)).toBeNull();
    expect(openMonitorToken(KEY, SESSION, Buffer.alloc(10))).toBeNull();
  });
});

test('the session ended: 410, and the open stream gets `ended` then ends', async () => {
  const { token } = await createLink();
  const stream = await openStream(`${api.origin}/api/monitor/${token}/stream`);
  await stream.next((frame) => frame.event === 'vitals');
  expect((await send('PATCH', `/api/sessions/${SESSION}`, teacher, { status: 'débriefing' })).status).toBe(200);
  expect((await send('PATCH', `/api/sessions/${SESSION}`, teacher, { status: 'terminée' })).status).toBe(200);
  await stream.next((frame) => frame.event === 'ended');
  await stream.ended;
  expect(await monitor(token)).toMatchObject({ status: 410, body: { message: monitorMessages.sessionEnded } });
});

