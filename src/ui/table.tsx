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

/** A CSS string literal for a column's label (labels are plain text: quotes and backslashes are all it needs). */
const cssString = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/**
 * Below the tablet width, each row becomes a card: its cells one under the other, each with its column's
 * label beside it, instead of a table wider than the phone that scrolls sideways. Still a table for
 * assistive technology (the header row stays, visually hidden; the labels are drawn with empty alternative
 * text, so nothing is read twice). A cell spanning the row (a loading or empty line) stays whole. Child
 * selectors only: a table nested in a row (a student's sessions) is its own.
 */
const stackedRows = (columns: readonly string[]) => css`
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
      display: block;
      padding: ${({ theme }) => theme.space.sm} 0;
      border-bottom: ${({ theme }) => theme.border.thin} solid ${({ theme }) => theme.colors.border};
    }
    & > tbody > tr > th,
    & > tbody > tr > td {
      display: grid;
      grid-template-columns: minmax(6rem, 35%) minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.xs} 0;
      border-bottom: none;
      white-space: normal;
      overflow-wrap: anywhere;
    }
    & > tbody > tr > [colspan] {
      display: block;
    }
    ${columns.map(
      (column, index) => css`
        & > tbody > tr > :nth-child(${index + 1}):not([colspan])::before {
          content: ${cssString(column)} / '';
          font-weight: ${({ theme }) => theme.font.weight.bold};
          color: ${({ theme }) => theme.colors.mutedText};
        }
      `,
    )}
  }
`;

const StackingTable = styled(Table)<{ $columns: readonly string[] }>`
  ${({ $columns }) => stackedRows($columns)}
`;

/**
 * `caption` and `columns` (the header row's labels, each a column header) when the table has them:
 * the same shape on every page, so each page only writes its body. `stacked` (with `columns`): cards on a
 * phone rather than a table to scroll sideways.
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
  columns?: readonly string[];
  stacked?: boolean;
  children: ReactNode;
}) {
  const content = (
    <>
      {caption !== undefined && <caption>{caption}</caption>}
      {columns && (
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
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
      {stacked && columns ? <StackingTable $columns={columns}>{content}</StackingTable> : <Table>{content}</Table>}
    </Scroller>
  );
}
