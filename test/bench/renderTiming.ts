/**
 * Time from navigation start to the first render the guard allows: the moment a page heading
 * appears in <main>, displayed (a pre-rendered frame that public/first-paint.js keeps hidden does not
 * count), with no loading overlay, recorded in the page by a MutationObserver. On a
 * signed-in reload that may be the page's frame drawn from the stored hint (title and skeleton,
 * `data-provisional`); the moment its content replaces the skeleton, once the fresh answers
 * allow it, is recorded too (`__confirmedRender`).
 */
import type { Browser, Page } from '@playwright/test';

declare global {
  interface Window {
    __firstAllowedRender?: number;
    __confirmedRender?: number;
  }
}

// A string, not a function: tsx's keepNames would add `__name(...)` calls the page does not define.
const RECORD_FIRST_ALLOWED_RENDER = `
  new MutationObserver(function check() {
    if (window.__confirmedRender !== undefined) return;
    var heading = document.querySelector('main h1');
    var overlay = document.querySelector('[data-testid="loading-overlay"]');
    if (!heading || overlay || !heading.checkVisibility()) return;
    if (window.__firstAllowedRender === undefined) window.__firstAllowedRender = performance.now();
    if (!document.querySelector('main [data-provisional]')) window.__confirmedRender = performance.now();
  }).observe(document, { childList: true, subtree: true });
`;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

async function timeReloads(page: Page, url: string, runs: number): Promise<{ first: number[]; confirmed: number[] }> {
  const first: number[] = [];
  const confirmed: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await page.goto(url);
    await page.waitForFunction(() => window.__confirmedRender !== undefined, undefined, { timeout: 30_000 });
    first.push(await page.evaluate(() => window.__firstAllowedRender ?? Number.NaN));
    confirmed.push(await page.evaluate(() => window.__confirmedRender ?? Number.NaN));
  }
  return { first, confirmed };
}

export const TEACHER = { email: 'enseignant@actif.demo.test', password: 'demo1234', home: '/teacher/teacher_main' };

export type RenderTimings = {
  publicMedian: number;
  protectedMedian: number;
  /** The signed-in page's content, once the fresh answers allowed it (the frame drawn from the hint before). */
  confirmedMedian: number;
  home: string;
  publicPath: string;
};

export async function renderTimings(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string; home: string },
  publicPath: string,
  runs = 10,
): Promise<RenderTimings> {
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
  return {
    publicMedian: median(publicTimes.first),
    protectedMedian: median(protectedTimes.first),
    confirmedMedian: median(protectedTimes.confirmed),
    home: account.home,
    publicPath,
  };
}

/** The table both bench scripts print; the goal (issue: ≤ 1.3× a public page) is printed, not asserted. */
export function renderReport(t: RenderTimings, runs: number): string {
  const ratio = t.publicMedian > 0 ? t.protectedMedian / t.publicMedian : Number.NaN;
  return [
    `\n## Premier rendu autorisé (médiane de ${runs}, boucle locale)\n`,
    '| page | médiane |',
    '|---|---|',
    `| ${t.home} (connecté, rechargement) | ${Math.round(t.protectedMedian)} ms |`,
    `| ${t.home} (connecté, contenu confirmé par les réponses fraîches) | ${Math.round(t.confirmedMedian)} ms |`,
    `| ${t.publicPath} (public) | ${Math.round(t.publicMedian)} ms |`,
    '',
    `Rapport connecté / public : ${ratio.toFixed(2)}× (objectif ≤ 1,3×) — ${ratio <= 1.3 ? 'OK' : 'AU-DESSUS DU BUDGET'}`,
  ].join('\n');
}
