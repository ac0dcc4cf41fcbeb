import { env } from './config/env';
// Straight from its module, not the feature's index: the index brings the slices, evaluated below one per task.
import { startStoredSessionRead } from './features/auth/storedSession';
import { sendEarlyRequests } from './app/earlyRequests';
import { nextTask } from './lib/nextTask';

// Someone signed in on this browser (public/first-paint.js marked it): their stored session is read,
// and their first requests sent with it (src/app/earlyRequests.ts), while the modules below are evaluated.
if (document.documentElement.hasAttribute('data-session-hint')) sendEarlyRequests(startStoredSessionRead(env.firebase.apiKey));

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
