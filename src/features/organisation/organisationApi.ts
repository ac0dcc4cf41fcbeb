import type { Page } from '../../../contract/schemas/envelope';
import type { Organisation, OrganisationAccessQuery, OrganisationDetails, OrganisationSettingsBody } from '../../../contract/schemas/organisation';
import { api, type ApiCallOptions } from '../../lib/api';
import { organisationCheckFromResult } from './parseOrganisation';
import { ORGANISATION_CHECK_REUSE_S, type OrganisationCheck } from './types';

/**
 * docs/product.md §7: deliberately without an Authorization header. The listener drives the retries (a 429
 * a few times, a failure on the schedule), so the base query hands every answer over at once.
 */
const ORGANISATION_CHECK: ApiCallOptions = { call: 'organisationCheck', anonymous: true, transientRetries: null };

export const organisationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `accessCheck=true&id=…`. Never fails: every outcome is a status (docs/product.md §8) and the outcome's kind. */
    checkOrganisationAccess: build.query<OrganisationCheck, string>({
      // The listener copies the answer into the organisation slice; the cache only bridges a check sent
      // early (a signed-in reload) and the sign-in's own, which may take it.
      keepUnusedDataFor: ORGANISATION_CHECK_REUSE_S,
      extraOptions: ORGANISATION_CHECK,
      async queryFn(id, _api, _extraOptions, baseQuery) {
        const params: OrganisationAccessQuery = { accessCheck: 'true', id };
        const result = await baseQuery({ url: '/auth/organisations', params });
        return { data: organisationCheckFromResult(result) };
      },
    }),
    /**
     * `GET /api/organisation`: the member's own organisation, with its seats, period and settings (all
     * members); the hyperadmin names one.
     */
    getOrganisation: build.query<OrganisationDetails, string | undefined>({
      query: (organisation) => ({ url: '/organisation', params: organisation ? { organisation } : {} }),
      providesTags: ['Organisation'],
    }),
    /** `PATCH /api/organisation` (admin): the name and the default phase durations. */
    updateOrganisation: build.mutation<OrganisationDetails, OrganisationSettingsBody & { organisation?: string }>({
      query: ({ organisation, ...body }) => ({ url: '/organisation', method: 'PATCH', params: organisation ? { organisation } : {}, body }),
      invalidatesTags: ['Organisation'],
    }),
    /** `GET /api/organisations`: every organisation, for the operator (the first 100 by name). */
    listOrganisations: build.query<Organisation[], void>({
      query: () => ({ url: '/organisations', params: { limit: 100 } }),
      transformResponse: (response: Page<Organisation>) => response.items,
      providesTags: ['Organisation'],
    }),
  }),
});

export const { useGetOrganisationQuery, useListOrganisationsQuery, useUpdateOrganisationMutation } = organisationApi;
