/**
 * What the bench scripts share: signing in through a private Auth emulator as the web SDK does, adding
 * accounts to it, the volume world on PostgreSQL, and an in-process API over the demo world. The
 * figures are each script's; the setting up is the same everywhere, so it lives here once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApi } from '../../server/api/buildApi';
import { openDatabase, type Database } from '../../server/db/database';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoWorld } from '../../server/seed/demoDatabase';
import { RecordingMailer } from '../../server/mail/mailer';
import { DEMO_PASSWORD } from '../../server/seed/demoWorld';
import { seedVolumeWorld } from '../../server/seed/volumeWorld';
import { DEMO_PROJECT_ID } from '../../server/demoProject';
import type { RunningEmulator } from '../../server/stack/authEmulator';
import { startIsolatedEmulator } from '../../server/stack/isolatedEmulator';

const identityToolkit = (host: string) => `http://${host}/identitytoolkit.googleapis.com/v1`;

/** An ID token for `email`, signed in through the emulator's REST API as the web SDK does. */
export async function emulatorSignIn(host: string, email: string, password: string = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(`${identityToolkit(host)}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const { idToken } = (await response.json()) as { idToken?: string };
  if (!idToken) throw new Error(`connexion de ${email} refusée par l’émulateur (${response.status})`);
  return idToken;
}

/** A verified identity account with this uid, as the operator's own tools would create it. */
export async function emulatorAccount(host: string, account: { uid: string; email: string; password: string }): Promise<void> {
  const response = await fetch(`${identityToolkit(host)}/projects/${DEMO_PROJECT_ID}/accounts`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({ localId: account.uid, email: account.email, password: account.password, emailVerified: true }),
  });
  if (!response.ok) throw new Error(`compte ${account.email} non créé dans l’émulateur (${response.status})`);
}

/** The demo world, then the volume world, on the PostgreSQL of `url`; the counts are printed. */
export async function volumeDatabase(url: string): Promise<{ db: Database; counts: Record<string, number> }> {
  const db = await openDatabase({ kind: 'postgres', url });
  const started = Date.now();
  await runMigrations(db);
  await seedDemoWorld(db);
  const counts = await seedVolumeWorld(db);
  console.log(
    `Monde de volume : ${counts.users ?? '?'} utilisateurs, ${counts.sessions ?? '?'} sessions, ${counts.run_log_events ?? '?'} événements (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return { db, counts };
}

export type LocalApi = {
  app: ReturnType<typeof buildApi>;
  db: Database;
  origin: string;
  emulator: RunningEmulator;
  mailer: RecordingMailer;
  /** How the figures' footnote names the database. */
  databaseLabel: string;
  signIn(email: string): Promise<string>;
};

/**
 * The API in this process over the demo world (in-memory PGlite, or the database of DATABASE_URL as it
 * stands), with a private Auth emulator and a recording mailer, without rate limits: the figures are
 * the product's work. Everything is stopped and removed once `work` settles.
 */
export async function withLocalApi(name: string, work: (api: LocalApi) => Promise<void>): Promise<void> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), `simusession-${name}-bench-`));
  const emulator = await startIsolatedEmulator(workDir);
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const url = process.env.DATABASE_URL;
  const db = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'memory' });
  const mailer = new RecordingMailer();
  const app = buildApi({ db, mailer, rateLimits: false });
  try {
    if (!url) {
      await runMigrations(db);
      await seedDemoWorld(db);
    }
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });
    const databaseLabel = url ? 'PostgreSQL (DATABASE_URL)' : 'PGlite en mémoire';
    await work({ app, db, origin, emulator, mailer, databaseLabel, signIn: (email) => emulatorSignIn(emulator.host, email) });
  } finally {
    await app.close();
    await db.close();
    await emulator.stop();
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** Runs a bench's `main`, printing the error and exiting 1 if it fails. */
export function runBench(main: () => Promise<void>): void {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
