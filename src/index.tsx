import { nextTask } from './lib/nextTask';

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
