/**
 * The signed-in reload's waterfall (`BENCH_RENDER_WATERFALL=1 npm run bench:render`): on reloads of a
 * signed-in page, when each script and each API or identity-provider request started and ended, and the
 * app's milestones (`performance.mark('simusession:…')`, src/app/listeners/timelineMarks.ts), all in ms
 * from navigation start, the median over the runs. What waits on what is read from this table.
 */
import type { Page } from '@playwright/test';
import { median, reloadUntil } from './renderTiming';

export type WaterfallRow = { name: string; kind: 'document' | 'script' | 'api' | 'identity' | 'mark' | 'render'; start: number; end: number };

// A string, not a function: tsx's keepNames would add `__name(...)` calls the page does not define.
const READ_TIMELINE = `(() => {
  const rows = [];
  const nav = performance.getEntriesByType('navigation')[0];
  if (nav) rows.push({ name: 'document', kind: 'document', start: nav.startTime, end: nav.responseEnd });
  for (const entry of performance.getEntriesByType('resource')) {
    const url = new URL(entry.name);
    let kind = null;
    if (url.origin === location.origin && url.pathname.startsWith('/api/')) kind = 'api';
    else if (url.origin === location.origin && url.pathname.endsWith('.js')) kind = 'script';
    else if (url.origin !== location.origin) kind = 'identity';
    if (!kind) continue;
    const name = kind === 'script' ? url.pathname.replace(/^\\/assets\\//, '').replace(/\\.[0-9a-f]{10}\\.js$/, '.js') : kind === 'api' ? url.pathname + url.search : url.pathname.replace(/^.*\\/v1\\//, '');
    rows.push({ name, kind, start: entry.startTime, end: entry.responseEnd });
  }
  for (const mark of performance.getEntriesByType('mark')) {
    if (mark.name.startsWith('simusession:')) rows.push({ name: mark.name.slice('simusession:'.length), kind: 'mark', start: mark.startTime, end: mark.startTime });
  }
  const renders = { 'frame (hint)': window.__firstAllowedRender, 'skeleton replaced': window.__confirmedRender, 'content (rows)': window.__contentRender };
  for (const [name, at] of Object.entries(renders)) if (typeof at === 'number') rows.push({ name, kind: 'render', start: at, end: at });
  return rows;
})()`;

/** Reloads `url` `runs` times (the page must already be signed in) and gives each row's median start and end. */
export async function reloadWaterfall(page: Page, url: string, runs: number): Promise<WaterfallRow[]> {
  const seen = new Map<string, { kind: WaterfallRow['kind']; starts: number[]; ends: number[] }>();
  for (let i = 0; i < runs; i += 1) {
    await reloadUntil(page, url, 'content');
    // The requests the content started finish after it is drawn: a moment for their entries.
    await page.waitForTimeout(300);
    const rows = (await page.evaluate(READ_TIMELINE)) as WaterfallRow[];
    const counts = new Map<string, number>();
    for (const row of rows) {
      // The same name twice in one load (a request repeated): numbered, so that each keeps its own row.
      const n = (counts.get(row.name) ?? 0) + 1;
      counts.set(row.name, n);
      const key = n === 1 ? row.name : `${row.name} #${n}`;
      const entry = seen.get(key) ?? { kind: row.kind, starts: [], ends: [] };
      entry.starts.push(row.start);
      entry.ends.push(row.end);
      seen.set(key, entry);
    }
  }
  return [...seen.entries()]
    .map(([name, { kind, starts, ends }]) => ({ name: starts.length < runs ? `${name} (${starts.length}/${runs})` : name, kind, start: median(starts), end: median(ends) }))
    .sort((a, b) => a.start - b.start || a.end - b.end);
}

export function waterfallReport(rows: WaterfallRow[], runs: number): string {
  return [
    `\n## Cascade du rechargement connecté (médiane de ${runs}, ms depuis le début de la navigation)\n`,
    '| quoi | type | début | fin |',
    '|---|---|---|---|',
    ...rows.map((row) => `| ${row.name} | ${row.kind} | ${Math.round(row.start)} | ${row.kind === 'mark' || row.kind === 'render' ? '' : Math.round(row.end)} |`),
  ].join('\n');
}
