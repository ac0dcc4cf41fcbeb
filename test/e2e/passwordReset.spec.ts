/**
 * The password reset at 1280 and 375 px: « Mot de passe oublié ? » asks the identity provider for
 * a link; the journey reads it where the Auth emulator keeps it (its out-of-band codes), opens it on
 * /actionmanager, chooses a new password twice and signs in with it.
 */
import { controlStack } from './control';
import { expect, PASSWORD, test } from './fixtures';

// The journey changes a demo account's password: the demo world comes back afterwards.
test.afterEach(() => controlStack('reset'));

const EMAIL = 'etudiant05@actif.demo.test';

async function resetLink(email: string): Promise<string> {
  const host = process.env.E2E_EMULATOR_HOST;
  if (!host) throw new Error('E2E_EMULATOR_HOST is not set: is the e2e globalSetup running?');
  const response = await fetch(`http://${host}/emulator/v1/projects/demo-simusession/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobCode: string }[] };
  const code = oobCodes.filter((entry) => entry.email === email && entry.requestType === 'PASSWORD_RESET').at(-1);
  if (!code) throw new Error(`no password reset code for ${email}`);
  return `/actionmanager?mode=resetPassword&oobCode=${encodeURIComponent(code.oobCode)}`;
}

test('« Mot de passe oublié ? » sends a link; the new password, chosen twice, signs in and the old one no longer does', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Mot de passe oublié ?' }).first().click();
  await expect(page).toHaveURL('/auth/ForgotPassword');
  // The router changes the address first and draws the page in a transition: on a busy machine the sign-in
  // form, with its own « Adresse e-mail », is still there for a moment. Fill the new page's field, not that one.
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(EMAIL);
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByText('Si un compte existe pour cette adresse, un e-mail avec un lien de réinitialisation vient de lui être envoyé.')).toBeVisible();

  await expect.poll(async () => resetLink(EMAIL).catch(() => ''), { timeout: 10_000 }).not.toBe('');
  await page.goto(await resetLink(EMAIL));
  await page.getByLabel('Nouveau mot de passe').fill('Nouveau-2026!');
  await page.getByLabel('Confirmer le mot de passe').fill('Autre-2026!');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText(/ne correspondent pas|identiques/)).toBeVisible();
  await page.getByLabel('Confirmer le mot de passe').fill('Nouveau-2026!');
  await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
  await expect(page.getByText('Votre mot de passe est enregistré. Vous pouvez vous connecter.')).toBeVisible();

  await page.getByRole('link', { name: 'Se connecter' }).click();
  await page.getByLabel('Adresse e-mail').fill(EMAIL);
  await page.getByLabel('Mot de passe', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Mot de passe', { exact: true }).fill('Nouveau-2026!');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL('/student/sessionsTable');
});
