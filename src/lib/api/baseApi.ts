/**
 * The data layer: one RTK Query API for the whole app. Features inject their endpoints from their
 * own folder (`api.injectEndpoints`), with request and response types from `contract/`; pages use
 * the generated hooks. Slices keep client state only.
 */
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { env } from '../../config/env';
import { authenticatedBaseQuery } from './authenticatedBaseQuery';
import { apiLoaded, TAG_TYPES } from './dataLayer';

export { TAG_TYPES };

export const api = createApi({
  reducerPath: 'api',
  baseQuery: authenticatedBaseQuery(fetchBaseQuery({ baseUrl: env.apiBaseUrl })),
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});

// Every store installs the API's reducer and middleware now (see dataLayer.ts).
apiLoaded(api);
