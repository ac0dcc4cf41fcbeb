/**
 * Where the one RTK Query API meets the store without being in a visitor's first load.
 *
 * RTK Query (≈ 12 kB gzip with its React hooks) serves signed-in people only: a visitor on a public page
 * never calls the API. So `baseApi.ts` is not imported by anything a visitor loads: the signed-in
 * listeners import their endpoints on demand, and pages behind the guard are lazy chunks. When the
 * module is evaluated it announces the API here, and every store created with `createAppStore`
 * installs its reducer and middleware at that moment, synchronously, before any endpoint can be used.
 */
import type { Middleware, Reducer, UnknownAction } from '@reduxjs/toolkit';
import type { CombinedState } from '@reduxjs/toolkit/query';

/** The resources of docs/product.md §12, for cache invalidation between endpoints. */
export const TAG_TYPES = [
  'Profile',
  'Organisation',
  'User',
  'Tag',
  'Document',
  'Consent',
  'Subscription',
  'Folder',
  'Scenario',
  'ScenarioVersion',
  'Session',
  'SessionEvent',
  'Evaluation',
  'Student',
  'InactiveUser',
  'AuditEntry',
] as const;
export type TagType = (typeof TAG_TYPES)[number];

/** RTK Query's part of the state. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- no endpoint is known here: features inject them
export type ApiCacheState = CombinedState<{}, TagType, 'api'>;

/**
 * What the store needs of the API, described here rather than imported from baseApi.ts: this module is
 * what baseApi.ts calls, and the dependency stays one-way.
 */
export type AppApi = {
  reducerPath: 'api';
  reducer: Reducer<ApiCacheState, UnknownAction>;
  middleware: Middleware;
  util: { resetApiState: () => UnknownAction };
};

let loaded: AppApi | null = null;
const installers = new Set<(api: AppApi) => void>();

/** Called once, by `baseApi.ts` as it is evaluated. */
export function apiLoaded(api: AppApi): void {
  loaded = api;
  for (const install of installers) install(api);
}

/** Runs `install` with the API now if it is loaded, otherwise as soon as it is. Returns an unsubscribe. */
export function whenApiLoaded(install: (api: AppApi) => void): () => void {
  if (loaded) {
    install(loaded);
    return () => undefined;
  }
  installers.add(install);
  return () => installers.delete(install);
}

/** The API if some code has loaded it; `null` while nobody needed it (nothing is cached then). */
export const loadedApi = (): AppApi | null => loaded;

/** True while a query of the data layer is on its way (nothing loaded: nothing on its way). */
export function selectQueriesInFlight(state: { api?: ApiCacheState }): boolean {
  return Object.values(state.api?.queries ?? {}).some((query) => query?.status === 'pending');
}
