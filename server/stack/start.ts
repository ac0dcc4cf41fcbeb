/**
 * `npm start` (through the root start.ts, which hands it the browser build): the whole local stack in one command — Firebase Auth emulator with the demo
 * accounts, the database (migrated, seeded when empty), the reference API and the webpack
 * dev server. The start owns what it runs: SIGINT, SIGTERM or SIGHUP (or its parent, npm, going
 * away) stops everything within 10 s; if the emulator dies on its own the rest is stopped and
 * the start says so; a second start on the same data folder is refused.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { buildApi } from '../api/buildApi';
import { API_HOST, apiSettings } from '../api/config';
import { type Database, locationFromEnvironment, openDatabase } from '../db/database';
import { runMigrations } from '../db/migrate';
import { hasOrganisations, seedDemoWorld } from '../seed/demoDatabase';
import { startMailCatcher } from '../mail/catcher';
import { repoPath } from '../paths';
import { reimportDemoAccounts, startAuthEmulator } from './authEmulator';
import { readyBanner } from './banner';
import { resetDemoWorld } from './demoReset';
import { type DevelopmentBuild, startDevServer } from './devServer';
import { ensureAccountsDir } from './emulatorAccounts';
import { busyPortMessage, findBusyPort } from './ports';
import { RotatingLog } from './rotatingLog';
import { emulatorConfig, stackPorts, stackSettings, type StackSettings } from './settings';
import { acquireStartLock } from './startLock';

/** Everything must be stopped this long after a signal; past it the emulator is killed and the start exits. */
const STOP_DEADLINE_MS = 9_500;

type Cleanup = { name: string; run(): Promise<void> };

/** What has been started, stopped in reverse order. Anything started after a stop was asked for is stopped at once. */
class Stack {
  private readonly cleanups: Cleanup[] = [];
  stopping = false;
  /** The emulator's process group, killed outright if stopping takes too long. */
  emulatorPid: number | undefined;

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

function closeLog(log: RotatingLog): Cleanup {
  return { name: `le journal ${path.basename(log.file)}`, run: () => new Promise<void>((resolve) => log.end(resolve)) };
}

async function prepareDatabase(stack: Stack): Promise<{ db: Database; seeded: boolean }> {
  const db = await openDatabase(locationFromEnvironment(process.env));
  await stack.own({ name: 'la base', run: () => db.close() });
  await runMigrations(db);
  const seeded = !(await hasOrganisations(db));
  if (seeded) await seedDemoWorld(db);
  return { db, seeded };
}

function listenForReset(db: Database, settings: StackSettings, emulatorHost: string): readline.Interface | undefined {
  if (!process.stdin.isTTY) return undefined;
  const input = readline.createInterface({ input: process.stdin });
  input.on('line', (line) => {
    if (line.trim().toLowerCase() !== 'r') return;
    resetDemoWorld(db, emulatorHost, settings.projectId, settings.accountsDir).then(
      () => console.log('Monde de démo réinitialisé (base et comptes de l’émulateur).'),
      (error: unknown) => console.error(`Réinitialisation impossible : ${errorMessage(error)}`),
    );
  });
  return input;
}

/** The repository's firebase.json, or a copy of its emulator section on the ports asked for. */
function emulatorConfigFile(settings: StackSettings): string {
  if (settings.defaultEmulatorPorts) return repoPath('firebase.json');
  const file = path.join(settings.dataDir, 'firebase.emulators.json');
  writeFileSync(file, JSON.stringify(emulatorConfig(settings), null, 2));
  return file;
}

async function main(stack: Stack, developmentBuild: () => DevelopmentBuild | DevelopmentBuild[]): Promise<void> {
  const startedAt = performance.now();
  // Refuses, in French, a project that is not a demo one: the stack always runs the emulator.
  const settings = stackSettings(process.env);
  const emulatorHost = `127.0.0.1:${settings.emulator.auth}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  process.env.FIREBASE_AUTH_EMULATOR_URL = `http://${emulatorHost}`;
  process.env.FIREBASE_PROJECT_ID = settings.projectId;
  process.env.API_PROXY_TARGET ??= `http://${API_HOST}:${settings.apiPort}`;
  // E-mailed links (invitations, verification) point at the app the developer opens.
  process.env.APP_ORIGIN ??= `http://127.0.0.1:${settings.webPort}`;
  // The embedded database beside the accounts, so that a moved data folder keeps the two together.
  process.env.PGLITE_DATA_DIR ||= path.join(settings.dataDir, 'pglite');

  mkdirSync(settings.dataDir, { recursive: true });
  const release = acquireStartLock(path.join(settings.dataDir, 'start.pid'));
  await stack.own({ name: 'le verrou', run: async () => release() });

  const busy = await findBusyPort(stackPorts(settings));
  if (busy) throw new Error(busyPortMessage(busy));

  const apiLog = new RotatingLog(path.join(settings.dataDir, 'api.log'));
  const emulatorLog = new RotatingLog(path.join(settings.dataDir, 'auth-emulator.log'));
  await stack.own(closeLog(apiLog));
  await stack.own(closeLog(emulatorLog));
  const accountsFromSeed = ensureAccountsDir(settings.accountsDir);

  console.log('Démarrage de l’émulateur Firebase Auth, de la base et de la compilation…');
  // The slow steps run side by side; the API, quick to start, waits for the database.
  const [database, emulator, devServer, mailCatcher] = await Promise.allSettled([
    prepareDatabase(stack),
    startAuthEmulator({
      projectId: settings.projectId,
      host: emulatorHost,
      cwd: settings.dataDir,
      configFile: emulatorConfigFile(settings),
      // TMPDIR: the CLI's hub locator and export staging stay in the data folder.
      env: { TMPDIR: settings.dataDir },
      output: emulatorLog,
      importDir: settings.accountsDir,
      exportOnExit: true,
    }).then(async (running) => {
      stack.emulatorPid = running.child.pid;
      await stack.own({ name: 'l’émulateur', run: running.stop });
      return running;
    }),
    // Built now, once the environment above names the emulator and the API: the bundle reads them.
    startDevServer(developmentBuild()).then(async (running) => {
      await stack.own({ name: 'le serveur de développement', run: running.stop });
      return running;
    }),
    startMailCatcher({ smtpPort: settings.mail.smtp, webPort: settings.mail.web }).then(async (running) => {
      await stack.own({ name: 'le courrier local', run: running.stop });
      return running;
    }),
  ]);
  const mail = valueOf(mailCatcher);
  const running = valueOf(emulator);
  const { db, seeded } = valueOf(database);
  const { firstBuild } = valueOf(devServer);

  running.child.once('exit', (code, signal) => {
    if (stack.stopping) return;
    console.error(
      `L’émulateur Firebase Auth s’est arrêté de lui-même (${code ?? signal}) : arrêt de l’API et du serveur de développement. ` +
        `Voir ${path.join(settings.dataDir, 'auth-emulator.log')}.`,
    );
    stopAndExit(1);
  });
  // An empty database was just seeded: the accounts follow it back to the demo world, so that the two agree.
  if (seeded && !accountsFromSeed) await reimportDemoAccounts(emulatorHost, settings.projectId);

  // The dev server's /api proxy in front, on loopback, names the browser in X-Forwarded-For (it replaces
  // whatever the browser sent), so the API believes that header from loopback only.
  // Every e-mail of the local stack lands in the catcher's inbox, whatever SMTP_URL the shell has.
  const api = buildApi({ db, logger: apiLog, ...apiSettings({ TRUST_PROXY: '127.0.0.1', ...process.env, SMTP_URL: mail.smtpUrl }) });
  await stack.own({ name: 'l’API', run: () => api.close() });
  await api.listen({ host: API_HOST, port: settings.apiPort });
  const { errors } = await firstBuild;

  const input = listenForReset(db, settings, emulatorHost);
  if (input) await stack.own({ name: 'le clavier', run: async () => input.close() });

  const seconds = (performance.now() - startedAt) / 1000;
  const urls = {
    app: `http://127.0.0.1:${settings.webPort}`,
    api: `http://${API_HOST}:${settings.apiPort}`,
    emulator: `http://${emulatorHost}`,
    mail: mail.inboxUrl,
  };
  console.log(readyBanner(urls, seconds));
  if (errors > 0) console.log(`La compilation signale ${errors} erreur(s) : voir ci-dessus ou dans le navigateur.`);
  const logs = path.relative(process.cwd(), settings.dataDir) || '.';
  console.log(
    `Journaux : ${logs}/api.log et ${logs}/auth-emulator.log (5 Mo au plus, 2 rotations .1 et .2) ; base : ${db.description}`,
  );
}

const stack = new Stack();

function stopAndExit(code: number): void {
  if (stack.stopping) return;
  // Whatever hangs, the ports are given back in time: the emulator is killed and the start exits.
  setTimeout(() => {
    console.error('Arrêt trop long : émulateur tué, fin forcée.');
    if (stack.emulatorPid !== undefined) {
      try {
        process.kill(-stack.emulatorPid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
    process.exit(code || 1);
  }, STOP_DEADLINE_MS).unref();
  stack.stop().finally(() => process.exit(code));
}

/** Runs the stack until a signal, its parent going away, or a failure; `developmentBuild` is webpack's development configuration. */
export function startStack(developmentBuild: () => DevelopmentBuild | DevelopmentBuild[]): void {
  // SIGHUP: the terminal was closed; the detached emulator would otherwise be left running.
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      console.log(`\n${signal} reçu : arrêt de la pile…`);
      stopAndExit(0);
    });
  }

  // npm killed outright (SIGKILL, or a signal npm does not pass on): this process is re-parented; stop too.
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) {
      console.log('\nLe processus parent a disparu : arrêt de la pile…');
      stopAndExit(0);
    }
  }, 500).unref();

  process.on('uncaughtException', (error) => {
    console.error(`Erreur inattendue : ${errorMessage(error)} — arrêt de la pile.`);
    stopAndExit(1);
  });

  main(stack, developmentBuild).catch((error: unknown) => {
    // A one-line reason (busy port, locked database, a start already running…), not a stack trace.
    console.error(errorMessage(error));
    stopAndExit(1);
  });
}
