import { useSelector } from 'react-redux';
import { PATHS } from '../../config/routes';
import { upgradeMessages as t } from '../../config/messages/account';
import { homeMessages } from '../../config/messages/home';
import { selectOrganisationState } from '../../features/organisation';
import { Actions, ButtonLink } from '../../ui/buttons';
import { Callout, Section } from '../../ui/content';
import { RoutePage } from '../RoutePage';
import { UnlessAccessRestored } from './AccessRestored';

/** Where admins of an inactive organisation are steered (spec §4). */
export default function UpgradePage() {
  const { message } = useSelector(selectOrganisationState);
  return (
    <UnlessAccessRestored>
      <RoutePage lead={t.lead}>
        <Section>
          <h2>{t.reasonTitle}</h2>
          <Callout $tone="warning">
            <p>{message ?? t.defaultReason}</p>
          </Callout>
        </Section>
        <Section>
          <h2>{t.nextTitle}</h2>
          <p>{t.next}</p>
          <Actions>
            <ButtonLink to={PATHS.contact}>{homeMessages.quoteAction}</ButtonLink>
            <ButtonLink to={PATHS.pricing} $variant="secondary">
              {homeMessages.pricingAction}
            </ButtonLink>
            <ButtonLink to={PATHS.subscription} $variant="secondary">
              {t.subscription}
            </ButtonLink>
          </Actions>
        </Section>
      </RoutePage>
    </UnlessAccessRestored>
  );
}
