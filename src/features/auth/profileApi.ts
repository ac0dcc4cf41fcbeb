import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '../../app/api';
import type { AppServices } from '../../app/services';
import { classifyProfileResult, type ProfileCallResult, type ProfileOutcome } from './profileOutcome';

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

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : 'unknown';
}

/** The token, `null` when the provider has no user, or the provider's error code (a refresh can fail). */
async function tokenFrom(read: () => Promise<string | null>): Promise<{ token: string | null } | { identityError: string }> {
  try {
    return { token: await read() };
  } catch (error) {
    return { identityError: errorCode(error) };
  }
}

const NO_USER: ProfileCallResult = { data: null };

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * What the signed-in user's profile call came to (see `classifyProfileResult`): the profile,
     * nothing (spec §8: silent, the user is signed out) or a service that could not be reached.
     * The argument is the uid, used only as the cache key: the token is read fresh from the
     * identity provider and never enters the store.
     */
    getProfile: build.query<ProfileOutcome, string>({
      // The listener copies the answer into the auth slice; nothing reads this cache afterwards.
      keepUnusedDataFor: 0,
      async queryFn(_uid, { extra }, _options, baseQuery) {
        const { identity } = extra as AppServices;
        const call = async (): Promise<ProfileCallResult> => {
          let read = await tokenFrom(() => identity.getIdToken());
          if ('identityError' in read) return read;
          if (!read.token) return NO_USER;
          let result = await baseQuery(profileRequest(read.token));
          if (isUnauthorised(result.error)) {
            // An expired or revoked token: one retry with a forced refresh, then give up.
            read = await tokenFrom(() => refreshedToken(identity));
            if ('identityError' in read) return read;
            if (!read.token) return NO_USER;
            result = await baseQuery(profileRequest(read.token));
          }
          return result.error ? { error: result.error } : { data: result.data };
        };
        return { data: classifyProfileResult(await call()) };
      },
    }),
  }),
});
