import dayjs from 'dayjs';
import { useSelector } from 'react-redux';
import { PATHS, routeAt } from '../config/routes';
import { expiredMessages, subscriptionMessages } from '../config/messages/account';
import { formMessages } from '../config/messages/forms';
import { selectCurrentUser } from '../features/auth';
import { isOffered, useViewer } from '../features/navigation';
import { OrganisationUnreachable, selectOrganisationState } from '../features/organisation';
import { endedFact } from '../features/subscription';
import { Actions, ButtonLink } from '../ui/buttons';
import { Callout, Section } from '../ui/content';
import { RoutePage } from './RoutePage';
import { UnlessAccessRestored } from './account/AccessRestored';

/** Where members of an inactive organisation are sent (docs/product.md §4): only their administrator can renew. */
export default function ExpiredPage() {
  const user = useSelector(selectCurrentUser);
  // docs/product.md §8: the status message says why (the API's words, or a network failure).
  const { status, message, organisation } = useSelector(selectOrganisationState);
  // What the access check knows: the offer and the day it ended (no seats: a member cannot read them).
  const fact = user && !message ? endedFact(organisation, dayjs().format('YYYY-MM-DD')) : null;
  const viewer = useViewer();
  // Only whom the policy lets renew (the organisation's administrator) is offered the way to.
  const canRenew = isOffered(routeAt(PATHS.upgrade), viewer);
  // A check that failed says nothing of the subscription: this page must not say it has ended.
  if (user && status === 'unreachable') return <OrganisationUnreachable />;
  return (
    <UnlessAccessRestored>
      <RoutePage lead={expiredMessages.lead}>
        {user && (user.organisation || message || fact) && (
          <Section>
            <h2>{expiredMessages.factsTitle}</h2>
            <Callout $tone="warning">
              {user.organisation && <p>{expiredMessages.organisation(user.organisation)}</p>}
              {message && <p role="status">{message}</p>}
              {fact && <p>{expiredMessages.ended(fact.plan, fact.endedOn)}</p>}
            </Callout>
          </Section>
        )}
        <Section>
          <h2>{expiredMessages.memberTitle}</h2>
          {user ? (
            <>
              <p>{canRenew ? expiredMessages.admin : expiredMessages.member}</p>
              <Actions>
                {canRenew && <ButtonLink to={PATHS.upgrade}>{subscriptionMessages.renew}</ButtonLink>}
                {/* « Déconnexion » is the navigation's, once: not repeated here. */}
                <ButtonLink to={PATHS.account} $variant="secondary">
                  {expiredMessages.account}
                </ButtonLink>
              </Actions>
            </>
          ) : (
            <>
              <p>{expiredMessages.signedOut}</p>
              <Actions>
                <ButtonLink to={PATHS.login}>{formMessages.signIn}</ButtonLink>
              </Actions>
            </>
          )}
        </Section>
      </RoutePage>
    </UnlessAccessRestored>
  );
}
