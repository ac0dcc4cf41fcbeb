/**
 * `npm start`: the whole local stack in one command — Firebase Auth emulator with the demo
 * accounts, the database (migrated, seeded when empty), the reference API and the webpack
 * dev server. Ctrl-C stops everything; the emulator gets a single SIGINT, for a clean shutdown.
 */
import { createWriteStream, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { buildApi } from '../api/buildApi';
import { API_HOST, apiPort, apiSettings } from '../api/config';
import { assertNoEmulatorInProduction } from '../api/firebase';
import { type Database, locationFromEnvironment, openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { hasOrganisations, seedDemoWorld } from '../db/seed';
import { repoPath } from '../paths';
import { DEFAULT_EMULATOR_HOST, startAuthEmulator } from './authEmulator';
import { readyBanner } from './banner';
import { DEMO_PROJECT_ID } from './clientEnvironment';
import { resetDemoWorld } from './demoReset';
import { startDevServer } from './devServer';
import { busyPortMessage, findBusyPort } from './ports';

/** Ports of firebase.json's emulator, and of the emulator hub and logging the CLI always opens. */
const EMULATOR_PORTS = [
  { port: 9099, purpose: 'émulateur Firebase Auth' },
  { port: 4400, purpose: 'hub des émulateurs Firebase' },
  { port: 4500, purpose: 'journal des émulateurs Firebase' },
];

const LOG_DIR = repoPath('.data');

type Cleanup = { name: string; run(): Promise<void> };

/** What has been started, stopped in reverse order. Anything started after a stop was asked for is stopped at once. */
class Stack {
  private readonly cleanups: Cleanup[] = [];
  stopping = false;

  async own(cleanup: Cleanup): Promise<void> {
    if (this.stopping) await cleanup.run();
    else this.cleanups.push(cleanup);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (let cleanup = this.cleanups.pop(); cleanup; cleanup = this.cleanups.pop()) {
      try {
        await cleanup.run();
      } catch (error) {
        console.error(`Arrêt de ${cleanup.name} : ${errorMessage(error)}`);
      }
    }
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function valueOf<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

async function prepareDatabase(stack: Stack): Promise<Database> {
  const db = await openDatabase(locationFromEnvironment(process.env));
  await stack.own({ name: 'la base', run: () => db.close() });
  await runMigrations(db);
  if (!(await hasOrganisations(db))) await seedDemoWorld(db);
  return db;
}

function listenForReset(db: Database, projectId: string): readline.Interface | undefined {
  if (!process.stdin.isTTY) return undefined;
  const input = readline.createInterface({ input: process.stdin });
  input.on('line', (line) => {
    if (line.trim().toLowerCase() !== 'r') return;
    resetDemoWorld(db, DEFAULT_EMULATOR_HOST, projectId).then(
      () => console.log('Monde de démo réinitialisé (base et comptes de l’émulateur).'),
      (error: unknown) => console.error(`Réinitialisation impossible : ${errorMessage(error)}`),
    );
  });
  return input;
}

async function main(stack: Stack): Promise<void> {
  const startedAt = performance.now();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = DEFAULT_EMULATOR_HOST;
  assertNoEmulatorInProduction(process.env);
  const projectId = process.env.FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  const webPort = Number(process.env.PORT ?? 8080);
  const port = apiPort(process.env);
  process.env.API_PROXY_TARGET ??= `http://${API_HOST}:${port}`;

  const busy = await findBusyPort([
    { port: webPort, purpose: 'application' },
    { port, purpose: 'API' },
    ...EMULATOR_PORTS,
  ]);
  if (busy) throw new Error(busyPortMessage(busy));

  mkdirSync(LOG_DIR, { recursive: true });
  console.log('Démarrage de l’émulateur Firebase Auth, de la base et de la compilation…');
  // The slow steps run side by side; the API, quick to start, waits for the database.
  const [database, emulator, devServer] = await Promise.allSettled([
    prepareDatabase(stack),
    startAuthEmulator({
      projectId,
      host: DEFAULT_EMULATOR_HOST,
      cwd: LOG_DIR,
      configFile: repoPath('firebase.json'),
      output: openSync(path.join(LOG_DIR, 'auth-emulator.log'), 'w'),
    }).then(async (running) => {
      await stack.own({ name: 'l’émulateur', run: running.stop });
      return running;
    }),
    startDevServer().then(async (running) => {
      await stack.own({ name: 'le serveur de développement', run: running.stop });
      return running;
    }),
  ]);
  valueOf(emulator);
  const db = valueOf(database);
  const { firstBuild } = valueOf(devServer);

  const apiLog = createWriteStream(path.join(LOG_DIR, 'api.log'), { flags: 'a' });
  // The dev server's /api proxy in front, on loopback, names the browser in X-Forwarded-For.
  const api = buildApi({ db, logger: apiLog, ...apiSettings({ TRUST_PROXY: '127.0.0.1', ...process.env }) });
  await stack.own({ name: 'l’API', run: () => api.close() });
  await api.listen({ host: API_HOST, port });
  const { errors } = await firstBuild;

  const input = listenForReset(db, projectId);
  if (input) await stack.own({ name: 'le clavier', run: async () => input.close() });

  const seconds = (performance.now() - startedAt) / 1000;
  const urls = {
    app: `http://127.0.0.1:${webPort}`,
    api: `http://${API_HOST}:${port}`,
    emulator: `http://${DEFAULT_EMULATOR_HOST}`,
  };
  console.log(readyBanner(urls, seconds));
  if (errors > 0) console.log(`La compilation signale ${errors} erreur(s) : voir ci-dessus ou dans le navigateur.`);
  console.log(`Journaux : .data/api.log, .data/auth-emulator.log (base : ${db.description})`);
}

const stack = new Stack();

function stopAndExit(code: number): void {
  if (stack.stopping) return;
  stack.stop().finally(() => process.exit(code));
}

// SIGHUP: the terminal was closed; the detached emulator would otherwise be left running.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    console.log('\nArrêt de la pile…');
    stopAndExit(0);
  });
}

main(stack).catch((error: unknown) => {
  // A one-line reason (busy port, locked database…), not a stack trace.
  console.error(errorMessage(error));
  stopAndExit(1);
});
