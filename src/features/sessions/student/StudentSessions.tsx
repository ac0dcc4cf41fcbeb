/**
 * `/student/sessionsTable`: the student's sessions, « En cours » (while one runs), « À venir » and « Passées », with
 * date, title, trainer, place, session role and confirmation; « Confirmer ma présence ».
 */
import type { SessionSummary } from '../../../../contract/schemas/sessions';
import { pathTo, PATHS } from '../../../config/routes';
import { sessionRoleLabels, sessionsMessages } from '../../../config/messages/sessions';
import { refusalMessage } from '../../../lib/api';
import { Button } from '../../../ui/buttons';
import { Notice, useNotice, type ShowNotice } from '../../../ui/Notice';
import { EmptyState, LoadFailure, Loading } from '../../../ui/states';
import { SessionWeeks } from '../SessionWeeks';
import { useConfirmPresenceMutation, useListSessionsQuery } from '../sessionsApi';
import { frenchDate } from '../../../ui/dates';
import { bucketOf, weekGroups } from '../sessionLists';

function Presence({ session, onNotice }: { session: SessionSummary; onNotice: ShowNotice }) {
  const [confirm, { isLoading }] = useConfirmPresenceMutation();
  if (session.my_confirmed_at) return <>{sessionsMessages.confirmed(frenchDate(session.my_confirmed_at, sessionsMessages.dayFormat))}</>;
  if (session.status !== 'planifiée') return <>{sessionsMessages.notConfirmed}</>;
  return (
    <Button
      type="button"
      $variant="secondary"
      disabled={isLoading}
      aria-label={sessionsMessages.confirmFor(session.title)}
      onClick={() =>
        void confirm(session.id)
          .unwrap()
          .then(
            () => onNotice({ tone: 'success', text: sessionsMessages.confirmedDone }),
            (error: unknown) => onNotice({ tone: 'error', text: refusalMessage(error, sessionsMessages.failed) }),
          )
      }
    >
      {isLoading ? sessionsMessages.confirming : sessionsMessages.confirm}
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
      before={[{ header: sessionsMessages.columns.date, cell: (session) => frenchDate(session.starts_at, sessionsMessages.dateTimeFormat), nowrap: true }]}
      titleHeader={sessionsMessages.columns.title}
      after={[
        { header: sessionsMessages.columns.trainer, cell: (session) => session.trainer_name ?? '' },
        { header: sessionsMessages.columns.place, cell: (session) => session.place || sessionsMessages.noPlace },
        { header: sessionsMessages.columns.role, cell: (session) => (session.my_session_role ? sessionRoleLabels[session.my_session_role] : '') },
        { header: sessionsMessages.columns.confirmation, cell: (session) => <Presence session={session} onNotice={onNotice} />, phone: 'actions' },
      ]}
    />
  );
}

export function StudentSessions() {
  const { data, isLoading, isError, refetch } = useListSessionsQuery();
  const [notice, setNotice] = useNotice();
  if (isLoading) return <Loading>{sessionsMessages.loading}</Loading>;
  if (isError || !data) return <LoadFailure message={sessionsMessages.loadFailed} retryLabel={sessionsMessages.retry} onRetry={() => void refetch()} />;
  if (data.length === 0) return <EmptyState title={sessionsMessages.emptyUpcoming}>{sessionsMessages.studentEmpty}</EmptyState>;
  // A session under way is neither ahead of the student nor behind them: it has its own list, shown while
  // one is running (the trainer's page has the same three lists).
  const ongoing = data.filter((session) => bucketOf(session.status) === 'ongoing');
  const past = data.filter((session) => bucketOf(session.status) === 'past');
  const coming = data.filter((session) => bucketOf(session.status) === 'upcoming');
  return (
    <>
      <Notice notice={notice} />
      {ongoing.length > 0 && <SessionsTable title={sessionsMessages.ongoing} sessions={ongoing} order="ongoing" empty={sessionsMessages.emptyOngoing} onNotice={setNotice} />}
      <SessionsTable title={sessionsMessages.upcoming} sessions={coming} order="soonest" empty={sessionsMessages.emptyUpcoming} onNotice={setNotice} />
      <SessionsTable title={sessionsMessages.past} sessions={past} order="latest" empty={sessionsMessages.emptyPast} onNotice={setNotice} />
    </>
  );
}
