/**
 * The reference API as its own process (`server/api/main.ts`, what `npm run api` runs), so that a
 * fault journey can kill it for real (SIGKILL: no clean shutdown) and start it again on the same
 * port. Its PGlite folder is on disk (or its data in a PostgreSQL server), so the data survives the kill.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { repoPath } from '../../server/paths';

export type ApiProcessOptions = {
  port: number;
  /** The database, migrated and seeded beforehand: a PGlite folder, or a PostgreSQL server's URL (as production runs). */
  database: { dataDir: string } | { url: string };
  appOrigin: string;
  emulatorHost: string;
  projectId: string;
  /** The mail catcher's SMTP address (`SMTP_URL`). */
  smtpUrl: string;
  /** The API's JSON log lines and anything it prints, appended. */
  logFile: string;
};

export type ApiProcess = {
  readonly origin: string;
  readonly running: boolean;
  /** Starts it unless it runs, and resolves once it answers HTTP. */
  start(): Promise<void>;
  /** SIGKILL, as a crash would: no clean shutdown. Resolves once the process is gone. */
  kill(): Promise<void>;
  /** SIGTERM: the API closes its database cleanly (used before the stack itself opens that database). */
  stop(): Promise<void>;
};

const READY_TIMEOUT_MS = 30_000;

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

export function apiProcess(options: ApiProcessOptions): ApiProcess {
  const origin = `http://127.0.0.1:${options.port}`;
  let child: ChildProcess | null = null;

  async function answers(): Promise<boolean> {
    try {
      // Any answer will do (the unknown route gives the API's 404): the process listens.
      await fetch(`${origin}/api/ready`, { signal: AbortSignal.timeout(1_000) });
      return true;
    } catch {
      return false;
    }
  }

  async function end(signal: NodeJS.Signals): Promise<void> {
    const running = child;
    child = null;
    if (!running) return;
    running.kill(signal);
    await exited(running);
  }

  return {
    origin,
    get running() {
      return child !== null;
    },
    async start() {
      if (child) return;
      const log = fs.openSync(options.logFile, 'a');
      // Node itself runs tsx's loader, so that the pid killed is the API's own (the tsx CLI would be a parent in between).
      const started = spawn(process.execPath, ['--import', 'tsx', repoPath('server', 'api', 'main.ts')], {
        cwd: repoPath(),
        stdio: ['ignore', log, log],
        env: {
          ...process.env,
          NODE_ENV: 'test',
          API_PORT: String(options.port),
          APP_ORIGIN: options.appOrigin,
          ...('url' in options.database ? { DATABASE_URL: options.database.url } : { PGLITE_DATA_DIR: options.database.dataDir }),
          FIREBASE_AUTH_EMULATOR_HOST: options.emulatorHost,
          FIREBASE_PROJECT_ID: options.projectId,
          SMTP_URL: options.smtpUrl,
        },
      });
      fs.closeSync(log);
      child = started;
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (!(await answers())) {
        if (started.exitCode !== null || started.signalCode !== null) {
          child = null;
          throw new Error(`The API process exited (${started.exitCode ?? started.signalCode}): see ${options.logFile}`);
        }
        if (Date.now() > deadline) {
          await end('SIGKILL');
          throw new Error(`The API did not answer on ${origin} within ${READY_TIMEOUT_MS / 1000} s: see ${options.logFile}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
