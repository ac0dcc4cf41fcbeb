/**
 * `npm run bench:import`: 1 000 CSV lines imported through POST /api/auth/users/import (issue 13's goal:
 * under 10 s locally), each line the full invitation — identity account in a private Auth emulator, profile
 * and groups in the database (in-memory PGlite, or DATABASE_URL), audit entry, e-mail (to a recording
 * mailer: the figure is the product's work, not a mail server's). Printed, never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApi } from '../../server/api/buildApi';
import { openDatabase } from '../../server/db/database';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoWorld } from '../../server/db/seed';
import { RecordingMailer } from '../../server/mail/mailer';
import { DEMO_PASSWORD, LYCEE_ACTIF } from '../../server/seed/demoWorld';
import { startIsolatedEmulator } from '../../server/stack/isolatedEmulator';

const LINES = Number(process.env.BENCH_IMPORT_LINES ?? 1000);

async function main() {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'simusession-import-bench-'));
  const emulator = await startIsolatedEmulator(workDir);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const url = process.env.DATABASE_URL;
  const db = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'memory' });
  if (!url) {
    await runMigrations(db);
    await seedDemoWorld(db);
  }
  await db.query('update organisations set seats = seats + $2 where id = $1', [LYCEE_ACTIF.id, LINES]);
  const mailer = new RecordingMailer();
  const app = buildApi({ db, mailer, rateLimits: false });
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  try {
    const signIn = await fetch(`http://${emulator.host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@actif.demo.test', password: DEMO_PASSWORD, returnSecureToken: true }),
    });
    const { idToken } = (await signIn.json()) as { idToken: string };
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
    console.log(`\nBase : ${url ? 'PostgreSQL (DATABASE_URL)' : 'PGlite en mémoire'} ; émulateur Auth privé ; e-mails vers un enregistreur.`);
  } finally {
    await app.close();
    await db.close();
    await emulator.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
