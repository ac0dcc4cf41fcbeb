import { useSelector } from 'react-redux';
import { actorOf, type Actor } from '../../../contract/policy';
import { selectCurrentUser } from '../auth';
import { selectOrganisationStatus } from '../organisation';

/**
 * The signed-in person as the policy sees them (contract/policy.ts), or null for a visitor: what
 * the UI asks before offering a page or an action. Until the organisation has answered, it counts
 * as active: the guard holds every protected page until then anyway.
 */
export function useViewer(): Actor | null {
  const user = useSelector(selectCurrentUser);
  const organisationStatus = useSelector(selectOrganisationStatus);
  return user && actorOf(user, organisationStatus !== 'inactive');
}
