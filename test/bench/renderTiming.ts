/**
 * Time from navigation start to the first render the guard allows: the moment a page heading
 * appears in <main> with no loading overlay, recorded in the page by a MutationObserver.
 */
import type { Browser, Page } from '@playwright/test';

declare global {
  interface Window {
    __firstAllowedRender?: number;
  }
}

// A string, not a function: tsx's keepNames would add `__name(...)` calls the page does not define.
const RECORD_FIRST_ALLOWED_RENDER = `
  new MutationObserver(function check() {
    if (window.__firstAllowedRender !== undefined) return;
    var heading = document.querySelector('main h1');
    var overlay = document.querySelector('[aria-busy="true"][role="status"]');
    if (heading && !overlay) window.__firstAllowedRender = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function timeReloads(page: Page, url: string, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await page.goto(url);
    await page.waitForFunction(() => window.__firstAllowedRender !== undefined, undefined, { timeout: 30_000 });
    times.push(await page.evaluate(() => window.__firstAllowedRender ?? Number.NaN));
  }
  return times;
}

export async function renderTimings(browser: Browser, baseURL: string, account: { email: string; password: string; home: string }, publicPath: string, runs = 10) {
  const context = await browser.newContext();
  await context.addInitScript({ content: RECORD_FIRST_ALLOWED_RENDER });
  const page = await context.newPage();
  const publicTimes = await timeReloads(page, `${baseURL}${publicPath}`, runs);

  await page.goto(`${baseURL}/login`);
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${baseURL}${account.home}`);
  const protectedTimes = await timeReloads(page, `${baseURL}${account.home}`, runs);
  await context.close();
  return { publicMedian: median(publicTimes), protectedMedian: median(protectedTimes) };
}
