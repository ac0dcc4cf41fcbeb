import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

test.use({ consentDecided: false });

const YEAR_S = 365 * 24 * 3600;

async function consentCookies(context: BrowserContext) {
  const cookies = await context.cookies();
  const decision = cookies.find((c) => c.name === 'SimuSessionCookieConsent');
  const preferences = cookies.find((c) => c.name === 'cookiePreferences');
  return { decision, preferences, prefs: preferences ? JSON.parse(decodeURIComponent(preferences.value)) : null };
}

function expectAboutAYear(expires: number | undefined) {
  const remaining = (expires ?? 0) - Date.now() / 1000;
  expect(remaining).toBeGreaterThan(YEAR_S - 2 * 86400);
  expect(remaining).toBeLessThan(YEAR_S + 2 * 86400);
}

const analyticsRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/analytics.js') seen.push(r.url());
  });
  return seen;
};

const banner = (page: Page) => page.getByRole('region', { name: 'Vos choix en matière de cookies' });

for (const [button, analytics, marketing] of [
  ['Accepter tout', true, true],
  ['Refuser tout', false, false],
] as const) {
  test(`"${button}" stores the decision for a year and the banner stays away`, async ({ page, context }) => {
    const analyticsLoads = analyticsRequests(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    expect(analyticsLoads).toEqual([]);
    await banner(page).getByRole('button', { name: button }).click();
    await expect(banner(page)).toHaveCount(0);

    const { decision, preferences, prefs } = await consentCookies(context);
    expect(decision?.sameSite).toBe('Strict');
    expect(preferences?.sameSite).toBe('Strict');
    expectAboutAYear(decision?.expires);
    expectAboutAYear(preferences?.expires);
    expect(prefs).toMatchObject({ essential: true, analytics, marketing, version: '1.0' });
    expect(new Date(prefs.timestamp).toISOString()).toBe(prefs.timestamp);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    expect(analyticsLoads.length > 0).toBe(analytics);
  });
}

test('"Enregistrer mes préférences" saves the chosen categories; "Gestion des cookies" reopens', async ({ page, context }) => {
  const analyticsLoads = analyticsRequests(page);
  await page.goto('/pricing');
  await banner(page).getByRole('button', { name: 'Personnaliser' }).click();
  await expect(banner(page).getByRole('checkbox', { name: /Essentiels/ })).toBeChecked();
  await expect(banner(page).getByRole('checkbox', { name: /Essentiels/ })).toBeDisabled();
  await expect(banner(page).getByRole('checkbox', { name: /Analytiques/ })).not.toBeChecked();
  await banner(page).getByRole('checkbox', { name: /Analytiques/ }).check();
  await banner(page).getByRole('button', { name: 'Enregistrer mes préférences' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await consentCookies(context)).prefs).toMatchObject({ analytics: true, marketing: false });
  await expect.poll(() => analyticsLoads.length).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Gestion des cookies' }).click();
  await expect(banner(page)).toBeVisible();
  await banner(page).getByRole('button', { name: 'Refuser tout' }).click();
  expect((await consentCookies(context)).prefs).toMatchObject({ analytics: false });
  expect((await context.cookies()).filter((c) => c.name.startsWith('ss_analytics'))).toEqual([]);
});

test('the banner can be used with the keyboard alone', async ({ page, context }) => {
  await page.goto('/');
  await expect(banner(page)).toBeFocused();
  const refuse = banner(page).getByRole('button', { name: 'Refuser tout' });
  for (let i = 0; i < 6 && !(await refuse.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(refuse).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  expect((await consentCookies(context)).decision?.value).toBe('refused');
});
