import type { MeNames, MePatch } from '../../../contract/schemas/me';
import type { SignupBody, SignupResult } from '../../../contract/schemas/signup';
import { api } from '../../lib/api';

export const signupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/signup`: public, so without a token (there is nobody signed in yet). */
    signUp: build.mutation<SignupResult, SignupBody>({
      query: (body) => ({ url: '/signup', method: 'POST', body }),
      // No automatic retry: a refused sign-up is a limit of hours (docs/api.md), which a few seconds' wait
      // cannot lift; the form keeps what was typed and shows the reason at once.
      extraOptions: { call: 'resource', anonymous: true, transientRetries: null },
    }),
  }),
});

export const { useSignUpMutation } = signupApi;

export const meApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `PATCH /api/me`: the person's own first name and name. */
    renameMe: build.mutation<MeNames, MePatch>({
      query: (body) => ({ url: '/me', method: 'PATCH', body }),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useRenameMeMutation } = meApi;
