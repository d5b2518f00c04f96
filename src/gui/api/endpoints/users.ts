// Users (reference §1.6): the signed-in user, and others by id, username, email or name.
import type { User, UserProfile, UsersResponse } from '../../../core/api'
import { api } from '../apiSlice'
import type { Query } from '../client'

/** `PUT users/invite`: all four are required (spec 3 §5). */
export interface UserInvitation {
  readonly email: string
  readonly first_name: string
  readonly last_name: string
  readonly affiliation: string
}

/** The new account; the set-password link when no mail server sent it (`invitation_url`). */
export type InvitedUser = User & { readonly invitation_url?: string; readonly invitation_sent?: boolean }

export interface UserSearch {
  readonly prefix?: string
  readonly userId?: readonly string[]
  readonly username?: readonly string[]
  /** Accounts by email address (for a signed-in caller; the addresses are never shown). */
  readonly email?: readonly string[]
}

function searchQuery(search: UserSearch): Query {
  const query: Query = {}
  if (search.prefix) query.prefix = search.prefix
  if (search.userId) query.user_id = search.userId
  if (search.username) query.username = search.username
  if (search.email) query.email = search.email
  return query
}

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The argument is the user the answer belongs to: another login asks again.
    me: build.query<User, string>({
      query: () => 'users/me',
      providesTags: (_response, _error, userId) => [{ type: 'User', id: userId }],
    }),
    users: build.query<UsersResponse, UserSearch>({
      query: (search) => ({ path: 'users', query: searchQuery(search) }),
      providesTags: (response) => (response?.data ?? []).map((user) => ({ type: 'User' as const, id: user.user_id })),
    }),
    user: build.query<UserProfile, string>({
      query: (userId) => `users/${encodeURIComponent(userId)}`,
      providesTags: (_response, _error, userId) => [{ type: 'User', id: userId }],
    }),
    inviteUser: build.mutation<InvitedUser, UserInvitation>({
      query: (invitation) => ({ path: 'users/invite', method: 'PUT', body: invitation }),
    }),
  }),
})

export const { useMeQuery, useUsersQuery, useUserQuery, useInviteUserMutation } = usersApi
