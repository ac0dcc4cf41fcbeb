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

// Issue "The public face and the feel of the product": on a 375 × 667 phone the banner used to cover two
// thirds of the screen. At most a third now; and it names only what the product deposits.
test.describe('on a 375 × 667 phone', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  for (const path of ['/', '/pricing', '/login']) {
    test(`the banner takes at most a third of the screen on ${path}, its two choices side by side and alike`, async ({ page }) => {
      await page.goto(path);
      await expect(banner(page)).toBeVisible();
      const box = await banner(page).boundingBox();
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(667 / 3);
      const refuse = await banner(page).getByRole('button', { name: 'Refuser tout' }).boundingBox();
      const accept = await banner(page).getByRole('button', { name: 'Accepter tout' }).boundingBox();
      expect(refuse && accept && [refuse.width, refuse.height, refuse.y]).toEqual(accept && [accept.width, accept.height, accept.y]);
      expect(refuse?.height ?? 0).toBeGreaterThanOrEqual(44);
      const styles = await banner(page).getByRole('button', { name: /tout$/ }).evaluateAll((buttons) =>
        buttons.map((b) => {
          const s = getComputedStyle(b);
          return [s.backgroundColor, s.color, s.fontSize, s.fontWeight].join(' ');
        }),
      );
      expect(new Set(styles).size).toBe(1);
      await expect(banner(page).getByRole('button', { name: 'Personnaliser' })).toBeVisible();
      await expect(banner(page).getByRole('link', { name: 'En savoir plus sur les cookies' })).toBeVisible();
    });
  }

  test('the banner leaves the bottom bar free: « Menu » opens the menu before anyone chooses', async ({ page }) => {
    await page.goto('/pricing');
    await expect(banner(page)).toBeVisible();
    const bar = await page.getByRole('navigation', { name: 'Navigation principale' }).boundingBox();
    const box = await banner(page).boundingBox();
    expect(box && bar && box.y + box.height).toBeLessThanOrEqual(bar?.y ?? 0);
    // A real click (Playwright refuses an element another one covers), then a link of the menu, above the banner.
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Navigation principale' }).getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL('/contact');
    await expect(banner(page)).toBeVisible();
  });
});

test('the banner announces only the measurement that exists: no marketing to switch on', async ({ page }) => {
  await page.goto('/');
  await expect(banner(page)).not.toContainText(/portée de nos communications|publicit(é|aire)s? ciblée/);
  await expect(banner(page)).toContainText('mesure d’audience');
  await banner(page).getByRole('button', { name: 'Personnaliser' }).click();
  const marketing = banner(page).getByRole('checkbox', { name: /Marketing/ });
  await expect(marketing).not.toBeChecked();
  await expect(marketing).toBeDisabled();
  await expect(banner(page)).toContainText('SimuSession n’en dépose aucun');
});
