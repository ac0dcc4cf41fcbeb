import type { Page } from '@playwright/test';
import { SESSION_HINT_KEY } from '../../src/features/auth/identity';
import { expect, isMobile, menuNames, test } from './fixtures';

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
const mainNavigation = (page: Page) => page.getByRole('navigation', { name: 'Navigation principale' });

test.describe('public pages arrive pre-rendered', () => {
  test('the content is there before any of the app\'s JavaScript runs', async ({ page }) => {
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto('/pricing');
    await expect(page).toHaveTitle('Tarifs · SimuSession');
    await expect(page.getByRole('heading', { level: 1, name: 'Tarifs' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mentions légales' })).toBeVisible();
  });

  test('the home arrives with its promise, its calls to action, its first picture and the font preloaded', async ({ page }) => {
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Préparez, animez et débriefez vos sessions de simulation au même endroit');
    await expect(page.getByRole('main').getByRole('link', { name: 'Demander une démo' }).first()).toHaveAttribute('href', '/contact');
    const hero = page.getByRole('main').getByRole('img').first();
    await expect(hero).toHaveAttribute('loading', 'eager');
    await expect.poll(() => hero.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const font = page.locator('link[rel="preload"][as="font"]');
    await expect(font).toHaveAttribute('href', /^\/assets\/fonts\/inter-latin-wght-normal\.[0-9a-f]{10}\.woff2$/);
    await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
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
      const manageCookies = page.getByRole('button', { name: 'Gestion des cookies' });
      await expect(manageCookies).toBeDisabled();
      release();
      await expect(manageCookies).toBeEnabled();
      await page.getByRole('button', { name: 'Refuser tout' }).click();
      await expect(banner(page)).toBeHidden();
      expect((await page.context().cookies()).map((cookie) => cookie.name)).toContain('SimuSessionCookieConsent');
    });
  });

  test('a visitor has the visitor\'s menu before the app starts, usable once it has', async ({ page }) => {
    const release = await holdAppStart(page);
    await page.goto('/pricing', { waitUntil: 'commit' });
    const nav = mainNavigation(page);
    // On a phone the toggle is drawn but waits for the app, which alone can open it.
    if (isMobile(page)) await expect(nav.getByRole('button', { name: 'Menu' })).toBeDisabled();
    else await expect(nav.getByRole('link', { name: 'Connexion' })).toBeVisible();
    release();
    await expect.poll(() => menuNames(page)).toEqual(['Accueil', 'Connexion', 'Contact', 'Documentation', 'Nous', 'Tarifs']);
  });

  test('on a browser where someone signed in, the visitor\'s menu stays hidden until the app knows who it is', async ({ page }) => {
    await page.addInitScript((key) => window.localStorage.setItem(key, '1'), SESSION_HINT_KEY);
    const release = await holdAppStart(page);
    await page.goto('/pricing', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Tarifs' })).toBeVisible();
    const nav = mainNavigation(page);
    await expect(nav.getByRole('link', { name: 'Accueil' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Connexion' })).toHaveCount(0);
    await expect(nav.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    release();
    // Nobody is signed in behind that mark any more: once the app knows, the visitor's menu shows.
    await expect.poll(() => menuNames(page)).toContain('Connexion');
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
