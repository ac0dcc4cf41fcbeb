import type { Config } from 'jest';

// Two projects: the browser code (jsdom by default; store and HTTP tests opt into `node`
// with a docblock) and the reference API, which needs the Auth emulator and a database.
const config: Config = {
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
      displayName: 'api',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      globalSetup: '<rootDir>/test/api/globalSetup.ts',
      globalTeardown: '<rootDir>/test/api/globalTeardown.ts',
      // A few server dependencies ship ES modules only (fine for Node 20.19's require, not for Jest's loader).
      transformIgnorePatterns: ['/node_modules/(?!(.*/)?(content-disposition|cookie)/)'],
    },
  ],
};

export default config;
