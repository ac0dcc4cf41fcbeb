import type { RunningEmulator } from '../../server/stack/authEmulator';
import type { RunningPostgres } from '../support/postgresServer';

/** What the global setups leave for the global teardowns (they share one global object). */
export type TestGlobals = typeof globalThis & {
  __apiTests?: { emulator: RunningEmulator; workDir: string; postgres?: RunningPostgres };
};

/**
 * Which database a test file runs against: each jest project sets it in its `globals`
 * (`api`: an in-memory PGlite; `api-postgres`: the PostgreSQL server of globalSetupPostgres.ts).
 */
export type TestDatabaseKind = 'pglite' | 'postgres';
export type DatabaseKindGlobal = typeof globalThis & { __TEST_DATABASE__?: TestDatabaseKind };

/** Set by globalSetupPostgres.ts for the test workers: the superuser URL of the test server. */
export const POSTGRES_URL_VARIABLE = 'API_TEST_POSTGRES_URL';
