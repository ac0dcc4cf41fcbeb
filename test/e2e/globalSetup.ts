import { startControlServer } from './control';
import { startE2eStack } from './stack';

/**
 * Starts the stack once for the whole run, and the control server through which a journey can
 * kill and restart the API (./control.ts); Playwright calls the returned function at the end.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startE2eStack();
  const control = await startControlServer(stack);
  process.env.E2E_BASE_URL = stack.baseURL;
  process.env.E2E_EMULATOR_HOST = stack.emulatorHost;
  process.env.E2E_CONTROL_URL = control.url;
  process.env.E2E_MAIL_INBOX = stack.mailInbox;
  return async () => {
    await control.close();
    await stack.stop();
  };
}
