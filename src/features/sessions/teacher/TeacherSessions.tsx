/**
 * `/teacher/teacher_main` (docs/product.md §11): the teacher's sessions « En cours », « À venir » and
 * « Passées », grouped by week with French dates; « Planifier une session ».
 */
import { useState } from 'react';
import type { SessionSummary } from '../../../../contract/schemas/sessions';
import { pathTo, PATHS } from '../../../config/routes';
import { sessionsMessages as s, teacherSessionMessages as t } from '../../../config/messages/sessions';
import { SessionStatusChip } from '../SessionStatusChip';
import { CharterBanner } from '../../documents';
import { Actions, Button } from '../../../ui/buttons';
import { Section } from '../../../ui/content';
import { EmptyState, LoadFailure, Loading } from '../../../ui/states';
import { SessionWeeks, type SessionColumn } from '../SessionWeeks';
import { useListSessionsQuery } from '../sessionsApi';
import { frenchDate, sessionLists, type Bucket } from '../sessionView';
import { PlanSessionForm } from './PlanSessionForm';

const LISTS: readonly { bucket: Bucket; title: string; empty: string }[] = [
  { bucket: 'ongoing', title: s.ongoing, empty: s.emptyOngoing },
  { bucket: 'upcoming', title: s.upcoming, empty: s.emptyUpcoming },
  { bucket: 'past', title: s.past, empty: s.emptyPast },
];

const COLUMNS_BEFORE: readonly SessionColumn<SessionSummary>[] = [{ header: t.columns.date, cell: (session) => frenchDate(session.starts_at, s.dateTimeFormat), nowrap: true }];
const COLUMNS_AFTER: readonly SessionColumn<SessionSummary>[] = [
  { header: t.columns.scenario, cell: (session) => session.scenario_title ?? '' },
  { header: t.columns.place, cell: (session) => session.place || s.noPlace },
  { header: t.columns.participants, cell: (session) => session.participant_count, phone: 'labelled' },
  { header: t.columns.status, cell: (session) => <SessionStatusChip status={session.status} /> },
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
      titleHeader={t.columns.title}
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
              {t.plan}
            </Button>
          </Actions>
        )}
      </Section>
      {isLoading && <Loading>{s.loading}</Loading>}
      {isError && !data && <LoadFailure message={s.loadFailed} retryLabel={s.retry} onRetry={() => void refetch()} />}
      {data && data.length === 0 && <EmptyState title={s.emptyUpcoming}>{s.teacherEmpty}</EmptyState>}
      {data &&
        data.length > 0 &&
        LISTS.map(({ bucket, title, empty }) => <SessionsList key={bucket} bucket={bucket} title={title} empty={empty} groups={sessionLists(data)[bucket]} />)}
    </>
  );
}
