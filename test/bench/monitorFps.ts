/**
 * `npm run bench:monitor`: the patient monitor's frame rate (docs/performance.md: ≥ 50 frames per second in the
 * test machine's Chromium), counted with requestAnimationFrame over 5 s while its two traces sweep and four alarms flash.
 * A figure, not an assertion: the machines are shared.
 *
 * - `MONITOR_URL=http://…/moniteur/<token>`: measures that page as it is (a running stack, a real link).
 * - Otherwise: a production build (into `BENCH_DIST_DIR` if given, kept there and reused) served by the web server of
 *   `npm run serve`, the monitor's API answered inside the browser (an adult in shock at 160/min, 84 %, a
 *   stream that stays quiet): what is measured is the page's drawing, not the API.
 *
 * `BENCH_MONITOR_SECONDS` (5), `BENCH_MONITOR_VIEWPORT` (`1920x1080`: the room's screen),
 * `BENCH_MONITOR_SCREENSHOT` (a PNG path: the screen as measured, to look at), `BENCH_MONITOR_CALM=1` (no alarm).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Vitals } from '../../contract/schemas/scenarios';
import { repoPath } from '../../server/paths';
import { freePorts } from '../../server/stack/ports';
import { SHELL_FILE } from '../../server/web/prerenderPages';
import { buildWebServer } from '../../server/web/webServer';
import { launchChromium } from '../e2e/browser';
import { runBench } from './benchSupport';

const SECONDS = Number(process.env.BENCH_MONITOR_SECONDS ?? 5);
const GOAL_FPS = 50;
const [WIDTH, HEIGHT] = (process.env.BENCH_MONITOR_VIEWPORT ?? '1920x1080').split('x').map(Number) as [number, number];
const TOKEN = 'YmVuY2gtbW9uaXRldXItcGF0aWVudC0wMTIzNDU2Nzg5';
// Four alarms flashing by default (the heavier screen): two of high priority (FC 160, SpO₂ 84 %: red, 2 Hz) and
// two of medium (FR 24, T° 38,2 °C: yellow, 0,625 Hz). BENCH_MONITOR_CALM=1: an adult within every range.
const VITALS: Vitals = process.env.BENCH_MONITOR_CALM
  ? { fc: 80, pa: '120/80', spo2: 98, fr: 16, temperature: 37, conscience: '' }
  : { fc: 160, pa: '105/65', spo2: 84, fr: 24, temperature: 38.2, conscience: '' };

/** The monitor's API, answered in the browser: its GET, and a stream left pending (a quiet one, as between two transitions). */
async function answerMonitorApi(page: Page): Promise<void> {
  await page.route('**/api/monitor/*/stream', () => undefined);
  await page.route('**/api/monitor/*', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', headers: { 'X-Patient-Population': 'adulte' }, body: JSON.stringify({ success: true, message: '', data: VITALS }) }),
  );
}

type FrameCount = { frames: number; elapsed: number; slow: number };

/**
 * Frames the browser drew over `seconds`, and how many took longer than two 60 Hz frames. Given as
 * text: tsx names the functions it compiles with a helper the page does not have.
 */
function countFrames(page: Page, seconds: number): Promise<FrameCount> {
  return page.evaluate(`new Promise((resolve) => {
    let frames = 0, slow = 0, start = 0, previous = 0;
    const tick = (now) => {
      if (start === 0) start = previous = now;
      else {
        frames += 1;
        if (now - previous > 1000 / 30) slow += 1;
        previous = now;
      }
      if (now - start < ${seconds * 1000}) requestAnimationFrame(tick);
      else resolve({ frames, elapsed: (now - start) / 1000, slow });
    };
    requestAnimationFrame(tick);
  })`);
}

async function servedBuild(): Promise<{ url: string; stop: () => Promise<void> }> {
  // A BENCH_DIST_DIR without a build yet is built into and kept, for the next runs.
  const given = process.env.BENCH_DIST_DIR;
  const workDir = given ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'simusession-monitor-bench-'));
  const distDir = given ?? path.join(workDir as string, 'dist');
  if (!fs.existsSync(path.join(distDir, SHELL_FILE))) {
    console.log('Build de production…');
    execFileSync(repoPath('node_modules', '.bin', 'webpack'), ['--mode', 'production'], { cwd: repoPath(), stdio: 'ignore', env: { ...process.env, BUILD_OUT_DIR: distDir } });
  }
  const [port] = (await freePorts(1)) as [number];
  const web = await buildWebServer({ distDir });
  await web.listen({ host: '127.0.0.1', port });
  return {
    url: `http://127.0.0.1:${port}/moniteur/${TOKEN}`,
    async stop() {
      await web.close();
      if (workDir) fs.rmSync(workDir, { recursive: true, force: true });
    },
  };
}

runBench(async () => {
  const given = process.env.MONITOR_URL;
  const site = given ? { url: given, stop: async () => undefined } : await servedBuild();
  const browser = await launchChromium();
  try {
    // The control: the same browser drawing nothing, so that a loaded machine is told from a slow page.
    const blank = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    const control = await countFrames(blank, SECONDS);
    await blank.close();
    const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
    if (!given) await answerMonitorApi(page);
    await page.goto(site.url);
    await page.getByRole('group', { name: 'FC' }).waitFor({ timeout: 30_000 });
    const traces = await page.locator('canvas[data-trace]').count();
    const alarms = await page.locator('[data-priority]').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-priority')));
    // A second for the chunks to settle and the traces to start.
    await page.waitForTimeout(1000);
    const { frames, elapsed, slow } = await countFrames(page, SECONDS);
    const fps = frames / elapsed;
    console.log(`Moniteur patient, ${WIDTH}×${HEIGHT}, ${traces} tracés, ${alarms.length} alarme(s) (${alarms.join(', ')}), ${given ? given : 'build servi, API simulée dans le navigateur'}`);
    console.log(`  ${frames} images en ${elapsed.toFixed(2)} s : ${fps.toFixed(1)} images/s (objectif ≥ ${GOAL_FPS}) ; ${slow} image(s) de plus de 33 ms`);
    console.log(`  Témoin (page vide, même navigateur) : ${(control.frames / control.elapsed).toFixed(1)} images/s ; ${control.slow} image(s) de plus de 33 ms`);
    console.log(fps >= GOAL_FPS ? '  Objectif atteint.' : '  Objectif NON atteint.');
    const screenshot = process.env.BENCH_MONITOR_SCREENSHOT;
    if (screenshot) await page.screenshot({ path: screenshot });
  } finally {
    await browser.close();
    await site.stop();
  }
});
