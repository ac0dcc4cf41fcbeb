import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { authSlice, identityStateObserved } from '../features/auth';
import consentSlice from '../features/consent/consentSlice';
import { organisationSlice } from '../features/organisation';
import { api } from '../lib/api';
import type { Services } from '../lib/services';
import { createAppListenerMiddleware } from './listenerMiddleware';

const rootReducer = combineSlices(authSlice, organisationSlice, consentSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/**
 * What pre-rendered pages are drawn from, and what the browser adopts them with: a visitor whom the
 * identity provider reports as nobody. A first-time visitor's app is in that state before React
 * adopts the page, so adopting it changes nothing on screen and costs no second render.
 */
export const visitorRootState = (): RootState => rootReducer(undefined, identityStateObserved(null));

export function createAppStore(services: Services, preloadedState?: Partial<RootState>) {
  const listenerMiddleware = createAppListenerMiddleware(services);
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    // RTK Query reads the services as `extra` (the identity provider gives it fresh tokens).
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services } })
        .prepend(listenerMiddleware.middleware)
        .concat(api.middleware),
    devTools: process.env.NODE_ENV !== 'production' && { name: 'SimuSession' },
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
