import fs from 'node:fs';
import { startE2eStack } from '../e2e/stack';
import { launchChromium } from '../e2e/browser';
import { TEACHER } from './renderTiming';

const RECORD = `
  new MutationObserver(function check() {
    if (window.__contentRender !== undefined) return;
    if (document.querySelector('main tbody tr') && !document.querySelector('main [data-provisional]') && !document.querySelector('main [role="status"]:not(:empty), main [aria-busy="true"]')) {
      window.__contentRender = performance.now(); performance.mark('content'); console.debug('simusession-bench:content');
    }
  }).observe(document, { childList: true, subtree: true });
`;
async function main() {
  const stack = await startE2eStack({ database: 'postgres' });
  const browser = await launchChromium();
  const context = await browser.newContext();
  await context.addInitScript({ content: RECORD });
  const page = await context.newPage();
  const base = stack.baseURL;
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Refuser tout' }).click();
  await page.getByLabel('Adresse e-mail').fill(TEACHER.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(TEACHER.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(`${base}${TEACHER.home}`);
  for (let i = 0; i < 4; i++) { await page.goto(`${base}${TEACHER.home}`); await page.waitForFunction(() => (window as any).__contentRender !== undefined); }
  for (let r = 0; r < Number(process.env.RUNS ?? 2); r++) {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'loading'] });
    const seen = page.waitForEvent('console', (m) => m.text() === 'simusession-bench:content');
    await page.goto(`${base}${TEACHER.home}`, { waitUntil: 'commit' });
    await seen;
    await page.waitForTimeout(300);
    const buf = await browser.stopTracing();
    fs.writeFileSync(`/work/wt/trace${r}.json`, buf);
    console.log('content', await page.evaluate(() => (window as any).__contentRender));
  }
  console.log('base', base);
  fs.rmSync('/work/wt/maps', { recursive: true, force: true });
  fs.cpSync(`${stack.distDir}-sourcemaps`, '/work/wt/maps', { recursive: true });
  if (process.env.HOLD) await new Promise((r) => setTimeout(r, Number(process.env.HOLD)));
  await browser.close();
  await stack.stop();
}
main().catch((e) => { console.error(e); process.exit(1); });
