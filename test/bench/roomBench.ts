/**
 * `npm run bench:room` (docs/performance.md): one API process holding BENCH_STREAMS (500) open session
 * streams (`GET /api/sessions/:id/stream`) spread over BENCH_SESSIONS (50) running sessions, as a building's
 * rooms run at once; BENCH_EVENTS (20) rounds in which the trainer writes a note in every session at once;
 * for each note, the time from its POST to its arrival on each stream of its session (p50, p95, max over
 * notes × streams), how many arrived, and the API's RSS before the streams, with them open, and after the
 * notes. Goals: p95 ≤ 500 ms, RSS growth ≤ 100 MiB. Printed, never asserted: the machines are shared.
 *
 * Self-contained: a throwaway PostgreSQL (LISTEN/NOTIFY as in production) unless DATABASE_URL names one,
 * a private Auth emulator, the API in its own process as production runs it (test/bench/apiServer.ts).
 * The streams are held by the organisation's administrators (BENCH_USERS of them, benchAdmins; at least
 * enough that none holds more than the API allows one account): an admin reads a session of the
 * organisation live, as a trainer's second device does.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_STREAMS_PER_ACCOUNT } from '../../server/api/plugins/app/live';
import { DEFAULT_RATE_LIMITS } from '../../server/api/plugins/external/rateLimit';
import { runMigrations } from '../../server/db/migrate';
import { openDatabase } from '../../server/db/database';
import { hasOrganisations, seedDemoWorld } from '../../server/seed/demoDatabase';
import { DEMO_PASSWORD, DEMO_UIDS, NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { startIsolatedEmulator } from '../../server/stack/isolatedEmulator';
import { startPostgresServer, type RunningPostgres } from '../support/postgresServer';
import { rssMiB, startApiProcess, userCeilingFor } from './apiLoad';
import { benchAdmins } from './apiVsFloor';
import { emulatorAccount, emulatorSignIn, runBench } from './benchSupport';

const STREAMS = Number(process.env.BENCH_STREAMS ?? 500);
const SESSIONS = Math.max(1, Math.min(STREAMS, Number(process.env.BENCH_SESSIONS ?? 50)));
const EVENTS = Number(process.env.BENCH_EVENTS ?? 20);
const USERS = Math.max(Number(process.env.BENCH_USERS ?? 50), Math.ceil(STREAMS / MAX_STREAMS_PER_ACCOUNT));
const GOALS = { p95Ms: 500, rssGrowthMiB: 100 };
const TEACHER_EMAIL = 'enseignant@actif.demo.test';

const percentile = (values: number[], p: number) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

/** One held stream: records when each note (by its text) arrived. */
type HeldStream = { arrivals: Map<string, number>; opened: Promise<void>; abort: AbortController };

function holdStream(url: string, token: string): HeldStream {
  const arrivals = new Map<string, number>();
  const abort = new AbortController();
  const opened = (async () => {
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' }, signal: abort.signal });
    if (response.status !== 200 || !response.body) throw new Error(`flux refusé : ${response.status} ${await response.text()}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end: number;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').filter((line) => line.startsWith('data:')).map((line) => line.slice(5).trim()).join('\n');
            if (!data) continue;
            const text = (JSON.parse(data) as { text?: string }).text;
            if (text && !arrivals.has(text)) arrivals.set(text, Date.now());
          }
        }
      } catch {
        // Aborted at the end of the bench.
      }
    })();
  })();
  return { arrivals, opened, abort };
}

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'simusession-room-bench-'));
  let postgres: RunningPostgres | null = null;
  const url = process.env.DATABASE_URL || (postgres = await startPostgresServer()).url;
  const emulator = await startIsolatedEmulator(workDir);
  const streams: HeldStream[] = [];
  try {
    const db = await openDatabase({ kind: 'postgres', url });
    await runMigrations(db);
    if (!(await hasOrganisations(db))) await seedDemoWorld(db);
    // The demo session and SESSIONS - 1 copies of it (same organisation, trainer and scenario), all running.
    const copies = await db.query<{ id: string }>(
      `insert into sessions (id, organisation_id, scenario_id, scenario_version, trainer_uid, title, starts_at, duration_minutes, status)
       select gen_random_uuid(), s.organisation_id, s.scenario_id, s.scenario_version, s.trainer_uid, 'Banc salle ' || i, s.starts_at, s.duration_minutes, 'en cours'
       from sessions s, generate_series(2, $2::int) as i where s.id = $1
       returning id::text`,
      [NEXT_WEEK_SESSION.id, SESSIONS],
    );
    const sessionIds = [NEXT_WEEK_SESSION.id, ...copies.map((row) => row.id)];
    await db.close();

    const adminTokens = await benchAdmins(url, emulator.host, USERS);
    // The private emulator may hold the demo accounts already (its seed); create the trainer only if not.
    const teacherToken = await emulatorSignIn(emulator.host, TEACHER_EMAIL, DEMO_PASSWORD).catch(async () => {
      await emulatorAccount(emulator.host, { uid: DEMO_UIDS.enseignant, email: TEACHER_EMAIL, password: DEMO_PASSWORD });
      return emulatorSignIn(emulator.host, TEACHER_EMAIL, DEMO_PASSWORD);
    });
    const teacher = { Authorization: `Bearer ${teacherToken}`, 'Content-Type': 'application/json' };
    // The trainer writes SESSIONS notes a round: the ceiling lets one minute of it through.
    const ceiling = String(Math.max(userCeilingFor(USERS, DEFAULT_RATE_LIMITS.userPerMinute || 0), SESSIONS * EVENTS * 2));
    const api = await startApiProcess(emulator.host, { env: { DATABASE_URL: url, RATE_LIMIT_USER_PER_MINUTE: ceiling } });
    try {
      const sessionUrl = (id: string) => `${api.origin}/api/sessions/${id}`;
      const started = await fetch(sessionUrl(NEXT_WEEK_SESSION.id), { method: 'PATCH', headers: teacher, body: JSON.stringify({ status: 'en cours' }) });
      if (started.status !== 200) throw new Error(`démarrage refusé : ${started.status} ${await started.text()}`);

      const rssBefore = rssMiB(api.child.pid ?? 0);
      // Stream i follows session i mod SESSIONS, held by admin i mod USERS; a few at a time, as screens are
      // switched on in a building, not in the same millisecond.
      const streamsOf = new Map<string, HeldStream[]>(sessionIds.map((id) => [id, []]));
      for (let i = 0; i < STREAMS; i += 50) {
        const batch = Array.from({ length: Math.min(50, STREAMS - i) }, (_, j) => {
          const sessionId = sessionIds[(i + j) % sessionIds.length] as string;
          const stream = holdStream(`${sessionUrl(sessionId)}/stream`, adminTokens[(i + j) % adminTokens.length] ?? '');
          streamsOf.get(sessionId)?.push(stream);
          return stream;
        });
        streams.push(...batch);
        await Promise.all(batch.map((stream) => stream.opened));
      }
      const rssOpen = rssMiB(api.child.pid ?? 0);

      const latencies: number[] = [];
      let missing = 0;
      for (let k = 1; k <= EVENTS; k += 1) {
        // One note per session, all at once: each session's streams wait for their own.
        const notes = await Promise.all(
          sessionIds.map(async (id) => {
            const text = `bench-room-${k}-${id}-${Date.now()}`;
            const sentAt = Date.now();
            const posted = await fetch(`${sessionUrl(id)}/events`, { method: 'POST', headers: teacher, body: JSON.stringify({ kind: 'note', text }) });
            if (posted.status !== 200) throw new Error(`note refusée : ${posted.status} ${await posted.text()}`);
            return { text, sentAt, followers: streamsOf.get(id) ?? [] };
          }),
        );
        const deadline = Date.now() + 5_000;
        while (Date.now() < deadline && notes.some(({ text, followers }) => followers.some((stream) => !stream.arrivals.has(text)))) await new Promise((resolve) => setTimeout(resolve, 10));
        for (const { text, sentAt, followers } of notes) {
          for (const stream of followers) {
            const at = stream.arrivals.get(text);
            if (at === undefined) missing += 1;
            else latencies.push(at - sentAt);
          }
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const rssAfter = rssMiB(api.child.pid ?? 0);
      const p95 = percentile(latencies, 95);
      const growth = Math.round((Math.max(rssOpen, rssAfter) - rssBefore) * 10) / 10;
      console.log(
        [
          '',
          `## Flux de session : ${STREAMS} flux ouverts sur un processus d’API, répartis sur ${SESSIONS} sessions en cours, ${EVENTS} notes par session (PostgreSQL, LISTEN/NOTIFY)`,
          '',
          '| mesure | valeur | objectif |',
          '|---|---|---|',
          `| note du formateur → reçue par chaque flux, médiane | ${percentile(latencies, 50)} ms | |`,
          `| idem, p95 | ${p95} ms | ≤ ${GOALS.p95Ms} ms ${p95 <= GOALS.p95Ms ? '(tenu)' : '(manqué)'} |`,
          `| idem, max | ${latencies.reduce((max, value) => Math.max(max, value), -Infinity)} ms | |`,
          `| arrivées manquantes (après 5 s) | ${missing} sur ${STREAMS * EVENTS} | 0 |`,
          `| RSS de l’API : avant / flux ouverts / après les notes | ${rssBefore} / ${rssOpen} / ${rssAfter} MiB | croissance ≤ ${GOALS.rssGrowthMiB} MiB ${growth <= GOALS.rssGrowthMiB ? '(tenu)' : '(manqué)'} : ${growth} MiB |`,
        ].join('\n'),
      );
    } finally {
      for (const stream of streams) stream.abort.abort();
      api.child.kill('SIGTERM');
    }
  } finally {
    await emulator.stop();
    await postgres?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

runBench(main);
