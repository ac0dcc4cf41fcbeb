/**
 * `/teacher/teacher_main` (features.md §2): the teacher's sessions « En cours », « À venir » and
 * « Passées », grouped by week with French dates; « Planifier une session ».
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { SessionSummary } from '../../../../contract/schemas/sessions';
import { pathTo, PATHS } from '../../../config/routes';
import { sessionStatusLabels, sessionsMessages as s, teacherSessionMessages as t } from '../../../config/messages/sessions';
import { CharterBanner } from '../../documents';
import { Actions, Button } from '../../../ui/buttons';
import { EmptyState, Section } from '../../../ui/content';
import { LoadFailure } from '../../../ui/LoadFailure';
import { ScrollingTable } from '../../../ui/table';
import { useListSessionsQuery } from '../sessionsApi';
import { frenchDate, sessionLists, type Bucket } from '../sessionView';
import { PlanSessionForm } from './PlanSessionForm';

const LISTS: readonly { bucket: Bucket; title: string; empty: string }[] = [
  { bucket: 'ongoing', title: s.ongoing, empty: s.emptyOngoing },
  { bucket: 'upcoming', title: s.upcoming, empty: s.emptyUpcoming },
  { bucket: 'past', title: s.past, empty: s.emptyPast },
];

function SessionsList({ bucket, title, empty, groups }: { bucket: Bucket; title: string; empty: string; groups: ReturnType<typeof sessionLists<SessionSummary>>[Bucket] }) {
  const id = `sessions-${bucket}`;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {groups.length === 0 ? (
        <p>{empty}</p>
      ) : (
        groups.map((group) => (
          <ScrollingTable key={group.key} label={`${title} — ${group.label}`}>
            <caption>{group.label}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.date}</th>
                <th scope="col">{t.columns.title}</th>
                <th scope="col">{t.columns.scenario}</th>
                <th scope="col">{t.columns.place}</th>
                <th scope="col">{t.columns.participants}</th>
                <th scope="col">{t.columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {group.sessions.map((session) => (
                <tr key={session.id}>
                  <td>{frenchDate(session.starts_at, s.dateTimeFormat)}</td>
                  <th scope="row">
                    <Link to={pathTo(PATHS.teacherSession, { id: session.id })}>{session.title}</Link>
                  </th>
                  <td>{session.scenario_title ?? ''}</td>
                  <td>{session.place || s.noPlace}</td>
                  <td>{session.participant_count}</td>
                  <td>{sessionStatusLabels[session.status]}</td>
                </tr>
              ))}
            </tbody>
          </ScrollingTable>
        ))
      )}
    </Section>
  );
}

export function TeacherSessions() {
  const { data, isLoading, isError, refetch } = useListSessionsQuery();
  const [planning, setPlanning] = useState(false);
  return (
    <>
      <CharterBanner />
      <Section>
        {planning ? (
          <PlanSessionForm onCancel={() => setPlanning(false)} />
        ) : (
          <Actions>
            <Button type="button" onClick={() => setPlanning(true)}>
              {t.plan}
            </Button>
          </Actions>
        )}
      </Section>
      {isLoading && <p role="status">{s.loading}</p>}
      {isError && !data && <LoadFailure message={s.loadFailed} retryLabel={s.retry} onRetry={() => void refetch()} />}
      {data && data.length === 0 && <EmptyState title={s.emptyUpcoming}>{s.teacherEmpty}</EmptyState>}
      {data &&
        data.length > 0 &&
        LISTS.map(({ bucket, title, empty }) => <SessionsList key={bucket} bucket={bucket} title={title} empty={empty} groups={sessionLists(data)[bucket]} />)}
    </>
  );
}
