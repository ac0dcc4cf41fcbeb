import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../../app/api';
import type { AppServices } from '../../app/services';
import { parseProfileResponse } from './profile';
import type { Profile } from './types';

// Several calls failing with 401 at once share one forced refresh.
let tokenRefresh: Promise<string | null> | null = null;
function refreshedToken(identity: AppServices['identity']): Promise<string | null> {
  tokenRefresh ??= identity.getIdToken(true).finally(() => {
    tokenRefresh = null;
  });
  return tokenRefresh;
}

const profileRequest = (token: string) => ({
  url: '/auth/users/profile',
  headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
});

const isUnauthorised = (error: FetchBaseQueryError | undefined) => error?.status === 401;

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * The signed-in user's profile; `null` for every failure (spec §8: silent, the user is
     * signed out). The argument is the uid, used only as the cache key: the token is read
     * fresh from the identity provider and never enters the store.
     */
    getProfile: build.query<Profile | null, string>({
      // The listener copies the answer into the auth slice; nothing reads this cache afterwards.
      keepUnusedDataFor: 0,
      async queryFn(_uid, { extra }, _options, baseQuery) {
        const { identity } = extra as AppServices;
        let token = await identity.getIdToken();
        if (!token) return { data: null };
        let result = await baseQuery(profileRequest(token));
        if (isUnauthorised(result.error)) {
          // An expired or revoked token: one retry with a forced refresh, then give up.
          token = await refreshedToken(identity);
          if (!token) return { data: null };
          result = await baseQuery(profileRequest(token));
        }
        return { data: result.error ? null : parseProfileResponse(result.data) };
      },
    }),
  }),
});
