/**
 * How a journey, in a Playwright worker process, reaches the stack that lives in the runner's
 * globalSetup: a tiny HTTP server on loopback (a random free port, published as E2E_CONTROL_URL).
 * POST /api/kill · POST /api/start · POST /reset · POST /purge-warnings/age — each answers 204 once done, 500 with the reason otherwise.
 */
import http from 'node:http';
import type { E2eStack } from './stack';

export type ControlAction = 'api/kill' | 'api/start' | 'reset' | 'purge-warnings/age';

export async function startControlServer(stack: E2eStack): Promise<{ url: string; close(): Promise<void> }> {
  const actions: Record<ControlAction, () => Promise<void>> = {
    'api/kill': () => stack.api.kill(),
    'api/start': () => stack.api.start(),
    reset: () => stack.reset(),
    'purge-warnings/age': () => stack.agePurgeWarnings(),
  };
  // One action at a time: a kill and a start must not interleave.
  let queue: Promise<unknown> = Promise.resolve();
  const server = http.createServer((request, response) => {
    const action = actions[(request.url ?? '').slice(1) as ControlAction] as (() => Promise<void>) | undefined;
    if (request.method !== 'POST' || !action) {
      response.writeHead(404).end();
      return;
    }
    const done = queue.then(action);
    queue = done.catch(() => undefined);
    done.then(
      () => response.writeHead(204).end(),
      (error: unknown) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** From a journey: asks the stack to do `action` and waits until it is done. */
export async function controlStack(action: ControlAction): Promise<void> {
  const base = process.env.E2E_CONTROL_URL;
  if (!base) throw new Error('E2E_CONTROL_URL is not set: is the e2e globalSetup running?');
  const response = await fetch(`${base}/${action}`, { method: 'POST' });
  if (response.status !== 204) throw new Error(`${action} failed: ${response.status} ${await response.text()}`);
}
