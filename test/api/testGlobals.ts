import type { RunningEmulator } from '../../server/stack/authEmulator';

/** What globalSetup leaves for globalTeardown (they share one global object). */
export type TestGlobals = typeof globalThis & { __apiTests?: { emulator: RunningEmulator; workDir: string } };
