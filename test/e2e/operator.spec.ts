/** Issue 13's operator view at 1280 and 375 px: every organisation, changed in place, and the audit log. */
import AxeBuilder from '@axe-core/playwright';
import { ACCOUNTS, expect, signInAndLand, test } from './fixtures';

test('the hyperadmin sees every organisation, changes seats, and finds the change in the audit log', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.hyper);
  const table = page.getByRole('table', { name: 'Toutes les organisations' });
  const actif = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Lycée Actif' }) });
  await expect(actif).toContainText('Active');
  await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Collège Inactif' }) })).toContainText('Inactive');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const seats = Number((await actif.getByRole('cell').nth(1).textContent())?.match(/sur (\d+)/)?.[1]);
  await actif.getByRole('button', { name: 'Modifier Lycée Actif' }).click();
  await actif.getByLabel('Places').fill(String(seats + 1));
  await actif.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Lycée Actif est à jour.')).toBeVisible();
  await expect(actif).toContainText(`sur ${seats + 1}`);
  const log = page.getByRole('table', { name: 'Derniers changements des administrateurs et de l’opérateur' });
  await expect(log.getByRole('row').nth(1)).toContainText('Organisation modifiée par l’opérateur');
});
