/**
 * A session's stream lives only as long as the right to it (server/api/plugins/app/live.ts, migration 017):
 * the trainer replaced, a person deactivated, deleted or taken off the session, their organisation turned
 * inactive — each change, made through one API process (or straight in the database), ends the streams it
 * concerns held by another process within 2 s, and only those. On PostgreSQL the two processes have a
 * pool and a LISTEN connection each.
 */
import { randomUUID } from 'node:crypto';
import { DEMO_UIDS, LYCEE_ACTIF, NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { bearer, DATABASE_HOOK_TIMEOUT_MS, signIn, type TestApi, type TestDatabase } from './support';
import { liveApi, openStream, type OpenStream, type otherProcessDatabase, twoProcesses } from './streamSupport';

const SESSION = NEXT_WEEK_SESSION.id;
const STREAM = `/api/sessions/${SESSION}/stream`;
/** The bound the streams' contract sets between a change of rights and the end of the streams it concerns. */
const CLOSED_WITHIN_MS = 2_000;

let processes: Awaited<ReturnType<typeof twoProcesses>>;
let db: TestDatabase;
let second: Awaited<ReturnType<typeof otherProcessDatabase>>;
/** Where the changes are made. */
let writer: TestApi;
/** Where the streams are held. */
let holder: TestApi;
let teacher: string;
let admin: string;
let student: string;
beforeAll(async () => {
  processes = await twoProcesses();
  ({ db, second, writer, holder } = processes);
  [teacher, admin, student] = await Promise.all([signIn('enseignant@actif.demo.test'), signIn('admin@actif.demo.test'), signIn('etudiant@actif.demo.test')]);
  await db.query(`update sessions set status = 'en cours' where id = $1`, [SESSION]);
}, 4 * DATABASE_HOOK_TIMEOUT_MS);
afterAll(() => processes?.close());

const send = (method: string, path: string, token: string, body?: unknown) =>
  writer.request(path, { method, headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });

/** A stream held by the other process, its first frame received (it is followed). */
async function follow(token: string): Promise<OpenStream> {
  const stream = await openStream(`${holder.origin}${STREAM}`, bearer(token));
  expect(stream.status).toBe(200);
  await stream.next((frame) => frame.event === 'status');
  return stream;
}

/** How long after `change` resolved the stream ended (fails past the bound). */
async function endedAfter(stream: OpenStream, change: () => Promise<unknown>): Promise<number> {
  await change();
  const changed = Date.now();
  await Promise.race([stream.ended, new Promise((resolve) => setTimeout(resolve, 3 * CLOSED_WITHIN_MS))]);
  return Date.now() - changed;
}

/** Is the stream still open once the change has had time to reach every process? */
async function stillOpen(stream: OpenStream): Promise<boolean> {
  const open = await Promise.race([stream.ended.then(() => false), new Promise<boolean>((resolve) => setTimeout(() => resolve(true), CLOSED_WITHIN_MS))]);
  return open;
}

/** A student of Lycée Actif with an identity account, taking part in the session. */
async function participant(): Promise<{ uid: string; token: string }> {
  const email = `flux-${randomUUID()}@actif.demo.test`;
  const { uid } = await writer.app.identity.createUser({ email, password: 'demo1234', emailVerified: true });
  await db.query(
    "insert into users (uid, email, role, organisation_id, firstname, name, account_type) values ($1, $2, 'etudiant', $3, 'Zoé', 'Éphémère', 'organisation')",
    [uid, email, LYCEE_ACTIF.id],
  );
  await db.query("insert into session_participants (session_id, user_uid, session_role) values ($1, $2, 'observateur')", [SESSION, uid]);
  return { uid, token: await signIn(email, 'demo1234') };
}

test('the session handed to another trainer: the former trainer’s stream ends, the admin’s goes on', async () => {
  const trainer = await follow(teacher);
  const overseer = await follow(admin);
  try {
    const took = await endedAfter(trainer, async () => expect((await send('PATCH', `/api/sessions/${SESSION}/trainer`, admin, { trainer_uid: DEMO_UIDS.enseignant2 })).status).toBe(200));
    expect(took).toBeLessThan(CLOSED_WITHIN_MS);
    expect(await stillOpen(overseer)).toBe(true);
    // Reconnecting, the former trainer is answered as any other teacher: not theirs.
    expect((await openStream(`${holder.origin}${STREAM}`, bearer(teacher))).status).toBe(404);
  } finally {
    overseer.close();
    expect((await send('PATCH', `/api/sessions/${SESSION}/trainer`, admin, { trainer_uid: DEMO_UIDS.enseignant })).status).toBe(200);
  }
}, 60_000);

test('a person deactivated: their stream ends', async () => {
  const person = await participant();
  const stream = await follow(person.token);
  const took = await endedAfter(stream, async () => expect((await send('PATCH', `/api/auth/users/${person.uid}`, admin, { disabled: true })).status).toBe(200));
  expect(took).toBeLessThan(CLOSED_WITHIN_MS);
}, 60_000);

test('a person deleted: their stream ends', async () => {
  const person = await participant();
  const stream = await follow(person.token);
  const took = await endedAfter(stream, async () => expect((await send('DELETE', `/api/auth/users/${person.uid}`, admin)).status).toBe(200));
  expect(took).toBeLessThan(CLOSED_WITHIN_MS);
}, 60_000);

test('a person taken off the session: their stream ends, another participant’s goes on', async () => {
  const leaving = await participant();
  const staying = await participant();
  const [gone, kept] = [await follow(leaving.token), await follow(staying.token)];
  try {
    // Those the trainer may still name (the earlier tests' deactivated person may not be).
    const people = await db.query<{ uid: string; session_role: string }>(
      `select p.user_uid as uid, p.session_role from session_participants p join users u on u.uid = p.user_uid where p.session_id = $1 and not u.disabled`,
      [SESSION],
    );
    const rest = people.filter((person) => person.uid !== leaving.uid);
    const took = await endedAfter(gone, async () => expect((await send('PUT', `/api/sessions/${SESSION}/participants`, teacher, { participants: rest })).status).toBe(200));
    expect(took).toBeLessThan(CLOSED_WITHIN_MS);
    expect(await stillOpen(kept)).toBe(true);
  } finally {
    kept.close();
  }
}, 60_000);

test('the organisation turned inactive (its subscription written by anyone): its members’ streams end', async () => {
  const stream = await follow(student);
  try {
    const took = await endedAfter(stream, () => db.query(`update organisations set subscription_status = 'canceled' where id = $1`, [LYCEE_ACTIF.id]));
    expect(took).toBeLessThan(CLOSED_WITHIN_MS);
  } finally {
    await db.query(`update organisations set subscription_status = 'active' where id = $1`, [LYCEE_ACTIF.id]);
  }
}, 60_000);

test('what no write announces (a subscription’s end date passing) is caught by the periodic re-check', async () => {
  const checking = await liveApi({ live: { rightsRecheckMs: 200 } }, second.db as TestDatabase);
  try {
    const stream = await openStream(`${checking.origin}${STREAM}`, bearer(student));
    await stream.next((frame) => frame.event === 'status');
    // Past the trigger: as if the date had moved on, with no write to the organisation notified.
    await db.query('alter table organisations disable trigger organisations_rights_notify');
    const took = await endedAfter(stream, () => db.query(`update organisations set subscription_end = current_date - 1 where id = $1`, [LYCEE_ACTIF.id]));
    expect(took).toBeLessThan(CLOSED_WITHIN_MS);
  } finally {
    await db.query(`update organisations set subscription_end = null where id = $1`, [LYCEE_ACTIF.id]);
    await db.query('alter table organisations enable trigger organisations_rights_notify');
    await checking.close();
  }
}, 60_000);
