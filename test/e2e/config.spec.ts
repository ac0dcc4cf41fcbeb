/**
 * The documents journey (docs/product.md §11.2) at 1280 and 375 px: the admin sets the organisation's defaults and
 * publishes a new version of the charte; every teacher's acceptance is then stale until they accept
 * again on their account page, and the admin's count follows.
 */
import AxeBuilder from '@axe-core/playwright';
import { controlStack } from './control';
import { ACCOUNTS, decideConsent, expect, signInAndLand, test } from './fixtures';

// The journey changes the demo world (a charte v2, new durations): every other journey expects the seeded one.
test.beforeEach(() => controlStack('reset'));
test.afterEach(() => controlStack('reset'));

test('a new charte asks the teachers again; a teacher accepts it on the account page and the admin’s count follows', async ({ page, browser, baseURL }) => {
  await signInAndLand(page, ACCOUNTS.adminActif);
  await page.goto('/auth/config');
  const settings = page.getByRole('form', { name: 'Organisation et durées par défaut' });
  await expect(settings.getByLabel('Nom de l’organisation')).toHaveValue('Lycée Actif');
  const charte = page.getByRole('region', { name: 'Charte', exact: true });
  await expect(charte.getByText('2 / 3 acceptées')).toBeVisible();
  await expect(charte.getByText(/Nora Vidal/)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Defaults: a bad value is named, then saved.
  await settings.getByLabel('Briefing (minutes)', { exact: true }).fill('0');
  await settings.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings.getByText('Indiquez un nombre entier de minutes entre 1 et 240.')).toBeVisible();
  await settings.getByLabel('Briefing (minutes)', { exact: true }).fill('10');
  await settings.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(settings.getByText('Les réglages de l’organisation sont enregistrés.')).toBeVisible();

  // A new version of the charte.
  await charte.getByRole('button', { name: /Publier une nouvelle version/ }).click();
  const form = charte.getByRole('form', { name: /Nouvelle version/ });
  await form.getByLabel('Titre').fill('Charte de la simulation – 2027');
  await form.getByLabel('Texte').fill('Bienveillance, confidentialité, sécurité : la charte révisée pour 2027.');
  await form.getByRole('button', { name: 'Publier' }).click();
  await expect(charte.getByText(/la version 2 est publiée/)).toBeVisible();
  await expect(charte.getByText('0 / 3 acceptée')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The teacher, in a browser of their own, is asked again and accepts.
  const teacherContext = await browser.newContext({ baseURL });
  await decideConsent(teacherContext, baseURL ?? '');
  const teacher = await teacherContext.newPage();
  await signInAndLand(teacher, ACCOUNTS.enseignantActif);
  await teacher.goto('/auth/user_account');
  await expect(teacher.getByText('Version 2 en attente de votre acceptation.')).toBeVisible();
  await expect(teacher.getByText('Non acceptée')).toBeVisible();
  await teacher.getByRole('button', { name: 'J’accepte la charte' }).click();
  await expect(teacher.getByText(/Charte.: votre acceptation est enregistrée\./)).toBeVisible();
  await expect(teacher.getByText('Acceptée', { exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page: teacher }).analyze()).violations).toEqual([]);
  await teacherContext.close();

  await page.reload();
  await expect(page.getByRole('region', { name: 'Charte', exact: true }).getByText('1 / 3 acceptée')).toBeVisible();
});
