import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { ROLE_HOME } from '../../config/routes';
import { accessRestoredMessages } from '../../config/messages/account';
import { selectCurrentUser } from '../../features/auth';
import { selectOrganisationStatus } from '../../features/organisation';
import { Actions, ButtonLink } from '../../ui/buttons';
import { Callout, Section } from '../../ui/content';
import { RoutePage } from '../RoutePage';

/**
 * The pages a member of an inactive organisation is sent to. The organisation check is retried on
 * its own after a network failure: once it says "active", these pages say so and offer the way back.
 */
export function UnlessAccessRestored({ children }: { children: ReactNode }) {
  const user = useSelector(selectCurrentUser);
  const status = useSelector(selectOrganisationStatus);
  if (!user?.uid_organisation || status !== 'active') return children;
  return (
    <RoutePage>
      <Section>
        <Callout role="status">
          <p>{accessRestoredMessages.text}</p>
        </Callout>
        <Actions>
          <ButtonLink to={ROLE_HOME[user.role]}>{accessRestoredMessages.action}</ButtonLink>
        </Actions>
      </Section>
    </RoutePage>
  );
}
