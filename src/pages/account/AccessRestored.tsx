import { useAppSelector } from '../../app/hooks';
import { ROLE_HOME } from '../../app/routes';
import { accessRestoredMessages as t } from '../../config/messages/account';
import { selectCurrentUser } from '../../features/auth';
import { selectOrganisationStatus } from '../../features/organisation';
import { Actions, ButtonLink } from '../../ui/buttons';
import { Callout, Section } from '../../ui/content';

/** The organisation check succeeded after a failure (it is retried on its own): say so and offer the way back. */
export function useAccessRestored(): boolean {
  const user = useAppSelector(selectCurrentUser);
  const status = useAppSelector(selectOrganisationStatus);
  return user !== null && status === 'active';
}

export function AccessRestored() {
  const user = useAppSelector(selectCurrentUser);
  if (!user) return null;
  return (
    <Section>
      <Callout role="status">
        <p>{t.text}</p>
      </Callout>
      <Actions>
        <ButtonLink to={ROLE_HOME[user.role]}>{t.action}</ButtonLink>
      </Actions>
    </Section>
  );
}
