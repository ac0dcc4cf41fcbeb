import { api } from '../../app/api';
import type { AppStartListening } from '../../app/listenerMiddleware';
import { appStarted, identityStateObserved, userSignedIn, userSignedOut } from './authSlice';
import { buildSignedInUser } from './profile';
import { profileApi } from './profileApi';

export function addAuthListeners(startAppListening: AppStartListening): void {
  // Observe the identity provider for the life of the app.
  startAppListening({
    actionCreator: appStarted,
    effect: async (_action, listenerApi) => {
      listenerApi.unsubscribe();
      const stop = listenerApi.extra.identity.observe((user) => listenerApi.dispatch(identityStateObserved(user)));
      try {
        await listenerApi.condition(() => false);
      } finally {
        stop();
      }
    },
  });

  // Spec §4: a provider user counts as signed in only with a verified e-mail and a profile.
  startAppListening({
    actionCreator: identityStateObserved,
    effect: async ({ payload: identityUser }, listenerApi) => {
      // The newest observation wins over a profile call still in flight.
      listenerApi.cancelActiveListeners();
      const before = listenerApi.getOriginalState().auth;
      const { identity } = listenerApi.extra;

      if (!identityUser) {
        // Signed out elsewhere (another tab, a revoked session): forget this user here too.
        if (before.status === 'signedIn') {
          listenerApi.dispatch(userSignedOut({ reason: 'elsewhere' }));
          listenerApi.dispatch(api.util.resetApiState());
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
      const request = listenerApi.dispatch(
        profileApi.endpoints.getProfile.initiate(identityUser.uid, { forceRefetch: true, subscribe: false }),
      );
      const { data: profile } = await listenerApi.pause(request);
      if (!profile) {
        listenerApi.dispatch(userSignedOut({ reason: 'profileMissing' }));
        await identity.signOut();
        return;
      }
      listenerApi.dispatch(userSignedIn(buildSignedInUser(identityUser, profile)));
    },
  });
}
