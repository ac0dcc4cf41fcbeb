/**
 * The users journeys (docs/product.md §11.1), at 1280 and 375 px, against the whole local stack: the admin invites a
 * person, the invitee opens the caught e-mail's link, chooses a password on /actionmanager and signs in;
 * once deactivated, the person cannot sign in and is told why in French.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { ACCOUNTS, decideConsent, expect, openNavigation, signInAndLand, test } from './fixtures';
import { linkIn, waitForMail } from './mail';

const uniqueEmail = (project: string) => `e2e-${project}-${Date.now().toString(36)}@actif.demo.test`;

async function invite(page: Page, email: string) {
  await page.getByRole('button', { name: 'Inviter un utilisateur' }).click();
  const form = page.getByRole('form', { name: 'Inviter un utilisateur' });
  await form.getByLabel('Adresse e-mail').fill(email);
  await form.getByLabel('Prénom').fill('Zoé');
  await form.getByLabel('Nom', { exact: true }).fill('Invitée');
  await form.getByRole('checkbox', { name: 'IFSI 2A – groupe 1' }).check();
  await form.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(page.getByText(`Invitation envoyée à ${email}.`)).toBeVisible();
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test('an invited person opens the e-mailed link, chooses a password and signs in; deactivated, they cannot', async ({ page, browser, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo.project.name);
  const since = Date.now();
  await signInAndLand(page, ACCOUNTS.adminActif);
  await expect(page.getByRole('table', { name: 'Comptes de l’organisation' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await invite(page, email);
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invitation envoyée');

  // The invitee, in a browser of their own.
  const mail = await waitForMail(email, { subject: 'Votre compte SimuSession', since });
  const link = linkIn(mail, '/actionmanager');
  const invitee = await browser.newContext({ baseURL });
  await decideConsent(invitee, baseURL ?? '');
  const inviteePage = await invitee.newPage();
  await inviteePage.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(inviteePage.getByText(`Pour le compte ${email}.`)).toBeVisible();
  await inviteePage.getByLabel('Nouveau mot de passe').fill('Hugo-2026!');
  await inviteePage.getByLabel('Confirmer le mot de passe').fill('Hugo-2026!');
  await inviteePage.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(inviteePage.getByText('Votre mot de passe est enregistré. Vous pouvez vous connecter.')).toBeVisible();
  await inviteePage.getByRole('link', { name: 'Se connecter' }).click();
  await signInWith(inviteePage, email, 'Hugo-2026!');
  await expect(inviteePage).toHaveURL('/student/sessionsTable');
  await invitee.close();

  // The admin deactivates the account: the next sign-in is refused, with the reason.
  await page.reload();
  // Signed in with a proved address: « Actif » now, no longer « Invitation envoyée ».
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Actif');
  await page.getByRole('row').filter({ hasText: email }).getByRole('button', { name: 'Actions pour Zoé Invitée' }).click();
  await page.getByRole('menuitem', { name: 'Désactiver…' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Désactiver le compte de Zoé Invitée\u00a0?' });
  expect((await new AxeBuilder({ page }).include('[role="alertdialog"]').analyze()).violations).toEqual([]);
  await confirmation.getByRole('button', { name: 'Désactiver le compte' }).click();
  await expect(page.getByText('Le compte de Zoé Invitée est désactivé', { exact: false })).toBeVisible();
  const again = await browser.newContext({ baseURL });
  await decideConsent(again, baseURL ?? '');
  const againPage = await again.newPage();
  await signInWith(againPage, email, 'Hugo-2026!');
  await expect(againPage.getByText('Ce compte a été désactivé. Contactez votre administrateur.')).toBeVisible();
  await again.close();
});

test('an expired or malformed link says so and what to do next', async ({ page }) => {
  await page.goto('/actionmanager?mode=resetPassword&oobCode=ce-code-n-existe-pas');
  await expect(page.getByRole('heading', { name: 'Ce lien n’est plus valable' })).toBeVisible();
  await page.goto('/actionmanager?mode=resetPassword');
  await expect(page.getByRole('heading', { name: 'Ce lien est incomplet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toBeVisible();
});

test('a CSV with a bad line: the preview names the error, and only the valid line is imported', async ({ page }, testInfo) => {
  const email = uniqueEmail(`csv-${testInfo.project.name}`);
  await signInAndLand(page, ACCOUNTS.adminActif);
  await page.getByRole('button', { name: 'Importer un fichier CSV' }).click();
  const csv = `email;prénom;nom;rôle;groupes\n${email};Inès;Importée;etudiant;IFSI 2A – groupe 2\npas-une-adresse;Hugo;Roux;etudiant;\n`;
  await page.getByLabel('Fichier CSV', { exact: true }).setInputFiles({ name: 'classe.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
  await expect(page.getByText('1 ligne prête à importer, 1 avec des erreurs.')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Adresse e-mail invalide' })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole('button', { name: 'Importer seulement les lignes valides (1)' }).click();
  await expect(page.getByText('1 compte créé, invitation envoyée.')).toBeVisible();
  await page.getByRole('searchbox', { name: /Rechercher/ }).fill(email);
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('IFSI 2A – groupe 2');
});

test('a new person signs up, opens the caught verification link on /actionmanager, and signs in', async ({ page }, testInfo) => {
  const email = uniqueEmail(`signup-${testInfo.project.name}`);
  const since = Date.now();
  await page.goto('/signup');
  await page.getByLabel('Prénom').fill('Camille');
  await page.getByLabel('Nom', { exact: true }).fill('Durand');
  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Camille-2026');
  await page.getByLabel('Confirmer le mot de passe').fill('Camille-2026');
  await page.getByRole('checkbox', { name: 'J’accepte les conditions générales d’utilisation' }).check();
  await page.getByRole('button', { name: 'Créer mon compte' }).click();
  await expect(page.getByRole('status')).toContainText(`Un e-mail de confirmation a été envoyé à ${email}`);

  const mail = await waitForMail(email, { subject: 'Confirmez votre adresse e-mail', since });
  await page.goto(linkIn(mail, '/actionmanager').replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByText('Votre adresse e-mail est vérifiée. Vous pouvez vous connecter.')).toBeVisible();
  await signInWith(page, email, 'Camille-2026');
  await expect(page).not.toHaveURL(/\/login/);
  const nav = await openNavigation(page);
  await expect(nav.getByRole('link', { name: 'Compte' })).toBeVisible();
});
