import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './browser';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  globalSetup: './globalSetup.ts',
  // One worker: the journeys share one demo world and the machines have two cores.
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '../../test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    locale: 'fr-FR',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'off',
  },
  projects: [
    // width.spec measures the page against a phone's screen: the mobile project's alone.
    { name: 'desktop-1280', testIgnore: ['**/tablet.spec.ts', '**/width.spec.ts'], use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'mobile-375',
      // How the app meets a failing or throttling API (the messages, the waits, the way back) does not depend on
      // the width; those journeys run at 1280 px only (the pages they pass through are laid out at 375 px by the others).
      // Two trainer devices side by side need the evaluation grid's every learner in view: 1280 px only too.
      testIgnore: ['**/faults.spec.ts', '**/rateLimit.spec.ts', '**/tablet.spec.ts', '**/roomDevices.spec.ts'],
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
    },
    // The simulation room's running screen is made for a tablet in landscape: its journey, and the top bar's line.
    { name: 'tablet-1024', testMatch: ['**/room.spec.ts', '**/tablet.spec.ts'], use: { viewport: { width: 1024, height: 768 }, hasTouch: true } },
  ],
});
