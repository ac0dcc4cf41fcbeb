// The store drives every call from listeners; no component needs RTK Query's React hooks.
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query';
import { env } from '../config/env';

/** The hosted API (spec §7). Features inject their endpoints into this one slice. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: env.apiBaseUrl }),
  endpoints: () => ({}),
});
