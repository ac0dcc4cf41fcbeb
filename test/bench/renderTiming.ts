/**
 * Time from navigation start to the first render the guard allows: the moment a page heading
 * appears in <main>, displayed (a pre-rendered frame that public/first-paint.js keeps hidden does not
 * count), with no loading overlay, recorded in the page by a MutationObserver. On a
 * signed-in reload that may be the page's frame drawn from the stored hint (title and skeleton,
 * `data-provisional`); the moment the page replaces the skeleton, once the fresh answers allow it, is
 * recorded too (`__confirmedRender`), and the headline (issue 26 item 14): the moment the page's
 * CONTENT is drawn from the fresh answers — its data table's rows present, no skeleton, no loading
 * status left in <main> (`__contentRender`).
 *
 * The page tells the bench by a console message (`simusession-bench:confirmed`, `…:content`), which
 * Playwright receives from the browser's devtools protocol without running anything in the page. Waiting
 * with `page.waitForFunction` instead made Playwright evaluate its own helper script in the page
 * (15–36 ms of the main thread, seen in a trace as an EvaluateScript without a URL) while the signed-in
 * reload was still starting: the tool's work was counted in the figure it measured.
 */
import type { Browser, Page } from '@playwright/test';

declare global {
  interface Window {
    __firstAllowedRender?: number;
    __confirmedRender?: number;
    __contentRender?: number;
  }
}

// A string, not a function: tsx's keepNames would add `__name(...)` calls the page does not define.
const RECORD_FIRST_ALLOWED_RENDER = `
  new MutationObserver(function check() {
    if (window.__contentRender !== undefined) return;
    var heading = document.querySelector('main h1');
    var overlay = document.querySelector('[data-testid="loading-overlay"]');
    if (!heading || overlay || !heading.checkVisibility()) return;
    if (window.__firstAllowedRender === undefined) window.__firstAllowedRender = performance.now();
    if (document.querySelector('main [data-provisional]')) return;
    if (window.__confirmedRender === undefined) {
      window.__confirmedRender = performance.now();
      console.debug('simusession-bench:confirmed');
    }
    if (document.querySelector('main tbody tr') && !document.querySelector('main [role="status"]:not(:empty), main [aria-busy="true"]')) {
      window.__contentRender = performance.now();
      console.debug('simusession-bench:content');
    }
  }).observe(document, { childList: true, subtree: true });
`;

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};

/**
 * Loads `url` and waits for the page to report `moment` (see RECORD_FIRST_ALLOWED_RENDER), without running
 * anything in the page until then.
 */
export async function reloadUntil(page: Page, url: string, moment: 'confirmed' | 'content'): Promise<void> {
  const reported = page.waitForEvent('console', { predicate: (message) => message.text() === `simusession-bench:${moment}`, timeout: 30_000 });
  await page.goto(url);
  await reported;
}

/** `until`: the public page's first render, or the signed-in page's content (its table's rows). */
async function timeReloads(
  page: Page,
  url: string,
  runs: number,
  until: 'firstRender' | 'content',
): Promise<{ first: number[]; confirmed: number[]; content: number[] }> {
  const first: number[] = [];
  const confirmed: number[] = [];
  const content: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    await reloadUntil(page, url, until === 'content' ? 'content' : 'confirmed');
    first.push(await page.evaluate(() => window.__firstAllowedRender ?? Number.NaN));
    confirmed.push(await page.evaluate(() => window.__confirmedRender ?? Number.NaN));
    content.push(await page.evaluate(() => window.__contentRender ?? Number.NaN));
  }
  return { first, confirmed, content };
}

export const TEACHER = { email: 'enseignant@actif.demo.test', password: 'demo1234', home: '/teacher/teacher_main' };

export type RenderTimings = {
  publicMedian: number;
  protectedMedian: number;
  /** The signed-in page without its skeleton, once the fresh answers allowed it (the frame drawn from the hint before). */
  confirmedMedian: number;
  /** The headline: the signed-in page's content drawn from the fresh answers (its table's rows). */
  contentMedian: number;
  home: string;
  publicPath: string;
};

export async function renderTimings(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string; home: string },
  publicPath: string,
  runs = 10,
  /** Run on the signed-in page once the timed reloads are done (the waterfall of renderWaterfall.ts). */
  afterSignedIn?: (page: Page, url: string) => Promise<void>,
): Promise<RenderTimings> {
  const context = await browser.newContext();
  await context.addInitScript({ content: RECORD_FIRST_ALLOWED_RENDER });
  const page = await context.newPage();
  const publicTimes = await timeReloads(page, `${baseURL}${publicPath}`, runs, 'firstRender');

  await page.goto(`${baseURL}/login`);
  // The person answers the cookie banner, as anyone who signs in has by the time they reload their page:
  // a banner still waiting would draw itself, and take the focus, in every reload measured.
  await page.getByRole('button', { name: 'Refuser tout' }).click();
  await page.getByLabel('Adresse e-mail').fill(account.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${baseURL}${account.home}`);
  const protectedTimes = await timeReloads(page, `${baseURL}${account.home}`, runs, 'content');
  if (afterSignedIn) await afterSignedIn(page, `${baseURL}${account.home}`);
  await context.close();
  return {
    publicMedian: median(publicTimes.first),
    protectedMedian: median(protectedTimes.first),
    confirmedMedian: median(protectedTimes.confirmed),
    contentMedian: median(protectedTimes.content),
    home: account.home,
    publicPath,
  };
}

/** Goals (issue 26 item 14): the content within 2.5× a public page's first render; the frame within 1.3×. */
export const RENDER_GOALS = { content: 2.5, frame: 1.3 };

/** The table both bench scripts print; the goals are printed, not asserted. */
export function renderReport(t: RenderTimings, runs: number): string {
  const ratioOf = (value: number) => (t.publicMedian > 0 ? value / t.publicMedian : Number.NaN);
  const content = ratioOf(t.contentMedian);
  const frame = ratioOf(t.protectedMedian);
  const verdict = (ratio: number, goal: number) => (ratio <= goal ? 'OK' : 'AU-DESSUS DU BUDGET');
  return [
    `\n## Rechargement connecté : le contenu, puis le cadre (médiane de ${runs}, boucle locale)\n`,
    '| page | médiane | rapport au public |',
    '|---|---|---|',
    `| **${t.home} (connecté) : contenu tiré des réponses fraîches (lignes du tableau)** | **${Math.round(t.contentMedian)} ms** | **${content.toFixed(2)}× (objectif ≤ ${RENDER_GOALS.content}×) — ${verdict(content, RENDER_GOALS.content)}** |`,
    `| ${t.home} (connecté) : cadre tiré de l’indice (titre et squelette) | ${Math.round(t.protectedMedian)} ms | ${frame.toFixed(2)}× (objectif ≤ ${RENDER_GOALS.frame}×) — ${verdict(frame, RENDER_GOALS.frame)} |`,
    `| ${t.home} (connecté) : squelette remplacé | ${Math.round(t.confirmedMedian)} ms | ${ratioOf(t.confirmedMedian).toFixed(2)}× |`,
    `| ${t.publicPath} (public) : premier rendu | ${Math.round(t.publicMedian)} ms | 1× |`,
  ].join('\n');
}
