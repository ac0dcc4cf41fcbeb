/**
 * Several API processes on one PostgreSQL, and the web server in front of them (`npm run serve:cluster`).
 *
 * Each API process is `server/api/main.ts`, what `npm run api` runs, on its own port; the web server
 * (`server/web/main.ts`) proxies `/api` to all of them (round robin, routing around one that is gone:
 * server/web/upstreams.ts). Nothing of an API process's memory matters for correctness (docs/deploy.md,
 * "Stateless API"): the rate limits' counters are in the database, so any process may serve any request,
 * one may die at any moment, and the supervisor here starts it again.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoPath } from '../paths';

export const DEFAULT_API_PROCESSES = 2;
const READY_TIMEOUT_MS = 60_000;
/** A process that died is started again after this, doubled at each death in a row (at most 10 s). */
const RESTART_DELAY_MS = 500;
const MAX_RESTART_DELAY_MS = 10_000;
/** A process that stayed up this long has its restart delay reset. */
const STABLE_AFTER_MS = 30_000;

/** `API_PROCESSES`: how many API processes (default 2). */
export function apiProcessCount(env: NodeJS.ProcessEnv): number {
  const text = env.API_PROCESSES;
  if (text === undefined || text === '') return DEFAULT_API_PROCESSES;
  const count = Number(text);
  if (!Number.isInteger(count) || count < 1 || count > 64) throw new Error('API_PROCESSES doit être un entier entre 1 et 64.');
  return count;
}

export type ClusterOptions = {
  /** The one PostgreSQL server every process uses. PGlite is single-process: refused. */
  databaseUrl: string;
  processes: number;
  /** One port per API process. */
  apiPorts: readonly number[];
  /** The web server's port; `null`: no web server (the load bench talks to the API processes itself). */
  webPort: number | null;
  /** The built app the web server serves (default `dist/`). */
  distDir?: string;
  /** Where each process's output goes: `api-1.log`, …, `web.log`. */
  logDir: string;
  /** Added to every process's environment (FIREBASE_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST, limits…). */
  env?: NodeJS.ProcessEnv;
  /** Start a process that died again (default true). */
  restart?: boolean;
  /** One line per event (started, died, restarted), in French. */
  say?: (line: string) => void;
};

export type ManagedProcess = {
  readonly name: string;
  readonly origin: string;
  /** The running process's id; null between a death and its restart. */
  readonly pid: number | null;
  /** Resolves once the process (started again if need be) answers HTTP. */
  ready(): Promise<void>;
};

export type Cluster = {
  apis: readonly ManagedProcess[];
  web: ManagedProcess | null;
  /** SIGTERM to every process (no restart), resolved once all have exited. */
  stop(): Promise<void>;
};

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

async function answers(origin: string, probePath: string): Promise<boolean> {
  try {
    await fetch(`${origin}${probePath}`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

function managed(
  name: string,
  script: string,
  origin: string,
  probePath: string,
  env: NodeJS.ProcessEnv,
  logFile: string,
  restart: boolean,
  say: (line: string) => void,
): ManagedProcess & { start(): void; stop(): Promise<void> } {
  let child: ChildProcess | null = null;
  let stopping = false;
  let delay = RESTART_DELAY_MS;
  let restartTimer: NodeJS.Timeout | null = null;

  const start = () => {
    const log = fs.openSync(logFile, 'a');
    // Node runs tsx's loader itself, so that the pid is the process's own (a kill reaches it, not a wrapper).
    const started = spawn(process.execPath, ['--import', 'tsx', script], { cwd: repoPath(), stdio: ['ignore', log, log], env });
    fs.closeSync(log);
    child = started;
    const startedAt = Date.now();
    say(`${name} : ${origin} (pid ${started.pid ?? '?'})`);
    started.once('exit', (code, signal) => {
      if (child === started) child = null;
      if (stopping) return;
      if (Date.now() - startedAt > STABLE_AFTER_MS) delay = RESTART_DELAY_MS;
      say(`${name} arrêté (${signal ?? `code ${code}`})${restart ? `, redémarré dans ${delay} ms` : ''}.`);
      if (!restart) return;
      restartTimer = setTimeout(() => {
        restartTimer = null;
        if (!stopping) start();
      }, delay);
      delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
    });
  };

  return {
    name,
    origin,
    get pid() {
      return child?.pid ?? null;
    },
    start,
    async ready() {
      const deadline = Date.now() + READY_TIMEOUT_MS;
      while (!(child !== null && (await answers(origin, probePath)))) {
        if (stopping) throw new Error(`${name} est arrêté.`);
        if (Date.now() > deadline) throw new Error(`${name} ne répond pas sur ${origin} après ${READY_TIMEOUT_MS / 1000} s : voir ${logFile}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    async stop() {
      stopping = true;
      if (restartTimer) clearTimeout(restartTimer);
      const running = child;
      if (!running) return;
      running.kill('SIGTERM');
      const killLater = setTimeout(() => running.kill('SIGKILL'), 10_000);
      await exited(running);
      clearTimeout(killLater);
    },
  };
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { databaseUrl, processes, apiPorts, webPort, logDir, restart = true, say = () => undefined } = options;
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error(
      'Plusieurs processus d’API partagent un serveur PostgreSQL : définissez DATABASE_URL=postgres://… ' +
        '(PGlite ne s’ouvre que dans un seul processus).',
    );
  }
  if (apiPorts.length !== processes) throw new Error(`${processes} processus d’API, ${apiPorts.length} ports.`);
  fs.mkdirSync(logDir, { recursive: true });
  const base: NodeJS.ProcessEnv = {
    ...process.env,
    // The proxy in front is on this machine: its X-Forwarded-For names the browser the limits count.
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_STORE: 'database',
    ...options.env,
    DATABASE_URL: databaseUrl,
  };
  const apis = apiPorts.map((port, index) =>
    managed(
      `API ${index + 1}`,
      repoPath('server', 'api', 'main.ts'),
      `http://127.0.0.1:${port}`,
      // Any answer will do (the API's own 404): the process listens.
      '/api/ready',
      { ...base, API_PORT: String(port) },
      path.join(logDir, `api-${index + 1}.log`),
      restart,
      say,
    ),
  );
  const web =
    webPort === null
      ? null
      : managed(
          'Serveur web',
          repoPath('server', 'web', 'main.ts'),
          `http://127.0.0.1:${webPort}`,
          '/robots.txt',
          {
            ...base,
            PORT: String(webPort),
            API_PROXY_TARGETS: apis.map((api) => api.origin).join(','),
            ...(options.distDir ? { DIST_DIR: options.distDir } : {}),
          },
          path.join(logDir, 'web.log'),
          restart,
          say,
        );
  const all = [...apis, ...(web ? [web] : [])];
  const stop = async () => {
    await Promise.all(all.map((process_) => process_.stop()));
  };
  try {
    // The first process migrates alone (an advisory lock serialises them anyway; this keeps the log calm).
    apis[0]?.start();
    await apis[0]?.ready();
    for (const api of apis.slice(1)) api.start();
    web?.start();
    await Promise.all(all.map((process_) => process_.ready()));
  } catch (error) {
    await stop();
    throw error;
  }
  return { apis, web, stop };
}
