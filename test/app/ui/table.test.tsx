/**
 * The shared table (`ScrollingTable`): a real table at every width, and on a phone (below the tablet width) a
 * list item per row, each column as its page says (`{ label, phone }`). jsdom applies no media query: what is
 * tested is the structure, the attributes, and the rules written for the phone.
 */
import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { PersonCell, ScrollingTable, ValueList, type Column } from '../../../src/ui/table';
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
  const start = `.${own}${selector}{`;
  // The rule inside a phone's media query (the same selector may also have a rule from the tablet width up).
  for (let at = css.indexOf(start); at >= 0; at = css.indexOf(start, at + 1)) {
    if (css.slice(css.lastIndexOf('@media', at)).startsWith('@media (max-width')) return css.slice(at + start.length, css.indexOf('}', at));
  }
  throw new Error(`no phone rule for ${start}`);
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
  // « Dernière connexion : 26 nov. », the colon after a no-break space (squeezed to a space here).
  expect(ruleFor('>tbody>tr>:nth-child(4):not([colspan])::before')).toContain('content:"Dernière connexion :"/\'\'');
  expect(document.head.innerHTML).toContain('"Dernière connexion\u00a0:"');
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

/** The users list as `role-admin-375.png` shows it: the person, the chip and « ⋯ » on one line, the e-mail under. */
const PERSON_COLUMNS: readonly Column[] = [
  { label: 'Nom', phone: 'person' },
  { label: 'Rôle', phone: 'meta', nowrap: true },
  { label: 'Groupes', phone: 'meta' },
  { label: 'Dernière connexion', phone: 'labelled', nowrap: true },
  { label: 'Statut', phone: 'badge' },
  { label: 'Actions', phone: 'menu' },
];

function renderPeople(props: { captionHidden?: boolean } = {}) {
  return render(
    <ThemeProvider theme={theme}>
      <ScrollingTable label="Comptes" caption="Comptes" columns={PERSON_COLUMNS} {...props}>
        <tbody>
          <tr>
            <th scope="row">
              <PersonCell name="Léa Martin" email="lea.martin@ifsi-villefranche.example" before={<input type="checkbox" aria-label="Sélectionner Léa Martin" />} after="(vous)" />
            </th>
            <td>Enseignant</td>
            <td>
              <ValueList values={['IFSI 2A – groupe 1', 'IFSI 2A – groupe 2']} empty="Aucun" />
            </td>
            <td>Jamais</td>
            <td>Actif</td>
            <td>
              <button type="button">Actions pour Léa Martin</button>
            </td>
          </tr>
        </tbody>
      </ScrollingTable>
    </ThemeProvider>,
  );
}

test('a person is one cell: the name (and what goes with it), then the whole e-mail under it, its tooltip the address', () => {
  renderPeople();
  const header = screen.getByRole('rowheader');
  expect(header).toHaveTextContent('Léa Martin (vous)lea.martin@ifsi-villefranche.example');
  expect(within(header).getByRole('checkbox', { name: 'Sélectionner Léa Martin' })).toBeInTheDocument();
  const email = within(header).getByText('lea.martin@ifsi-villefranche.example');
  // Read whole by screen readers and shown whole on hover, however narrow the column cuts it.
  expect(email).toHaveAttribute('title', 'lea.martin@ifsi-villefranche.example');
  const style = getComputedStyle(email);
  expect(style.whiteSpace).toBe('nowrap');
  expect(style.textOverflow).toBe('ellipsis');
  // Groups: each kept whole, the list breaking only between them.
  const groups = screen.getByText('IFSI 2A – groupe 1');
  expect(getComputedStyle(groups).whiteSpace).toBe('nowrap');
  expect(groups.parentElement).toHaveTextContent('IFSI 2A – groupe 1, IFSI 2A – groupe 2');
});

test('on a phone: the name, the chip and « ⋯ » on the first line, the e-mail alone on the next, then the muted values', () => {
  renderPeople();
  // The person's cell gives its two lines to the item: the name on the title's line, sharing it…
  expect(writtenCss()).toMatch(/>tbody>tr>:nth-child\(1\):not\(\[colspan\]\),\.[\w-]+>tbody>tr>:nth-child\(1\):not\(\[colspan\]\)>\[data-person='box'\]\{display:contents;\}/);
  const checkbox = ruleFor(">tbody>tr>:nth-child(1):not([colspan]) [data-person='lead']");
  expect(checkbox).toContain('order:0');
  const name = ruleFor(">tbody>tr>:nth-child(1):not([colspan]) [data-person='name']");
  expect(name).toContain('order:0');
  expect(name).toContain('flex:1 1 0');
  // …the e-mail on a whole line of its own, before the muted values (`order: 1` and earlier in the row).
  const email = ruleFor(">tbody>tr>:nth-child(1):not([colspan]) [data-person='email']");
  expect(email).toContain('order:1');
  expect(email).toContain('flex:1 0 100%');
  // The chip and the menu on the title's line, the menu at its end.
  const badge = ruleFor('>tbody>tr>:nth-child(5):not([colspan])');
  expect(badge).toContain('order:0');
  expect(badge).toContain('flex:0 0 auto');
  const menu = ruleFor('>tbody>tr>:nth-child(6):not([colspan])');
  expect(menu).toContain('order:0');
  expect(menu).toContain('margin-left:auto');
  // Role · groups · « Dernière connexion : Jamais », the « · » in the gap before each (never dangling at a line's end).
  expect(ruleFor('>tbody>tr>:nth-child(2):not([colspan])')).toContain('order:1');
  expect(ruleFor('>tbody>tr>:nth-child(3):not([colspan])::after')).toContain('left:-1.25em');
  expect(ruleFor('>tbody>tr>:nth-child(4):not([colspan])')).toContain('order:2');
  expect(ruleFor('>tbody>tr>:nth-child(4):not([colspan])::before')).toContain('content:"Dernière connexion :"/\'\'');
});

test('a title shares its line when the table has a chip or a menu for it (without, it keeps the whole line: above)', () => {
  renderTable({ columns: [{ label: 'Nom', phone: 'title' }, { label: 'Adresse e-mail', phone: 'meta' }, { label: 'Rôle', phone: 'meta' }, { label: 'Dernière connexion', phone: 'labelled' }, { label: 'Statut', phone: 'badge' }, { label: 'Actions', phone: 'menu' }] });
  const title = ruleFor('>tbody>tr>:nth-child(1):not([colspan])');
  expect(title).toContain('order:0');
  expect(title).toContain('flex:1 1 0');
});

test('`nowrap` columns keep their values on one line from the tablet width up', () => {
  renderPeople();
  const css = writtenCss();
  const own = [...screen.getByRole('table', { name: 'Comptes' }).classList].find((name) => css.includes(`.${name}>`));
  const wide = css.slice(css.indexOf('@media (min-width'));
  expect(wide).toContain(`.${own}>tbody>tr>:nth-child(2):not([colspan]){white-space:nowrap;}`);
  expect(wide).toContain(`.${own}>tbody>tr>:nth-child(4):not([colspan]){white-space:nowrap;}`);
  expect(wide).not.toContain(`.${own}>tbody>tr>:nth-child(3):not([colspan]){white-space:nowrap;}`);
});

test('a caption that repeats the heading above is visually hidden, still the table’s name', () => {
  renderPeople({ captionHidden: true });
  const table = screen.getByRole('table', { name: 'Comptes' });
  const caption = table.querySelector('caption') as HTMLElement;
  expect(caption).toHaveTextContent('Comptes');
  expect(getComputedStyle(caption).position).toBe('absolute');
  expect(getComputedStyle(caption).width).toBe('1px');
});

test('a caption is shown unless asked otherwise', () => {
  renderPeople();
  const caption = screen.getByRole('table', { name: 'Comptes' }).querySelector('caption') as HTMLElement;
  expect(getComputedStyle(caption).position).not.toBe('absolute');
});
