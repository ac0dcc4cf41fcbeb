/**
 * `npm run bench:render`: only the "first allowed render" figures of `npm run bench` (a signed-in
 * reload against a public page), without the bundle, Lighthouse and API load parts. Figures, not
 * assertions: the machines are shared. BENCH_RENDER_WATERFALL=1 also prints the signed-in reload's
 * waterfall (scripts, API and identity requests, the app's milestones: renderWaterfall.ts).
 */
import { startE2eStack } from '../e2e/stack';
import { renderReport, renderTimings, TEACHER } from './renderTiming';
import { reloadWaterfall, waterfallReport } from './renderWaterfall';

async function main() {
  console.log('Build de production et démarrage de la pile (émulateur, API, serveur web)…');
  const stack = await startE2eStack({ database: 'postgres' });
  try {
    const runs = Number(process.env.BENCH_RENDER_RUNS ?? 10);
    // BENCH_RENDER_WATERFALL=<runs> (1 = 5 runs): also what the signed-in reload waits on, request by request.
    const waterfallFlag = process.env.BENCH_RENDER_WATERFALL;
    const waterfallRuns = !waterfallFlag || waterfallFlag === '0' ? 0 : waterfallFlag === '1' ? 5 : Number(waterfallFlag);
    let waterfall = '';
    const timings = await renderTimings(stack.baseURL, TEACHER, '/pricing', runs, async (page, url) => {
      if (waterfallRuns > 0) waterfall = waterfallReport(await reloadWaterfall(page, url, waterfallRuns), waterfallRuns);
    });
    console.log(renderReport(timings, runs));
    if (waterfall) console.log(waterfall);
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
