import type { Page } from '@playwright/test';
import { expect, menuNames, test } from './fixtures';

const APP_SCRIPTS = '**/assets/*.js';

/** Keeps the app's entry script back until the returned function is called: the page as it arrives. */
async function holdAppStart(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/main.*.js', async (route) => {
    await held;
    await route.continue();
  });
  return () => release();
}

const banner = (page: Page) => page.getByRole('region', { name: 'Vos choix en matière de cookies' });

test.describe('public pages arrive pre-rendered', () => {
  test('the content is there before any of the app\'s JavaScript runs', async ({ page }) => {
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Tarifs · SimuSession');
    await expect(page.getByRole('heading', { level: 1, name: 'Tarifs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mentions légales' })).toBeVisible();
  });

  test('a visitor who already chose about cookies never sees the banner, even before the app starts', async ({ page }) => {
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
  });

  test.describe('a first-time visitor', () => {
    test.use({ consentDecided: false });

    test('sees the banner at once, and can use it once the app has started', async ({ page }) => {
      const release = await holdAppStart(page);
      await page.goto('/about', { waitUntil: 'commit' });
      await expect(banner(page)).toBeVisible();
      release();
      await page.getByRole('button', { name: 'Refuser tout' }).click();
      await expect(banner(page)).toBeHidden();
      expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('SimuSessionCookieConsent');
    });
  });

  test('React adopts the pre-rendered page rather than drawing it again', async ({ page }) => {
    const release = await holdAppStart(page);
    await page.goto('/legal/cgu', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await heading.evaluate((element) => element.setAttribute('data-before-start', ''));
    release();
    // The app is running once the signed-out menu is drawn.
    await expect.poll(() => menuNames(page)).toContain('Connexion');
    await expect(page.locator('h1[data-before-start]')).toHaveCount(1);
  });
});
