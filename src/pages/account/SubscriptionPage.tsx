import { Link } from 'react-router-dom';
import { useSelector } from 'react-redux';
import { PATHS } from '../../config/routes';
import { subscriptionMessages as t } from '../../config/messages/account';
import { selectOrganisationState } from '../../features/organisation';
import { Callout, Facts, Section } from '../../ui/content';
import { RoutePage } from '../RoutePage';
import { organisationRows } from './accountView';

export default function SubscriptionPage() {
  const { status, organisation, message } = useSelector(selectOrganisationState);
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
        {status === 'inactive' && (
          <p>
            <Link to={PATHS.upgrade}>{t.renew}</Link>
          </p>
        )}
      </Section>
      <Section>
        <h2>{t.recordTitle}</h2>
        {organisation ? <Facts rows={organisationRows(organisation)} /> : <p>{t.noRecord}</p>}
      </Section>
    </RoutePage>
  );
}
