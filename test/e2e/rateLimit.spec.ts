import type { Page, Route } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';

// Rate limits (docs/product.md §19.6): a busy school network meets the API's rate limit. A 429 is "not now", not a "no":
// the user waits, signed in, and lands on their main page once the API answers.
const PROFILE = '**/api/auth/users/profile';
const ORGANISATIONS = '**/api/auth/organisations?**';
const TEACHER_HEADING = { level: 1, name: 'Sessions' } as const;
const API_UNREACHABLE = 'Le service SimuSession est momentanément injoignable.';

/** The API's answer to a client over its limit: 429, `Retry-After` in seconds, the envelope in French. */
const tooManyRequests = (route: Route) =>
  route.fulfill({
    status: 429,
    headers: { 'Retry-After': '1' },
    contentType: 'application/json',
    body: JSON.stringify({ success: false, message: 'Trop de requêtes : réessayez dans quelques instants.' }),
  });

/** `pattern` answers 429 twice, then the real API answers; returns how many calls were made. */
async function rateLimitedTwice(page: Page, pattern: string) {
  const calls = { count: 0 };
  await page.route(pattern, async (route) => {
    calls.count += 1;
    if (calls.count <= 2) await tooManyRequests(route);
    else await route.fallback();
  });
  return calls;
}

/** Every path the page showed, client-side navigations included (the app routes with the history API). */
async function recordPaths(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    const record = () => seen.push(window.location.pathname);
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        record();
      };
    }
    window.addEventListener('popstate', record);
    record();
    Object.assign(window, { visitedPaths: seen });
  });
  return async () => page.evaluate(() => (window as unknown as { visitedPaths: string[] }).visitedPaths);
}

/** The sign-in page (the router may record it more than once), then only the main page: never /login again, never /expired. */
function expectStraightToMainPage(paths: string[], home: string) {
  const landed = paths.indexOf(home);
  expect(landed).toBeGreaterThan(0);
  expect(paths.slice(0, landed).every((path) => path === '/login')).toBe(true);
  expect(paths.slice(landed).every((path) => path === home)).toBe(true);
}

test('the profile call answered 429 twice: the teacher waits, signed in, then lands on their main page', async ({ page }) => {
  const calls = await rateLimitedTwice(page, PROFILE);
  const visited = await recordPaths(page);
  await page.goto('/login');
  await signIn(page, ACCOUNTS.enseignantActif.email);
  // Meanwhile the sign-in page says why it waits, as for any outage.
  await expect(page.getByRole('status').filter({ hasText: API_UNREACHABLE })).toBeVisible();

  await expect(page).toHaveURL(ACCOUNTS.enseignantActif.home);
  await expect(page.getByRole('heading', TEACHER_HEADING)).toBeVisible();
  expect(calls.count).toBe(3);
  expectStraightToMainPage(await visited(), ACCOUNTS.enseignantActif.home);
});

test('the organisation check answered 429 twice: an active member lands on their main page, never /expired', async ({ page }) => {
  const calls = await rateLimitedTwice(page, ORGANISATIONS);
  const visited = await recordPaths(page);
  await page.goto('/login');
  await signIn(page, ACCOUNTS.enseignantActif.email);

  await expect(page).toHaveURL(ACCOUNTS.enseignantActif.home);
  await expect(page.getByRole('heading', TEACHER_HEADING)).toBeVisible();
  await expect(page.getByText('Erreur réseau ou serveur.')).toHaveCount(0);
  expect(calls.count).toBe(3);
  expectStraightToMainPage(await visited(), ACCOUNTS.enseignantActif.home);
});
