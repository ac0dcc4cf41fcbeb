import { signOutRequested, userSignedOut } from '../../features/auth';
import { cookiesCleared } from '../../features/consent';
import { loadedApi } from '../../lib/api';
import { removeAllCookies } from '../../lib/cookies';
import type { StartListening } from '../../lib/services';
import type { RootState } from '../rootReducer';
import { PATHS } from '../../config/routes';

/** Sign-out, in the product's order (docs/product.md §4.4). It spans several features, so it lives here. */
export function addSignOutListener(startAppListening: StartListening<RootState>): void {
  startAppListening({
    actionCreator: signOutRequested,
    effect: async (_action, listenerApi) => {
      const { identity, navigate } = listenerApi.extra;
      listenerApi.dispatch(userSignedOut({ reason: 'requested' }));
      const api = loadedApi();
      if (api) listenerApi.dispatch(api.util.resetApiState());
      try {
        await identity.signOut();
      } finally {
        // Local traces go even if the provider could not be reached.
        navigate(PATHS.home);
        localStorage.clear();
        removeAllCookies();
        listenerApi.dispatch(cookiesCleared());
        navigate(PATHS.login, { replace: true });
      }
    },
  });
}
