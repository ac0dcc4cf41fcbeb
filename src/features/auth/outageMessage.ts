import { availabilityMessages } from '../../config/messages/common';
import { selectServiceOutage, type ServiceOutage } from './authSlice';

/** The French sentence for a service that could not be reached; none when nothing is wrong. */
export function outageMessage(outage: ServiceOutage | null): string | null {
  if (!outage) return null;
  return outage.service === 'identity'
    ? availabilityMessages.identityUnreachable(outage.retryInSeconds)
    : availabilityMessages.apiUnreachable(outage.retryInSeconds);
}

/** What the overlay and the sign-in page say while a service cannot be reached; null otherwise. */
export const selectOutageMessage = (state: Parameters<typeof selectServiceOutage>[0]): string | null =>
  outageMessage(selectServiceOutage(state));
