/**
 * `npm run bench:load`: a school's morning on the volume world, against N API
 * processes on one PostgreSQL server, then against 1, to show how it scales. Printed, never asserted.
 *
 * - A throwaway PostgreSQL 15 server (durable: fsync and synchronous commits on, as in production) unless
 *   DATABASE_URL names one, with the demo and volume worlds; a private Auth emulator holding the accounts
 *   of the virtual users; the API processes started as `npm run serve:cluster` starts them
 *   (server/cluster/cluster.ts), their rate limits on with the counters in PostgreSQL (ceilings raised so
 *   that the load is measured, not refused).
 * - BENCH_USERS (500) virtual users, each a volume account of an active organisation, in a closed loop
 *   with no think time for BENCH_LOAD_SECONDS (60) after a 5 s warm-up: students (80 %) list their
 *   sessions and read their profile; teachers (16 %) list their sessions, open their running session,
 *   read its run log and log an event (a write); admins (4 %) search their organisation's users.
 *   Each virtual user keeps one connection to one API process (VU i → process i mod N), as a load
 *   balancer spreading connections does: the load generator is not a proxy in the measured path.
 * - Printed: requests/s, p50/p95/p99 per endpoint, errors, and the CPU (share of one core) and RSS of
 *   the API processes, PostgreSQL, the emulator and the load generator itself.
 * BENCH_PROCESSES ("2,1"): the runs, in order.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { ORGANISATION_ACTIVE } from '../../server/api/repositories/sql';
import { startCluster } from '../../server/cluster/cluster';
import { volumeUsers, type VolumeUser } from '../../server/seed/volumeWorld';
import { startIsolatedEmulator } from '../../server/stack/isolatedEmulator';
import { freePorts } from '../../server/stack/ports';
import { startPostgresServer, type RunningPostgres } from '../support/postgresServer';
import { emulatorAccount, emulatorSignIn, volumeDatabase } from './benchSupport';

const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const USERS = Number(process.env.BENCH_USERS ?? 500);
const RUNS = (process.env.BENCH_PROCESSES ?? '2,1').split(',').map(Number);
const WARM_UP_SECONDS = 5;
const PASSWORD = 'bench-load-1234';
const PROJECT = 'demo-simusession';

type Actor = VolumeUser & { token: string; runningSession?: string };
type Step = { endpoint: string; method: 'GET' | 'POST'; path: string; body?: string };

/** What one virtual user does next (its role's cycle, turn after turn). */
function stepOf(actor: Actor, turn: number): Step {
  if (actor.role === 'etudiant') {
    return turn % 3 === 2
      ? { endpoint: 'GET /api/auth/users/profile', method: 'GET', path: '/api/auth/users/profile' }
      : { endpoint: 'GET /api/sessions (étudiant)', method: 'GET', path: '/api/sessions' };
  }
  if (actor.role === 'admin') {
    const search = ['mar', 'dup', 'ber', 'lef', 'tho', 'vol'][turn % 6];
    return { endpoint: 'GET /api/auth/users?search=', method: 'GET', path: `/api/auth/users?search=${search}` };
  }
  const session = actor.runningSession as string;
  switch (turn % 4) {
    case 0:
      return { endpoint: 'GET /api/sessions (enseignant)', method: 'GET', path: '/api/sessions' };
    case 1:
      return { endpoint: 'GET /api/sessions/:id', method: 'GET', path: `/api/sessions/${session}` };
    case 2:
      return { endpoint: 'GET /api/sessions/:id/events', method: 'GET', path: `/api/sessions/${session}/events` };
    default:
      return {
        endpoint: 'POST /api/sessions/:id/events',
        method: 'POST',
        path: `/api/sessions/${session}/events`,
        body: JSON.stringify({ kind: 'note', text: `Observation ${turn}` }),
      };
  }
}

function send(agent: http.Agent, origin: URL, actor: Actor, step: Step): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: step.method,
        path: step.path,
        headers: {
          authorization: `Bearer ${actor.token}`,
          ...(step.body ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(step.body) } : {}),
        },
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(0));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
    request.end(step.body);
  });
}

// ── processes' CPU and memory, from /proc ──────────────────────────────────────────────────────────
const TICKS_PER_SECOND = 100;
function cpuTicks(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}
function rssMiB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}
function allPids(): number[] {
  return fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name)).map(Number);
}
function parentOf(pid: number): number {
  try {
    return Number(fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
  } catch {
    return -1;
  }
}
/** A process and all its descendants. */
function tree(root: number): number[] {
  const pids = allPids();
  const found = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const pid of pids) {
      if (!found.has(pid) && found.has(parentOf(pid))) {
        found.add(pid);
        grew = true;
      }
    }
  }
  return [...found];
}
/** The processes whose working directory is `dir` (the emulator and its children run in the bench's folder). */
function processesIn(dir: string): number[] {
  return allPids().filter((pid) => {
    try {
      return fs.readlinkSync(`/proc/${pid}/cwd`) === dir;
    } catch {
      return false;
    }
  });
}

type Usage = { cpuPercent: number; rssMiB: number };
function sampler(groups: Record<string, () => number[]>) {
  const start = Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, pids().reduce((sum, pid) => sum + cpuTicks(pid), 0)]));
  const selfStart = process.cpuUsage();
  const startedAt = performance.now();
  return (): Record<string, Usage> => {
    const seconds = (performance.now() - startedAt) / 1000;
    const usage: Record<string, Usage> = {};
    for (const [name, pids] of Object.entries(groups)) {
      const list = pids();
      const ticks = list.reduce((sum, pid) => sum + cpuTicks(pid), 0) - (start[name] ?? 0);
      usage[name] = { cpuPercent: (ticks / TICKS_PER_SECOND / seconds) * 100, rssMiB: list.reduce((sum, pid) => sum + rssMiB(pid), 0) };
    }
    const self = process.cpuUsage(selfStart);
    usage['générateur de charge'] = { cpuPercent: ((self.user + self.system) / 1e6 / seconds) * 100, rssMiB: process.memoryUsage().rss / 1024 / 1024 };
    return usage;
  };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

type RunResult = { processes: number; requestsPerSecond: number; errors: number; lines: string[] };

async function run(processes: number, actors: Actor[], databaseUrl: string, emulatorHost: string, workDir: string, postgresPid: () => number): Promise<RunResult> {
  const ports = await freePorts(processes);
  const cluster = await startCluster({
    databaseUrl,
    processes,
    apiPorts: ports,
    webPort: null,
    logDir: path.join(workDir, `logs-${processes}`),
    env: {
      NODE_ENV: 'production',
      FIREBASE_AUTH_EMULATOR_HOST: emulatorHost,
      FIREBASE_PROJECT_ID: PROJECT,
      RATE_LIMIT_USER_PER_MINUTE: '1000000',
      RATE_LIMIT_ANONYMOUS_PER_MINUTE: '1000000',
      RATE_LIMIT_ORGANISATION_CHECK_PER_MINUTE: '1000000',
    },
  });
  try {
    const origins = cluster.apis.map((api) => new URL(api.origin));
    const agents = origins.map(() => new http.Agent({ keepAlive: true, maxSockets: Math.ceil(actors.length / processes) + 1 }));
    const latencies = new Map<string, number[]>();
    const statuses = new Map<string, number>();
    let measuring = false;
    let stop = false;
    const loop = async (actor: Actor, index: number) => {
      for (let turn = index; !stop; turn += 1) {
        const step = stepOf(actor, turn);
        const began = performance.now();
        const status = await send(agents[index % processes]!, origins[index % processes]!, actor, step);
        if (!measuring) continue;
        const list = latencies.get(step.endpoint) ?? [];
        list.push(performance.now() - began);
        latencies.set(step.endpoint, list);
        if (status !== 200) statuses.set(`${step.endpoint} → ${status}`, (statuses.get(`${step.endpoint} → ${status}`) ?? 0) + 1);
      }
    };
    const loops = actors.map((actor, index) => loop(actor, index));
    await new Promise((resolve) => setTimeout(resolve, WARM_UP_SECONDS * 1000));
    const apiPids = () => cluster.apis.map((api) => api.pid ?? 0).filter(Boolean);
    const usage = sampler({
      [`API (${processes} processus)`]: apiPids,
      PostgreSQL: () => tree(postgresPid()),
      'émulateur Auth': () => processesIn(workDir).flatMap(tree),
    });
    measuring = true;
    const loadBefore = os.loadavg()[0] ?? 0;
    const started = performance.now();
    await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000));
    measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    const used = usage();
    stop = true;
    await Promise.all(loops);
    agents.forEach((agent) => agent.destroy());

    const total = [...latencies.values()].reduce((sum, list) => sum + list.length, 0);
    const errors = [...statuses.values()].reduce((sum, count) => sum + count, 0);
    const lines = [
      '',
      `## ${processes} processus d’API — ${actors.length} utilisateurs virtuels, ${SECONDS} s`,
      '',
      `**${Math.round(total / elapsed)} requêtes/s**, ${total} requêtes, ${errors} erreurs${errors ? ` (${[...statuses].map(([key, count]) => `${key} : ${count}`).join(', ')})` : ''}` +
        ` ; charge de la machine (loadavg 1 min) ${loadBefore.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)} sur ${os.cpus().length} cœurs`,
      '',
      '| appel | req/s | p50 | p95 | p99 |',
      '|---|---|---|---|---|',
      ...[...latencies]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([endpoint, list]) => {
          const sorted = [...list].sort((a, b) => a - b);
          return `| ${endpoint} | ${Math.round(list.length / elapsed)} | ${ms(percentile(sorted, 50))} | ${ms(percentile(sorted, 95))} | ${ms(percentile(sorted, 99))} |`;
        }),
      '',
      '| processus | CPU (% d’un cœur) | RSS à la fin |',
      '|---|---|---|',
      ...Object.entries(used).map(([name, value]) => `| ${name} | ${Math.round(value.cpuPercent)} % | ${Math.round(value.rssMiB)} MiB |`),
    ];
    console.log(lines.join('\n'));
    return { processes, requestsPerSecond: total / elapsed, errors, lines };
  } finally {
    await cluster.stop();
  }
}

async function createAccounts(emulatorHost: string, chosen: VolumeUser[]): Promise<Actor[]> {
  const actors: Actor[] = [];
  for (let start = 0; start < chosen.length; start += 25) {
    const batch = chosen.slice(start, start + 25);
    actors.push(
      ...(await Promise.all(
        batch.map(async (user) => {
          await emulatorAccount(emulatorHost, { uid: user.uid, email: user.email, password: PASSWORD });
          return { ...user, token: await emulatorSignIn(emulatorHost, user.email, PASSWORD) };
        }),
      )),
    );
  }
  return actors;
}

async function main() {
  const workDir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-load-bench-')));
  let postgres: RunningPostgres | null = null;
  const url = process.env.DATABASE_URL ?? (postgres = await startPostgresServer(process.env, { durable: true })).url;
  const postgresPid = () => (postgres ? Number(fs.readFileSync(path.join(postgres.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]) : 0);
  const emulator = await startIsolatedEmulator(workDir);
  try {
    const { db } = await volumeDatabase(url);
    // Virtual users from the active organisations: 80 % students, 16 % teachers, 4 % admins.
    const active = new Set(
      (await db.query<{ id: string }>(`select o.id::text from organisations o where ${ORGANISATION_ACTIVE}`)).map((row) => row.id),
    );
    const pool = volumeUsers().filter((user) => active.has(user.organisationId));
    const take = (role: VolumeUser['role'], count: number) => pool.filter((user) => user.role === role).slice(0, count);
    const admins = take('admin', Math.max(1, Math.round(USERS * 0.04)));
    const teachers = take('enseignant', Math.max(1, Math.round(USERS * 0.16)));
    // Each teacher runs one session this morning: their next planned one, set « en cours » for the bench.
    const running = await db.query<{ trainer_uid: string; id: string }>(
      `update sessions s set status = 'en cours' from (
         select distinct on (trainer_uid) id from sessions where trainer_uid = any($1) and status = 'planifiée' order by trainer_uid, starts_at
       ) next where s.id = next.id returning s.trainer_uid, s.id::text`,
      [teachers.map((teacher) => teacher.uid)],
    );
    await db.close();
    const sessionOf = new Map(running.map((row) => [row.trainer_uid, row.id]));
    // A teacher with no planned session left stays out; students make up the number (BENCH_USERS in all).
    const leading = teachers.filter((teacher) => sessionOf.has(teacher.uid));
    const students = take('etudiant', USERS - admins.length - leading.length);
    const actors = (await createAccounts(emulator.host, [...students, ...leading, ...admins])).map((actor) => ({
      ...actor,
      runningSession: sessionOf.get(actor.uid),
    }));
    // Interleaved, so that every process gets its share of each role.
    actors.sort((a, b) => a.uid.localeCompare(b.uid));
    console.log(
      `Utilisateurs virtuels : ${actors.length} (${actors.filter((a) => a.role === 'etudiant').length} étudiants, ${actors.filter((a) => a.role === 'enseignant').length} enseignants, ${actors.filter((a) => a.role === 'admin').length} admins) ; machine : ${os.cpus().length} cœurs, ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}`,
    );

    const results: RunResult[] = [];
    for (const processes of RUNS) results.push(await run(processes, actors, url, emulator.host, workDir, postgresPid));
    const one = results.find((result) => result.processes === 1);
    if (one) {
      console.log('\n## Passage à l’échelle\n');
      for (const result of results.filter((r) => r.processes !== 1)) {
        console.log(`${result.processes} processus : ${(result.requestsPerSecond / one.requestsPerSecond).toFixed(2)}× le débit d’un processus (objectif ≥ 1,7× pour 2).`);
      }
    }
  } finally {
    await emulator.stop();
    await postgres?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
