import { api, type ApiCallOptions } from '../../lib/api';
import { classifyProfileResult, type ProfileOutcome } from './profileOutcome';

/**
 * The listener drives the retries (and shows the outage meanwhile); a session the API refuses is
 * docs/product.md §8's silent sign-out, which the listener does, not the data layer's full sign-out.
 */
const PROFILE_CALL: ApiCallOptions = { call: 'profile', rejectedSession: 'caller', transientRetries: null };

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What the signed-in user's profile call came to (see `classifyProfileResult`): the profile,
     * nothing (docs/product.md §8: silent, the user is signed out) or a service that could not answer now.
     * The argument is the uid, used only as the cache key: the base query reads the token fresh
     * from the identity provider and it never enters the store.
     */
    getProfile: build.query<ProfileOutcome, string>({
      // The listener copies the answer into the auth slice; nothing reads this cache afterwards.
      keepUnusedDataFor: 0,
      extraOptions: PROFILE_CALL,
      async queryFn(_uid, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/auth/users/profile', headers: { 'Content-Type': 'application/json' } });
        return { data: classifyProfileResult(result) };
      },
    }),
  }),
});
