/**
 * The whole product on loopback for the browser tests: the Auth emulator with the demo seed,
 * the reference API over a fresh embedded database, and a production build served by the
 * same web server as `npm run serve`. Every port is chosen free, so a running `npm start`
 * is not disturbed.
 *
 * The API runs as its own process (`server/api/main.ts`, see ./apiProcess.ts) over a PGlite
 * folder in the stack's temporary folder, seeded once here: a fault journey can kill it and
 * start it again on the same port (`stack.api`; from a Playwright worker, through the control
 * server of ./control.ts that globalSetup starts), and the data survives. PGlite is
 * single-process, so `reset()` stops the API cleanly, resets the demo world in that folder,
 * and starts the API again. The benches ask for `database: 'postgres'`: the same stack with the
 * API over a throwaway PostgreSQL server, as production runs it.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type Database, type DatabaseLocation } from '../../server/db/database';
import { startMailCatcher } from '../../server/mail/catcher';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoWorld } from '../../server/seed/demoDatabase';
import { repoPath } from '../../server/paths';
import { startIsolatedEmulator } from '../../server/stack/isolatedEmulator';
import { DEMO_PROJECT_ID } from '../../server/demoProject';
import { resetDemoWorld } from '../../server/stack/demoReset';
import { freePorts } from '../../server/stack/ports';
import { buildWebServer } from '../../server/web/webServer';
import { FIREBASE_AUTH_ORIGINS } from '../../server/web/securityHeaders';
import { startPostgresServer, type RunningPostgres } from '../support/postgresServer';
import { apiProcess, type ApiProcess } from './apiProcess';

export type E2eStack = {
  baseURL: string;
  emulatorHost: string;
  /** The mail catcher's web inbox (MailDev): what the API e-mailed, at `${mailInbox}/email`. */
  mailInbox: string;
  distDir: string;
  /** webpack's stats of the build, when asked for (the benchmark reads chunk contents). */
  statsFile: string | null;
  /** The API process: `kill()` (SIGKILL) and `start()` again on the same port. */
  api: Pick<ApiProcess, 'kill' | 'start' | 'running'>;
  reset(): Promise<void>;
  /** Moves every purge warning 31 days into the past (the clock of the purge journey; only this test stack has it). */
  agePurgeWarnings(): Promise<void>;
  /**
   * The product's pictures show people, not test fixtures: every profile's e-mail becomes
   * `prénom.nom@<SHOWCASE_DOMAIN>` (sign-in is the emulator's business and looks profiles up by uid, so
   * nothing else changes). For `npm run screenshots` only; the journeys keep the demo world's addresses.
   */
  showcaseAddresses(): Promise<void>;
  stop(): Promise<void>;
};

/** A reserved domain (RFC 2606): believable on a picture, and nobody's. */
export const SHOWCASE_DOMAIN = 'ifsi-villefranche.example';

/** « Émilie Roux » → « emilie.roux »: what a school's address book would hold. */
export function showcaseLocalPart(firstname: string, name: string): string {
  const plain = (text: string) => text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return [plain(firstname), plain(name)].filter(Boolean).join('.');
}

export type E2eStackOptions = {
  /** Also write webpack's stats of the build (the benchmark reads chunk contents). */
  stats?: boolean;
  /**
   * `postgres`: the API over a throwaway PostgreSQL server (test/support/postgresServer.ts), the database
   * production runs on, with the settings that come with it (rate limits counted in the database). For the
   * benches, whose figures stand for production; the journeys keep PGlite (no server to install).
   */
  database?: 'pglite' | 'postgres';
};

export async function startE2eStack({ stats = false, database = 'pglite' }: E2eStackOptions = {}): Promise<E2eStack> {
  // PostgreSQL first: it takes its port at once, while the ports chosen below stay unused until the build is
  // done (40 s), and a port chosen free after them could be one of them (a bench once failed with EADDRINUSE).
  const postgres: RunningPostgres | null = database === 'postgres' ? await startPostgresServer() : null;
  const [webPort, apiPort, smtpPort, mailWebPort] = (await freePorts(4)) as [number, number, number, number];
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-e2e-'));
  const [emulator, mail] = await Promise.all([startIsolatedEmulator(workDir), startMailCatcher({ smtpPort, webPort: mailWebPort })]);
  const emulatorUrl = `http://${emulator.host}`;
  const baseURL = `http://127.0.0.1:${webPort}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;

  const distDir = path.join(workDir, 'dist');
  const statsFile = stats ? path.join(workDir, 'stats.json') : null;
  execFileSync(repoPath('node_modules', '.bin', 'webpack'), ['--mode', 'production', ...(statsFile ? [`--json=${statsFile}`] : [])], {
    cwd: repoPath(),
    stdio: 'ignore',
    env: { ...process.env, BUILD_OUT_DIR: distDir, USE_AUTH_EMULATOR: 'true', FIREBASE_AUTH_EMULATOR_URL: emulatorUrl },
  });

  const pgliteDir = path.join(workDir, 'pglite');
  const location: DatabaseLocation = postgres ? { kind: 'postgres', url: postgres.url } : { kind: 'pglite', dataDir: pgliteDir };
  await withDatabase(location, async (db) => {
    await runMigrations(db);
    await seedDemoWorld(db);
  });
  const api = apiProcess({
    port: apiPort,
    database: postgres ? { url: postgres.url } : { dataDir: pgliteDir },
    appOrigin: baseURL,
    emulatorHost: emulator.host,
    projectId: DEMO_PROJECT_ID,
    smtpUrl: mail.smtpUrl,
    logFile: path.join(workDir, 'api.log'),
  });
  await api.start();
  const web = await buildWebServer({
    distDir,
    apiTarget: `http://127.0.0.1:${apiPort}`,
    connectSources: [...FIREBASE_AUTH_ORIGINS, emulatorUrl],
  });
  await web.listen({ host: '127.0.0.1', port: webPort });

  return {
    baseURL,
    emulatorHost: emulator.host,
    mailInbox: mail.inboxUrl,
    distDir,
    statsFile,
    api,
    async reset() {
      await api.stop();
      await withDatabase(location, (db) => resetDemoWorld(db, emulator.host, DEMO_PROJECT_ID));
      await api.start();
    },
    async agePurgeWarnings() {
      await api.stop();
      await withDatabase(location, (db) => db.query("update users set purge_warned_at = purge_warned_at - interval '31 days' where purge_warned_at is not null"));
      await api.start();
    },
    async showcaseAddresses() {
      await api.stop();
      await withDatabase(location, async (db) => {
        const people = await db.query<{ uid: string; firstname: string; name: string }>('select uid, firstname, name from users');
        const taken = new Set<string>();
        for (const person of people) {
          const base = showcaseLocalPart(person.firstname, person.name) || 'compte';
          let local = base;
          for (let n = 2; taken.has(local); n += 1) local = `${base}${n}`;
          taken.add(local);
          await db.query('update users set email = $2 where uid = $1', [person.uid, `${local}@${SHOWCASE_DOMAIN}`]);
        }
      });
      await api.start();
    },
    async stop() {
      await web.close();
      await api.stop();
      await emulator.stop();
      await mail.stop();
      await postgres?.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

async function withDatabase<T>(location: DatabaseLocation, work: (db: Database) => Promise<T>): Promise<T> {
  const db = await openDatabase(location);
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}
