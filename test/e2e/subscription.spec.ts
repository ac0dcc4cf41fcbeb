/**
 * The payment (docs/product.md §11.3) at 1280 and 375 px: the admin of Collège Inactif pays on /account/UpgradeSubscription
 * with the test mode's cards (refused, then accepted) and gets in without a reload; a teacher waiting on
 * /expired in another browser gets in too. Each journey starts from a fresh demo world and leaves none
 * of its changes behind, so the other journeys still see Collège Inactif inactive. And « Mon abonnement » of an
 * active organisation, read like a billing page: the summary card first, each fact once, the identifier last.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { controlStack } from './control';
import { ACCOUNTS, decideConsent, expect, signInAndLand, test } from './fixtures';

test.beforeEach(async () => controlStack('reset'));
test.afterEach(async () => controlStack('reset'));

const REFUSED = 'Paiement refusé par la banque\u00a0: la carte a été déclinée. Aucun montant n’a été débité.';

async function pay(page: Page, cardNumber: string) {
  await page.getByLabel('Numéro de carte').fill(cardNumber);
  await page.getByLabel('Expiration (MM/AA)').fill('12/30');
  await page.getByLabel('Cryptogramme').fill('123');
  await page.getByRole('button', { name: /^Payer / }).click();
}

test('the inactive organisation’s admin pays: the declined card is refused in French, 4242… activates at once, no reload', async ({ page }) => {
  await signInAndLand(page, { ...ACCOUNTS.adminInactif, home: '/account/UpgradeSubscription' });
  await expect(page.getByRole('group', { name: 'Offre' })).toBeVisible();
  await expect(page.getByLabel('Nombre de places')).toHaveValue('25');
  // What the access check and the subscription know, said plainly: the offer, its seats, the day it ended.
  await expect(page.getByText(/^Votre offre Établissement \(25\splaces\) a pris fin le \d{1,2} \p{L}+ \d{4}\.$/u)).toBeVisible();
  await expect(page.getByLabel('Numéro de carte')).toHaveAttribute('placeholder', '1234 1234 1234 1234');
  await expect(page.getByText('Total TTC')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await pay(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: REFUSED })).toBeVisible();
  await expect(page.getByLabel('Numéro de carte')).toHaveValue('4000 0000 0000 0002');

  await pay(page, '4242 4242 4242 4242');
  await expect(page.getByRole('status').filter({ hasText: 'Paiement accepté' })).toBeVisible();
  // A marker the page keeps only as long as it is not reloaded.
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
  await page.getByRole('link', { name: 'Continuer vers ma page principale' }).click();
  await expect(page).toHaveURL('/auth/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Utilisateurs' })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
});

test('a teacher waiting on /expired in another browser gets in once the admin has paid, without a reload', async ({ page, browser, baseURL }) => {
  const teacherContext = await browser.newContext({ baseURL, locale: 'fr-FR' });
  await decideConsent(teacherContext, baseURL ?? '');
  const teacher = await teacherContext.newPage();
  try {
    await signInAndLand(teacher, { ...ACCOUNTS.enseignantInactif, home: '/expired' });
    await expect(teacher.getByText(/^L’offre Établissement de votre organisation a pris fin le \d{1,2} \p{L}+ \d{4}\.$/u)).toBeVisible();
    await teacher.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

    await signInAndLand(page, { ...ACCOUNTS.adminInactif, home: '/account/UpgradeSubscription' });
    await pay(page, '4242 4242 4242 4242');
    await expect(page.getByRole('status').filter({ hasText: 'Paiement accepté' })).toBeVisible();

    // The teacher's browser asks again every 15 s while the organisation is inactive.
    await expect(teacher.getByText("L’accès de votre organisation est rétabli.")).toBeVisible({ timeout: 30_000 });
    await teacher.getByRole('link', { name: 'Continuer vers ma page principale' }).click();
    await expect(teacher).toHaveURL(ACCOUNTS.enseignantInactif.home);
    expect(await teacher.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  } finally {
    await teacherContext.close();
  }
});

test('« Mon abonnement »: the summary card first (the status chip once, the action a button), the payments, the identifier last', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.adminActif);
  await page.goto('/account/subscription');
  const summary = page.getByRole('region', { name: 'Résumé de l’abonnement' });
  await expect(summary.getByRole('heading', { level: 2, name: 'Établissement' })).toBeVisible();
  await expect(summary.getByText(/^jusqu’au \d+ \S+ \d{4} · \d+\u00a0jours restants$/)).toBeVisible();
  await expect(summary.getByText(/^\d+ sur 40$/)).toBeVisible();
  await expect(summary.getByText(/€ TTC$/)).toBeVisible();
  // « Actif » once on the page: the chip.
  await expect(page.getByRole('main').getByText('Actif', { exact: true })).toHaveCount(1);
  const extend = summary.getByRole('link', { name: 'Prolonger l’abonnement ou ajouter des places' });
  await expect(extend).toHaveCSS('border-top-style', 'solid');
  const history = page.getByRole('table', { name: 'Périodes payées, de la plus récente à la plus ancienne' });
  await expect(page.getByRole('heading', { level: 2, name: 'Historique des paiements' })).toBeVisible();
  await expect(history.getByRole('row')).not.toHaveCount(1);
  // The identifier, small and last: below the history.
  const id = page.getByText(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  await expect(id).toHaveCount(1);
  expect((await id.boundingBox())?.y ?? 0).toBeGreaterThan((await history.boundingBox())?.y ?? Infinity);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await extend.click();
  await expect(page).toHaveURL('/account/UpgradeSubscription');
});
