import dayjs from 'dayjs';
import { useSelector } from 'react-redux';
import { PATHS } from '../../config/routes';
import { upgradeMessages } from '../../config/messages/account';
import { homeMessages } from '../../config/messages/home';
import { OrganisationUnreachable, selectOrganisationState } from '../../features/organisation';
import { Checkout, endedFact, useGetSubscriptionQuery } from '../../features/subscription';
import { Actions, ButtonLink } from '../../ui/buttons';
import { Callout, Section } from '../../ui/content';
import { RoutePage } from '../RoutePage';

/**
 * Where admins of an inactive organisation are steered (docs/product.md §4), and where any admin extends the
 * subscription or changes its seats: plans, seats, total with VAT, card, « Payer » (docs/product.md §11).
 */
export default function UpgradePage() {
  const { status, message, organisation } = useSelector(selectOrganisationState);
  // Only the API's answer says the subscription has ended; a check that failed says nothing of it.
  const inactive = status === 'inactive';
  // The same request as the checkout's (one fetch): its seats complete what the access check says.
  const { data: subscription } = useGetSubscriptionQuery();
  if (status === 'unreachable') return <OrganisationUnreachable />;
  // A failed check's message says why nothing is known; otherwise the offer and the day it ended.
  const fact = message ? null : endedFact(organisation, dayjs().format('YYYY-MM-DD'), subscription?.seats ?? null);
  return (
    <RoutePage lead={inactive ? upgradeMessages.lead : upgradeMessages.activeLead}>
      {inactive && (
        <Section>
          <h2>{upgradeMessages.reasonTitle}</h2>
          <Callout $tone="warning">
            <p>{message ?? (fact ? upgradeMessages.ended(fact.plan, fact.seats, fact.endedOn) : upgradeMessages.defaultReason)}</p>
          </Callout>
        </Section>
      )}
      <Checkout />
      <Section>
        <h2>{upgradeMessages.quoteTitle}</h2>
        <p>{upgradeMessages.quote}</p>
        <Actions>
          <ButtonLink to={PATHS.contact} $variant="secondary">
            {homeMessages.quoteAction}
          </ButtonLink>
          <ButtonLink to={PATHS.pricing} $variant="secondary">
            {homeMessages.pricingAction}
          </ButtonLink>
          <ButtonLink to={PATHS.subscription} $variant="secondary">
            {upgradeMessages.subscription}
          </ButtonLink>
        </Actions>
      </Section>
    </RoutePage>
  );
}
