/**
 * `/teacher/teacher_main` (docs/product.md §11): the teacher's sessions « En cours », « À venir » and
 * « Passées », grouped by week with French dates; « Planifier une session ».
 */
import { useState } from 'react';
import type { SessionSummary } from '../../../../contract/schemas/sessions';
import { pathTo, PATHS } from '../../../config/routes';
import { sessionsMessages, teacherSessionMessages } from '../../../config/messages/sessions';
import { SessionStatusChip } from '../SessionStatusChip';
import { CharterBanner } from '../../documents';
import { Actions, Button } from '../../../ui/buttons';
import { Section } from '../../../ui/content';
import { EmptyState, LoadFailure, Loading } from '../../../ui/states';
import { SessionWeeks, type SessionColumn } from '../SessionWeeks';
import { useListSessionsQuery } from '../sessionsApi';
import { frenchDate } from '../../../ui/dates';
import { sessionLists, type Bucket } from '../sessionLists';
import { PlanSessionForm } from './PlanSessionForm';

const LISTS: readonly { bucket: Bucket; title: string; empty: string }[] = [
  { bucket: 'ongoing', title: sessionsMessages.ongoing, empty: sessionsMessages.emptyOngoing },
  { bucket: 'upcoming', title: sessionsMessages.upcoming, empty: sessionsMessages.emptyUpcoming },
  { bucket: 'past', title: sessionsMessages.past, empty: sessionsMessages.emptyPast },
];

const COLUMNS_BEFORE: readonly SessionColumn<SessionSummary>[] = [{ header: teacherSessionMessages.columns.date, cell: (session) => frenchDate(session.starts_at, sessionsMessages.dateTimeFormat), nowrap: true }];
const COLUMNS_AFTER: readonly SessionColumn<SessionSummary>[] = [
  { header: teacherSessionMessages.columns.scenario, cell: (session) => session.scenario_title ?? '' },
  { header: teacherSessionMessages.columns.place, cell: (session) => session.place || sessionsMessages.noPlace },
  { header: teacherSessionMessages.columns.participants, cell: (session) => session.participant_count, phone: 'labelled' },
  { header: teacherSessionMessages.columns.status, cell: (session) => <SessionStatusChip status={session.status} /> },
];

function SessionsList({ bucket, title, empty, groups }: { bucket: Bucket; title: string; empty: string; groups: ReturnType<typeof sessionLists<SessionSummary>>[Bucket] }) {
  return (
    <SessionWeeks
      id={`sessions-${bucket}`}
      title={title}
      empty={empty}
      groups={groups}
      linkTo={(session) => pathTo(PATHS.teacherSession, { id: session.id })}
      before={COLUMNS_BEFORE}
      titleHeader={teacherSessionMessages.columns.title}
      after={COLUMNS_AFTER}
    />
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
              {teacherSessionMessages.plan}
            </Button>
          </Actions>
        )}
      </Section>
      {isLoading && <Loading>{sessionsMessages.loading}</Loading>}
      {isError && !data && <LoadFailure message={sessionsMessages.loadFailed} retryLabel={sessionsMessages.retry} onRetry={() => void refetch()} />}
      {data && data.length === 0 && <EmptyState title={sessionsMessages.emptyUpcoming}>{sessionsMessages.teacherEmpty}</EmptyState>}
      {data &&
        data.length > 0 &&
        LISTS.map(({ bucket, title, empty }) => <SessionsList key={bucket} bucket={bucket} title={title} empty={empty} groups={sessionLists(data)[bucket]} />)}
    </>
  );
}
