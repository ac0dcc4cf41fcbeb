import type { Page, Route } from '@playwright/test';
import { controlStack } from './control';
import { NEXT_WEEK_SESSION } from '../../server/seed/demoWorld';
import { ACCOUNTS, expect, openNavigation, PASSWORD, signIn, signInAndLand, test } from './fixtures';

const ORGANISATIONS = '**/api/auth/organisations?**';

const failures = {
  'the API is down': (route: Route) => route.abort('connectionrefused'),
  'the API answers 500': (route: Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Erreur interne"}' }),
  'the API answers HTML': (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Maintenance</p>' }),
};

// A failed organisation check is no answer about the organisation: the page says the service is
// unreachable and tries again; it never reads as an ended subscription (/expired) nor a payment to make.
const ORGANISATION_UNREACHABLE = 'Service momentanément injoignable';

for (const [name, fail] of Object.entries(failures)) {
  test(`${name} during the organisation check: the teacher reads that the service is unreachable, not that the subscription ended`, async ({ page }) => {
    await page.route(ORGANISATIONS, fail);
    await page.goto('/login');
    await signIn(page, ACCOUNTS.enseignantActif.email);
    await expect(page.getByRole('heading', { level: 1, name: ORGANISATION_UNREACHABLE })).toBeVisible();
    await expect(page).toHaveURL(ACCOUNTS.enseignantActif.home);
    await expect(page.getByText('n’est plus actif')).toHaveCount(0);
  });
}

test('the API answering 502: the admin on a session page reads that the service is unreachable, not the payment page, and gets the page back with « Réessayer »', async ({ page }) => {
  test.setTimeout(90_000);
  const sessionPath = `/teacher/sessions/${NEXT_WEEK_SESSION.id}`;
  await signInAndLand(page, ACCOUNTS.adminActif);
  // One API process of the round robin gone: the gateway answers 502 to the organisation check.
  await page.route(ORGANISATIONS, (route) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: '<html><body><h1>502 Bad Gateway</h1></body></html>' }),
  );
  await page.goto(sessionPath);
  await expect(page.getByRole('heading', { level: 1, name: ORGANISATION_UNREACHABLE })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: API_UNREACHABLE })).toBeVisible();
  await expect(page).toHaveURL(sessionPath);
  await expect(page.getByRole('button', { name: /^Payer/ })).toHaveCount(0);
  await expect(page.getByText('n’est plus actif')).toHaveCount(0);

  const loads = countLoads(page);
  await page.unroute(ORGANISATIONS);
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByRole('heading', { name: NEXT_WEEK_SESSION.title })).toBeVisible();
  await expect(page).toHaveURL(sessionPath);
  expect(loads.count).toBe(0);
});

test('a failing profile call signs the user out', async ({ page }) => {
  await page.route('**/api/auth/users/profile', (route) => route.fulfill({ status: 500, body: 'oops' }));
  await page.goto('/login');
  await signIn(page, ACCOUNTS.etudiantActif.email);
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/student/sessionsTable');
  await expect(page).toHaveURL('/login?redirectTo=%2Fstudent%2FsessionsTable');
});

test('once the API answers again, access comes back on its own, without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  await page.route(ORGANISATIONS, failures['the API is down']);
  await page.goto('/login');
  await signIn(page, ACCOUNTS.enseignantActif.email);
  await expect(page.getByRole('heading', { level: 1, name: ORGANISATION_UNREACHABLE })).toBeVisible();
  const loads = countLoads(page);
  await page.unroute(ORGANISATIONS);
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible({ timeout: RECOVERY_TIMEOUT_MS });
  await expect(page).toHaveURL(ACCOUNTS.enseignantActif.home);
  expect(loads.count).toBe(0);
});

// Faults (docs/product.md §19.6): a service that cannot be reached keeps the user signed in, says so in French,
// and the page comes back on its own once the service answers.
const API_UNREACHABLE = 'Le service SimuSession est momentanément injoignable.';
const IDENTITY_UNREACHABLE = 'Le service de connexion est momentanément injoignable.';
const TEACHER_HEADING = { level: 1, name: 'Sessions' } as const;
/** The profile retries wait 2, 5, 10 then 30 s: the page may take one full wait to come back. */
const RECOVERY_TIMEOUT_MS = 40_000;

/** Counts the page loads from now on: "without a reload" means this stays 0. */
function countLoads(page: Page) {
  const loads = { count: 0 };
  page.on('load', () => {
    loads.count += 1;
  });
  return loads;
}

test.describe('the API killed and restarted while a user is signed in', () => {
  // Whatever happened in the journey, the next one finds the API running.
  test.afterEach(async () => {
    await controlStack('api/start');
  });

  test('the teacher waits behind a French message, then gets the page back without a reload, still signed in', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAndLand(page, ACCOUNTS.enseignantActif);
    await expect(page.getByRole('heading', TEACHER_HEADING)).toBeVisible();

    await controlStack('api/kill');
    await page.reload();
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toContainText(API_UNREACHABLE);
    await expect(overlay.getByText(API_UNREACHABLE)).toBeVisible();
    await expect(page.getByRole('heading', TEACHER_HEADING)).toHaveCount(0);
    await expect(page).toHaveURL(ACCOUNTS.enseignantActif.home);

    const loads = countLoads(page);
    await controlStack('api/start');
    await expect(page.getByRole('heading', TEACHER_HEADING)).toBeVisible({ timeout: RECOVERY_TIMEOUT_MS });
    await expect(overlay).toHaveCount(0);
    await expect(page).toHaveURL(ACCOUNTS.enseignantActif.home);
    await expect((await openNavigation(page)).getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    expect(loads.count).toBe(0);
  });

  test('the teacher can sign out while waiting, and ends on /login with nothing left behind', async ({ page }) => {
    test.setTimeout(60_000);
    await signInAndLand(page, ACCOUNTS.enseignantActif);
    await controlStack('api/kill');
    await page.reload();
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toContainText(API_UNREACHABLE);
    await overlay.getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL('/login');
    await expect(overlay).toHaveCount(0);
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
    expect(await page.context().cookies()).toEqual([]);
  });

  test('a public page stays usable while the API is down', async ({ page }) => {
    await controlStack('api/kill');
    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
    await page.getByRole('link', { name: 'Conditions générales' }).click();
    await expect(page).toHaveURL('/legal/terms-conditions');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('the profile call answered 503: the sign-in page says why it waits, then lands without a reload', async ({ page }) => {
  test.setTimeout(90_000);
  const PROFILE = '**/api/auth/users/profile';
  await page.route(PROFILE, (route) =>
    route.fulfill({
      status: 503,
      headers: { 'Retry-After': '5' },
      contentType: 'application/json',
      body: JSON.stringify({ success: false, message: 'Erreur réseau ou serveur.' }),
    }),
  );
  await page.goto('/login');
  await signIn(page, ACCOUNTS.enseignantActif.email);
  await expect(page.getByRole('status').filter({ hasText: API_UNREACHABLE })).toBeVisible();
  await expect(page).toHaveURL('/login');

  const loads = countLoads(page);
  await page.unroute(PROFILE);
  await expect(page).toHaveURL(ACCOUNTS.enseignantActif.home, { timeout: RECOVERY_TIMEOUT_MS });
  await expect(page.getByRole('heading', TEACHER_HEADING)).toBeVisible();
  expect(loads.count).toBe(0);
});

test.describe('the Auth emulator unreachable from the browser', () => {
  const emulator = `http://${process.env.E2E_EMULATOR_HOST ?? '127.0.0.1:9099'}/**`;
  const refuse = (route: Route) => route.abort('connectionrefused');

  test('signing in says so in French, keeps what was typed, and works once the service is back', async ({ page }) => {
    await page.route(emulator, refuse);
    await page.goto('/login');
    await signIn(page, ACCOUNTS.enseignantActif.email);
    await expect(page.getByRole('alert')).toHaveText('Connexion au service impossible. Vérifiez votre réseau et réessayez.');
    await expect(page.getByLabel('Adresse e-mail')).toHaveValue(ACCOUNTS.enseignantActif.email);
    await expect(page.getByLabel('Mot de passe', { exact: true })).toHaveValue(PASSWORD);

    const loads = countLoads(page);
    await page.unroute(emulator);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(ACCOUNTS.enseignantActif.home);
    await expect(page.getByRole('heading', TEACHER_HEADING)).toBeVisible();
    expect(loads.count).toBe(0);
  });

  test('with a session whose token has expired, a reload waits behind the sign-in service message, then the page comes back', async ({ page }) => {
    test.setTimeout(90_000);
    await signInAndLand(page, ACCOUNTS.enseignantActif);
    await page.route(emulator, refuse);
    // Two hours on: the ID token (one hour) has expired, so the app must ask the emulator for a new one.
    await page.clock.install({ time: Date.now() + 2 * 60 * 60 * 1000 });
    await page.reload();
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toContainText(IDENTITY_UNREACHABLE);
    await expect(page.getByRole('heading', TEACHER_HEADING)).toHaveCount(0);
    await expect(page).toHaveURL(ACCOUNTS.enseignantActif.home);

    const loads = countLoads(page);
    await page.unroute(emulator);
    await expect(page.getByRole('heading', TEACHER_HEADING)).toBeVisible({ timeout: RECOVERY_TIMEOUT_MS });
    await expect(overlay).toHaveCount(0);
    await expect((await openNavigation(page)).getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    expect(loads.count).toBe(0);
  });

  test('with a session whose token is still valid, a reload does not need the emulator at all', async ({ page }) => {
    await signInAndLand(page, ACCOUNTS.enseignantActif);
    await page.route(emulator, refuse);
    await page.reload();
    await expect(page.getByRole('heading', TEACHER_HEADING)).toBeVisible();
    await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  });
});
