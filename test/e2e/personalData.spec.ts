/**
 * Personal data (docs/product.md §11.10, §11.4) at 1280 and 375 px: the operator warns an inactive account (the e-mail is
 * caught), then — the warning aged 31 days by the test stack — purges it after the dry run and the typed
 * word, and the person can no longer sign in; the export downloads and parses as JSON; the account
 * page's password change; axe on these pages.
 */
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { controlStack } from './control';
import { ACCOUNTS, decideConsent, expect, signInAndLand, test } from './fixtures';
import { waitForMail } from './mail';

test.beforeEach(() => controlStack('reset'));
test.afterEach(() => controlStack('reset'));

const ANCIEN = 'ancien@actif.demo.test';

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('the operator warns an inactive account, then purges it 30 days later after the dry run and the typed word', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const since = Date.now();
  await signInAndLand(page, ACCOUNTS.hyper);
  const table = page.getByRole('table', { name: 'Comptes inactifs de toutes les organisations' });
  const row = table.getByRole('row').filter({ hasText: ANCIEN });
  await expect(row).toContainText('Lycée Actif');
  await expect(row).toContainText('Non prévenu');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await row.getByRole('checkbox', { name: 'Choisir Julien Morel' }).check();
  // Not warned yet: nothing to delete.
  await expect(page.getByRole('button', { name: 'Supprimer', exact: true })).toBeDisabled();
  await page.getByRole('button', { name: 'Prévenir', exact: true }).click();
  await expect(page.getByText('1 personne prévenue.')).toBeVisible();
  const mail = await waitForMail(ANCIEN, { subject: 'sera supprimé dans 30', since });
  expect(mail.text).toContain('Bonjour Julien,');
  await expect(row).toContainText('Prévenu il y a moins de 30');

  // Thirty-one days later (the test stack ages the warning; no client can).
  await controlStack('purge-warnings/age');
  await page.reload();
  await expect(row).toContainText('Possible');
  await row.getByRole('checkbox', { name: 'Choisir Julien Morel' }).check();
  await page.getByRole('button', { name: 'Supprimer', exact: true }).click();
  await expect(page.getByText('1 compte serait supprimé')).toBeVisible();
  await expect(page.getByText(`Julien Morel — ${ANCIEN}`)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByLabel('Pour confirmer, tapez SUPPRIMER').fill('SUPPRIMER');
  await page.getByRole('button', { name: 'Supprimer définitivement' }).click();
  await expect(page.getByText('1 compte supprimé.')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: ANCIEN })).toHaveCount(0);
  const log = page.getByRole('table', { name: 'Derniers changements des administrateurs et de l’opérateur' });
  await page.reload();
  await expect(log).toContainText('Compte inactif supprimé');

  // He can no longer sign in.
  const his = await browser.newContext({ baseURL });
  await decideConsent(his, baseURL ?? '');
  const hisPage = await his.newPage();
  await signInWith(hisPage, ANCIEN, 'demo1234');
  await expect(hisPage.getByText('Adresse e-mail ou mot de passe incorrect.')).toBeVisible();
  await his.close();
});

test('the person downloads their data from /getmyData as JSON, and changes their password on the account page', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAndLand(page, ACCOUNTS.etudiantActif);
  await page.goto('/getmyData');
  const button = page.getByRole('button', { name: 'Télécharger mes données' });
  await expect(button).toBeEnabled();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^simusession-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as { profile: { email: string }; groups: { name: string }[]; identity_provider: { email: string } };
  expect(data.profile.email).toBe('etudiant@actif.demo.test');
  expect(data.identity_provider.email).toBe('etudiant@actif.demo.test');
  expect(data.groups.map((group) => group.name)).toContain('IFSI 2A – groupe 1');
  await expect(page.getByText(/est téléchargé\.$/)).toBeVisible();

  await page.goto('/auth/user_account');
  const form = page.getByRole('form', { name: 'Mot de passe' });
  await form.getByLabel('Mot de passe actuel').fill('mauvais-mot');
  await form.getByLabel('Nouveau mot de passe', { exact: true }).fill('nouveau-2026');
  await form.getByLabel('Nouveau mot de passe (confirmation)').fill('nouveau-2026');
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(form.getByRole('alert').filter({ hasText: 'Le mot de passe actuel est incorrect.' })).toBeVisible();
  await form.getByLabel('Mot de passe actuel').fill('demo1234');
  await form.getByRole('button', { name: 'Changer le mot de passe' }).click();
  await expect(form.getByText('Votre mot de passe est changé.')).toBeVisible();
  await expect(page.getByText('IFSI 2A – groupe 1', { exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The new password is the one that signs in now.
  const other = await browser.newContext({ baseURL });
  await decideConsent(other, baseURL ?? '');
  const otherPage = await other.newPage();
  await signInWith(otherPage, 'etudiant@actif.demo.test', 'nouveau-2026');
  await expect(otherPage).toHaveURL('/student/sessionsTable');
  await other.close();
});

test('a visitor reads their rights on /getmyData, without a download button (axe)', async ({ page }) => {
  await page.goto('/getmyData');
  await expect(page.getByRole('link', { name: 'Adresser une plainte à la CNIL' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Télécharger mes données' })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});
