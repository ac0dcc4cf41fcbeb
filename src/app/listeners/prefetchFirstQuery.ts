import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { identityStateObserved } from '../../features/auth';
import type { StartListening } from '../../lib/services';
import { FIRST_QUERY_MODULES, firstQueryToPrefetch, organisationToCheckEarly, type FirstQuery } from '../firstQueries';
import type { RootState } from '../rootReducer';

// The store's dispatch as a listener sees it, named from the root reducer's state rather than from store.ts,
// which builds the listener middleware (importing it here would close a circle).
type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/**
 * How each first query is sent: its endpoint's module is loaded on demand (the page's chunk loads it
 * too, and webpack fetches it once), then RTK Query's `prefetch`: a request without a subscription,
 * whose answer the page's own hook finds in the cache (or joins while it travels) once mounted.
 */
const SEND: Readonly<Record<FirstQuery, (dispatch: AppDispatch) => Promise<void>>> = {
  listSessions: async (dispatch) => {
    const { sessionsApi } = await FIRST_QUERY_MODULES.listSessions();
    dispatch(sessionsApi.util.prefetch('listSessions', undefined, {}));
  },
};

/** The organisation check, sent beside the profile call; the sign-in's own check takes its answer (ORGANISATION_CHECK_REUSE_S). */
async function checkOrganisationEarly(dispatch: AppDispatch, organisationId: string): Promise<void> {
  const { organisationApi } = await import('../../features/organisation/organisationApi');
  dispatch(organisationApi.util.prefetch('checkOrganisationAccess', organisationId, {}));
}

const currentLocation = () => (typeof window === 'undefined' ? null : window.location);

/**
 * On a signed-in reload, the page's first query goes out as soon as the identity
 * provider names the person (the ID token is then known to the base query), in parallel with the
 * profile and organisation calls the guard waits for; see firstQueries.ts for when, and why nothing
 * is shown before the guard allows the page.
 */
export function addFirstQueryPrefetch(startAppListening: StartListening<RootState>): void {
  startAppListening({
    actionCreator: identityStateObserved,
    effect: async ({ payload: identityUser }, listenerApi) => {
      const location = currentLocation();
      if (!location) return;
      const { auth, accessHint } = listenerApi.getState();
      const organisationId = organisationToCheckEarly({ identityUser, authStatus: auth.status, hint: accessHint.hint });
      if (organisationId) void checkOrganisationEarly(listenerApi.dispatch as AppDispatch, organisationId);
      const query = firstQueryToPrefetch({
        pathname: location.pathname,
        search: location.search,
        identityUser,
        authStatus: auth.status,
        hint: accessHint.hint,
      });
      if (query) await SEND[query](listenerApi.dispatch as AppDispatch);
    },
  });
}
