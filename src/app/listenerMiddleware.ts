import { createListenerMiddleware, type TypedStartListening } from '@reduxjs/toolkit';
import { addAuthListeners } from '../features/auth/authListeners';
import { addConsentListeners } from '../features/consent/consentListeners';
import { addOrganisationListeners } from '../features/organisation/organisationListeners';
import { addSignOutListener } from './listeners/signOut';
import type { AppServices } from './services';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = TypedStartListening<RootState, AppDispatch, AppServices>;

/** One middleware per store, so that each test store gets its own services. */
export function createAppListenerMiddleware(services: AppServices) {
  const listenerMiddleware = createListenerMiddleware({ extra: services });
  const startAppListening = listenerMiddleware.startListening.withTypes<RootState, AppDispatch, AppServices>();
  addAuthListeners(startAppListening);
  addOrganisationListeners(startAppListening);
  addConsentListeners(startAppListening);
  addSignOutListener(startAppListening);
  return listenerMiddleware;
}
