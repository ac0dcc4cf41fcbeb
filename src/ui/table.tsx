import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { labelOf, noWrapColumns, phoneRoleOf, phoneRows, type Column } from './tableColumns';
import { media } from './theme';
import { visuallyHidden } from './VisuallyHidden';

export type { Column, PhoneRole } from './tableColumns';

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


const ColumnsTable = styled(Table)<{ $columns: readonly Column[]; $phone: boolean }>`
  ${({ $columns }) => noWrapColumns($columns)}
  ${({ $columns, $phone }) => ($phone ? phoneRows($columns) : '')}
`;

/** A caption that repeats the heading just above the table: read by screen readers, not shown twice. */
const HiddenCaption = styled.caption`
  && {
    ${visuallyHidden}
  }
`;

/**
 * `caption` and `columns` (the header row's labels, each a column header) when the table has them:
 * the same shape on every page, so each page only writes its body. On a phone, a table whose columns say how
 * they show there (`{ label, phone }`), or a `stacked` one, shows each row as a list item rather than a table to
 * scroll sideways (a plain string column is then a `field`). Any other table (a grid of marks) scrolls inside
 * its own region: the page never does. `captionHidden`: the caption repeats the heading just above the table
 * (« Historique des paiements » under its own heading): still the table's name for screen readers, not shown.
 */
export function ScrollingTable({
  label,
  caption,
  captionHidden = false,
  columns,
  stacked = false,
  children,
}: {
  label: string;
  caption?: ReactNode;
  captionHidden?: boolean;
  columns?: readonly Column[];
  stacked?: boolean;
  children: ReactNode;
}) {
  const phone = columns !== undefined && (stacked || columns.some((column) => typeof column !== 'string'));
  const content = (
    <>
      {caption !== undefined && (captionHidden ? <HiddenCaption>{caption}</HiddenCaption> : <caption>{caption}</caption>)}
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
      {columns ? (
        <ColumnsTable $columns={columns} $phone={phone} data-phone-rows={phone ? '' : undefined}>
          {content}
        </ColumnsTable>
      ) : (
        <Table>{content}</Table>
      )}
    </Scroller>
  );
}

/**
 * The name on the first line, the e-mail under it, aligned with the name (past the checkbox before it). On a
 * phone the box gives its pieces to the row's item (`person`).
 */
const PersonBox = styled.span<{ $lead: boolean }>`
  display: grid;
  grid-template-columns: ${({ $lead }) => ($lead ? 'auto minmax(0, 1fr)' : 'minmax(0, 1fr)')};
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  [data-person='email'] {
    grid-column: -2;
  }
  input[type='checkbox'] {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
  }
`;

const PersonName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

/**
 * The e-mail under the name: one line, never broken at its hyphens (« ifsi- / villefranche »), cut with « … »
 * only where the column is narrower than the address; the whole address in its tooltip, and read whole by
 * screen readers (the cut is only drawn).
 */
const PersonEmail = styled.span`
  display: block;
  max-width: 22rem;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/**
 * A person in one cell (put it in the row's header, `<th scope="row">`): the name in bold, then the e-mail, muted,
 * under it. `before`: what sits before the name on its line (the row's checkbox); `after`: after it (« (vous) »).
 * On a phone, a `person` column puts the name on the title's line and the e-mail on the next.
 */
export function PersonCell({ name, email, before, after }: { name: ReactNode; email: string; before?: ReactNode; after?: ReactNode }) {
  const lead = before !== undefined && before !== null && before !== false;
  return (
    <PersonBox $lead={lead} data-person="box">
      {lead && <span data-person="lead">{before}</span>}
      <PersonName data-person="name">
        {name}
        {after !== undefined && <> {after}</>}
      </PersonName>
      <PersonEmail data-person="email" title={email}>
        {email}
      </PersonEmail>
    </PersonBox>
  );
}

const Value = styled.span`
  white-space: nowrap;
`;

/**
 * Short values in one cell (a person's groups): each kept whole on its line, the list wrapping only between two
 * of them (« IFSI 2A – groupe 1, » never « IFSI 2A – / groupe 1 »).
 */
export function ValueList({ values, empty }: { values: readonly string[]; empty: string }) {
  if (values.length === 0) return <>{empty}</>;
  return (
    <>
      {values.map((value, index) => (
        <Fragment key={value}>
          {index > 0 && ', '}
          <Value>{value}</Value>
        </Fragment>
      ))}
    </>
  );
}
