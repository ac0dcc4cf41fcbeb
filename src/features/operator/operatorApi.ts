import type { Page } from '../../../contract/schemas/envelope';
import type { AuditEntry, OrganisationPatch } from '../../../contract/schemas/operator';
import type { Organisation } from '../../../contract/schemas/organisation';
import { api } from '../../lib/api';

export const operatorApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Not `updateOrganisation`: that name is the organisation feature's PATCH /api/organisation, and the first injection wins.
    updateOrganisationByOperator: build.mutation<Organisation, OrganisationPatch & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/organisations/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['Organisation', 'AuditEntry'],
    }),
    listAudit: build.query<Page<AuditEntry>, { cursor?: string }>({
      query: ({ cursor }) => ({ url: '/audit-log', params: { limit: 20, ...(cursor ? { cursor } : {}) } }),
      providesTags: ['AuditEntry'],
    }),
  }),
});

export const { useUpdateOrganisationByOperatorMutation, useListAuditQuery } = operatorApi;
