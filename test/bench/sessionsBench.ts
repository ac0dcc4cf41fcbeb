/**
 * `npm run bench:sessions` (issue 14, "Performance"): on PostgreSQL with the volume world, a teacher's
 * sessions list and a session page's API calls (the session, its run log, its evaluations) under
 * autocannon at 50 connections. Printed, never asserted (goal: p99 ≤ 50 ms).
 *
 * Self-contained: a throwaway PostgreSQL server (Debian's initdb/pg_ctl, as the API tests use) unless
 * DATABASE_URL names one, a private Auth emulator holding the one volume teacher it signs in as, and
 * the API in its own process as production runs it (test/bench/apiServer.ts: logger and limits on, the
 * per-account ceiling raised for this one teacher's load, apiLoad.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ORGANISATION_ACTIVE } from '../../server/api/repositories/sql';
import { volumeUsers } from '../../server/seed/volumeWorld';
import { startIsolatedEmulator } from '../../server/stack/isolatedEmulator';
import { startPostgresServer, type RunningPostgres } from '../support/postgresServer';
import { DEFAULT_RATE_LIMITS } from '../../server/api/plugins/external/rateLimit';
import { loadCall, startApiProcess, userCeilingFor, type LoadResult } from './apiLoad';
import { emulatorAccount, emulatorSignIn, volumeDatabase } from './benchSupport';

const LOAD = { seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 10), connections: Number(process.env.BENCH_CONNECTIONS ?? 50) };
const GOAL_P99_MS = 50;
const PASSWORD = 'bench-sessions-1234';

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'simusession-sessions-bench-'));
  let postgres: RunningPostgres | null = null;
  const url = process.env.DATABASE_URL ?? (postgres = await startPostgresServer()).url;
  const emulator = await startIsolatedEmulator(workDir);
  try {
    const { db } = await volumeDatabase(url);

    // The busiest volume teacher of an active organisation (an inactive one's teachers are refused, 403).
    const teachers = new Set(volumeUsers().filter((user) => user.role === 'enseignant').map((user) => user.uid));
    const led = await db.query<{ trainer_uid: string; sessions: number }>(
      `select s.trainer_uid, count(*)::int as sessions from sessions s join organisations o on o.id = s.organisation_id
       where s.trainer_uid = any($1) and ${ORGANISATION_ACTIVE}
       group by s.trainer_uid order by sessions desc, s.trainer_uid limit 1`,
      [[...teachers]],
    );
    const teacher = volumeUsers().find((user) => user.uid === led[0]?.trainer_uid);
    if (!teacher) throw new Error('aucun enseignant du monde de volume ne conduit de session');
    const [session] = await db.query<{ id: string; events: number }>(
      `select s.id::text, (select count(*) from run_log_events e where e.session_id = s.id)::int as events
       from sessions s where s.trainer_uid = $1 order by events desc limit 1`,
      [teacher.uid],
    );
    await db.close();

    await emulatorAccount(emulator.host, { uid: teacher.uid, email: teacher.email, password: PASSWORD });
    const idToken = await emulatorSignIn(emulator.host, teacher.email, PASSWORD);
    const headers = { Authorization: `Bearer ${idToken}` };

    const userCeiling = String(userCeilingFor(1, DEFAULT_RATE_LIMITS.userPerMinute || 0));
    const api = await startApiProcess(emulator.host, { env: { DATABASE_URL: url, RATE_LIMIT_USER_PER_MINUTE: userCeiling } });
    try {
      const calls: [string, string][] = [
        ['GET /api/sessions (les sessions de l’enseignant)', '/api/sessions'],
        ['GET /api/sessions/:id', `/api/sessions/${session?.id}`],
        ['GET /api/sessions/:id/events', `/api/sessions/${session?.id}/events`],
        ['GET /api/sessions/:id/evaluations', `/api/sessions/${session?.id}/evaluations`],
      ];
      // A refused call would measure the refusal: each route must answer 200 before it is loaded.
      for (const [name, route] of calls) {
        const probe = await fetch(`${api.origin}${route}`, { headers });
        if (probe.status !== 200) throw new Error(`${name} : ${probe.status} ${await probe.text()}`);
      }
      const results: LoadResult[] = [];
      for (const [name, route] of calls) results.push(await loadCall(api.child, name, `${api.origin}${route}`, headers, LOAD));
      const sessions = led[0]?.sessions ?? 0;
      console.log(
        [
          '',
          `## Sessions sur PostgreSQL, monde de volume (autocannon, ${LOAD.connections} connexions, ${LOAD.seconds} s par appel)`,
          `Enseignant ${teacher.uid} : ${sessions} sessions ; session ${session?.id} : ${session?.events ?? 0} événements.`,
          '',
          '| appel | req/s | médiane | p99 | objectif p99 | erreurs |',
          '|---|---|---|---|---|---|',
          ...results.map((result) => `| ${result.call} | ${result.requestsPerSecond} | ${result.medianMs} ms | ${result.p99Ms} ms | ≤ ${GOAL_P99_MS} ms ${result.p99Ms <= GOAL_P99_MS ? '(tenu)' : '(manqué)'} | ${result.errors} |`),
        ].join('\n'),
      );
    } finally {
      api.child.kill('SIGTERM');
    }
  } finally {
    await emulator.stop();
    await postgres?.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
