/**
 * `npm run bench:render`: only the "first allowed render" figures of `npm run bench` (a signed-in
 * reload against a public page), without the bundle, Lighthouse and API load parts. Figures, not
 * assertions: the machines are shared.
 */
import { startE2eStack } from '../e2e/stack';
import { launchChromium } from '../e2e/browser';
import { renderReport, renderTimings, TEACHER } from './renderTiming';

async function main() {
  console.log('Build de production et démarrage de la pile (émulateur, API, serveur web)…');
  const stack = await startE2eStack();
  const browser = await launchChromium();
  try {
    const runs = Number(process.env.BENCH_RENDER_RUNS ?? 10);
    console.log(renderReport(await renderTimings(browser, stack.baseURL, TEACHER, '/pricing', runs), runs));
  } finally {
    await browser.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
