/**
 * The operator's view (docs/product.md §11.4) at 1280 and 375 px: every organisation, changed through its row's « ⋯ » menu and a
 * dialog, and the audit log.
 */
import AxeBuilder from '@axe-core/playwright';
import { ACCOUNTS, expect, signInAndLand, test } from './fixtures';

test('the hyperadmin sees every organisation, changes seats, and finds the change in the audit log', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.hyper);
  const table = page.getByRole('table', { name: 'Toutes les organisations' });
  const actif = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Lycée Actif' }) });
  await expect(actif).toContainText('Active');
  await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Collège Inactif' }) })).toContainText('Inactive');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await expect(page.getByRole('heading', { level: 1, name: 'Console de l’opérateur' })).toBeVisible();
  // One menu per row, no button of its own beside it.
  await expect(actif.getByRole('button')).toHaveCount(1);

  const seats = Number((await actif.getByRole('cell').nth(1).textContent())?.match(/sur (\d+)/)?.[1]);
  await actif.getByRole('button', { name: 'Actions pour Lycée Actif' }).click();
  await page.getByRole('menuitem', { name: 'Modifier…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Modifier Lycée Actif' });
  await dialog.getByLabel('Places').fill(String(seats + 1));
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Lycée Actif est à jour.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(actif).toContainText(`sur ${seats + 1}`);
  const log = page.getByRole('table', { name: 'Derniers changements des administrateurs et de l’opérateur' });
  await expect(log.getByRole('row').nth(1)).toContainText('Organisation modifiée par l’opérateur');
});
