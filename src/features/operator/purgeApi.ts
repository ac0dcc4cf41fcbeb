import type { Page } from '../../../contract/schemas/envelope';
import type { InactiveUser, PurgeBody, PurgeResult, WarnBody, WarnResult } from '../../../contract/schemas/personalData';
import { api } from '../../lib/api';

/** `generation` is not sent: bumping it after a change asks for fresh pages. */
export type InactiveUsersArgs = { months: number; cursor?: string; generation: number };

export const purgeApi = api.injectEndpoints({
  endpoints: (build) => ({
    listInactiveUsers: build.query<Page<InactiveUser>, InactiveUsersArgs>({
      query: ({ months, cursor }) => ({ url: '/inactive-users', params: { months, limit: 50, ...(cursor ? { cursor } : {}) } }),
    }),
    warnInactiveUsers: build.mutation<WarnResult, WarnBody>({
      query: (body) => ({ url: '/inactive-users/warn', method: 'POST', body }),
      invalidatesTags: ['AuditEntry'],
    }),
    purgeInactiveUsers: build.mutation<PurgeResult, PurgeBody>({
      query: (body) => ({ url: '/inactive-users/purge', method: 'POST', body }),
      invalidatesTags: ['AuditEntry', 'Organisation'],
    }),
  }),
});

export const { useListInactiveUsersQuery, useWarnInactiveUsersMutation, usePurgeInactiveUsersMutation } = purgeApi;
