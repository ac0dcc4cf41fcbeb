import { ACCOUNTS, expect, signInAndLand, test } from './fixtures';

// The lists people work through on a phone: below the tablet width each row reads as a list item (its title
// across the width, its other values on a muted line or two, its actions at the end), the page never scrolls
// sideways; the table stays a table for assistive technology at every width.
const LISTS = [
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

// The users list: a person is one cell (the name, the e-mail under it); on a phone the name, the status chip and
// « ⋯ » share the first line, the e-mail has the second, role · groups · « Dernière connexion : … » come after.
test('/auth/users: one cell per person, the e-mail whole on one line; on a phone name, chip and « ⋯ » on one line', async ({ page }) => {
  await signInAndLand(page, ACCOUNTS.adminActif);
  const region = page.getByRole('region', { name: 'Comptes de l’organisation' });
  const row = region.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Enzo André/ }) });
  await expect(row).toBeVisible();
  await expect(region.getByRole('columnheader', { name: 'Nom', exact: true })).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toContainText(/Enzo André\s*[\w.-]+@[\w.-]+/);
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  const layout = await row.evaluate((element) => {
    const box = (node: Element | null) => node!.getBoundingClientRect();
    const name = box(element.querySelector('[data-person="name"]'));
    const emailNode = element.querySelector<HTMLElement>('[data-person="email"]')!;
    const email = box(emailNode);
    const cells = [...element.querySelectorAll(':scope > td')];
    const [role, , lastSignIn, status, menu] = cells.map((cell) => box(cell));
    const region = element.closest('[role="region"]')!;
    const sameLine = (a: DOMRect, b: DOMRect) => a.top < b.bottom && b.top < a.bottom;
    return {
      sideways: region.scrollWidth > region.clientWidth + 1,
      emailOneLine: email.height < 2 * parseFloat(getComputedStyle(emailNode).fontSize),
      emailWhole: emailNode.scrollWidth <= emailNode.clientWidth + 1,
      chipAndMenuBesideName: sameLine(name, status!) && sameLine(name, menu!),
      emailUnderName: email.top >= name.bottom - 1,
      valuesUnderEmail: [role!, lastSignIn!].every((cell) => cell.top >= email.bottom - 1),
      lastSignInLabel: getComputedStyle(cells[2]!, '::before').content,
    };
  });
  expect(layout.sideways).toBe(false);
  // Never broken at its hyphen: one line, and whole where the table has the room.
  expect(layout.emailOneLine).toBe(true);
  expect(layout.emailWhole).toBe(true);
  expect(layout.emailUnderName).toBe(true);
  // On a wide screen every cell is on the row's line anyway; on a phone the item's lines are the ones asked for.
  expect(layout.chipAndMenuBesideName).toBe(true);
  expect(layout.valuesUnderEmail).toBe(phone);
  if (phone) expect(layout.lastSignInLabel).toContain('Dernière connexion\u00a0:');
});
