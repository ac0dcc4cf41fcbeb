/**
 * A 1024 px tablet in landscape (the `tablet-1024` project only): the top bar holds on one line for a
 * visitor and for each role — it wrapped onto two at this width, pushing every page down by a bar.
 */
import type { Page } from '@playwright/test';
import { ACCOUNTS, expect, signInAndLand, test } from './fixtures';

/** The vertical spread of the desktop bar's entries: 0 when they all sit on one line. */
async function barSpread(page: Page): Promise<number> {
  const nav = page.getByRole('navigation', { name: 'Navigation principale' });
  await expect(nav).toBeVisible();
  const tops = await nav.locator('a, button').evaluateAll((items) => items.filter((item) => item.getBoundingClientRect().height > 0).map((item) => item.getBoundingClientRect().top));
  expect(tops.length).toBeGreaterThan(1);
  return Math.max(...tops) - Math.min(...tops);
}

test('the top bar holds on one line for a visitor', async ({ page }) => {
  await page.goto('/');
  expect(await barSpread(page)).toBeLessThanOrEqual(8);
});

for (const [name, account] of Object.entries({ admin: ACCOUNTS.adminActif, enseignant: ACCOUNTS.enseignantActif, etudiant: ACCOUNTS.etudiantActif, hyperadmin: ACCOUNTS.hyper })) {
  test(`the top bar holds on one line for the ${name}`, async ({ page }) => {
    await signInAndLand(page, account);
    expect(await barSpread(page)).toBeLessThanOrEqual(8);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
}
