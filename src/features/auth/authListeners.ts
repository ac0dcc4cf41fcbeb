import { isAnyOf } from '@reduxjs/toolkit';
import { loadedApi } from '../../lib/api';
import { retryDelayMs } from '../../lib/retry';
import type { StartListening } from '../../lib/services';
import {
  appStarted,
  type AuthState,
  browserWentOnline,
  identityStateObserved,
  profileServiceUnreachable,
  userSignedIn,
  userSignedOut,
} from './authSlice';
import { buildSignedInUser } from './profile';

/** What ends a wait before the next profile call early: a sign-out stops the retries, the network coming back hastens them. */
const endsTheWait = isAnyOf(userSignedOut, browserWentOnline);

export function addAuthListeners(startAppListening: StartListening<{ auth: AuthState }>): void {
  // Observe the identity provider (and the browser's connectivity) for the life of the app.
  startAppListening({
    actionCreator: appStarted,
    effect: async (_action, listenerApi) => {
      listenerApi.unsubscribe();
      const stop = listenerApi.extra.identity.observe((user) => listenerApi.dispatch(identityStateObserved(user)));
      const online = () => listenerApi.dispatch(browserWentOnline());
      const browser = typeof window === 'undefined' ? null : window;
      browser?.addEventListener('online', online);
      try {
        await listenerApi.condition(() => false);
      } finally {
        browser?.removeEventListener('online', online);
        stop();
      }
    },
  });

  // docs/product.md §4.1: a provider user counts as signed in only with a verified e-mail and a profile.
  startAppListening({
    actionCreator: identityStateObserved,
    effect: async ({ payload: identityUser }, listenerApi) => {
      // The newest observation wins over a profile call still in flight, and over pending retries.
      listenerApi.cancelActiveListeners();
      const before = listenerApi.getOriginalState().auth;
      const { identity } = listenerApi.extra;

      if (!identityUser) {
        // Signed out elsewhere (another tab, a revoked session): forget this user here too.
        if (before.status === 'signedIn') {
          listenerApi.dispatch(userSignedOut({ reason: 'elsewhere' }));
          const api = loadedApi();
          if (api) listenerApi.dispatch(api.util.resetApiState());
        }
        return;
      }
      if (before.status === 'signedIn' && before.user.uid === identityUser.uid) return;

      // The state changes before the provider's own sign-out, whose "no user" event follows.
      if (!identityUser.emailVerified) {
        listenerApi.dispatch(userSignedOut({ reason: 'emailNotVerified' }));
        await identity.signOut();
        return;
      }
      // The data layer loads with the first signed-in user, in its own chunk (see src/lib/api/dataLayer.ts).
      const { profileApi } = await import('./profileApi');
      for (let attempt = 0; ; attempt += 1) {
        const request = listenerApi.dispatch(
          profileApi.endpoints.getProfile.initiate(identityUser.uid, { forceRefetch: true, subscribe: false }),
        );
        const { data: outcome } = await listenerApi.pause(request);
        if (outcome?.kind === 'profile') {
          listenerApi.dispatch(userSignedIn(buildSignedInUser(identityUser, outcome.profile)));
          return;
        }
        if (outcome?.kind !== 'unreachable') {
          // docs/product.md §8: the service answered, with no profile: silent sign-out.
          listenerApi.dispatch(userSignedOut({ reason: 'profileMissing' }));
          await identity.signOut();
          return;
        }
        // Nobody could answer now (docs/product.md §19.6) (down, overloaded, rate-limited). The user is not
        // signed out: the guard keeps waiting, and says why, until the server's Retry-After or the schedule.
        const delayMs = retryDelayMs(attempt, outcome.retryAfterMs);
        listenerApi.dispatch(profileServiceUnreachable({ service: outcome.service, retryInSeconds: Math.ceil(delayMs / 1000) }));
        await listenerApi.condition(endsTheWait, delayMs);
        if (listenerApi.getState().auth.status !== 'loading') return;
      }
    },
  });
}
