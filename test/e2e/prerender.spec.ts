import type { Page } from '@playwright/test';
import { SESSION_HINT_KEY } from '../../src/features/auth/identity';
import { ACCOUNTS, expect, isMobile, menuNames, signInAndLand, test, visitorMenuNames } from './fixtures';

/** The app's scripts: everything the build hashes under assets/ but first-paint.js, which runs before the first paint. */
const APP_SCRIPTS = (url: URL) => /^\/assets\/[^/]+\.js$/.test(url.pathname) && !url.pathname.startsWith('/assets/first-paint.');

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

test('first-paint.js, which every page waits for before its first paint, is hashed and cached for good, not revalidated at each load', async ({ page }) => {
  for (const path of ['/pricing', '/teacher/teacher_main']) {
    await page.goto(path);
    const source = await page.locator('head script[src*="first-paint"]').getAttribute('src');
    expect(source).toMatch(/^\/assets\/first-paint\.[0-9a-f]{10}\.js$/);
    const answer = await page.request.get(source ?? '');
    expect(answer.ok()).toBe(true);
    expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  }
});

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
    await expect.poll(() => menuNames(page)).toEqual(visitorMenuNames(page));
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

  test('a visitor\'s page asks for the app\'s scripts once its content is painted, and starts', async ({ page }) => {
    // When each script of the app's (or its preload) enters the document, in the page's own clock: the
    // parser's deferred tags would enter while the HTML is read, before anything is painted.
    await page.addInitScript(() => {
      const asked: number[] = [];
      Object.assign(window, { __scriptsAskedAt: asked });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            // first-paint.js (under assets/ too) is the one script the parser runs before the first paint, by design.
            const script = node instanceof HTMLScriptElement && node.src.includes('/assets/') && !node.src.includes('/assets/first-paint.');
            const preload = node instanceof HTMLLinkElement && node.rel === 'preload' && node.as === 'script';
            if (script || preload) asked.push(performance.now());
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/contact');
    await expect.poll(() => menuNames(page)).toContain('Connexion');
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      asked: (window as unknown as { __scriptsAskedAt: number[] }).__scriptsAskedAt,
    }));
    expect(timing.painted).not.toBeNull();
    expect(timing.asked.length).toBeGreaterThan(0);
    expect(Math.min(...timing.asked)).toBeGreaterThanOrEqual(timing.painted ?? Infinity);
    // The form drawn before the app started is the app's once it has: its button no longer waits.
    await expect(page.getByRole('main').locator('button[type="submit"]')).toBeEnabled();
    await expect(page.locator('[data-starting]')).toHaveCount(0);
  });
});

// A protected page's HTML carries its frame (the layout, its title, a skeleton; never its content),
// shown by public/first-paint.js only for a stored access hint the guard would draw that frame for.
test.describe('protected pages arrive with their frame', () => {
  const ACCESS_HINT_KEY = 'simusession.access';
  const teacher = { uid: 'u-enseignant', role: 'enseignant', organisationId: 'org', organisationActive: true };

  // With the app's scripts held off from the start: the app, finding nobody signed in, would forget the hint.
  async function storeHint(page: Page, hint: object | null) {
    await page.route(APP_SCRIPTS, (route) => route.abort());
    await page.goto('/pricing');
    await page.evaluate(([key, value]) => (value === null ? localStorage.removeItem(key) : localStorage.setItem(key, value)), [ACCESS_HINT_KEY, hint && JSON.stringify(hint)] as const);
  }

  test('a fitting hint: the title and the skeleton before any of the app\'s JavaScript runs, no content', async ({ page }) => {
    await storeHint(page, teacher);
    await page.goto('/teacher/teacher_main');
    await expect(page).toHaveTitle('Sessions · SimuSession');
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
    await expect(page.locator('main [data-provisional]')).toBeVisible();
    await expect(page.getByRole('main').getByText('Vos sessions de simulation.')).toHaveCount(0);
    // Drawn for nobody in particular: only the way home, no visitor's « Connexion », no role's entries.
    await expect(page.getByRole('link', { name: 'Connexion' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Etudiants' })).toHaveCount(0);
  });

  for (const [name, hint] of [
    ['no hint', null],
    ['a hint of another role', { ...teacher, role: 'etudiant' }],
    ['a hint of an inactive organisation', { ...teacher, organisationActive: false }],
  ] as const) {
    test(`${name}: the frame stays hidden, as the page was blank before the app started`, async ({ page }) => {
      await storeHint(page, hint);
      expect(await page.evaluate((key) => localStorage.getItem(key), ACCESS_HINT_KEY)).toBe(hint && JSON.stringify(hint));
      await page.goto('/teacher/teacher_main');
      await expect(page.locator('main h1')).toHaveCount(1);
      await expect(page.locator('main h1')).toBeHidden();
      await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    });
  }

  test('signed in: the app replaces the frame with its own, then the content once the fresh answers allow it', async ({ page }) => {
    await signInAndLand(page, ACCOUNTS.enseignantActif);
    const release = await holdAppStart(page);
    await page.goto('/teacher/teacher_main', { waitUntil: 'commit' });
    const heading = page.getByRole('main').getByRole('heading', { level: 1, name: 'Sessions' });
    await expect(heading).toBeVisible();
    await heading.evaluate((element) => element.setAttribute('data-before-start', ''));
    release();
    await expect(page.locator('main [data-provisional]')).toHaveCount(0);
    await expect(heading).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await expect(page.locator('h1[data-before-start]')).toHaveCount(0);
    await expect.poll(() => menuNames(page)).toContain('Déconnexion');
  });

  test('signed in: the content comes from the API\'s answer to the stored session, not after the provider\'s own look-up', async ({ page }) => {
    await signInAndLand(page, ACCOUNTS.enseignantActif);
    // The identity provider's look-up of the stored session (the SDK's first request on a reload), held back.
    let releaseLookup: () => void = () => undefined;
    const lookupHeld = new Promise<void>((resolve) => (releaseLookup = resolve));
    let lookups = 0;
    await page.route('**/accounts:lookup**', async (route) => {
      lookups += 1;
      await lookupHeld;
      await route.continue();
    });
    await page.reload();
    // The page's own content (its table of sessions), the signed-in menu, while the look-up waits.
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    await expect.poll(() => menuNames(page)).toContain('Déconnexion');
    // The SDK itself loads once the page is drawn (an idle moment, 1 s at the latest): its look-up may not have
    // left yet when the content shows. It does leave, and while it is held the page stays as it is.
    await expect.poll(() => lookups).toBe(1);
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    const answered = page.waitForResponse('**/accounts:lookup**');
    releaseLookup();
    await answered;
    // The provider then names the same person: nothing changes, and the person stays signed in.
    await expect.poll(() => menuNames(page)).toContain('Déconnexion');
    await expect(page.getByRole('main').getByRole('table').first()).toBeVisible();
    await expect(page).toHaveURL(/\/teacher\/teacher_main$/);
  });
});
