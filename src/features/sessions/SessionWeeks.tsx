/**
 * A list of sessions as the teacher's and the student's pages both show it: a titled section, then one
 * table, its column headers once, its weeks as groups of rows each headed by the week's label, the title
 * cell a row header linking to the session. The columns around the title differ by role; each page names
 * its own. The table takes the page's width; a phone shows each row as a list item (the title, then the other facts on a muted line).
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { WideSection } from '../../ui/content';
import { EmptyNote } from '../../ui/states';
import { NoWrapCell, RowGroupHeading, ScrollingTable, type PhoneRole } from '../../ui/table';
import { sessionsMessages } from '../../config/messages/sessions';
import type { WeekGroup } from './sessionLists';

/**
 * `nowrap`: a value that reads wrong over two lines (a date), kept on one where the table has the width.
 * `phone`: how the value shows in a phone's list item under the session's title (`meta` unless said).
 */
export type SessionColumn<T> = { header: string; cell: (session: T) => ReactNode; nowrap?: boolean; phone?: PhoneRole };

function Cell<T>({ column, session }: { column: SessionColumn<T>; session: T }) {
  return column.nowrap ? <NoWrapCell>{column.cell(session)}</NoWrapCell> : <td>{column.cell(session)}</td>;
}

export function SessionWeeks<T extends { id: string; title: string }>({
  id,
  title,
  empty,
  groups,
  linkTo,
  before,
  titleHeader,
  after,
}: {
  id: string;
  title: string;
  empty: string;
  groups: readonly WeekGroup<T>[];
  linkTo: (session: T) => string;
  /** The columns before the session's title, then after it. */
  before: readonly SessionColumn<T>[];
  titleHeader: string;
  after: readonly SessionColumn<T>[];
}) {
  const phoneColumn = (column: SessionColumn<T>) => ({ label: column.header, phone: column.phone ?? 'meta' });
  const columns = [...before.map(phoneColumn), { label: titleHeader, phone: 'title' as const }, ...after.map(phoneColumn)];
  return (
    <WideSection aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {groups.length === 0 ? (
        <EmptyNote>{empty}</EmptyNote>
      ) : (
        <ScrollingTable label={sessionsMessages.byWeek(title)} columns={columns} stacked>
          {groups.map((group) => (
            <tbody key={group.key}>
              <RowGroupHeading span={columns.length}>{group.label}</RowGroupHeading>
              {group.sessions.map((session) => (
                <tr key={session.id}>
                  {before.map((column) => (
                    <Cell key={column.header} column={column} session={session} />
                  ))}
                  <th scope="row">
                    <Link to={linkTo(session)}>{session.title}</Link>
                  </th>
                  {after.map((column) => (
                    <Cell key={column.header} column={column} session={session} />
                  ))}
                </tr>
              ))}
            </tbody>
          ))}
        </ScrollingTable>
      )}
    </WideSection>
  );
}
