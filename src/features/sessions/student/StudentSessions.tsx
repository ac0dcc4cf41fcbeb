/**
 * `/student/sessionsTable`: the student's sessions, « En cours » (while one runs), « À venir » and « Passées », with
 * date, title, trainer, place, session role and confirmation; « Confirmer ma présence ».
 */
import type { SessionSummary } from '../../../../contract/schemas/sessions';
import { pathTo, PATHS } from '../../../config/routes';
import { sessionRoleLabels, sessionsMessages as t } from '../../../config/messages/sessions';
import { refusalMessage } from '../../../lib/api';
import { Button } from '../../../ui/buttons';
import { Notice, useNotice, type ShowNotice } from '../../../ui/Notice';
import { EmptyState, LoadFailure, Loading } from '../../../ui/states';
import { SessionWeeks } from '../SessionWeeks';
import { useConfirmPresenceMutation, useListSessionsQuery } from '../sessionsApi';
import { bucketOf, frenchDate, weekGroups } from '../sessionView';

function Presence({ session, onNotice }: { session: SessionSummary; onNotice: ShowNotice }) {
  const [confirm, { isLoading }] = useConfirmPresenceMutation();
  if (session.my_confirmed_at) return <>{t.confirmed(frenchDate(session.my_confirmed_at, t.dayFormat))}</>;
  if (session.status !== 'planifiée') return <>{t.notConfirmed}</>;
  return (
    <Button
      type="button"
      $variant="secondary"
      disabled={isLoading}
      aria-label={t.confirmFor(session.title)}
      onClick={() =>
        void confirm(session.id)
          .unwrap()
          .then(
            () => onNotice({ tone: 'success', text: t.confirmedDone }),
            (error: unknown) => onNotice({ tone: 'error', text: refusalMessage(error, t.failed) }),
          )
      }
    >
      {isLoading ? t.confirming : t.confirm}
    </Button>
  );
}

function SessionsTable({ title, sessions, order, empty, onNotice }: {
  title: string;
  sessions: SessionSummary[];
  order: 'soonest' | 'latest' | 'ongoing';
  empty: string;
  onNotice: ShowNotice;
}) {
  return (
    <SessionWeeks
      id={`sessions-${order}`}
      title={title}
      empty={empty}
      groups={weekGroups(sessions, order === 'latest' ? 'latest' : 'soonest')}
      linkTo={(session) => pathTo(PATHS.studentSession, { id: session.id })}
      before={[{ header: t.columns.date, cell: (session) => frenchDate(session.starts_at, t.dateTimeFormat), nowrap: true }]}
      titleHeader={t.columns.title}
      after={[
        { header: t.columns.trainer, cell: (session) => session.trainer_name ?? '' },
        { header: t.columns.place, cell: (session) => session.place || t.noPlace },
        { header: t.columns.role, cell: (session) => (session.my_session_role ? sessionRoleLabels[session.my_session_role] : '') },
        { header: t.columns.confirmation, cell: (session) => <Presence session={session} onNotice={onNotice} />, phone: 'actions' },
      ]}
    />
  );
}

export function StudentSessions() {
  const { data, isLoading, isError, refetch } = useListSessionsQuery();
  const [notice, setNotice] = useNotice();
  if (isLoading) return <Loading>{t.loading}</Loading>;
  if (isError || !data) return <LoadFailure message={t.loadFailed} retryLabel={t.retry} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState title={t.emptyUpcoming}>{t.studentEmpty}</EmptyState>;
  // A session under way is neither ahead of the student nor behind them: it has its own list, shown while
  // one is running (the trainer's page has the same three lists).
  const ongoing = data.filter((session) => bucketOf(session.status) === 'ongoing');
  const past = data.filter((session) => bucketOf(session.status) === 'past');
  const coming = data.filter((session) => bucketOf(session.status) === 'upcoming');
  return (
    <>
      <Notice notice={notice} />
      {ongoing.length > 0 && <SessionsTable title={t.ongoing} sessions={ongoing} order="ongoing" empty={t.emptyOngoing} onNotice={setNotice} />}
      <SessionsTable title={t.upcoming} sessions={coming} order="soonest" empty={t.emptyUpcoming} onNotice={setNotice} />
      <SessionsTable title={t.past} sessions={past} order="latest" empty={t.emptyPast} onNotice={setNotice} />
    </>
  );
}
