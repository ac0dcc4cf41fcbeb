import { boundedRetryDelayMs, RATE_LIMITED_CHECK, retryDelayMs } from '../../lib/retry';
import type { StartListening } from '../../lib/services';
import { userSignedIn, type AuthState } from '../auth';
import { organisationCheckFailed, organisationStatusReceived, type OrganisationState } from './organisationSlice';

type State = { auth: AuthState; organisation: OrganisationState };

export function addOrganisationListeners(startAppListening: StartListening<State>): void {
  // Spec §4: once a user is loaded, an organisation, if any, is checked.
  startAppListening({
    actionCreator: userSignedIn,
    effect: async ({ payload: user }, listenerApi) => {
      listenerApi.cancelActiveListeners();
      const organisationId = user.uid_organisation;
      if (!organisationId) return;
      const stillSameUser = () => listenerApi.getState().auth.user?.uid === user.uid;
      // In the data layer's chunk, already loaded by the profile call that signed this user in.
      const { organisationApi } = await import('./organisationApi');
      if (!stillSameUser()) return;

      for (let attempt = 0, rateLimited = 0; ; ) {
        const request = listenerApi.dispatch(
          organisationApi.endpoints.checkOrganisationAccess.initiate(organisationId, { forceRefetch: true, subscribe: false }),
        );
        const { data: check } = await listenerApi.pause(request);
        // The answer is stale if the user changed while it travelled.
        if (!check || !stillSameUser()) return;

        // Issue 19: a rate limit is "not now", not a "no". The user keeps waiting (status unknown)
        // for a few short tries; after them it becomes spec §8's error outcome, retried as one.
        if (check.outcome === 'transient') {
          const wait = boundedRetryDelayMs(RATE_LIMITED_CHECK, rateLimited, check.retryAfterMs);
          if (wait !== null) {
            rateLimited += 1;
            await listenerApi.delay(wait);
            if (!stillSameUser()) return;
            continue;
          }
        }

        const { access } = check;
        if (access.message === null) {
          listenerApi.dispatch(organisationStatusReceived({ isActive: access.isActive, organisation: access.organisation }));
          return;
        }
        listenerApi.dispatch(organisationCheckFailed({ message: access.message, organisation: access.organisation }));
        // The API's own answer (a refusal, an unexpected body) is final; only a failure is worth another try.
        if (check.outcome === 'ok' || check.outcome === 'refused') return;
        await listenerApi.delay(retryDelayMs(attempt, check.retryAfterMs));
        attempt += 1;
        if (!stillSameUser()) return;
      }
    },
  });
}
