import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoPath } from '../paths';
import { FIREBASE_SEED_DIR, emulatorAccounts, emulatorConfig } from '../seed/firebaseSeed';

/** The dev stack's emulator, as firebase.json declares it. */
export const DEFAULT_EMULATOR_HOST = '127.0.0.1:9099';

const FIREBASE_CLI = repoPath('node_modules', '.bin', 'firebase');
/**
 * How long the emulator may take to answer. It starts in ~11 s on a quiet machine; on a shared one busy
 * with several builds it has been seen past 60 s. AUTH_EMULATOR_READY_TIMEOUT_MS overrides it.
 */
const READY_TIMEOUT_MS = Number(process.env.AUTH_EMULATOR_READY_TIMEOUT_MS) || 120_000;
/** SIGINT, then SIGKILL after this: `npm start` must be fully stopped within 10 s of a signal. */
const STOP_TIMEOUT_MS = 7_000;

export type AuthEmulatorOptions = {
  projectId: string;
  /** host:port, as in FIREBASE_AUTH_EMULATOR_HOST. */
  host: string;
  /** A firebase.json other than the repository's (tests move the ports). */
  configFile?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Where the emulator's own output goes: ignored by default, an open file descriptor, or a stream (a rotated log). */
  output?: 'inherit' | 'ignore' | number | Writable;
  /** The accounts loaded at start (an `emulators:export` folder); the demo seed by default. */
  importDir?: string;
  /** Write the accounts back into `importDir` at a clean stop, so that they survive a restart. */
  exportOnExit?: boolean;
};

export type RunningEmulator = {
  host: string;
  child: ChildProcess;
  /** Resolves once the emulator has exited (SIGINT first, for a clean shutdown). */
  stop(): Promise<void>;
};

export async function isEmulatorReady(host: string): Promise<boolean> {
  try {
    const response = await fetch(`http://${host}/`, { signal: AbortSignal.timeout(1_000) });
    const body = (await response.json()) as { authEmulator?: { ready?: boolean } };
    return body.authEmulator?.ready === true;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  // No pid: the spawn itself failed and no 'exit' will come.
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilReady(host: string, child: ChildProcess, spawnError: () => Error | undefined): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await isEmulatorReady(host))) {
    const error = spawnError();
    if (error) throw new Error(`Impossible de lancer ${FIREBASE_CLI} : ${error.message}`);
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`L'émulateur Firebase Auth s'est arrêté (${child.exitCode ?? child.signalCode}).`);
    }
    if (Date.now() > deadline) {
      throw new Error(`L'émulateur Firebase Auth ne répond pas sur ${host} après ${READY_TIMEOUT_MS / 1000} s.`);
    }
    await sleep(250);
  }
}

/** How many accounts an `emulators:export` folder holds (0 when it has none). */
function exportedAccountCount(importDir: string): number {
  const file = path.join(importDir, 'auth_export', 'accounts.json');
  if (!existsSync(file)) return 0;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as { users?: unknown[] };
  return parsed.users?.length ?? 0;
}

async function accountCount(host: string, projectId: string): Promise<number> {
  const response = await fetch(
    `http://${host}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchGet?maxResults=100000`,
    { headers: { Authorization: 'Bearer owner' }, signal: AbortSignal.timeout(2_000) },
  );
  if (!response.ok) return 0;
  return ((await response.json()) as { users?: unknown[] }).users?.length ?? 0;
}

/**
 * The CLI answers « ready » as soon as the emulator listens, and imports the accounts only afterwards
 * (firebase-tools' controller: startEmulator, then importData): on a busy machine a sign-in in between
 * finds no account. Started means listening *and* holding every imported account.
 */
async function waitUntilImported(host: string, projectId: string, expected: number, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while ((await accountCount(host, projectId).catch(() => 0)) < expected) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`L'émulateur Firebase Auth s'est arrêté (${child.exitCode ?? child.signalCode}).`);
    }
    if (Date.now() > deadline) throw new Error(`L'émulateur Firebase Auth n'a pas importé ses ${expected} comptes en ${READY_TIMEOUT_MS / 1000} s.`);
    await sleep(100);
  }
}

/**
 * Starts `firebase emulators:start --only auth` with the demo seed (or `importDir`) and waits until it answers.
 * The child gets its own process group so that a Ctrl-C in the terminal does not reach it twice
 * (a second SIGINT makes the CLI skip its clean shutdown): `stop()` sends the one SIGINT.
 */
export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<RunningEmulator> {
  const importDir = options.importDir ?? repoPath(FIREBASE_SEED_DIR);
  const expectedAccounts = exportedAccountCount(importDir);
  const args = ['emulators:start', '--only', 'auth', '--project', options.projectId, '--import', importDir];
  if (options.exportOnExit) args.push('--export-on-exit', importDir);
  if (options.configFile) args.push('--config', options.configFile);
  const output = options.output ?? 'ignore';
  const stream = typeof output === 'object' ? output : undefined;
  const child = spawn(FIREBASE_CLI, args, {
    cwd: options.cwd ?? repoPath(),
    env: { ...process.env, ...options.env, CI: 'true', NO_UPDATE_NOTIFIER: '1' },
    stdio: ['ignore', stream ? 'pipe' : output, stream ? 'pipe' : output],
    detached: true,
  });
  if (stream) {
    // Both into one log; the log outlives the emulator's pipes (`end: false`).
    child.stdout?.pipe(stream, { end: false });
    child.stderr?.pipe(stream, { end: false });
  }
  let spawnError: Error | undefined;
  child.once('error', (error) => {
    spawnError = error;
  });
  const signal = (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) process.kill(-child.pid, name);
  };
  // Detached, the emulator would outlive a parent that crashes: ask it to stop when the parent exits.
  const onParentExit = () => signal('SIGINT');
  process.on('exit', onParentExit);
  const stop = async () => {
    process.off('exit', onParentExit);
    const done = exited(child);
    signal('SIGINT');
    const timer = setTimeout(() => signal('SIGKILL'), STOP_TIMEOUT_MS);
    await done;
    clearTimeout(timer);
  };

  try {
    await waitUntilReady(options.host, child, () => spawnError);
    await waitUntilImported(options.host, options.projectId, expectedAccounts, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { host: options.host, child, stop };
}

async function emulatorRequest(host: string, method: string, path: string, body?: unknown): Promise<void> {
  const response = await fetch(`http://${host}${path}`, {
    method,
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`Émulateur : ${method} ${path} → ${response.status} ${await response.text()}`);
}

/** Puts a running emulator back to the demo seed: every account wiped, the demo accounts re-created. */
export async function reimportDemoAccounts(host: string, projectId: string): Promise<void> {
  await emulatorRequest(host, 'DELETE', `/emulator/v1/projects/${projectId}/accounts`);
  await emulatorRequest(host, 'PATCH', `/emulator/v1/projects/${projectId}/config`, emulatorConfig);
  await emulatorRequest(
    host,
    'POST',
    `/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:batchCreate`,
    emulatorAccounts,
  );
}
