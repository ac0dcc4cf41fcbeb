/**
 * `npm run bench:api`: the API against its floor alone, without the build and the browser figures
 * of `npm run bench`: its own Auth emulator, the PostgreSQL server of DATABASE_URL or, without it, a
 * throwaway one (Debian's initdb/pg_ctl, as the API tests use).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startIsolatedEmulator } from '../../server/stack/isolatedEmulator';
import { startPostgresServer, type RunningPostgres } from '../support/postgresServer';
import { compareWithFloor, floorReport } from './apiVsFloor';

const LOAD = { seconds: Number(process.env.BENCH_LOAD_SECONDS ?? 20), connections: Number(process.env.BENCH_CONNECTIONS ?? 100) };

async function main() {
  let postgres: RunningPostgres | null = null;
  const databaseUrl = process.env.DATABASE_URL || (postgres = await startPostgresServer()).url;
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-bench-api-'));
  const emulator = await startIsolatedEmulator(workDir);
  try {
    console.log(floorReport(await compareWithFloor(emulator.host, databaseUrl, LOAD), LOAD));
  } finally {
    await emulator.stop();
    await postgres?.stop();
    fs.rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
