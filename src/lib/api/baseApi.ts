/**
 * The data layer: one RTK Query API for the whole app. Features inject their endpoints from their
 * own folder (`api.injectEndpoints`), with request and response types from `contract/`; pages use
 * the generated hooks. Slices keep client state only. A successful answer reaches an endpoint as
 * its `data` (the envelope opened in the base query), so endpoints declare only what they return.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '../../config/env';
import { authenticatedBaseQuery } from './authenticatedBaseQuery';
import { apiLoaded, TAG_TYPES } from './dataLayer';
import { adoptingFetch } from './earlyFetch';
import { unwrapEnvelope } from './unwrapEnvelope';

export { TAG_TYPES };

export const api = createApi({
  reducerPath: 'api',
  // An endpoint's result is its answer's `data`: the envelope is opened once, here (unwrapEnvelope.ts).
  // A signed-in reload's first requests may already have been sent before the app started (earlyFetch.ts).
  baseQuery: unwrapEnvelope(authenticatedBaseQuery(fetchBaseQuery({ baseUrl: env.apiBaseUrl, fetchFn: adoptingFetch }))),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

// Every store installs the API's reducer and middleware now (see dataLayer.ts).
apiLoaded(api);
