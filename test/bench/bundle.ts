/** First-load JavaScript per route, split into our code and dependencies, and the lazy chunks. */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';

type StatsModule = { name?: string; size?: number; modules?: StatsModule[] };
type StatsChunk = { files: string[]; initial: boolean; modules?: StatsModule[]; names?: string[] };
/** One build's stats, or the multi-build's (browser + pre-render), whose browser child is the one read. */
export type WebpackStats = { name?: string; chunks?: StatsChunk[]; children?: WebpackStats[] };

export type JsFile = { file: string; gzip: number; dependencyShare: number };
export type RouteLoad = { path: string; files: string[]; ours: number; dependencies: number; total: number; visNetwork: boolean };

function flatten(modules: StatsModule[] = []): StatsModule[] {
  return modules.flatMap((m) => (m.modules?.length ? flatten(m.modules) : [m]));
}

/** gzip size of every JS file, with the share of its source that comes from node_modules. */
export function jsFiles(distDir: string, stats: WebpackStats): Map<string, JsFile> {
  const files = new Map<string, JsFile>();
  const browser = stats.children?.find((child) => child.name === 'browser') ?? stats;
  for (const chunk of browser.chunks ?? []) {
    const modules = flatten(chunk.modules);
    const total = modules.reduce((sum, m) => sum + (m.size ?? 0), 0);
    const deps = modules.filter((m) => m.name?.includes('node_modules')).reduce((sum, m) => sum + (m.size ?? 0), 0);
    for (const file of chunk.files.filter((f) => f.endsWith('.js'))) {
      const gzip = gzipSync(fs.readFileSync(path.join(distDir, file))).length;
      files.set(file, { file, gzip, dependencyShare: total ? deps / total : 0 });
    }
  }
  return files;
}

/**
 * Loads each path in a fresh page and sums the JavaScript it downloaded before the network went quiet:
 * every script, the ones outside the webpack build too (public/first-paint.js…, counted as our code at
 * the gzip size of the body served), see docs/performance.md.
 */
export async function routeLoads(browser: Browser, baseURL: string, paths: string[], files: Map<string, JsFile>): Promise<RouteLoad[]> {
  const loads: RouteLoad[] = [];
  for (const routePath of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requested: string[] = [];
    const outsideBuild = new Map<string, Promise<number>>();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) requested.push(url.pathname.replace(/^\//, ''));
    });
    page.on('response', (response) => {
      const file = new URL(response.url()).pathname.replace(/^\//, '');
      if (file.endsWith('.js') && !files.has(file)) {
        outsideBuild.set(
          file,
          response.body().then(
            (body) => gzipSync(body).length,
            () => 0,
          ),
        );
      }
    });
    await page.goto(`${baseURL}${routePath}`, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    // Read to the end a screen at a time, so that what loads on the way (the documentation's map) counts.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 400) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    let ours = 0;
    let dependencies = 0;
    for (const file of requested) {
      const info = files.get(file);
      if (!info) {
        ours += (await outsideBuild.get(file)) ?? 0;
        continue;
      }
      dependencies += info.gzip * info.dependencyShare;
      ours += info.gzip * (1 - info.dependencyShare);
    }
    loads.push({
      path: routePath,
      files: requested,
      ours: Math.round(ours),
      dependencies: Math.round(dependencies),
      total: Math.round(ours + dependencies),
      visNetwork: requested.some((f) => f.includes('vis-network')),
    });
    await context.close();
  }
  return loads;
}
