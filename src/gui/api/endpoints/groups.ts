// User groups (NOMAD's UserGroup): find, read, create, edit and delete.
import type { GroupEdit, GroupsResponse, UserGroup } from '../../../core/api'
import { api } from '../apiSlice'
import type { Query } from '../client'
import { LIST, listTags } from '../tags'

/** At most one of them (the API answers 422 otherwise); none lists every group. */
export interface GroupSearch {
  readonly groupId?: readonly string[]
  readonly userId?: string
  readonly searchTerms?: string
}

function searchQuery(search: GroupSearch): Query {
  const query: Query = {}
  if (search.groupId) query.group_id = search.groupId
  if (search.userId) query.user_id = search.userId
  if (search.searchTerms) query.search_terms = search.searchTerms
  return query
}

const groupPath = (groupId: string) => `groups/${encodeURIComponent(groupId)}`

export const groupsApi = api.injectEndpoints({
  endpoints: (build) => ({
    groups: build.query<GroupsResponse, GroupSearch>({
      query: (search) => ({ path: 'groups', query: searchQuery(search) }),
      providesTags: (response) => listTags('Group', response?.data.map((group) => group.group_id)),
    }),
    group: build.query<UserGroup, string>({
      query: (groupId) => groupPath(groupId),
      providesTags: (_response, _error, groupId) => [{ type: 'Group', id: groupId }],
    }),
    createGroup: build.mutation<UserGroup, { readonly group_name: string; readonly members?: readonly string[] }>({
      query: (body) => ({ path: 'groups', method: 'POST', body }),
      invalidatesTags: [{ type: 'Group', id: LIST }],
    }),
    editGroup: build.mutation<UserGroup, { readonly groupId: string; readonly edit: GroupEdit }>({
      query: ({ groupId, edit }) => ({ path: `${groupPath(groupId)}/edit`, method: 'POST', body: edit }),
      invalidatesTags: (_response, _error, { groupId }) => [{ type: 'Group', id: groupId }, { type: 'Group', id: LIST }],
    }),
    deleteGroup: build.mutation<null, string>({
      query: (groupId) => ({ path: groupPath(groupId), method: 'DELETE' }),
      invalidatesTags: (_response, _error, groupId) => [{ type: 'Group', id: groupId }, { type: 'Group', id: LIST }],
    }),
  }),
})

export const {
  useGroupsQuery, useGroupQuery, useCreateGroupMutation, useEditGroupMutation, useDeleteGroupMutation,
} = groupsApi
