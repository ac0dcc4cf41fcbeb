/**
 * `npm run bench:monitor`: the patient monitor's frame rate (docs/performance.md: ≥ 50 frames per second in the
 * test machine's Chromium), counted with requestAnimationFrame over 5 s while its two traces sweep, four alarms flash
 * and a trend the trainer started runs (FC 160 → 220 /min and SpO₂ 84 → 72 % over a minute: the figures move on the
 * screen, the ECG's rate with them). A figure, not an assertion: the machines are shared.
 *
 * - `MONITOR_URL=http://…/moniteur/<token>`: measures that page as it is (a running stack, a real link).
 * - Otherwise: a production build (into `BENCH_DIST_DIR` if given, kept there and reused) served by the web server of
 *   `npm run serve`, the monitor's API answered inside the browser (an adult in shock at 160/min, 84 %; a stream
 *   that sends, as the server does while a trend runs, a frame every second with the trend): what is measured is the
 *   page's drawing, not the API.
 *
 * `BENCH_MONITOR_SECONDS` (5), `BENCH_MONITOR_VIEWPORT` (`1920x1080`: the room's screen),
 * `BENCH_MONITOR_SCREENSHOT` (a PNG path: the screen as measured, to look at), `BENCH_MONITOR_CALM=1` (no alarm),
 * `BENCH_MONITOR_TREND=0` (no trend: a quiet stream).
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

const TREND = process.env.BENCH_MONITOR_TREND !== '0' && !process.env.BENCH_MONITOR_CALM;
/** The trainer's trend (MonitorStreamVitals' `trends`), both signs staying in their high-priority alarm all along. */
const TRENDS = [
  { sign: 'fc', from: 160, to: 220, over_seconds: 60 },
  { sign: 'spo2', from: 84, to: 72, over_seconds: 60 },
] as const;

/**
 * The stream, in the page: an EventSource that opens, then sends a `vitals` frame every second as the server does
 * while a trend runs (the values reached, and the trends), starting when the page opens it. Given as text: tsx names
 * the functions it compiles with a helper the page does not have.
 */
const trendingStream = (vitals: Vitals) => `(() => {
  const vitals = ${JSON.stringify(vitals)};
  const trends = ${JSON.stringify(TRENDS)};
  class TrendingEventSource extends EventTarget {
    constructor(url) {
      super();
      this.url = url;
      this.readyState = 0;
      const started = Date.now();
      const startedAt = new Date(started).toISOString();
      const frame = () => {
        const fraction = Math.min(1, (Date.now() - started) / 60000);
        const now = { ...vitals, trends: trends.map((trend) => ({ ...trend, started_at: startedAt })) };
        for (const trend of trends) now[trend.sign] = Math.round(trend.from + (trend.to - trend.from) * fraction);
        this.dispatchEvent(new MessageEvent('vitals', { data: JSON.stringify(now) }));
      };
      setTimeout(() => {
        this.readyState = 1;
        this.dispatchEvent(new Event('open'));
        frame();
        this.timer = setInterval(frame, 1000);
      }, 0);
    }
    close() {
      this.readyState = 2;
      clearInterval(this.timer);
    }
  }
  TrendingEventSource.CONNECTING = 0;
  TrendingEventSource.OPEN = 1;
  TrendingEventSource.CLOSED = 2;
  window.EventSource = TrendingEventSource;
})();`;

/** The monitor's API, answered in the browser: its GET, and a stream with a trend running (or left pending: a quiet one). */
async function answerMonitorApi(page: Page): Promise<void> {
  if (TREND) await page.addInitScript(trendingStream(VITALS));
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
    const fcBefore = await page.getByRole('group', { name: 'FC' }).textContent();
    const alarms = await page.locator('[data-priority]').evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-priority')));
    // A second for the chunks to settle and the traces to start.
    await page.waitForTimeout(1000);
    const { frames, elapsed, slow } = await countFrames(page, SECONDS);
    const fps = frames / elapsed;
    const fcAfter = await page.getByRole('group', { name: 'FC' }).textContent();
    const trend = TREND && !given ? `, tendance en cours (tuile FC : « ${fcBefore ?? ''} » puis « ${fcAfter ?? ''} »)` : '';
    console.log(`Moniteur patient, ${WIDTH}×${HEIGHT}, ${traces} tracés, ${alarms.length} alarme(s) (${alarms.join(', ')})${trend}, ${given ? given : 'build servi, API simulée dans le navigateur'}`);
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
