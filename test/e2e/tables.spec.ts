import { ACCOUNTS, expect, signInAndLand, test } from './fixtures';

// The lists people work through on a phone: below the tablet width each row reads as a list item (its title
// across the width, its other values on a muted line or two, its actions at the end), the page never scrolls
// sideways; the table stays a table for assistive technology at every width.
const LISTS = [
  { account: ACCOUNTS.adminActif, table: 'Comptes de l’organisation', row: 'Enzo André', title: 'Nom' },
  { account: ACCOUNTS.enseignantActif, table: 'À venir — par semaine', row: 'Choc anaphylactique — IFSI 2A groupe 1', title: 'Session' },
  { account: ACCOUNTS.etudiantActif, table: 'À venir — par semaine', row: 'Choc anaphylactique — IFSI 2A groupe 1', title: 'Session' },
] as const;

for (const { account, table, row, title } of LISTS) {
  test(`${account.home}: the rows read whole at the screen’s width, and are still rows of a table`, async ({ page }) => {
    await signInAndLand(page, account);
    const region = page.getByRole('region', { name: table }).first();
    const found = region.getByRole('row', { name: new RegExp(row) }).first();
    await expect(found).toBeVisible();
    // Still a table: the row has its header and its cells, the table its column headers (visually hidden on a phone).
    expect(await found.getByRole('cell').count()).toBeGreaterThan(2);
    await expect(found.getByRole('rowheader')).toHaveCount(1);
    await expect(region.getByRole('columnheader', { name: title, exact: true })).toHaveCount(1);

    const phone = (page.viewportSize()?.width ?? 0) < 768;
    const layout = await found.evaluate((element) => {
      const titleCell = element.querySelector(':scope > th[scope="row"]')!;
      const others = [...element.querySelectorAll(':scope > td')].filter((cell) => cell.getBoundingClientRect().height > 0);
      const rowBox = element.getBoundingClientRect();
      const titleBox = titleCell.getBoundingClientRect();
      const region = element.closest('[role="region"]')!;
      return {
        sideways: region.scrollWidth > region.clientWidth + 1,
        titleLabel: getComputedStyle(titleCell, '::before').content,
        // On a phone the title comes first and takes the row's width; the other values sit under it.
        titleFirst: others.every((cell) => cell.getBoundingClientRect().top >= titleBox.bottom - 1),
        titleWhole: Math.abs(titleBox.width - rowBox.width) <= 1,
        valueLabels: others.map((cell) => getComputedStyle(cell, '::before').content),
      };
    });
    expect(layout.sideways).toBe(false);
    // The title never carries its column's label.
    expect(layout.titleLabel).toBe('none');
    expect(layout.titleFirst).toBe(phone);
    expect(layout.titleWhole).toBe(phone);
    // On a wide screen the header row labels the values; on a phone a value needs no label, or a small one.
    if (!phone) expect(layout.valueLabels.every((content) => content === 'none')).toBe(true);
  });
}
