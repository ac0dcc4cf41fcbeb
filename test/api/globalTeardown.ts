import { rmSync } from 'node:fs';
import type { TestGlobals } from './testGlobals';

export default async function globalTeardown(): Promise<void> {
  const state = (globalThis as TestGlobals).__apiTests;
  if (!state) return;
  await state.emulator.stop();
  rmSync(state.workDir, { recursive: true, force: true });
}
