/**
 * `npm run bench:import`: 1 000 CSV lines imported through POST /api/auth/users/import (the goal, docs/performance.md:
 * under 10 s locally), each line the full invitation — identity account in a private Auth emulator, profile
 * and groups in the database (in-memory PGlite, or DATABASE_URL), audit entry, e-mail (to a recording
 * mailer: the figure is the product's work, not a mail server's). Printed, never asserted.
 */
import { LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { runBench, withLocalApi } from './benchSupport';

const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 1000);

async function main() {
  await withLocalApi('import', async ({ db, origin, mailer, databaseLabel, signIn }) => {
    await db.query('update organisations set seats = seats + $2 where id = $1', [LYCEE_ACTIF.id, LINES]);
    const idToken = await signIn('admin@actif.demo.test');
    const stamp = Date.now().toString(36);
    const rows = Array.from({ length: LINES }, (_, i) => `bench-${stamp}-${i}@actif.demo.test;Prénom${i};Nom${i};etudiant;IFSI 2A – groupe 1`);
    const csv = `email;prénom;nom;rôle;groupes\n${rows.join('\n')}\n`;
    const call = (query: string) =>
      fetch(`${origin}/api/auth/users/import${query}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${idToken}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ csv }),
      });
    let started = performance.now();
    const preview = (await (await call('?dryRun=true')).json()) as { data: { valid: number } };
    const previewMs = performance.now() - started;
    started = performance.now();
    const imported = (await (await call('')).json()) as { data: { imported: number; invitations_not_sent: number } };
    const importMs = performance.now() - started;
    console.log('\n## Import CSV (POST /api/auth/users/import)\n');
    console.log(`| étape | lignes | durée |\n|---|---|---|`);
    console.log(`| aperçu (dryRun) | ${preview.data.valid} valides | ${(previewMs / 1000).toFixed(2)} s |`);
    console.log(`| import | ${imported.data.imported} comptes, ${mailer.sent.length} e-mails | ${(importMs / 1000).toFixed(2)} s (objectif < 10 s) |`);
    console.log(`\nBase : ${databaseLabel} ; émulateur Auth privé ; e-mails vers un enregistreur.`);
  });
}

runBench(main);
