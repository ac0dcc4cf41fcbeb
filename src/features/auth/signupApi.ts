import type { SignupBody, SignupResult } from '../../../contract/schemas/signup';
import { api } from '../../lib/api';

export const signupApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/signup`: public, so without a token (there is nobody signed in yet). */
    signUp: build.mutation<SignupResult, SignupBody>({
      query: (body) => ({ url: '/signup', method: 'POST', body }),
      extraOptions: { call: 'resource', anonymous: true },
      transformResponse: (response: { data: SignupResult }) => response.data,
    }),
  }),
});

export const { useSignUpMutation } = signupApi;
