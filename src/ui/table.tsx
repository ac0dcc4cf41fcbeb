import type { ReactNode } from 'react';
import styled from 'styled-components';

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
  th {
    white-space: nowrap;
  }
`;

/**
 * `caption` and `columns` (the header row's labels, each a column header) when the table has them:
 * the same shape on every page, so each page only writes its body.
 */
export function ScrollingTable({ label, caption, columns, children }: { label: string; caption?: ReactNode; columns?: readonly string[]; children: ReactNode }) {
  return (
    // A region with a name: screen readers announce the scrollable table, keyboards can reach it.
    <Scroller role="region" aria-label={label} tabIndex={0}>
      <Table>
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
      </Table>
    </Scroller>
  );
}
