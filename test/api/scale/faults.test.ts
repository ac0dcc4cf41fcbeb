/**
 * Beyond one process, "Faults": each against real processes — a PostgreSQL server (durable: fsync and
 * synchronous commits on, as in production), two API processes and the web server in front of them,
 * started by the same code as `npm run serve:cluster` (server/cluster/cluster.ts), and real tokens
 * from the tests' Auth emulator. Load is a few concurrent callers in a closed loop (figures belong to
 * `npm run bench:load`; here only what each answer was).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startCluster, type Cluster } from '../../../server/cluster/cluster';
import { openDatabase } from '../../../server/db/database';
import { runMigrations } from '../../../server/db/migrate';
import { seedDemoWorld } from '../../../server/seed/demoDatabase';
import { LYCEE_ACTIF } from '../../../server/seed/demoWorld';
import { freePorts } from '../../../server/stack/ports';
import { startPostgresServer, type RunningPostgres } from '../../support/postgresServer';
import { bearer, signIn } from '../support';
import { call, closedLoop, sleep, tally, type Outcome } from './load';

const NETWORK_OR_SERVER = { success: false, message: 'Erreur réseau ou serveur.' };
const STARTUP_MS = 120_000;

let postgres: RunningPostgres;
let cluster: Cluster | null = null;
let ports: { api: number[]; web: number };
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-cluster-faults-'));
const distDir = path.join(workDir, 'dist');
let adminToken: string;
let teacherToken: string;

const web = () => `http://127.0.0.1:${ports.web}`;

async function clusterUp(): Promise<Cluster> {
  return startCluster({
    databaseUrl: postgres.url,
    processes: 2,
    apiPorts: ports.api,
    webPort: ports.web,
    distDir,
    logDir: path.join(workDir, 'logs'),
    // Limits on (their counters in the database), wide enough for the load of these tests.
    env: { RATE_LIMIT_USER_PER_MINUTE: '100000', RATE_LIMIT_ANONYMOUS_PER_MINUTE: '100000', RATE_LIMIT_ORGANISATION_CHECK_PER_MINUTE: '100000' },
  });
}

/** Rows of the database, read straight from PostgreSQL. */
async function rows<Row>(sql: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as Row[];
  } finally {
    await client.end();
  }
}

const read = (kind: 'profile' | 'tags') =>
  call(kind, `${web()}${kind === 'profile' ? '/api/auth/users/profile' : '/api/tags'}`, { headers: bearer(kind === 'profile' ? teacherToken : adminToken) });

/** A new group of Lycée Actif, named so that the test can find it; acknowledged when answered 200. */
const write = (name: string) =>
  call('write', `${web()}/api/tags`, {
    method: 'POST',
    headers: { ...bearer(adminToken), 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });

const acknowledgedNames = (outcomes: readonly Outcome[]) =>
  outcomes.filter((outcome) => outcome.kind === 'write' && outcome.status === 200).map((outcome) => (JSON.parse(outcome.body) as { data: { name: string } }).data.name);

async function storedNames(prefix: string): Promise<string[]> {
  const found = await rows<{ name: string }>('select name from tags where organisation_id = $1 and name like $2', [LYCEE_ACTIF.id, `${prefix}%`]);
  return found.map((row) => row.name);
}

beforeAll(async () => {
  fs.mkdirSync(distDir);
  fs.writeFileSync(path.join(distDir, 'app.html'), '<!doctype html><title>SimuSession</title>');
  const [web_, ...api] = await freePorts(3);
  ports = { web: web_ as number, api };
  postgres = await startPostgresServer(process.env, { durable: true });
  const db = await openDatabase({ kind: 'postgres', url: postgres.url });
  await runMigrations(db);
  await seedDemoWorld(db);
  await db.close();
  [adminToken, teacherToken] = await Promise.all([signIn('admin@actif.demo.test'), signIn('enseignant@actif.demo.test')]);
  cluster = await clusterUp();
}, STARTUP_MS);

afterAll(async () => {
  await cluster?.stop();
  await postgres?.stop();
  if (process.env.KEEP_FAULT_LOGS) console.log(`journaux : ${workDir}/logs`);
  else fs.rmSync(workDir, { recursive: true, force: true });
}, 60_000);

test('one API process killed under load: the proxy routes around it, every read is answered, no acknowledged write is lost, and it comes back', async () => {
  const running = cluster as Cluster;
  const victim = running.apis[0]!;
  const before = victim.pid as number;
  let stop = false;
  const load = closedLoop({ concurrency: 6, until: () => stop }, (caller, turn) =>
    caller < 2 ? write(`kill-api-${caller}-${turn}`) : read(caller % 2 === 0 ? 'profile' : 'tags'),
  );
  await sleep(1_500);
  process.kill(before, 'SIGKILL');
  await sleep(2_500);
  stop = true;
  const outcomes = await load;

  const reads = outcomes.filter((outcome) => outcome.kind !== 'write');
  expect(reads.filter((outcome) => outcome.status !== 200).map((outcome) => `${outcome.kind} ${outcome.status} ${outcome.body}`)).toEqual([]);
  expect(reads.length).toBeGreaterThan(20);
  // A write in flight on the killed process may be unanswered (502: not acknowledged, not retried); every other is 200.
  const writes = outcomes.filter((outcome) => outcome.kind === 'write');
  for (const outcome of writes) {
    expect([200, 502]).toContain(outcome.status);
    if (outcome.status === 502) expect(JSON.parse(outcome.body)).toEqual(NETWORK_OR_SERVER);
  }
  const acknowledged = acknowledgedNames(outcomes);
  expect(acknowledged.length).toBeGreaterThan(10);
  const stored = await storedNames('kill-api-');
  expect(stored).toEqual(expect.arrayContaining(acknowledged));

  // The supervisor started it again.
  await victim.ready();
  expect(victim.pid).not.toBe(before);
  expect((await fetch(`${victim.origin}/api/tags`, { headers: bearer(adminToken) })).status).toBe(200);
}, 60_000);

test('PostgreSQL stopped for 10 s under load: 503 « Erreur réseau ou serveur. » meanwhile, then answers again by itself, no process restarted', async () => {
  const running = cluster as Cluster;
  const pids = running.apis.map((api) => api.pid);
  let stop = false;
  let downFrom = 0;
  let downUntil = 0;
  const load = closedLoop({ concurrency: 4, until: () => stop }, async (caller) => {
    const outcome = await read(caller % 2 === 0 ? 'profile' : 'tags');
    await sleep(20);
    return outcome;
  });
  await sleep(1_000);
  postgres.pause();
  downFrom = Date.now();
  await sleep(10_000);
  downUntil = Date.now();
  postgres.resume();
  // Back within a few seconds, through the same processes.
  let back = 0;
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
    const [profile, tags] = await Promise.all([read('profile'), read('tags')]);
    if (profile.status === 200 && tags.status === 200) {
      back = Date.now();
      break;
    }
  }
  stop = true;
  const outcomes = await load;

  expect(back).toBeGreaterThan(0);
  expect(back - downUntil).toBeLessThan(10_000);
  const during = outcomes.filter((outcome) => outcome.at > downFrom + 200 && outcome.at < downUntil);
  expect(during.length).toBeGreaterThan(20);
  for (const outcome of during) {
    expect(outcome.status).toBe(503);
    expect(JSON.parse(outcome.body)).toEqual(NETWORK_OR_SERVER);
  }
  // Nothing but 200 and 503 at any time: no 500, no lost connection.
  expect(tally(outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503))).toEqual({});
  expect(running.apis.map((api) => api.pid)).toEqual(pids);
}, 60_000);

test('PostgreSQL killed (SIGKILL) right after a burst of acknowledged writes: after its restart every acknowledged write is there', async () => {
  const outcomes = await Promise.all(Array.from({ length: 60 }, (_, index) => write(`crash-${index}`)));
  const acknowledged = acknowledgedNames(outcomes);
  expect(acknowledged).toHaveLength(60);
  await postgres.crash();
  // The crashed server's backends leave on their own; the restart waits for its shared memory to be free.
  for (let attempt = 0; ; attempt += 1) {
    try {
      postgres.resume();
      break;
    } catch (error) {
      if (attempt >= 20) throw error;
      await sleep(250);
    }
  }
  expect((await storedNames('crash-')).sort()).toEqual([...acknowledged].sort());
  // And the API answers again without a restart.
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(100)) {
    if ((await read('tags')).status === 200) break;
  }
  expect((await read('tags')).status).toBe(200);
}, 60_000);

test('the whole stack restarted (processes and PostgreSQL): nothing reseeded or wiped', async () => {
  const [before] = await rows<{ tags: number; users: number; sessions: number; changed: string }>(
    `select (select count(*) from tags)::int as tags, (select count(*) from users)::int as users,
            (select count(*) from sessions)::int as sessions,
            (select string_agg(name, ',' order by name) from tags where name like 'crash-1%') as changed`,
  );
  await cluster?.stop();
  cluster = null;
  postgres.pause();
  postgres.resume();
  cluster = await clusterUp();
  const [after] = await rows<typeof before>(
    `select (select count(*) from tags)::int as tags, (select count(*) from users)::int as users,
            (select count(*) from sessions)::int as sessions,
            (select string_agg(name, ',' order by name) from tags where name like 'crash-1%') as changed`,
  );
  expect(after).toEqual(before);
  const listed = await read('tags');
  expect(listed.status).toBe(200);
}, STARTUP_MS);
