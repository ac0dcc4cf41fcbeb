import { combineSlices, configureStore } from '@reduxjs/toolkit';
import authSlice from '../features/auth/authSlice';
import consentSlice from '../features/consent/consentSlice';
import organisationSlice from '../features/organisation/organisationSlice';
import { api } from './api';
import { createAppListenerMiddleware } from './listenerMiddleware';
import type { AppServices } from './services';

const rootReducer = combineSlices(authSlice, organisationSlice, consentSlice, api);

export type RootState = ReturnType<typeof rootReducer>;

/** A store's state before anything happened: what pre-rendered pages are drawn from. */
export const initialRootState = (): RootState => rootReducer(undefined, { type: 'app/initialised' });

export function createAppStore(services: AppServices, preloadedState?: Partial<RootState>) {
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
