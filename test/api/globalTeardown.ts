import { rmSync } from 'node:fs';
import type { TestGlobals } from './testGlobals';

/** Stops what the global setups started; both API projects call it, the second finds nothing left. */
export default async function globalTeardown(): Promise<void> {
  const globals = globalThis as TestGlobals;
  const state = globals.__apiTests;
  if (!state) return;
  globals.__apiTests = undefined;
  try {
    await state.postgres?.stop();
  } finally {
    await state.emulator.stop();
    rmSync(state.workDir, { recursive: true, force: true });
  }
}
