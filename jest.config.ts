import os from 'node:os';
import type { Config } from 'jest';

// The browser code (jsdom by default; store and HTTP tests opt into `node` with a docblock) and
// the reference API, which needs the Auth emulator and a database: its suites run twice, on an
// in-memory PGlite (`api`) and on a PostgreSQL server (`api-postgres`).

// What both API projects share: the emulator, the teardown, the node environment.
const api = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/api/**/*.test.ts'],
  globalTeardown: '<rootDir>/test/api/globalTeardown.ts',
  setupFilesAfterEnv: ['<rootDir>/test/api/setup.ts'],
  // How long a test may run (`testTimeout` is not a project option): test/api/setup.ts.
  // A few server dependencies ship ES modules only (fine for Node 20.19's require, not for Jest's loader).
  transformIgnorePatterns: ['/node_modules/(?!(.*/)?(content-disposition|cookie)/)'],
};

const config: Config = {
  // Jest's default on CI is one worker per core but one (1 on a 2-core machine): every suite one after the
  // other. The suites are built to run side by side (a database per file, the emulator shared, 20 s per test:
  // test/api/setup.ts), and much of their time is spent waiting on other processes, so two workers at
  // least: 650 s instead of 889 s for the whole run on this 2-core machine (2026-11-26).
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  projects: [
    {
      displayName: 'app',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/test/app/**/*.test.ts?(x)', '<rootDir>/test/contract/**/*.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/app/setup.ts'],
      // MSW ships a few dependencies as ES modules only; Babel turns them into CommonJS for Jest.
      transform: { '^.+\\.m?[jt]sx?$': 'babel-jest' },
      transformIgnorePatterns: ['/node_modules/(?!until-async/).+\\.(?!mjs$)[^.]+$'],
    },
    {
      ...api,
      displayName: 'api',
      globalSetup: '<rootDir>/test/api/globalSetup.ts',
      // test/api/scale/: several processes on one PostgreSQL server (serve:cluster), the PostgreSQL project only.
      testPathIgnorePatterns: ['/node_modules/', '/test/api/scale/'],
      globals: { __TEST_DATABASE__: 'pglite' },
    },
    {
      // The same suites against a real PostgreSQL server that the global setup starts (initdb + pg_ctl),
      // except those that never open a database.
      ...api,
      displayName: 'api-postgres',
      globalSetup: '<rootDir>/test/api/globalSetupPostgres.ts',
      globals: { __TEST_DATABASE__: 'postgres' },
      testPathIgnorePatterns: ['/node_modules/', '/test/api/(firebaseSeed|mail|main|postgresServer|webServer|webUpstreams)\\.test\\.ts$'],
    },
  ],
};

export default config;
