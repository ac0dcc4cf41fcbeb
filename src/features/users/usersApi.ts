import type { Page } from '../../../contract/schemas/envelope';
import type { DeletedTag, Tag } from '../../../contract/schemas/tags';
import type { ImportResult, InvitationResult, InvitedUser, InviteUserBody, UpdateUserBody, UserSummary, UsersQuery } from '../../../contract/schemas/users';
import { api } from '../../lib/api';

/** The hyperadmin names the organisation; an admin's is implied (the server ignores anything else). */
type InOrganisation = { organisation?: string };

const withOrganisation = (organisation: string | undefined) => (organisation ? { organisation } : {});

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<Page<UserSummary>, UsersQuery>({
      query: (params) => ({ url: '/auth/users', params }),
      providesTags: (page) => [{ type: 'User', id: 'LIST' }, ...(page?.items ?? []).map((user) => ({ type: 'User' as const, id: user.uid }))],
    }),
    listGroups: build.query<Tag[], InOrganisation>({
      query: ({ organisation }) => ({ url: '/tags', params: { limit: 100, ...withOrganisation(organisation) } }),
      transformResponse: (response: Page<Tag>) => response.items,
      providesTags: [{ type: 'Tag', id: 'LIST' }],
    }),
    inviteUser: build.mutation<InvitedUser, InviteUserBody & InOrganisation>({
      query: ({ organisation, ...body }) => ({ url: '/auth/users', method: 'POST', params: withOrganisation(organisation), body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }, { type: 'Tag', id: 'LIST' }],
    }),
    updateUser: build.mutation<UserSummary, UpdateUserBody & InOrganisation & { uid: string }>({
      query: ({ organisation, uid, ...body }) => ({ url: `/auth/users/${encodeURIComponent(uid)}`, method: 'PATCH', params: withOrganisation(organisation), body }),
      invalidatesTags: (_user, _error, { uid }) => [{ type: 'User', id: uid }, { type: 'User', id: 'LIST' }, { type: 'Tag', id: 'LIST' }],
    }),
    deleteUser: build.mutation<{ uid: string }, InOrganisation & { uid: string }>({
      query: ({ organisation, uid }) => ({ url: `/auth/users/${encodeURIComponent(uid)}`, method: 'DELETE', params: withOrganisation(organisation) }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }, { type: 'Tag', id: 'LIST' }],
    }),
    createGroup: build.mutation<Tag, InOrganisation & { name: string }>({
      query: ({ organisation, name }) => ({ url: '/tags', method: 'POST', params: withOrganisation(organisation), body: { name } }),
      invalidatesTags: [{ type: 'Tag', id: 'LIST' }],
    }),
    renameGroup: build.mutation<Tag, InOrganisation & { id: string; name: string }>({
      query: ({ organisation, id, name }) => ({ url: `/tags/${id}`, method: 'PATCH', params: withOrganisation(organisation), body: { name } }),
      invalidatesTags: [{ type: 'Tag', id: 'LIST' }, { type: 'User', id: 'LIST' }],
    }),
    deleteGroup: build.mutation<DeletedTag, InOrganisation & { id: string }>({
      query: ({ organisation, id }) => ({ url: `/tags/${id}`, method: 'DELETE', params: withOrganisation(organisation) }),
      invalidatesTags: [{ type: 'Tag', id: 'LIST' }, { type: 'User', id: 'LIST' }],
    }),
    importUsers: build.mutation<ImportResult, InOrganisation & { csv: string; dryRun: boolean; onlyValid?: boolean }>({
      query: ({ organisation, csv, dryRun, onlyValid }) => ({
        url: '/auth/users/import',
        method: 'POST',
        params: { ...withOrganisation(organisation), dryRun: String(dryRun), ...(onlyValid ? { onlyValid: 'true' } : {}) },
        body: { csv },
      }),
      invalidatesTags: (result) => (result && !result.dry_run ? [{ type: 'User', id: 'LIST' }, { type: 'Tag', id: 'LIST' }] : []),
    }),
    resendInvitation: build.mutation<InvitationResult, InOrganisation & { uid: string }>({
      query: ({ organisation, uid }) => ({ url: `/auth/users/${encodeURIComponent(uid)}/invitation`, method: 'POST', params: withOrganisation(organisation) }),
    }),
  }),
});

export const {
  useListUsersQuery,
  useListGroupsQuery,
  useInviteUserMutation,
  useUpdateUserMutation,
  useDeleteUserMutation,
  useResendInvitationMutation,
  useCreateGroupMutation,
  useRenameGroupMutation,
  useDeleteGroupMutation,
  useImportUsersMutation,
} = usersApi;
