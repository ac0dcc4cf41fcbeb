import { createListenerMiddleware, type ThunkDispatch, type UnknownAction } from '@reduxjs/toolkit';
import { addAccessHintListeners } from '../features/access';
import { addAuthListeners } from '../features/auth';
import { addConsentListeners } from '../features/consent/consentListeners';
import { addOrganisationListeners } from '../features/organisation';
import type { Services, StartListening } from '../lib/services';
import { addFirstQueryPrefetch } from './listeners/prefetchFirstQuery';
import { addSignOutListener } from './listeners/signOut';
import { addTimelineMarks } from './listeners/timelineMarks';
import type { RootState } from './rootReducer';

export type AppStartListening = StartListening<RootState>;

/** One middleware per store, so that each test store gets its own services. */
export function createAppListenerMiddleware(services: Services) {
  const listenerMiddleware = createListenerMiddleware({ extra: services });
  // Features type their listeners with the slice state they read (`StartListening<{ auth: AuthState }>`).
  const startAppListening = listenerMiddleware.startListening.withTypes<
    RootState,
    ThunkDispatch<RootState, Services, UnknownAction>,
    Services
  >();
  addAuthListeners(startAppListening);
  addOrganisationListeners(startAppListening);
  addAccessHintListeners(startAppListening);
  addConsentListeners(startAppListening);
  addSignOutListener(startAppListening);
  addFirstQueryPrefetch(startAppListening);
  addTimelineMarks(startAppListening);
  return listenerMiddleware;
}
