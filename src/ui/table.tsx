import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { media } from './theme';

/** Scrolls sideways on a phone instead of squeezing the columns; focusable so a keyboard can scroll it too. */
const Scroller = styled.div`
  /* The containing block of what is positioned inside (visually hidden texts), which would otherwise
     escape the scrolling box and widen the page. */
  position: relative;
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space.md};
  &:focus-visible {
    outline: ${({ theme }) => theme.border.thick} solid ${({ theme }) => theme.colors.primary};
  }
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  caption {
    text-align: left;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    padding-bottom: ${({ theme }) => theme.space.sm};
  }
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
  /* Column headers stay on one line; a row's header (a session's title) wraps like any cell, or a long
     one would push the table wider than the screen. */
  th[scope='col'] {
    white-space: nowrap;
  }
  /* A row's buttons keep their label on one line from the tablet width up (a phone's card has the room to
     wrap it instead of widening the page). */
  ${media.md} {
    td > button {
      white-space: nowrap;
    }
  }
`;

/**
 * A cell that reads wrong wrapped (a date, « 4 800,00 € »), kept on one line from the tablet width up, where
 * the table has the page's width; on a phone the card's cell wraps it rather than widen the page.
 */
export const NoWrapCell = styled.td`
  ${media.md} {
    white-space: nowrap;
  }
`;

const GroupHeadingCell = styled.th`
  && {
    padding-top: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surface};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/**
 * The heading of a group of rows (a week of sessions), the first row of its own `<tbody>`, across every
 * column: one header row for the whole table, one heading per group, rather than a table per group each
 * repeating the column headers. `scope="rowgroup"`: it heads the rows of its `<tbody>`.
 */
export function RowGroupHeading({ span, children }: { span: number; children: ReactNode }) {
  return (
    <tr>
      <GroupHeadingCell colSpan={span} scope="rowgroup">
        {children}
      </GroupHeadingCell>
    </tr>
  );
}

/** A CSS string literal (labels are plain text: quotes and backslashes are all it needs). */
const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/**
 * How a column's cells show on a phone, where a row reads as a list item rather than a line of a table:
 * - `title`: the item's title, first, across the whole width, bold, no label (the person's name, the session);
 * - `meta`: the value alone, small and muted, flowing with the other `meta` and `labelled` values on a line or two,
 *   « · » between them (« Enseignant · Actif · Groupe 1 »); a chip stays a chip;
 * - `labelled`: the same, after the `meta` values, with the column's label before the value, small
 *   (« Dernière connexion 26 nov. », « Publiée le 9 juin »), for a value that would be ambiguous alone;
 * - `field`: a line of its own, label then value in two columns (two versions side by side, an offer's price);
 * - `actions`: the row's buttons or « ⋯ » menu, last, at the item's end edge;
 * - `hidden`: not shown on a phone (something the other cells already say).
 * Empty cells take no room.
 */
export type PhoneRole = 'title' | 'meta' | 'labelled' | 'field' | 'actions' | 'hidden';

/**
 * A column: its header's label, and how its cells show on a phone. A plain string is a `field` (label, value:
 * the stacked card of earlier pages).
 */
export type Column = string | { label: string; phone?: PhoneRole };

const labelOf = (column: Column) => (typeof column === 'string' ? column : column.label);
const phoneRoleOf = (column: Column): PhoneRole => (typeof column === 'string' ? 'field' : (column.phone ?? 'field'));

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

/** The rule for one column's cells on a phone. */
function phoneCell(role: PhoneRole, label: string, index: number) {
  const cell = `& > tbody > tr > :nth-child(${index + 1}):not([colspan])`;
  switch (role) {
    case 'title':
      return css`
        ${cell} {
          order: 0;
          flex: 1 0 100%;
          font-weight: ${({ theme }) => theme.font.weight.bold};
        }
      `;
    case 'meta':
      return css`
        ${cell} {
          ${inlineValue(1)}
        }
      `;
    case 'labelled':
      return css`
        ${cell} {
          ${inlineValue(2)}
        }
        ${cell}::before {
          content: ${cssString(label)} / '';
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

/**
 * Below the tablet width, each row becomes a list item (a phone's list, not a table wider than the screen to
 * scroll sideways): its title, then its other values in small muted text on a line or two, its actions at the
 * end, each column as its `PhoneRole` says. Still a table for assistive technology (the header row stays,
 * visually hidden; labels and « · » are drawn with empty alternative text, so nothing is read twice). A cell
 * spanning the row (a loading or empty line, a week's heading) stays whole. Child selectors only: a table nested
 * in a row (a student's sessions) is its own.
 */
const phoneRows = (columns: readonly Column[]) => css`
  ${media.belowMd} {
    & > thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      white-space: nowrap;
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
    ${columns.map((column, index) => phoneCell(phoneRoleOf(column), labelOf(column), index))}
    /* After the columns' rules, as specific as theirs: an empty cell takes no room (nor its label). */
    & > tbody > tr > :not([colspan]):empty {
      display: none;
    }
  }
`;

const PhoneRowsTable = styled(Table)<{ $columns: readonly Column[] }>`
  ${({ $columns }) => phoneRows($columns)}
`;

/**
 * `caption` and `columns` (the header row's labels, each a column header) when the table has them:
 * the same shape on every page, so each page only writes its body. On a phone, a table whose columns say how
 * they show there (`{ label, phone }`), or a `stacked` one, shows each row as a list item rather than a table to
 * scroll sideways (a plain string column is then a `field`). Any other table (a grid of marks) scrolls inside
 * its own region: the page never does.
 */
export function ScrollingTable({
  label,
  caption,
  columns,
  stacked = false,
  children,
}: {
  label: string;
  caption?: ReactNode;
  columns?: readonly Column[];
  stacked?: boolean;
  children: ReactNode;
}) {
  const phone = columns !== undefined && (stacked || columns.some((column) => typeof column !== 'string'));
  const content = (
    <>
      {caption !== undefined && <caption>{caption}</caption>}
      {columns && (
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={labelOf(column)} scope="col" data-phone={phone ? phoneRoleOf(column) : undefined}>
                {labelOf(column)}
              </th>
            ))}
          </tr>
        </thead>
      )}
      {children}
    </>
  );
  return (
    // A region with a name: screen readers announce the scrollable table, keyboards can reach it.
    <Scroller role="region" aria-label={label} tabIndex={0}>
      {phone ? (
        <PhoneRowsTable $columns={columns} data-phone-rows="">
          {content}
        </PhoneRowsTable>
      ) : (
        <Table>{content}</Table>
      )}
    </Scroller>
  );
}
