import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AuthEmulatorOptions, startAuthEmulator, type RunningEmulator } from './authEmulator';
import { DEMO_PROJECT_ID } from '../demoProject';
import { freePorts } from './ports';

/**
 * An Auth emulator with the demo seed on ports chosen free (its own, the hub's, the logging
 * one), configured and logging inside `workDir`, so that test runs overlap each other and
 * `npm start` without a clash.
 */
export async function startIsolatedEmulator(
  workDir: string,
  projectId = DEMO_PROJECT_ID,
  accounts: Pick<AuthEmulatorOptions, 'importDir' | 'exportOnExit'> = {},
): Promise<RunningEmulator> {
  const [auth, hub, logging] = (await freePorts(3)) as [number, number, number];
  const configFile = path.join(workDir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: auth },
        hub: { host: '127.0.0.1', port: hub },
        logging: { host: '127.0.0.1', port: logging },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }),
  );
  // TMPDIR: the CLI writes its hub locator file there.
  return startAuthEmulator({ projectId, host: `127.0.0.1:${auth}`, configFile, cwd: workDir, env: { TMPDIR: workDir }, ...accounts });
}
