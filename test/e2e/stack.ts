/**
 * The whole product on loopback for the browser tests: the Auth emulator with the demo seed,
 * the reference API over a fresh embedded database, and a production build served by the
 * same web server as `npm run serve`. Every port is chosen free, so a running `npm start`
 * is not disturbed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApi } from '../../server/api/buildApi';
import { openDatabase, type Database } from '../../server/db/database';
import { runMigrations } from '../../server/db/migrate';
import { seedDemoWorld } from '../../server/db/seed';
import { repoPath } from '../../server/paths';
import { startIsolatedEmulator } from '../../server/stack/isolatedEmulator';
import { DEMO_PROJECT_ID } from '../../server/stack/clientEnvironment';
import { resetDemoWorld } from '../../server/stack/demoReset';
import { freePorts } from '../../server/stack/ports';
import { buildWebServer } from '../../server/web/webServer';
import { FIREBASE_AUTH_ORIGINS } from '../../server/web/securityHeaders';

export type E2eStack = {
  baseURL: string;
  emulatorHost: string;
  distDir: string;
  /** webpack's stats of the build, when asked for (the benchmark reads chunk contents). */
  statsFile: string | null;
  reset(): Promise<void>;
  stop(): Promise<void>;
};

export async function startE2eStack({ stats = false } = {}): Promise<E2eStack> {
  const [webPort, apiPort] = (await freePorts(2)) as [number, number];
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-e2e-'));
  const emulator = await startIsolatedEmulator(workDir);
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

  const db: Database = await openDatabase({ kind: 'memory' });
  await runMigrations(db);
  await seedDemoWorld(db);
  const api = buildApi({ db, corsOrigin: baseURL });
  await api.listen({ host: '127.0.0.1', port: apiPort });
  const web = await buildWebServer({
    distDir,
    apiTarget: `http://127.0.0.1:${apiPort}`,
    connectSources: [...FIREBASE_AUTH_ORIGINS, emulatorUrl],
  });
  await web.listen({ host: '127.0.0.1', port: webPort });

  return {
    baseURL,
    emulatorHost: emulator.host,
    distDir,
    statsFile,
    async reset() {
      await resetDemoWorld(db, emulator.host, DEMO_PROJECT_ID);
    },
    async stop() {
      await web.close();
      await api.close();
      await db.close();
      await emulator.stop();
      fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}
