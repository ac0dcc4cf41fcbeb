import { startE2eStack } from './stack';

/** Starts the stack once for the whole run; Playwright calls the returned function at the end. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startE2eStack();
  process.env.E2E_BASE_URL = stack.baseURL;
  process.env.E2E_EMULATOR_HOST = stack.emulatorHost;
  return () => stack.stop();
}
