import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { PATHS } from '../../config/routes';
import { subscriptionMessages as t } from '../../config/messages/account';
import { selectCurrentUser } from '../../features/auth';
import { selectOrganisationState, useGetOrganisationQuery } from '../../features/organisation';
import { SubscriptionHistory } from '../../features/subscription';
import { Callout, Facts, Section } from '../../ui/content';
import { LoadFailure, Loading } from '../../ui/states';
import { RoutePage } from '../RoutePage';
import { organisationRows, seatRows } from './accountView';

/** Seats and period, read from the API (the access check above carries neither). */
function SeatsAndPeriod() {
  const user = useSelector(selectCurrentUser);
  const { data, isLoading, isError, refetch } = useGetOrganisationQuery(undefined, { skip: !user?.uid_organisation });
  if (!user?.uid_organisation) return null;
  return (
    <Section aria-busy={isLoading}>
      <h2>{t.seatsTitle}</h2>
      {isLoading && <Loading>{t.seatsLoading}</Loading>}
      {isError && !data && (
        <LoadFailure message={t.seatsFailed} retryLabel={t.retry} onRetry={() => void refetch()} />
      )}
      {data && <Facts rows={seatRows(data, dayjs().format('YYYY-MM-DD'))} />}
    </Section>
  );
}

export default function SubscriptionPage() {
  const { status, organisation, message } = useSelector(selectOrganisationState);
  const user = useSelector(selectCurrentUser);
  return (
    <RoutePage>
      <Section>
        <h2>{t.statusTitle}</h2>
        <Callout $tone={status === 'inactive' ? 'warning' : 'info'}>
          <p>
            <strong>{t.status[status]}</strong>
          </p>
          {message && <p>{`${t.messageLabel} : ${message}`}</p>}
        </Callout>
        {status !== 'unknown' && (
          <p>
            <Link to={PATHS.upgrade}>{status === 'inactive' ? t.renew : t.extend}</Link>
          </p>
        )}
      </Section>
      <Section>
        <h2>{t.recordTitle}</h2>
        {organisation ? <Facts rows={organisationRows(organisation)} /> : <p>{t.noRecord}</p>}
      </Section>
      <SeatsAndPeriod />
      {user?.uid_organisation && <SubscriptionHistory />}
    </RoutePage>
  );
}
