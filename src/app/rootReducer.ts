/**
 * The one reducer of the app: the features' slices, and RTK Query's cache once the API is loaded. Apart from the store so that
 * the listener middleware can name `RootState` without importing the store that installs it.
 */
import { combineSlices } from '@reduxjs/toolkit';
import { accessHintSlice } from '../features/access';
import { authSlice, identityStateObserved } from '../features/auth';
import consentSlice from '../features/consent/consentSlice';
import { organisationSlice } from '../features/organisation';
import type { AppApi } from '../lib/api';

/** RTK Query's cache, injected when the API is first loaded (see src/lib/api/dataLayer.ts). */
type ApiCache = { [Path in AppApi['reducerPath']]: ReturnType<AppApi['reducer']> };

export const rootReducer = combineSlices(authSlice, organisationSlice, consentSlice, accessHintSlice).withLazyLoadedSlices<ApiCache>();

export type RootState = ReturnType<typeof rootReducer>;

/**
 * What pre-rendered pages are drawn from, and what the browser adopts them with: a visitor whom the
 * identity provider reports as nobody. A first-time visitor's app is in that state before React
 * adopts the page, so adopting it changes nothing on screen and costs no second render.
 */
export const visitorRootState = (): RootState => rootReducer(undefined, identityStateObserved(null));

/**
 * What the protected pages' frames are drawn from at build time: an app that has just started, whom
 * nothing is known of yet (the menus wait, with only the way home). The browser never adopts this
 * state: it replaces the frame with its own first render (src/features/access/prerenderedFrame.ts).
 */
export const startingRootState = (): RootState => rootReducer(undefined, { type: 'app/prerenderedFrame' });
