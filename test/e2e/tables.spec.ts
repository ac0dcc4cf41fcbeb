import { ACCOUNTS, expect, signInAndLand, test } from './fixtures';

// The lists people work through on a phone: below the tablet width each row is a card (label, value), the
// page never scrolls sideways; the table stays a table for assistive technology at every width.
const LISTS = [
  { account: ACCOUNTS.adminActif, table: 'Comptes de l’organisation', row: 'Enzo André', first: 'Nom' },
  { account: ACCOUNTS.enseignantActif, table: 'À venir — par semaine', row: 'Choc anaphylactique — IFSI 2A groupe 1', first: 'Date' },
  { account: ACCOUNTS.etudiantActif, table: 'À venir — par semaine', row: 'Choc anaphylactique — IFSI 2A groupe 1', first: 'Date' },
] as const;

for (const { account, table, row, first } of LISTS) {
  test(`${account.home}: the rows read whole at the screen’s width, and are still rows of a table`, async ({ page }) => {
    await signInAndLand(page, account);
    const region = page.getByRole('region', { name: table }).first();
    const found = region.getByRole('row', { name: new RegExp(row) }).first();
    await expect(found).toBeVisible();
    // Still a table: the row has its cells, the table its column headers (visually hidden on a phone).
    expect(await found.getByRole('cell').count()).toBeGreaterThan(2);
    await expect(region.getByRole('columnheader', { name: first, exact: true })).toHaveCount(1);

    const phone = (page.viewportSize()?.width ?? 0) < 768;
    const layout = await region.evaluate((element) => {
      // A row's first cell, not a group's heading (a week), which spans the row and carries no label.
      const cell = element.querySelector('tbody tr > :first-child:not([colspan])');
      return {
        sideways: element.scrollWidth > element.clientWidth + 1,
        label: cell ? getComputedStyle(cell, '::before').content : null,
      };
    });
    expect(layout.sideways).toBe(false);
    // On a phone each value carries its column's label; on a wide screen the header row does.
    expect(layout.label).toBe(phone ? `"${first}" / ""` : 'none');
  });
}
