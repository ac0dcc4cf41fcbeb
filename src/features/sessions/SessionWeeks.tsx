/**
 * A list of sessions as the teacher's and the student's pages both show it: a titled section, then one
 * table per week (its label as caption), the title cell a row header linking to the session. The
 * columns around the title differ by role; each page names its own.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Section } from '../../ui/content';
import { ScrollingTable } from '../../ui/table';
import type { WeekGroup } from './sessionView';

export type SessionColumn<T> = { header: string; cell: (session: T) => ReactNode };

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
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {groups.length === 0 ? (
        <p>{empty}</p>
      ) : (
        groups.map((group) => (
          <ScrollingTable
            key={group.key}
            label={`${title} — ${group.label}`}
            caption={group.label}
            columns={[...before.map((column) => column.header), titleHeader, ...after.map((column) => column.header)]}
            stacked
          >
            <tbody>
              {group.sessions.map((session) => (
                <tr key={session.id}>
                  {before.map((column) => (
                    <td key={column.header}>{column.cell(session)}</td>
                  ))}
                  <th scope="row">
                    <Link to={linkTo(session)}>{session.title}</Link>
                  </th>
                  {after.map((column) => (
                    <td key={column.header}>{column.cell(session)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        ))
      )}
    </Section>
  );
}
