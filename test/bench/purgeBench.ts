/**
 * `npm run bench:purge` (docs/performance.md): 1 000 inactive accounts, warned 40 days ago, purged through POST
 * /api/inactive-users/purge (dry run, then the deletion: identity account in a private Auth emulator,
 * profile and personal data, one audit entry each; goal < 60 s), and the export of a person with 500
 * sessions and 5 000 run-log events through GET /api/me/export (goal < 2 s). In-memory PGlite, or
 * DATABASE_URL. Printed, never asserted.
 */
import { randomUUID } from 'node:crypto';
import { PURGE_CONFIRMATION } from '../../contract/purge';
import { DEMO_PASSWORD, DEMO_UIDS, LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { runBench, withLocalApi } from './benchSupport';

const ACCOUNTS = Number(process.env.BENCH_PURGE_ACCOUNTS ?? 1000);
const SESSIONS = Number(process.env.BENCH_EXPORT_SESSIONS ?? 500);
const EVENTS = Number(process.env.BENCH_EXPORT_EVENTS ?? 5000);

async function main() {
  await withLocalApi('purge', async ({ app, db, origin, databaseLabel, signIn }) => {
    // 1 000 inactive, warned accounts: identity accounts in one importUsers call, profiles in one insert.
    const stamp = Date.now().toString(36);
    const people = Array.from({ length: ACCOUNTS }, (_, i) => ({ uid: `bench-purge-${stamp}-${i}`, email: `bench-purge-${stamp}-${i}@actif.demo.test` }));
    for (let start = 0; start < people.length; start += 1000) {
      await app.identity.importUsers(people.slice(start, start + 1000).map((person) => ({ uid: person.uid, email: person.email, emailVerified: true })));
    }
    await db.query(
      `insert into users (uid, email, role, organisation_id, firstname, name, account_type, last_sign_in_at, created_at, purge_warned_at)
       select p.uid, p.email, 'etudiant', $3, 'Prénom', 'Inactif', 'organisation', now() - interval '36 months', now() - interval '48 months', now() - interval '40 days'
       from unnest($1::text[], $2::text[]) as p(uid, email)`,
      [people.map((person) => person.uid), people.map((person) => person.email), LYCEE_ACTIF.id],
    );
    const hyper = await signIn('hyper@demo.test');
    const purge = (body: unknown) =>
      fetch(`${origin}/api/inactive-users/purge`, { method: 'POST', headers: { Authorization: `Bearer ${hyper}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const uids = people.map((person) => person.uid);
    let started = performance.now();
    const dry = (await (await purge({ uids, dryRun: true })).json()) as { data: { count: number } };
    const dryMs = performance.now() - started;
    started = performance.now();
    const run = (await (await purge({ uids, dryRun: false, confirmation: PURGE_CONFIRMATION })).json()) as { data: { count: number; failed: unknown[] } };
    const purgeMs = performance.now() - started;
    const [left] = await db.query<{ n: number }>('select count(*)::int as n from users where uid = any($1::text[])', [uids]);
    const [audited] = await db.query<{ n: number }>("select count(*)::int as n from audit_log where action = 'operator.purge' and target = any($1::text[])", [uids]);

    // The export of a person with 500 sessions and 5 000 run-log events they wrote.
    const email = `bench-export-${randomUUID()}@actif.demo.test`;
    const { uid } = await app.identity.createUser({ email, password: DEMO_PASSWORD, emailVerified: true });
    await db.query("insert into users (uid, email, role, organisation_id, firstname, name, account_type) values ($1, $2, 'etudiant', $3, 'Export', 'Volumineux', 'organisation')", [uid, email, LYCEE_ACTIF.id]);
    await db.query(
      `insert into sessions (id, organisation_id, trainer_uid, title, starts_at, duration_minutes, status, results_released_at)
       select gen_random_uuid(), $1, $2, 'Session ' || n, now() - make_interval(days => n), 90, 'terminée', now() - make_interval(days => n - 1)
       from generate_series(1, $3::int) as n`,
      [LYCEE_ACTIF.id, DEMO_UIDS.enseignant, SESSIONS],
    );
    await db.query(
      `insert into session_participants (session_id, user_uid, session_role)
       select s.id, $1, 'apprenant' from sessions s where s.title like 'Session %' and s.trainer_uid = $2`,
      [uid, DEMO_UIDS.enseignant],
    );
    await db.query(
      `insert into run_log_events (id, session_id, kind, at, author_uid, payload)
       select gen_random_uuid(), s.ids[1 + (n % $3::int)], 'note', now() - make_interval(secs => n), $1, jsonb_build_object('text', 'Observation n° ' || n)
       from generate_series(1, $2::int) as n,
         (select array_agg(id) as ids from sessions where title like 'Session %' and trainer_uid = $4) s`,
      [uid, EVENTS, SESSIONS, DEMO_UIDS.enseignant],
    );
    const token = await signIn(email);
    await fetch(`${origin}/api/auth/users/profile`, { headers: { Authorization: `Bearer ${token}` } });
    started = performance.now();
    const response = await fetch(`${origin}/api/me/export`, { headers: { Authorization: `Bearer ${token}` } });
    const text = await response.text();
    const exportMs = performance.now() - started;
    const parsed = JSON.parse(text) as { sessions: unknown[]; run_log_events: unknown[] };

    console.log('\n## Purge des comptes inactifs et export des données\n');
    console.log('| étape | volume | durée |\n|---|---|---|');
    console.log(`| purge, simulation (dryRun) | ${dry.data.count} comptes | ${(dryMs / 1000).toFixed(2)} s |`);
    console.log(`| purge | ${run.data.count} supprimés, ${run.data.failed.length} en échec, ${left?.n ?? '?'} restants, ${audited?.n ?? '?'} entrées d’audit | ${(purgeMs / 1000).toFixed(2)} s (objectif < 60 s) |`);
    console.log(`| export (GET /api/me/export) | ${parsed.sessions.length} sessions, ${parsed.run_log_events.length} événements, ${(text.length / 1024).toFixed(0)} Kio | ${(exportMs / 1000).toFixed(2)} s (objectif < 2 s) |`);
    console.log(`\nBase : ${databaseLabel} ; émulateur Auth privé.`);
  });
}

runBench(main);
