/**
 * How a table's columns lay out (`ScrollingTable`): the header's labels, the `nowrap` columns from the tablet
 * width up, and below it each row as a phone's list item, each column as its `PhoneRole` says.
 */
import { css } from 'styled-components';
import { media } from './theme';
import { visuallyHidden } from './VisuallyHidden';

/** A CSS string literal (labels are plain text: quotes and backslashes are all it needs). */
const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/**
 * How a column's cells show on a phone, where a row reads as a list item rather than a line of a table:
 * - `title`: the item's title, first, across the whole width, bold, no label (the session); it shares its line
 *   when the table has `badge` or `menu` columns;
 * - `person`: the title when it is a person (`PersonCell`): the name first, bold, on the title's line; the cell's
 *   second line (the e-mail) on a line of its own under it, whole. Put it first in the row;
 * - `badge`: a chip on the title's line, after it (an account's status);
 * - `menu`: the row's « ⋯ » on the title's line, at its end edge;
 * - `meta`: the value alone, small and muted, flowing with the other `meta` and `labelled` values on a line or two,
 *   « · » between them (« Enseignant · Actif · Groupe 1 »); a chip stays a chip;
 * - `labelled`: the same, after the `meta` values, with the column's label and a colon before the value, small
 *   (« Dernière connexion : 26 nov. », « Publiée le : 9 juin »), for a value that would be ambiguous alone;
 * - `field`: a line of its own, label then value in two columns (two versions side by side, an offer's price);
 * - `actions`: the row's buttons, last, at the item's end edge;
 * - `hidden`: not shown on a phone (something the other cells already say).
 * Empty cells take no room.
 */
export type PhoneRole = 'title' | 'person' | 'badge' | 'menu' | 'meta' | 'labelled' | 'field' | 'actions' | 'hidden';

/**
 * A column: its header's label, and how its cells show on a phone. A plain string is a `field` (label, value:
 * the stacked card of earlier pages). `nowrap`: a short value that reads wrong broken (a name, a date, a group),
 * kept on one line from the tablet width up, where the table has the page's width.
 */
export type Column = string | { label: string; phone?: PhoneRole; nowrap?: boolean };

export const labelOf = (column: Column) => (typeof column === 'string' ? column : column.label);
export const phoneRoleOf = (column: Column): PhoneRole => (typeof column === 'string' ? 'field' : (column.phone ?? 'field'));

/** The space between two values of the muted line, where their « · » is drawn. */
const SEPARATOR_WIDTH = '1.25em';

/** The small muted values of the line under the title; `order`: plain values first, labelled ones after. */
const inlineValue = (order: number) => css`
  order: ${order};
  position: relative;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.colors.mutedText};
  /* The « · » before every value, in the gap before it: at the start of a line it falls left of the table, which
     its scrolling region clips, so a line never starts with one, whichever values are empty or wrap. */
  &::after {
    content: '·' / '';
    position: absolute;
    top: 0;
    left: -${SEPARATOR_WIDTH};
    width: ${SEPARATOR_WIDTH};
    text-align: center;
  }
`;

/** What sits on the title's line beside the title: centred on it, whatever their heights (a chip, a 44 px « ⋯ »). */
const onTitleLine = css`
  order: 0;
  flex: 0 0 auto;
  align-self: center;
`;

/**
 * The rule for one column's cells on a phone. `sharedTitle`: the table has a `badge` or a `menu`, which the title
 * leaves room for on its line.
 */
function phoneCell(role: PhoneRole, label: string, index: number, sharedTitle: boolean) {
  const cell = `& > tbody > tr > :nth-child(${index + 1}):not([colspan])`;
  switch (role) {
    case 'title':
      return css`
        ${cell} {
          order: 0;
          flex: ${sharedTitle ? '1 1 0' : '1 0 100%'};
          ${sharedTitle ? 'align-self: center;' : ''}
          font-weight: ${({ theme }) => theme.font.weight.bold};
        }
      `;
    case 'person':
      // The cell's pieces (`PersonCell`) become the item's own: the checkbox and the name on the title's line
      // (beside the chip and « ⋯ »), the e-mail on the whole next line. The cell stays in the table's structure:
      // only its box is dropped.
      return css`
        ${cell}, ${cell} > [data-person='box'] {
          display: contents;
        }
        ${cell} [data-person='lead'] {
          ${onTitleLine}
          display: flex;
          /* Beside its name, not a separator's width away. */
          margin-right: calc(${({ theme }) => theme.space.sm} - ${SEPARATOR_WIDTH});
        }
        ${cell} [data-person='name'] {
          order: 0;
          flex: 1 1 0;
          min-width: 0;
          align-self: center;
          font-weight: ${({ theme }) => theme.font.weight.bold};
        }
        ${cell} [data-person='email'] {
          order: 1;
          flex: 1 0 100%;
          max-width: 100%;
          /* Its width is the line's, never its text's: a long address is cut with « … » instead of widening
             the table past the screen (a sideways scroll on a phone). */
          contain: inline-size;
        }
      `;
    case 'badge':
      return css`
        ${cell} {
          ${onTitleLine}
        }
      `;
    case 'menu':
      return css`
        ${cell} {
          ${onTitleLine}
          margin-left: auto;
        }
      `;
    case 'meta':
      return css`
        ${cell} {
          ${inlineValue(1)}
        }
      `;
    case 'labelled':
      // « Dernière connexion : Jamais »: the colon after a no-break space, as French sets it.
      return css`
        ${cell} {
          ${inlineValue(2)}
        }
        ${cell}::before {
          content: ${cssString(`${label}\u00a0:`)} / '';
          margin-right: 0.3em;
        }
      `;
    case 'field':
      return css`
        ${cell} {
          order: 3;
          flex: 1 0 100%;
          display: grid;
          grid-template-columns: minmax(6rem, 35%) minmax(0, 1fr);
          gap: ${({ theme }) => theme.space.sm};
        }
        ${cell}::before {
          content: ${cssString(label)} / '';
          font-weight: ${({ theme }) => theme.font.weight.bold};
          color: ${({ theme }) => theme.colors.mutedText};
        }
      `;
    case 'actions':
      return css`
        ${cell} {
          order: 4;
          flex: 0 1 auto;
          margin-left: auto;
        }
      `;
    case 'hidden':
      return css`
        ${cell} {
          display: none;
        }
      `;
  }
}

const sharesTitleLine = (columns: readonly Column[]) => columns.some((column) => ['badge', 'menu'].includes(phoneRoleOf(column)));

/** From the tablet width up, the `nowrap` columns' values on one line. */
export const noWrapColumns = (columns: readonly Column[]) => css`
  ${media.md} {
    ${columns.map((column, index) =>
      typeof column !== 'string' && column.nowrap
        ? css`
            & > tbody > tr > :nth-child(${index + 1}):not([colspan]) {
              white-space: nowrap;
            }
          `
        : '',
    )}
  }
`;

/**
 * Below the tablet width, each row becomes a list item (a phone's list, not a table wider than the screen to
 * scroll sideways): its title, then its other values in small muted text on a line or two, its actions at the
 * end, each column as its `PhoneRole` says. Still a table for assistive technology (the header row stays,
 * visually hidden; labels and « · » are drawn with empty alternative text, so nothing is read twice). A cell
 * spanning the row (a loading or empty line, a week's heading) stays whole. Child selectors only: a table nested
 * in a row (a student's sessions) is its own.
 */
export const phoneRows = (columns: readonly Column[]) => css`
  ${media.belowMd} {
    & > thead {
      ${visuallyHidden}
      /* At its container's start: left at its static place, past the last column, it widened the list's
         scrolling region by a pixel or two (a sideways scroll on a phone). */
      top: 0;
      left: 0;
    }
    & > tbody > tr {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      column-gap: ${SEPARATOR_WIDTH};
      row-gap: ${({ theme }) => theme.space.xs};
      padding: ${({ theme }) => theme.space.sm} 0;
      border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
    }
    & > tbody > tr > th,
    & > tbody > tr > td {
      display: block;
      min-width: 0;
      padding: 0;
      border-bottom: none;
      /* A list item reads from the start edge, whatever a wide table centres (the prices' columns). */
      text-align: left;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    & > tbody > tr > [colspan] {
      flex: 1 0 100%;
    }
    ${columns.map((column, index) => phoneCell(phoneRoleOf(column), labelOf(column), index, sharesTitleLine(columns)))}
    /* After the columns' rules, as specific as theirs: an empty cell takes no room (nor its label). */
    & > tbody > tr > :not([colspan]):empty {
      display: none;
    }
  }
`;
