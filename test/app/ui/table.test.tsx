/**
 * The shared table (`ScrollingTable`): a real table at every width, and on a phone (below the tablet width) a
 * list item per row, each column as its page says (`{ label, phone }`). jsdom applies no media query: what is
 * tested is the structure, the attributes, and the rules written for the phone.
 */
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { ScrollingTable, type Column } from '../../../src/ui/table';
import { theme } from '../../../src/ui/theme';

const USER_COLUMNS: readonly Column[] = [
  { label: 'Nom', phone: 'title' },
  { label: 'Adresse e-mail', phone: 'meta' },
  { label: 'Rôle', phone: 'meta' },
  { label: 'Dernière connexion', phone: 'labelled' },
  { label: 'Remarque', phone: 'hidden' },
  { label: 'Actions', phone: 'actions' },
];

function renderTable(props: { columns?: readonly Column[]; stacked?: boolean }, rows = 1) {
  return render(
    <ThemeProvider theme={theme}>
      <ScrollingTable label="Comptes" caption="Comptes" {...props}>
        <tbody>
          {Array.from({ length: rows }, (_, index) => (
            <tr key={index}>
              <th scope="row">Léa Martin {index}</th>
              <td>lea@exemple.fr</td>
              <td>Enseignant</td>
              <td>26 nov. 2026</td>
              <td>—</td>
              <td>
                <button type="button">Actions pour Léa Martin</button>
              </td>
            </tr>
          ))}
          <tr>
            <td colSpan={6}>Chargement…</td>
          </tr>
        </tbody>
      </ScrollingTable>
    </ThemeProvider>,
  );
}

/** The rules styled-components wrote into the document, white space squeezed. */
const writtenCss = () =>
  [...document.querySelectorAll('style')]
    .map((style) => style.textContent ?? '')
    .join('\n')
    .replace(/\s+/g, ' ');

/**
 * The declarations of the phone's rule (inside the media query below the tablet width) for `selector` under the
 * table's own class (each rendered table has its own rules: the columns write them).
 */
function ruleFor(selector: string): string {
  const css = writtenCss();
  const own = [...screen.getByRole('table', { name: 'Comptes' }).classList].find((name) => css.includes(`.${name}>`));
  const phone = css.slice(css.indexOf('@media (max-width'));
  const start = `.${own}${selector}{`;
  const at = phone.indexOf(start);
  if (at < 0) throw new Error(`no rule for ${start} in ${phone.slice(phone.indexOf(`.${own}>`), phone.indexOf(`.${own}>`) + 6000)}`);
  return phone.slice(at + start.length, phone.indexOf('}', at));
}

/** Whether a phone rule exists for `selector` under the table's own class. */
const hasRule = (selector: string) => {
  try {
    ruleFor(selector);
    return true;
  } catch {
    return false;
  }
};

test('a table of plain string columns is a plain table: its header row, no phone rows', () => {
  renderTable({ columns: ['Nom', 'Adresse e-mail', 'Rôle', 'Dernière connexion', 'Remarque', 'Actions'] });
  const table = screen.getByRole('table', { name: 'Comptes' });
  expect(table).not.toHaveAttribute('data-phone-rows');
  expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nom', 'Adresse e-mail', 'Rôle', 'Dernière connexion', 'Remarque', 'Actions']);
  for (const header of within(table).getAllByRole('columnheader')) expect(header).not.toHaveAttribute('data-phone');
  // Still in its named, focusable region, which scrolls it sideways when it cannot fit.
  expect(screen.getByRole('region', { name: 'Comptes' })).toHaveAttribute('tabindex', '0');
});

test('`stacked` string columns still work: phone rows, each column a labelled line (`field`)', () => {
  renderTable({ columns: ['Nom', 'Adresse e-mail', 'Rôle', 'Dernière connexion', 'Remarque', 'Actions'], stacked: true });
  const table = screen.getByRole('table', { name: 'Comptes' });
  expect(table).toHaveAttribute('data-phone-rows');
  expect(within(table).getAllByRole('columnheader').map((header) => header.getAttribute('data-phone'))).toEqual(Array(6).fill('field'));
  expect(ruleFor('>tbody>tr>:nth-child(1):not([colspan])::before')).toContain('content:"Nom"/\'\'');
});

test('columns that say how they show on a phone make phone rows, each header carrying its role', () => {
  renderTable({ columns: USER_COLUMNS }, 2);
  const table = screen.getByRole('table', { name: 'Comptes' });
  expect(table).toHaveAttribute('data-phone-rows');
  // Still a table for assistive technology: the same column headers, the rows and their cells.
  const headers = within(table).getAllByRole('columnheader');
  expect(headers.map((header) => header.textContent)).toEqual(USER_COLUMNS.map((column) => (typeof column === 'string' ? column : column.label)));
  expect(headers.map((header) => header.getAttribute('data-phone'))).toEqual(['title', 'meta', 'meta', 'labelled', 'hidden', 'actions']);
  const row = within(table).getByRole('row', { name: /Léa Martin 0/ });
  expect(within(row).getByRole('rowheader')).toHaveTextContent('Léa Martin 0');
  expect(within(row).getAllByRole('cell')).toHaveLength(5);
});

test('on a phone: the title first and whole, the values on a muted line, labels only where asked, the actions last', () => {
  renderTable({ columns: USER_COLUMNS });
  // The header row is visually hidden, each row a wrapping line of items.
  expect(ruleFor('>thead')).toContain('clip:rect(0 0 0 0)');
  expect(ruleFor('>tbody>tr')).toContain('display:flex');
  expect(ruleFor('>tbody>tr')).toContain('flex-wrap:wrap');
  // A cell spanning the row stays whole; an empty cell takes no room.
  expect(ruleFor('>tbody>tr>[colspan]')).toContain('flex:1 0 100%');
  expect(ruleFor('>tbody>tr>:not([colspan]):empty')).toContain('display:none');

  const title = ruleFor('>tbody>tr>:nth-child(1):not([colspan])');
  expect(title).toContain('order:0');
  expect(title).toContain('flex:1 0 100%');
  expect(hasRule('>tbody>tr>:nth-child(1):not([colspan])::before')).toBe(false);

  const email = ruleFor('>tbody>tr>:nth-child(2):not([colspan])');
  expect(email).toContain('order:1');
  expect(email).toContain(`color:${theme.colors.mutedText}`);
  // No label; a « · » read by no one, in the gap before the value (left of the table, clipped, at a line's start).
  expect(hasRule('>tbody>tr>:nth-child(2):not([colspan])::before')).toBe(false);
  const separator = ruleFor('>tbody>tr>:nth-child(2):not([colspan])::after');
  expect(separator).toContain("content:'·'/''");
  expect(separator).toContain('position:absolute');
  expect(separator).toContain('left:-1.25em');
  expect(ruleFor('>tbody>tr')).toContain('column-gap:1.25em');
  // A date says what it is, small, inline, after the plain values.
  expect(ruleFor('>tbody>tr>:nth-child(4):not([colspan])')).toContain('order:2');
  expect(ruleFor('>tbody>tr>:nth-child(4):not([colspan])::before')).toContain('content:"Dernière connexion"/\'\'');
  expect(ruleFor('>tbody>tr>:nth-child(4):not([colspan])::after')).toContain("content:'·'/''");

  expect(ruleFor('>tbody>tr>:nth-child(5):not([colspan])')).toContain('display:none');
  const actions = ruleFor('>tbody>tr>:nth-child(6):not([colspan])');
  expect(actions).toContain('order:4');
  expect(actions).toContain('margin-left:auto');
});

test('a table without columns (a grid of marks) stays a table that scrolls inside its region', () => {
  renderTable({});
  expect(screen.getByRole('table', { name: 'Comptes' })).not.toHaveAttribute('data-phone-rows');
  expect(screen.queryAllByRole('columnheader')).toHaveLength(0);
});
