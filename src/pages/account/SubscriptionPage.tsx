import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { PATHS } from '../../config/routes';
import { subscriptionMessages as t } from '../../config/messages/account';
import { selectCurrentUser } from '../../features/auth';
import { selectOrganisationState, useGetOrganisationQuery } from '../../features/organisation';
import { SubscriptionHistory } from '../../features/subscription';
import { Button } from '../../ui/buttons';
import { Callout, Facts, Section } from '../../ui/content';
import { RoutePage } from '../RoutePage';
import { organisationRows, seatRows } from './accountView';
import { Loading } from '../../ui/states';

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
        <Callout $tone="warning" role="alert">
          <p>{t.seatsFailed}</p>
          <Button $variant="secondary" type="button" onClick={() => void refetch()}>
            {t.retry}
          </Button>
        </Callout>
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
