import { api } from '../../app/api';
import { organisationAccessFromResult } from './parseOrganisation';
import type { OrganisationAccess } from './types';

export const organisationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7: `accessCheck=true&id=…`, deliberately without an Authorization header. Never fails: every outcome is a status. */
    checkOrganisationAccess: build.query<OrganisationAccess, string>({
      // The listener copies the answer into the organisation slice; nothing reads this cache afterwards.
      keepUnusedDataFor: 0,
      async queryFn(id, _api, _options, baseQuery) {
        const result = await baseQuery({ url: '/auth/organisations', params: { accessCheck: 'true', id } });
        return { data: organisationAccessFromResult(result) };
      },
    }),
  }),
});
