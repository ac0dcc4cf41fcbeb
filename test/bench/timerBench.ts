/**
 * `npm run bench:timer`: the `délai` timer as production runs it, printed, never asserted.
 *
 * 1. The volume: BENCH_TIMER_VOLUME_SESSIONS (1 000) running sessions, each with BENCH_TIMER_VOLUME_EVENTS (1 000)
 *    clock events (pauses and resumes in its current state) and a long délai ahead of it. A round's database time
 *    when nothing is due — the query every API process sends at least once a second — p50 / p95 / max over
 *    BENCH_TIMER_ROUNDS (200) rounds; and, for comparison, what reading every running session's clock events once
 *    costs (what each round did before the agenda of migration 016).
 * 2. The lateness: BENCH_TIMER_SESSIONS (5) sessions whose two states lead to each other after
 *    BENCH_TIMER_DELAY_SECONDS (1), fired by BENCH_TIMER_PROCESSES (2) real API processes (`server/api/main.ts`, what
 *    `npm run api` runs, with its own settings: a look every second at most), all stopped half-way (SIGTERM) and new
 *    ones started after BENCH_TIMER_RESTART_GAP_MS, as a deploy does; each transition against its due time (the
 *    state's `at` plus the delay, both from the log), before and after the restart, and the states left twice.
 *
 * A throwaway PostgreSQL server (several processes share the database, as in production); DATABASE_URL names a
 * THROWAWAY database instead (the demo world is seeded into it and two scenarios rewritten).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RUN_TIMER_BATCH, RUN_TIMER_POLL_MS } from '../../server/api/plugins/app/runTimer';
import { runLogRepository } from '../../server/api/repositories/runLog';
import { openDatabase, type Database } from '../../server/db/database';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoWorld } from '../../server/seed/demoDatabase';
import { DEMO_SCENARIO_IDS } from '../../server/seed/demoWorld';
import { freePorts } from '../../server/stack/ports';
import { apiProcess, type ApiProcess } from '../e2e/apiProcess';
import { startPostgresServer } from '../support/postgresServer';

const SESSIONS = Number(process.env.BENCH_TIMER_SESSIONS ?? 5);
const FIRINGS = Number(process.env.BENCH_TIMER_FIRINGS ?? 40);
const DELAY_SECONDS = Number(process.env.BENCH_TIMER_DELAY_SECONDS ?? 1);
/** How long no timer runs between the two deploys (shorter than a delay). */
const RESTART_GAP_MS = Number(process.env.BENCH_TIMER_RESTART_GAP_MS ?? 300);
const PROCESSES = Number(process.env.BENCH_TIMER_PROCESSES ?? 2);
const VOLUME_SESSIONS = Number(process.env.BENCH_TIMER_VOLUME_SESSIONS ?? 1000);
const VOLUME_EVENTS = Number(process.env.BENCH_TIMER_VOLUME_EVENTS ?? 1000);
const ROUNDS = Number(process.env.BENCH_TIMER_ROUNDS ?? 200);

const CLOCK_KINDS = `('phase_started', 'state_reached', 'correction', 'paused', 'resumed')`;

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

const summary = (label: string, lateness: readonly number[]) => {
  const sorted = [...lateness].sort((a, b) => a - b);
  return `${label} : ${sorted.length} transitions, retard p50 ${percentile(sorted, 50)} ms, p95 ${percentile(sorted, 95)} ms, max ${sorted.at(-1)} ms, min ${sorted[0]} ms`;
};

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

/** Sessions of `scenarioId` running in « initial » since `since` (an SQL expression), with no event yet but their phase. */
async function runningSessions(db: Database, scenarioId: string, count: number, title: string): Promise<string[]> {
  const ids = Array.from({ length: count }, () => randomUUID());
  await db.query(
    `insert into sessions (id, organisation_id, scenario_id, scenario_version, trainer_uid, title, starts_at, duration_minutes, status)
     select unnest($1::uuid[]), organisation_id, id, 1, author_uid, $3, now(), 60, 'en cours' from scenarios where id = $2`,
    [ids, scenarioId, title],
  );
  return ids;
}

/** The volume's sessions: in « initial » for the last hour, paused and resumed `VOLUME_EVENTS - 2` times since. */
async function seedVolume(db: Database): Promise<string[]> {
  const ids = await runningSessions(db, DEMO_SCENARIO_IDS.chocAnaphylactique, VOLUME_SESSIONS, 'Banc du minuteur (volume)');
  for (let start = 0; start < ids.length; start += 50) {
    const batch = ids.slice(start, start + 50);
    await db.query(
      `insert into run_log_events (id, session_id, kind, at, payload)
       select gen_random_uuid(), s.id, e.kind, e.at, e.payload from unnest($1::uuid[]) s(id), lateral (
         select 0 as n, 'phase_started' as kind, now() - interval '1 hour' as at, '{"phase": "scénario"}'::jsonb as payload
         union all select 1, 'state_reached', now() - interval '1 hour' + interval '1 millisecond', '{"state": "initial"}'::jsonb
         union all select n, case when n % 2 = 0 then 'paused' else 'resumed' end, now() - interval '1 hour' + n * interval '1 second', '{}'::jsonb
           from generate_series(2, $2::int - 1) n) e
       order by s.id, e.n`,
      [batch, VOLUME_EVENTS],
    );
  }
  return ids;
}

async function until(db: Database, count: number, sessionIds: readonly string[]): Promise<void> {
  const fired = async () =>
    (
      await db.query<{ n: number }>(
        `select count(*)::int as n from run_log_events where session_id = any($1::uuid[]) and kind = 'transition_taken' and payload ->> 'auto' = 'true'`,
        [sessionIds],
      )
    )[0]?.n ?? 0;
  while ((await fired()) < count) await new Promise((resolve) => setTimeout(resolve, 100));
}

async function main() {
  const server = process.env.DATABASE_URL ? null : await startPostgresServer();
  const url = process.env.DATABASE_URL ?? server!.url;
  const db = await openDatabase({ kind: 'postgres', url });
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-timer-'));
  const processes: ApiProcess[] = [];
  try {
    await runMigrations(db);
    await seedDemoWorld(db);
    const setTransitions = (scenarioId: string, transitions: unknown[]) =>
      db.query(`update scenario_versions set content = jsonb_set(content, '{graph,transitions}', $2::jsonb) where scenario_id = $1 and version = 1`, [
        scenarioId,
        JSON.stringify(transitions),
      ]);
    // The fired sessions: two states that lead to each other after the delay.
    await setTransitions(DEMO_SCENARIO_IDS.bronchiolite, [
      { id: 'b1', from: 'initial', to: 'aggravation', label: 'Aggravation', trigger: 'délai', delay_seconds: DELAY_SECONDS },
      { id: 'b2', from: 'aggravation', to: 'initial', label: 'Retour', trigger: 'délai', delay_seconds: DELAY_SECONDS },
    ]);
    // The volume: a délai a day away, so that they run and never fall due during the bench.
    await setTransitions(DEMO_SCENARIO_IDS.chocAnaphylactique, [
      { id: 'v1', from: 'initial', to: 'aggravation', label: 'Plus tard', trigger: 'délai', delay_seconds: 86_400 },
    ]);

    const [volumeIds, seedMs] = await timed(() => seedVolume(db));
    const [counted] = await db.query<{ n: number }>(`select count(*)::int as n from run_log_events where session_id = any($1::uuid[])`, [volumeIds]);
    const events = counted?.n ?? 0;
    console.log(`Minuteur : ${db.description}, attente maximale entre deux regards ${RUN_TIMER_POLL_MS} ms, lots de ${RUN_TIMER_BATCH} sessions`);
    console.log(`Volume : ${VOLUME_SESSIONS} sessions en cours, ${events} événements d’horloge (${(seedMs / 1000).toFixed(1)} s d’écriture)`);

    const ports = await freePorts(PROCESSES * 2);
    const deploy = async (deployPorts: readonly number[], label: string) => {
      const started = deployPorts.map((port, index) =>
        apiProcess({
          port,
          database: { url },
          appOrigin: 'http://127.0.0.1:1',
          // Never asked: no request carries a token; the timer needs no caller.
          emulatorHost: '127.0.0.1:1',
          projectId: 'demo-simusession',
          smtpUrl: 'smtp://127.0.0.1:1',
          logFile: path.join(logDir, `${label}-${index}.log`),
        }),
      );
      await Promise.all(started.map((one) => one.start()));
      processes.push(...started);
      return { stop: () => Promise.all(started.map((one) => one.stop())) };
    };

    // The first deploy's processes find the volume due (migration 016 makes every session just written due):
    // their first rounds decide for each and store its moment, a day away.
    const [first, catchUpMs] = await timed(async () => {
      const running = await deploy(ports.slice(0, PROCESSES), 'avant');
      while ((await db.query(`select 1 from sessions where run_due_at <= clock_timestamp() limit 1`)).length > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      return running;
    });
    console.log(`Rattrapage au démarrage (chaque session du volume décidée une fois) : ${(catchUpMs / 1000).toFixed(1)} s, démarrage des ${PROCESSES} processus compris`);

    // A round when nothing is due, from another connection while the processes run theirs.
    const runLog = runLogRepository(db);
    const rounds: number[] = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push((await timed(() => runLog.dueRuns(RUN_TIMER_BATCH)))[1]);
    const sorted = [...rounds].sort((a, b) => a - b);
    console.log(
      `Un tour sans rien d’échu, temps en base (${ROUNDS} tours) : p50 ${ms(percentile(sorted, 50))}, p95 ${ms(percentile(sorted, 95))}, max ${ms(sorted.at(-1)!)} (objectif : ≤ 10 ms)`,
    );
    const [, everythingMs] = await timed(() =>
      db.query(
        `select e.session_id, e.id, e.kind, e.at, e.payload from run_log_events e join sessions s on s.id = e.session_id
         where s.status = 'en cours' and e.kind in ${CLOCK_KINDS} order by e.session_id, e.at, e.id`,
      ),
    );
    console.log(`Pour comparaison, lire une fois les événements d’horloge de chaque session en cours (chaque tour, avant) : ${ms(everythingMs)}`);

    // The lateness: the fired sessions start once the first deploy runs.
    const firedIds = await runningSessions(db, DEMO_SCENARIO_IDS.bronchiolite, SESSIONS, 'Banc du minuteur');
    await db.query(
      `insert into run_log_events (id, session_id, kind, payload)
       select gen_random_uuid(), s.id, e.kind, e.payload::jsonb from unnest($1::uuid[]) s(id),
         (values (0, 'phase_started', '{"phase": "scénario"}'), (1, 'state_reached', '{"state": "initial"}')) e(n, kind, payload)
       order by s.id, e.n`,
      [firedIds],
    );
    await until(db, Math.floor(FIRINGS / 2), firedIds);
    await first.stop();
    const restartedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, RESTART_GAP_MS));
    const second = await deploy(ports.slice(PROCESSES), 'après');
    const readyAt = Date.now();
    await until(db, FIRINGS, firedIds);
    await second.stop();

    // Lateness from the log alone: each automatic transition against the state it left, reached `delay` before.
    const rows = await db.query<{ session_id: string; kind: string; at_ms: number; auto: boolean }>(
      `select session_id::text, kind, (extract(epoch from at) * 1000)::float8 as at_ms, coalesce((payload ->> 'auto')::boolean, false) as auto
       from run_log_events where session_id = any($1::uuid[]) and kind in ('state_reached', 'transition_taken') order by session_id, seq`,
      [firedIds],
    );
    const exits = await db.query<{ after: string; n: number }>(
      `select payload ->> 'after' as after, count(*)::int as n from run_log_events
       where session_id = any($1::uuid[]) and kind = 'transition_taken' group by 1 having count(*) > 1`,
      [firedIds],
    );
    const before: number[] = [];
    const during: number[] = [];
    const after: number[] = [];
    const reachedAt = new Map<string, number>();
    for (const row of rows) {
      if (row.kind === 'state_reached') reachedAt.set(row.session_id, row.at_ms);
      else if (row.auto) {
        const due = (reachedAt.get(row.session_id) ?? NaN) + DELAY_SECONDS * 1000;
        // Due while no process ran (the gap and the new processes' start-up): late by the deploy, not by the timer.
        (due < restartedAt ? before : due < readyAt ? during : after).push(Math.round(row.at_ms - due));
      }
    }
    console.log(
      `Tir : ${SESSIONS} sessions, délai ${DELAY_SECONDS} s, ${PROCESSES} processus API réels, arrêtés (SIGTERM) puis relancés : ${((readyAt - restartedAt) / 1000).toFixed(1)} s sans minuteur`,
    );
    console.log(`États quittés deux fois : ${exits.length} (attendu : 0)`);
    console.log(summary('Avant le redémarrage', before));
    if (during.length > 0) console.log(summary('Échues pendant le redémarrage (tirées au démarrage des nouveaux processus)', during));
    console.log(summary('Après le redémarrage', after));
    console.log(summary('Hors redémarrage', [...before, ...after]) + ' (objectif : p95 ≤ 1 s)');
  } finally {
    await Promise.all(processes.map((one) => one.stop().catch(() => undefined)));
    await db.close();
    await server?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
