/**
 * `npm start` owns its children (docs/development.md), keeps identity and database together across
 * restarts, and uses the emulator only for a demo project (the web server's and the stack's half of that rule).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoPath } from '../../server/paths';
import { clientEnvironment } from '../../server/stack/clientEnvironment';
import { ensureAccountsDir, hasSavedAccounts } from '../../server/stack/emulatorAccounts';
import { startIsolatedEmulator } from '../../server/stack/isolatedEmulator';
import { findBusyPort, freePorts } from '../../server/stack/ports';
import { stackPorts, stackSettings } from '../../server/stack/settings';
import { DEMO_PASSWORD } from '../../server/seed/demoWorld';

let workDir: string;
beforeEach(() => {
  workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-stack-'));
});
afterEach(() => fs.rmSync(workDir, { recursive: true, force: true }));

describe('the Auth emulator only for a demo project, whatever NODE_ENV says', () => {
  it.each([
    ['production', { USE_AUTH_EMULATOR: 'true', FIREBASE_PROJECT_ID: 'simusession-prod' }],
    ['production', { USE_AUTH_EMULATOR: 'true', FIREBASE_PROJECT_ID: 'simusession-prod', NODE_ENV: 'prod' }],
    ['development', { FIREBASE_PROJECT_ID: 'simusession-prod' }],
  ] as const)('the %s build refuses the emulator for a real project (%j)', (mode, env) => {
    expect(() => clientEnvironment(mode, env)).toThrow(/Refus de construire l’application\u00a0: l’émulateur.*«\u00a0demo-\u00a0»/);
  });

  it.each([
    ['production', { FIREBASE_PROJECT_ID: 'simusession-prod' }, ''],
    ['development', { FIREBASE_PROJECT_ID: 'simusession-prod', USE_AUTH_EMULATOR: 'false' }, ''],
    ['development', {}, 'http://127.0.0.1:9099'],
    ['production', { USE_AUTH_EMULATOR: 'true', FIREBASE_PROJECT_ID: 'demo-x' }, 'http://127.0.0.1:9099'],
  ] as const)('the %s build with %j talks to the emulator at %j', (mode, env, url) => {
    expect(clientEnvironment(mode, env).FIREBASE_AUTH_EMULATOR_URL).toBe(url);
  });

  it.each(['production', 'prod'])('a build with NODE_ENV=%s and no FIREBASE_PROJECT_ID is refused, never given the demo project', (nodeEnv) => {
    expect(() => clientEnvironment('production', { NODE_ENV: nodeEnv })).toThrow(/^Refus de construire l’application\u00a0: FIREBASE_PROJECT_ID n’est pas défini/);
  });

  it('the production build stops, in French and non-zero, before compiling anything', () => {
    const result = spawnSync(repoPath('node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd: repoPath(),
      env: { ...process.env, NODE_ENV: 'prod', USE_AUTH_EMULATOR: 'true', FIREBASE_PROJECT_ID: 'simusession-prod', BUILD_OUT_DIR: path.join(workDir, 'dist') },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Refus de construire l’application\u00a0: l’émulateur Firebase Auth/m);
    expect(fs.existsSync(path.join(workDir, 'dist'))).toBe(false);
  }, 70_000);

  it('the web server refuses to start, in French and non-zero, when asked to open its policy to the emulator for a real project', () => {
    const result = spawnSync(repoPath('node_modules', '.bin', 'tsx'), [repoPath('server', 'web', 'main.ts')], {
      env: { ...process.env, NODE_ENV: 'prod', USE_AUTH_EMULATOR: 'true', FIREBASE_PROJECT_ID: 'simusession-prod', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Refus de démarrer le serveur web\u00a0: l’émulateur Firebase Auth/);
  });

  it('npm start refuses, in French and non-zero, a project that is not a demo one, before opening anything', () => {
    const dataDir = path.join(workDir, 'data');
    const result = spawnSync(repoPath('node_modules', '.bin', 'tsx'), [repoPath('start.ts')], {
      env: { ...process.env, FIREBASE_PROJECT_ID: 'simusession-prod', SIMUSESSION_DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^Refus de démarrer la pile locale\u00a0: l’émulateur Firebase Auth/m);
    expect(fs.existsSync(dataDir)).toBe(false);
  }, 70_000);
});

describe('stack settings', () => {
  it('uses firebase.json’s ports and .data/ by default, and moves every port and the data folder on demand', () => {
    const defaults = stackSettings({});
    expect(defaults).toMatchObject({ webPort: 8080, apiPort: 8081, projectId: 'demo-simusession', defaultEmulatorPorts: true });
    expect(defaults.dataDir).toBe(repoPath('.data'));
    expect(defaults.accountsDir).toBe(repoPath('.data', 'auth-emulator'));
    expect(stackPorts(defaults).map((p) => p.port)).toEqual([8080, 8081, 9099, 4400, 4500, 1025, 1080]);
    const moved = stackSettings({ PORT: '1', API_PORT: '2', AUTH_EMULATOR_PORT: '3', EMULATOR_HUB_PORT: '4', EMULATOR_LOGGING_PORT: '5', MAIL_SMTP_PORT: '6', MAIL_WEB_PORT: '7', SIMUSESSION_DATA_DIR: '/tmp/x' });
    expect(stackPorts(moved).map((p) => p.port)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(moved).toMatchObject({ dataDir: '/tmp/x', accountsDir: '/tmp/x/auth-emulator', defaultEmulatorPorts: false });
    expect(() => stackSettings({ API_PORT: 'huit' })).toThrow('API_PORT doit être un numéro de port');
    expect(() => stackSettings({ FIREBASE_PROJECT_ID: 'demo-' })).toThrow(/^Refus de démarrer la pile locale\u00a0: l’émulateur/);
    expect(() => stackSettings({ NODE_ENV: 'production' })).toThrow(/^Refus de démarrer la pile locale\u00a0: FIREBASE_PROJECT_ID n’est pas défini/);
  });
});

async function emulatorCall(host: string, endpoint: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/${endpoint}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const signIn = (host: string, email: string, password: string) =>
  emulatorCall(host, 'accounts:signInWithPassword', { email, password, returnSecureToken: true });

describe('the emulator’s accounts persist beside the database', () => {
  it('an account created at run time still signs in after a restart; the first start imports the demo seed', async () => {
    const accountsDir = path.join(workDir, 'auth-emulator');
    expect(ensureAccountsDir(accountsDir)).toBe(true);
    expect(ensureAccountsDir(accountsDir)).toBe(false);
    const persisted = { importDir: accountsDir, exportOnExit: true };

    const first = await startIsolatedEmulator(workDir, undefined, persisted);
    try {
      expect((await signIn(first.host, 'enseignant@actif.demo.test', DEMO_PASSWORD)).status).toBe(200);
      const signUp = await emulatorCall(first.host, 'accounts:signUp', { email: 'nouvelle@actif.demo.test', password: 'motdepasse1', returnSecureToken: true });
      expect(signUp.status).toBe(200);
    } finally {
      await first.stop();
    }
    expect(hasSavedAccounts(accountsDir)).toBe(true);

    const second = await startIsolatedEmulator(workDir, undefined, persisted);
    try {
      const again = await signIn(second.host, 'nouvelle@actif.demo.test', 'motdepasse1');
      expect(again.status).toBe(200);
      expect(typeof again.body.idToken).toBe('string');
      expect((await signIn(second.host, 'enseignant@actif.demo.test', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await second.stop();
    }
  }, 120_000);
});

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** `npm start` itself (npm, then node), on free ports and a private data folder. */
function npmStart(env: NodeJS.ProcessEnv): Started {
  const child = spawn('npm', ['start'], { cwd: repoPath(), env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

async function waitFor(predicate: () => boolean, timeoutMs: number, what: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > deadline) throw new Error(`délai dépassé : ${what()}`);
    await sleep(200);
  }
}

/** The environment of a second stack beside a developer's: free ports, a private data folder. */
async function privateStack(dataDir: string): Promise<NodeJS.ProcessEnv> {
  const [web, api, auth, hub, logging, smtp, inbox] = (await freePorts(7)) as [number, number, number, number, number, number, number];
  return {
    MAIL_SMTP_PORT: String(smtp),
    MAIL_WEB_PORT: String(inbox),
      PORT: String(web),
      API_PORT: String(api),
      AUTH_EMULATOR_PORT: String(auth),
      EMULATOR_HUB_PORT: String(hub),
      EMULATOR_LOGGING_PORT: String(logging),
    SIMUSESSION_DATA_DIR: dataDir,
    PGLITE_DATA_DIR: path.join(dataDir, 'pglite'),
    API_PROXY_TARGET: `http://127.0.0.1:${api}`,
    FIREBASE_AUTH_EMULATOR_HOST: '',
  };
}

/** Waits until none of `ports` is held, at most until `deadline`; the one still held, if any. */
async function portsFreed(ports: ReturnType<typeof stackPorts>, deadline: number) {
  let busy = await findBusyPort(ports);
  while (busy && Date.now() < deadline) {
    await sleep(200);
    busy = await findBusyPort(ports);
  }
  return busy;
}

describe('npm start owns its children', () => {
  it('refuses a second start, and SIGTERM stops the web server, the API and the emulator within 10 s, every port given back', async () => {
    const env = await privateStack(workDir);
    const web = env.PORT;
    const ports = stackPorts(stackSettings(env));
    const first = npmStart(env);
    try {
      await waitFor(() => first.output().includes('SimuSession est prête'), 240_000, first.output);
      expect(await findBusyPort([ports[0]!])).toBeDefined();
      expect((await fetch(`http://127.0.0.1:${web}/api/auth/organisations?accessCheck=true&id=369ea230-88f9-4efd-bbeb-9457c8f95931`)).status).toBe(200);

      const second = npmStart(env);
      expect(await second.exited).not.toBe(0);
      expect(second.output()).toMatch(/npm start tourne déjà \(processus \d+\)/);

      const signalledAt = Date.now();
      first.child.kill('SIGTERM');
      await waitFor(() => first.child.exitCode !== null || first.child.signalCode !== null, 10_000, first.output);
      // Every port free again (the emulator, detached in its own group, included).
      expect(await portsFreed(ports, signalledAt + 10_000)).toBeUndefined();
      expect(Date.now() - signalledAt).toBeLessThan(10_000);
      // The accounts were exported at the stop, beside the database (the folder written after the signal).
      const accountsDir = path.join(workDir, 'auth-emulator');
      expect(hasSavedAccounts(accountsDir)).toBe(true);
      expect(fs.statSync(path.join(accountsDir, 'firebase-export-metadata.json')).mtimeMs).toBeGreaterThanOrEqual(signalledAt - 1_000);
    } finally {
      if (first.child.exitCode === null) first.child.kill('SIGKILL');
    }
  }, 300_000);

  it('stops the API and the web server when the emulator dies, and says which one died', async () => {
    const env = await privateStack(workDir);
    const ports = stackPorts(stackSettings(env));
    const start = npmStart(env);
    try {
      await waitFor(() => start.output().includes('SimuSession est prête'), 240_000, start.output);
      // The CLI's hub locator (in TMPDIR, the data folder) names the emulator's process.
      const locator = fs.readdirSync(workDir).find((name) => /^hub-.*\.json$/.test(name));
      const { pid } = JSON.parse(fs.readFileSync(path.join(workDir, locator ?? 'absent'), 'utf8')) as { pid: number };
      const killedAt = Date.now();
      process.kill(pid, 'SIGKILL');
      expect(await start.exited).toBe(1);
      expect(start.output()).toMatch(/L’émulateur Firebase Auth s’est arrêté de lui-même .*arrêt de l’API et du serveur de développement/);
      expect(await portsFreed(ports, killedAt + 10_000)).toBeUndefined();
    } finally {
      if (start.child.exitCode === null) start.child.kill('SIGKILL');
    }
  }, 300_000);
});
