import { configureStore } from '@reduxjs/toolkit';
import { api } from '../lib/api';
import type { Services } from '../lib/services';
import { createAppListenerMiddleware } from './listenerMiddleware';
import { rootReducer, type RootState } from './rootReducer';

export { visitorRootState, type RootState } from './rootReducer';

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
