/**
 * `npm run bench:sessions`: on PostgreSQL with the volume world, teachers' sessions lists and session pages' API
 * calls (the session, its run log, its evaluations) under autocannon at 50 connections. Printed, never asserted
 * (goal: p99 ≤ 50 ms).
 *
 * As production sees it, not one hot token on one hot row: `BENCH_TEACHERS` (50) teachers of active organisations,
 * each signed in with their own token, and up to `BENCH_SESSIONS_PER_TEACHER` (5) of each one's sessions; every
 * request is the next (teacher, session) pair, so the token cache, the caller's profile and the rows read change at
 * each call.
 *
 * Self-contained: a throwaway PostgreSQL server (Debian's initdb/pg_ctl, as the API tests use) unless
 * DATABASE_URL names one, a private Auth emulator holding the volume teachers it signs in as, and
 * the API in its own process as production runs it (test/bench/apiServer.ts: logger and limits on, the
 * per-account ceiling raised for these teachers' share of the load, apiLoad.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ORGANISATION_ACTIVE } from '../../server/api/repositories/sql';
import { volumeUsers } from '../../server/seed/volumeWorld';
import { startIsolatedEmulator } from '../../server/stack/isolatedEmulator';
import { startPostgresServer, type RunningPostgres } from '../support/postgresServer';
import { DEFAULT_RATE_LIMITS } from '../../server/api/plugins/external/rateLimit';
import { loadCall, startApiProcess, userCeilingFor, type LoadRequest, type LoadResult } from './apiLoad';
import { emulatorAccount, emulatorSignIn, volumeDatabase } from './benchSupport';

const LOAD = { seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 10), connections: Number(process.env.BENCH_CONNECTIONS ?? 50) };
const GOAL_P99_MS = 50;
const PASSWORD = 'bench-sessions-1234';
const TEACHERS = Number(process.env.BENCH_TEACHERS ?? 50);
const SESSIONS_PER_TEACHER = Number(process.env.BENCH_SESSIONS_PER_TEACHER ?? 5);

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'simusession-sessions-bench-'));
  let postgres: RunningPostgres | null = null;
  const url = process.env.DATABASE_URL ?? (postgres = await startPostgresServer()).url;
  const emulator = await startIsolatedEmulator(workDir);
  try {
    const { db } = await volumeDatabase(url);

    // The volume teachers of active organisations who lead sessions, busiest first (an inactive one's are refused, 403).
    const teachers = new Map(volumeUsers().filter((user) => user.role === 'enseignant').map((user) => [user.uid, user]));
    const led = await db.query<{ trainer_uid: string; sessions: number }>(
      `select s.trainer_uid, count(*)::int as sessions from sessions s join organisations o on o.id = s.organisation_id
       where s.trainer_uid = any($1) and ${ORGANISATION_ACTIVE}
       group by s.trainer_uid order by sessions desc, s.trainer_uid limit $2`,
      [[...teachers.keys()], TEACHERS],
    );
    if (led.length === 0) throw new Error('aucun enseignant du monde de volume ne conduit de session');
    // Each one's sessions with the longest run logs, up to SESSIONS_PER_TEACHER.
    const ledSessions = await db.query<{ trainer_uid: string; id: string; events: number }>(
      `select trainer_uid, id, events from (
         select s.trainer_uid, s.id::text, (select count(*) from run_log_events e where e.session_id = s.id)::int as events,
                row_number() over (partition by s.trainer_uid order by (select count(*) from run_log_events e where e.session_id = s.id) desc, s.id) as rank
         from sessions s where s.trainer_uid = any($1)) ranked
       where rank <= $2 order by trainer_uid, rank`,
      [led.map((row) => row.trainer_uid), SESSIONS_PER_TEACHER],
    );
    await db.close();

    const tokens = new Map<string, Record<string, string>>();
    for (const { trainer_uid: uid } of led) {
      const teacher = teachers.get(uid);
      if (!teacher) continue;
      await emulatorAccount(emulator.host, { uid: teacher.uid, email: teacher.email, password: PASSWORD });
      tokens.set(uid, { Authorization: `Bearer ${await emulatorSignIn(emulator.host, teacher.email, PASSWORD)}` });
    }
    const lists: LoadRequest[] = [...tokens.values()].map((headers) => ({ path: '/api/sessions', headers }));
    const pages = (suffix: string): LoadRequest[] =>
      ledSessions.map((session) => ({ path: `/api/sessions/${session.id}${suffix}`, headers: tokens.get(session.trainer_uid) ?? {} }));

    const userCeiling = String(userCeilingFor(tokens.size, DEFAULT_RATE_LIMITS.userPerMinute || 0));
    const api = await startApiProcess(emulator.host, { env: { DATABASE_URL: url, RATE_LIMIT_USER_PER_MINUTE: userCeiling } });
    try {
      const calls: [string, LoadRequest[]][] = [
        ['GET /api/sessions (les sessions de chaque enseignant)', lists],
        ['GET /api/sessions/:id', pages('')],
        ['GET /api/sessions/:id/events', pages('/events')],
        ['GET /api/sessions/:id/evaluations', pages('/evaluations')],
      ];
      // A refused call would measure the refusal: each (teacher, route) must answer 200 before it is loaded.
      for (const [name, requests] of calls) {
        for (const { path: route, headers } of requests) {
          const probe = await fetch(`${api.origin}${route}`, { headers });
          if (probe.status !== 200) throw new Error(`${name} (${route}) : ${probe.status} ${await probe.text()}`);
        }
      }
      const results: LoadResult[] = [];
      for (const [name, requests] of calls) results.push(await loadCall(api.child, name, `${api.origin}/api/sessions`, { spread: requests }, LOAD));
      const events = ledSessions.map((session) => session.events);
      console.log(
        [
          '',
          `## Sessions sur PostgreSQL, monde de volume (autocannon, ${LOAD.connections} connexions, ${LOAD.seconds} s par appel)`,
          `${tokens.size} enseignants, chacun avec son jeton (${led.at(-1)?.sessions ?? 0} à ${led[0]?.sessions ?? 0} sessions chacun) ; ${ledSessions.length} sessions de ${Math.min(...events)} à ${Math.max(...events)} événements, une autre à chaque requête.`,
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
