import type { Route } from '@playwright/test';
import { ACCOUNTS, expect, signIn, test } from './fixtures';

const ORGANISATIONS = '**/api/auth/organisations?**';

const failures = {
  'the API is down': (route: Route) => route.abort('connectionrefused'),
  'the API answers 500': (route: Route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"Erreur interne"}' }),
  'the API answers HTML': (route: Route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><p>Maintenance</p>' }),
};

for (const [name, fail] of Object.entries(failures)) {
  test(`${name} during the organisation check: the teacher reads "Erreur réseau ou serveur."`, async ({ page }) => {
    await page.route(ORGANISATIONS, fail);
    await page.goto('/login');
    await signIn(page, ACCOUNTS.enseignantActif.email);
    await expect(page).toHaveURL('/expired');
    await expect(page.getByText('Erreur réseau ou serveur.')).toBeVisible();
  });
}

test('the admin is sent to the upgrade page with the network message', async ({ page }) => {
  await page.route(ORGANISATIONS, failures['the API answers 500']);
  await page.goto('/login');
  await signIn(page, ACCOUNTS.adminActif.email);
  await expect(page).toHaveURL('/account/UpgradeSubscription');
  await expect(page.getByText('Erreur réseau ou serveur.')).toBeVisible();
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

test('once the API answers again, access comes back without a reload', async ({ page }) => {
  await page.route(ORGANISATIONS, failures['the API is down']);
  await page.goto('/login');
  await signIn(page, ACCOUNTS.enseignantActif.email);
  await expect(page).toHaveURL('/expired');
  await expect(page.getByText('Erreur réseau ou serveur.')).toBeVisible();
  await page.unroute(ORGANISATIONS);
  await expect(page.getByText("L'accès de votre organisation est rétabli.")).toBeVisible({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Continuer vers ma page principale' }).click();
  await expect(page).toHaveURL(ACCOUNTS.enseignantActif.home);
  await expect(page.getByRole('heading', { level: 1, name: 'Sessions' })).toBeVisible();
});
