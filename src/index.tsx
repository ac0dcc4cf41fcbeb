import { env } from './config/env';
import { nextTask } from './lib/nextTask';

// Someone signed in on this browser (public/first-paint.js marked it): their stored session is read,
// and their first requests sent with it (src/app/earlyRequests.ts), while the modules below are evaluated.
// In a chunk of its own, asked for only then: a visitor's first load does not carry it (≈ 1 kB gzip of
// the 160 kB budget), and for someone signed in it comes while first-paint.js's IndexedDB read, which
// the requests wait for anyway, is under way. One chunk with the stored session's module, which the
// app's identity asks for later under the same name: the read's answer goes to the early requests first,
// so the started app finds them sent and adopts their answers rather than sending its own.
if (document.documentElement.hasAttribute('data-session-hint')) {
  void import(/* webpackChunkName: "early-start" */ './app/earlyRequests').then(
    ({ sendEarlyRequestsFromStoredSession }) => sendEarlyRequestsFromStoredSession(env.firebase.apiKey),
    // Not sent early: the started app sends the same requests itself (listeners/prefetchFirstQuery.ts).
    () => undefined,
  );
}

// Evaluating every module in one go blocked a phone's main thread for ≈ 330 ms (Lighthouse's 4× CPU).
// The heaviest libraries, and the modules that call them at load, are evaluated one per task instead;
// "eager" keeps them in the first-load chunks, so this costs no extra request.
const EVALUATED_ONE_PER_TASK = [
  () => import(/* webpackMode: "eager", webpackExports: ["hydrateRoot"] */ 'react-dom/client'),
  () => import(/* webpackMode: "eager", webpackExports: ["createBrowserRouter"] */ 'react-router-dom'),
  () => import(/* webpackMode: "eager", webpackExports: ["ThemeProvider"] */ 'styled-components'),
  () => import(/* webpackMode: "eager", webpackExports: ["createAppStore"] */ './app/store'),
];

async function boot(container: HTMLElement) {
  for (const evaluate of EVALUATED_ONE_PER_TASK) {
    await nextTask();
    await evaluate();
  }
  await nextTask();
  const { start } = await import(/* webpackMode: "eager" */ './app/start');
  await start(container);
}

const container = document.getElementById('root');
if (container) void boot(container);
