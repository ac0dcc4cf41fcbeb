import { useDispatch, useSelector } from 'react-redux';
import { availabilityMessages } from '../../config/messages/common';
import { Actions, Button } from '../../ui/buttons';
import { Callout } from '../../ui/Callout';
import { Page } from '../../ui/Page';
import { OutageSignOut } from '../auth';
import { organisationRetryRequested, selectOrganisationState } from './organisationSlice';

/**
 * What a member sees while the organisation check has no answer (the API or the network failing):
 * that the service is unreachable and will be asked again, never that the subscription has ended.
 * « Réessayer » asks at once; « Déconnexion » lets someone on a shared computer leave meanwhile.
 */
export function OrganisationUnreachable() {
  const dispatch = useDispatch();
  const state = useSelector(selectOrganisationState);
  const retrying = state.status === 'unreachable' && state.retrying;
  const seconds = state.status === 'unreachable' ? state.retryInSeconds : null;
  return (
    <Page title={availabilityMessages.organisationUnreachableTitle} lead={availabilityMessages.organisationUnreachable}>
      <Callout $tone="warning" role="status" aria-live="polite">
        <p>{retrying ? availabilityMessages.retrying : seconds !== null && availabilityMessages.apiUnreachable(seconds)}</p>
      </Callout>
      <Actions>
        <Button type="button" aria-disabled={retrying} onClick={() => retrying || dispatch(organisationRetryRequested())}>
          {availabilityMessages.retry}
        </Button>
        <OutageSignOut />
      </Actions>
    </Page>
  );
}
