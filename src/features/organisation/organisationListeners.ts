import type { AppStartListening } from '../../app/listenerMiddleware';
import { organisationMessages } from '../../config/messages/common';
import { retryDelayMs } from '../../lib/retry';
import { userSignedIn } from '../auth';
import { organisationApi } from './organisationApi';
import { organisationCheckFailed, organisationStatusReceived } from './organisationSlice';

export function addOrganisationListeners(startAppListening: AppStartListening): void {
  // Spec §4: once a user is loaded, an organisation, if any, is checked.
  startAppListening({
    actionCreator: userSignedIn,
    effect: async ({ payload: user }, listenerApi) => {
      listenerApi.cancelActiveListeners();
      const organisationId = user.uid_organisation;
      if (!organisationId) return;
      const stillSameUser = () => listenerApi.getState().auth.user?.uid === user.uid;

      for (let attempt = 0; ; attempt += 1) {
        const request = listenerApi.dispatch(
          organisationApi.endpoints.checkOrganisationAccess.initiate(organisationId, { forceRefetch: true, subscribe: false }),
        );
        const { data: access } = await listenerApi.pause(request);
        // The answer is stale if the user changed while it travelled.
        if (!access || !stillSameUser()) return;
        if (access.message === null) {
          listenerApi.dispatch(organisationStatusReceived({ isActive: access.isActive, organisation: access.organisation }));
          return;
        }
        listenerApi.dispatch(organisationCheckFailed({ message: access.message, organisation: access.organisation }));
        // The API's own refusal is an answer; only the network or the server failing is worth another try.
        if (access.message !== organisationMessages.networkOrServer) return;
        await listenerApi.delay(retryDelayMs(attempt));
        if (!stillSameUser()) return;
      }
    },
  });
}
