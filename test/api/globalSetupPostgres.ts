import { startPostgresServer } from '../support/postgresServer';
import globalSetup from './globalSetup';
import { POSTGRES_URL_VARIABLE, type TestGlobals } from './testGlobals';

/**
 * The `api-postgres` project: the same Auth emulator as the `api` project (shared when both
 * run), and a PostgreSQL server of its own in a temporary folder. Every test file then creates
 * its own database on it (see support.ts), so files run in parallel without seeing each other.
 */
export default async function globalSetupPostgres(): Promise<void> {
  await globalSetup();
  const state = (globalThis as TestGlobals).__apiTests;
  if (!state || state.postgres) return;
  state.postgres = await startPostgresServer();
  process.env[POSTGRES_URL_VARIABLE] = state.postgres.url;
}
