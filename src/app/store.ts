import { configureStore, createAction, createDynamicMiddleware } from '@reduxjs/toolkit';
import { whenApiLoaded } from '../lib/api';
import type { Services } from '../lib/services';
import { createAppListenerMiddleware } from './listenerMiddleware';
import { rootReducer, type RootState } from './rootReducer';

export { startingRootState, visitorRootState, type RootState } from './rootReducer';

/** The data layer joined the store: its cache now has a place in the state (see src/lib/api/dataLayer.ts). */
export const dataLayerLoaded = createAction('app/dataLayerLoaded');

export function createAppStore(services: Services, preloadedState?: Partial<RootState>) {
  const listenerMiddleware = createAppListenerMiddleware(services);
  // RTK Query's middleware arrives with the API, after the store exists (a visitor never loads it).
  const dataLayerMiddleware = createDynamicMiddleware();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    // RTK Query reads the services as `extra` (the identity provider gives it fresh tokens).
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: services } })
        .prepend(listenerMiddleware.middleware)
        .concat(dataLayerMiddleware.middleware),
    // The data layer's own updates (an optimistic tick, a pushed event) reach the page in the same task, still
    // batched: with the default (the next animation frame), a box just clicked was drawn unticked for a frame.
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: { type: 'tick' } }),
    devTools: process.env.NODE_ENV !== 'production' && { name: 'SimuSession' },
  });
  whenApiLoaded((api) => {
    rootReducer.inject(api);
    dataLayerMiddleware.addMiddleware(api.middleware);
    // Gives the cache its initial state at once, before any hook reads it.
    store.dispatch(dataLayerLoaded());
  });
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
