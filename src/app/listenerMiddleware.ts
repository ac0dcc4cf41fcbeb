import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import { addAuthListeners } from '../features/auth';
import { addConsentListeners } from '../features/consent/consentListeners';
import { addOrganisationListeners } from '../features/organisation';
import type { Services } from '../lib/services';
import { addSignOutListener } from './listeners/signOut';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, Services>;

/** One middleware per store, so that each test store gets its own services. */
export function createAppListenerMiddleware(services: Services) {
  const listenerMiddleware = createListenerMiddleware({ extra: services });
  // Features type their listeners with the slice state they read (`StartListening<{ auth: AuthState }>`).
  const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch, Services>();
  addAuthListeners(startAppListening);
  addOrganisationListeners(startAppListening);
  addConsentListeners(startAppListening);
  addSignOutListener(startAppListening);
  return listenerMiddleware;
}
