import type { AppStartListening } from '../../app/listenerMiddleware';
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
      const request = listenerApi.dispatch(
        organisationApi.endpoints.checkOrganisationAccess.initiate(organisationId, { forceRefetch: true, subscribe: false }),
      );
      const { data: access } = await listenerApi.pause(request);
      // The answer is stale if the user changed while it travelled.
      if (!access || listenerApi.getState().auth.user?.uid !== user.uid) return;
      if (access.message !== null) {
        listenerApi.dispatch(organisationCheckFailed({ message: access.message, organisation: access.organisation }));
      } else {
        listenerApi.dispatch(organisationStatusReceived({ isActive: access.isActive, organisation: access.organisation }));
      }
    },
  });
}
