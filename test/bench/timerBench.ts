/**
 * `npm run bench:timer` (issue 27, "Measured": a timed transition fires within ±1 s of its due time, also
 * when the API was restarted in between). Sessions run a scenario whose two states lead to each other by
 * `délai` transitions; the timer plugin (server/api/plugins/app/runTimer.ts, at a running API's poll) fires
 * them; half-way its process is stopped and a new one started, as a deploy would. Printed, never asserted:
 * how late each transition fired against its due time (the state's `at` plus the delay, both read from the
 * log), p50 / p95 / max, before and after the restart.
 *
 * BENCH_TIMER_PROCESSES timers (2 by default) run side by side, each with its own connections on PostgreSQL:
 * every transition must still be written once (counted), the losers finding it taken.
 *
 * In-memory PGlite by default; BENCH_TIMER_POSTGRES=1 starts a throwaway PostgreSQL server (as the API tests
 * do); DATABASE_URL names a THROWAWAY database instead (the demo world is seeded into it and a scenario
 * rewritten). No sign-in: the timer works with no browser and no caller.
 */
import Fastify from 'fastify';
import { randomUUID } from 'node:crypto';
import errorsPlugin from '../../server/api/plugins/app/errors';
import repositoriesPlugin from '../../server/api/plugins/app/repositories';
import runTimerPlugin, { RUN_TIMER_POLL_MS } from '../../server/api/plugins/app/runTimer';
import { openDatabase, type Database } from '../../server/db/database';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoWorld } from '../../server/seed/demoDatabase';
import { DEMO_SCENARIO_IDS } from '../../server/seed/demoWorld';
import { startPostgresServer } from '../support/postgresServer';

const SESSIONS = Number(process.env.BENCH_TIMER_SESSIONS ?? 5);
const FIRINGS = Number(process.env.BENCH_TIMER_FIRINGS ?? 40);
const DELAY_SECONDS = Number(process.env.BENCH_TIMER_DELAY_SECONDS ?? 1);
/** How long no timer runs between the two processes (a deploy's gap, shorter than a delay). */
const RESTART_GAP_MS = Number(process.env.BENCH_TIMER_RESTART_GAP_MS ?? 300);
const PROCESSES = Number(process.env.BENCH_TIMER_PROCESSES ?? 2);

/** One timer with its own connections (on PostgreSQL), as one API process has. */
async function timerProcess(db: Database, url: string | null) {
  const own = url ? await openDatabase({ kind: 'postgres', url }) : db;
  const app = Fastify();
  app.register(errorsPlugin);
  app.register(repositoriesPlugin, { db: own });
  app.register(runTimerPlugin, { pollMs: RUN_TIMER_POLL_MS });
  await app.ready();
  return {
    async close() {
      await app.close();
      if (own !== db) await own.close();
    },
  };
}

/** The processes of one deploy, started together, stopped together. */
async function timerProcesses(db: Database, url: string | null) {
  const timers = await Promise.all(Array.from({ length: PROCESSES }, () => timerProcess(db, url)));
  return { close: () => Promise.all(timers.map((timer) => timer.close())) };
}

const firedCount = async (db: Database) =>
  (await db.query<{ n: number }>(`select count(*)::int as n from run_log_events where kind = 'transition_taken' and payload ->> 'auto' = 'true'`))[0]?.n ?? 0;

async function until(db: Database, count: number): Promise<void> {
  while ((await firedCount(db)) < count) await new Promise((resolve) => setTimeout(resolve, 100));
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const summary = (label: string, lateness: readonly number[]) => {
  const sorted = [...lateness].sort((a, b) => a - b);
  return `${label} : ${sorted.length} transitions, retard p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted.at(-1)} ms, min ${sorted[0]} ms`;
};

async function main() {
  const server = process.env.BENCH_TIMER_POSTGRES === '1' && !process.env.DATABASE_URL ? await startPostgresServer() : null;
  const url = process.env.DATABASE_URL ?? server?.url ?? null;
  const db = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'memory' });
  try {
    await runMigrations(db);
    await seedDemoWorld(db);
    // Two states that lead to each other after the delay: every session fires one transition per delay.
    const loop = [
      { id: 'b1', from: 'initial', to: 'aggravation', label: 'Aggravation', trigger: 'délai', delay_seconds: DELAY_SECONDS },
      { id: 'b2', from: 'aggravation', to: 'initial', label: 'Retour', trigger: 'délai', delay_seconds: DELAY_SECONDS },
    ];
    await db.query(`update scenario_versions set content = jsonb_set(content, '{graph,transitions}', $2::jsonb) where scenario_id = $1 and version = 1`, [
      DEMO_SCENARIO_IDS.bronchiolite,
      JSON.stringify(loop),
    ]);
    // The timers first (their start-up is not what is measured), then the sessions they find running.
    const started = Date.now();
    let timer = await timerProcesses(db, url);
    const sessionIds = Array.from({ length: SESSIONS }, () => randomUUID());
    for (const id of sessionIds) {
      await db.query(
        `insert into sessions (id, organisation_id, scenario_id, scenario_version, trainer_uid, title, starts_at, duration_minutes, status)
         select $1, organisation_id, id, 1, author_uid, 'Banc du minuteur', now(), 60, 'en cours' from scenarios where id = $2`,
        [id, DEMO_SCENARIO_IDS.bronchiolite],
      );
      await db.query(`insert into run_log_events (id, session_id, kind, payload) values ($1, $2, 'phase_started', '{"phase": "scénario"}')`, [randomUUID(), id]);
      await db.query(`insert into run_log_events (id, session_id, kind, payload) values ($1, $2, 'state_reached', '{"state": "initial"}')`, [randomUUID(), id]);
    }

    await until(db, Math.floor(FIRINGS / 2));
    await timer.close();
    const restartedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, RESTART_GAP_MS));
    timer = await timerProcesses(db, url);
    await until(db, FIRINGS);
    await timer.close();

    // Lateness from the log alone: each automatic transition against the state it left, reached `delay` before.
    const rows = await db.query<{ session_id: string; kind: string; at_ms: number; auto: boolean }>(
      `select session_id::text, kind, (extract(epoch from at) * 1000)::float8 as at_ms, coalesce((payload ->> 'auto')::boolean, false) as auto
       from run_log_events where session_id = any($1::uuid[]) and kind in ('state_reached', 'transition_taken') order by session_id, seq`,
      [sessionIds],
    );
    const exits = await db.query<{ after: string; n: number }>(
      `select payload ->> 'after' as after, count(*)::int as n from run_log_events
       where session_id = any($1::uuid[]) and kind = 'transition_taken' group by 1 having count(*) > 1`,
      [sessionIds],
    );
    const before: number[] = [];
    const after: number[] = [];
    const reachedAt = new Map<string, number>();
    for (const row of rows) {
      if (row.kind === 'state_reached') reachedAt.set(row.session_id, row.at_ms);
      else if (row.auto) {
        const due = (reachedAt.get(row.session_id) ?? NaN) + DELAY_SECONDS * 1000;
        (due < restartedAt ? before : after).push(Math.round(row.at_ms - due));
      }
    }
    console.log(
      `Minuteur : ${SESSIONS} sessions, délai ${DELAY_SECONDS} s, ${PROCESSES} processus, attente maximale entre deux regards ${RUN_TIMER_POLL_MS} ms, ${db.description}`,
    );
    console.log(`États quittés deux fois : ${exits.length} (attendu : 0)`);
    console.log(summary('Avant le redémarrage', before));
    console.log(summary(`Après le redémarrage (${RESTART_GAP_MS} ms sans minuteur)`, after));
    console.log(summary('Ensemble', [...before, ...after]));
    console.log(`Durée : ${((Date.now() - started) / 1000).toFixed(1)} s (objectif : chaque transition à ±1 s de son heure)`);
  } finally {
    await db.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
