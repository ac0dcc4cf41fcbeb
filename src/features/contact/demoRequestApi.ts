import type { DemoRequestBody, DemoRequestResult } from '../../../contract/schemas/demoRequests';
import { api } from '../../lib/api';

export const demoRequestApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /api/demo-requests`: public, so without a token (a visitor asks). */
    requestDemo: build.mutation<DemoRequestResult, DemoRequestBody>({
      query: (body) => ({ url: '/demo-requests', method: 'POST', body }),
      // No automatic retry: a second send of the same request would reach the team twice; the form keeps
      // what was typed and the visitor sends again if they want to.
      extraOptions: { call: 'resource', anonymous: true, transientRetries: null },
    }),
  }),
});

export const { useRequestDemoMutation } = demoRequestApi;
