/**
 * `/teacher/students` (docs/product.md §11): the organisation's students, filtered by group and searched on
 * the server; per student, their part in this teacher's sessions with the released results; a CSV export.
 */
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { StudentSummary } from '../../../../contract/schemas/sessions';
import { sessionRoleLabels, sessionsMessages, studentsMessages } from '../../../config/messages/sessions';
import { SessionStatusChip } from '../SessionStatusChip';
import { Actions, Button } from '../../../ui/buttons';
import { WideSection } from '../../../ui/content';
import { Field, FilterBar, SelectField } from '../../../ui/forms';
import { EmptyNote, LoadFailure, Loading } from '../../../ui/states';
import { PersonCell, ScrollingTable, ValueList, type Column } from '../../../ui/table';
import { useListStudentsQuery, useStudentHistoryQuery, useTeacherGroupsQuery } from '../sessionsApi';
import { frenchDate } from '../../../ui/dates';
import { studentsCsv } from './studentsCsv';

const fullName = (student: StudentSummary) => `${student.firstname} ${student.name}`.trim();

/** The student (name, e-mail under it), the groups, the count; on a phone: name, e-mail, then « groupe · Sessions avec vous : 1 ». */
const STUDENT_COLUMNS: readonly Column[] = [
  { label: studentsMessages.columns.name, phone: 'person' },
  { label: studentsMessages.columns.groups, phone: 'meta' },
  { label: studentsMessages.columns.sessions, phone: 'labelled', nowrap: true },
];

/** The student's name as the control that shows their sessions: a link's look, a chevron turning when open. */
const Disclosure = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 1.5rem;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: left;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  svg {
    flex: none;
    transition: transform 0.15s ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(90deg);
  }
  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

const Chevron = () => (
  <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
    <path d="M6 3.5 10.5 8 6 12.5" />
  </svg>
);

function History({ student }: { student: StudentSummary }) {
  const { data, isLoading, isError, refetch } = useStudentHistoryQuery(student.uid);
  if (isLoading) return <Loading>{studentsMessages.historyLoading}</Loading>;
  if (isError || !data) return <LoadFailure message={studentsMessages.loadFailed} retryLabel={studentsMessages.retry} onRetry={() => void refetch()} />;
  if (data.sessions.length === 0) return <EmptyNote>{studentsMessages.historyEmpty}</EmptyNote>;
  return (
    <ScrollingTable label={studentsMessages.historyTitle(fullName(student))} caption={studentsMessages.historyTitle(fullName(student))} columns={[{ label: studentsMessages.historyColumns.date, phone: 'meta' }, { label: studentsMessages.historyColumns.title, phone: 'title' }, { label: studentsMessages.historyColumns.role, phone: 'meta' }, { label: studentsMessages.historyColumns.status, phone: 'meta' }, { label: studentsMessages.historyColumns.results, phone: 'field' }]} stacked>
      <tbody>
        {data.sessions.map((session) => (
          <tr key={session.id}>
            <td>{frenchDate(session.starts_at, sessionsMessages.dayFormat)}</td>
            <th scope="row">{session.title}</th>
            <td>{sessionRoleLabels[session.session_role]}</td>
            <td>
              <SessionStatusChip status={session.status} />
            </td>
            <td>
              {!session.results_released
                ? studentsMessages.notReleased
                : session.scores
                  ? Object.entries(session.scores).map(([criterion, value]) => `${criterion}\u00a0: ${value}`).join(', ') + (session.comment ? ` — ${session.comment}` : '')
                  : studentsMessages.noResult}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollingTable>
  );
}

function download(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

export function Students() {
  const [filters, setFilters] = useState<{ tag?: string; search?: string }>({});
  const [draftSearch, setDraftSearch] = useState('');
  const [open, setOpen] = useState<string | null>(null);
  const groups = useTeacherGroupsQuery();
  const { data, isLoading, isError, refetch, isFetching } = useListStudentsQuery(filters);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ ...filters, search: draftSearch.trim() || undefined });
  };

  return (
    <>
      <WideSection>
        <h2>{studentsMessages.filtersTitle}</h2>
        <FilterBar role="search" onSubmit={submit}>
          <Field label={studentsMessages.search} type="search" value={draftSearch} onChange={(event) => setDraftSearch(event.target.value)} />
          <SelectField label={studentsMessages.group} value={filters.tag ?? ''} onChange={(event) => setFilters({ ...filters, tag: event.target.value || undefined })}>
            <option value="">{studentsMessages.anyGroup}</option>
            {(groups.data ?? []).map((group) => (
              <option key={group.id} value={group.id}>
                {group.name}
              </option>
            ))}
          </SelectField>
          <div>
            <Button type="submit">{studentsMessages.searchButton}</Button>
          </div>
        </FilterBar>
      </WideSection>
      {isLoading && <Loading>{studentsMessages.loading}</Loading>}
      {isError && !data && <LoadFailure message={studentsMessages.loadFailed} retryLabel={studentsMessages.retry} onRetry={() => void refetch()} />}
      {data && (
        <WideSection aria-busy={isFetching}>
          <Actions>
            <Button type="button" $variant="secondary" disabled={data.length === 0} onClick={() => download(studentsCsv(data), studentsMessages.exportFile(new Date().toISOString().slice(0, 10)))}>
              {studentsMessages.export}
            </Button>
          </Actions>
          {data.length === 0 ? (
            <EmptyNote>{studentsMessages.empty}</EmptyNote>
          ) : (
            <ScrollingTable label={studentsMessages.caption} caption={studentsMessages.caption} columns={STUDENT_COLUMNS}>
              {data.map((student) => (
                <tbody key={student.uid}>
                  <tr>
                    <th scope="row">
                      <PersonCell
                        name={
                          // The name opens the student's sessions under the row: one control per row, said in full.
                          <Disclosure
                            type="button"
                            aria-expanded={open === student.uid}
                            aria-label={open === student.uid ? studentsMessages.hide(fullName(student)) : studentsMessages.show(fullName(student))}
                            onClick={() => setOpen(open === student.uid ? null : student.uid)}
                          >
                            <Chevron />
                            {fullName(student)}
                          </Disclosure>
                        }
                        email={student.email}
                      />
                    </th>
                    <td>
                      <ValueList values={student.groups} empty={studentsMessages.noGroup} />
                    </td>
                    <td>{student.session_count}</td>
                  </tr>
                  {open === student.uid && (
                    <tr>
                      <td colSpan={STUDENT_COLUMNS.length}>
                        <History student={student} />
                      </td>
                    </tr>
                  )}
                </tbody>
              ))}
            </ScrollingTable>
          )}
        </WideSection>
      )}
    </>
  );
}
