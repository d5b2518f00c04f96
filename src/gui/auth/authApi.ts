// The API calls of the login concern, injected into the one RTK Query api slice.
import { api } from '../api'

/** GET users/me: the signed-in user with all fields (reference §1.6). */
export interface Me {
  user_id: string
  username?: string
  name?: string
  first_name?: string
  last_name?: string
  email?: string
  affiliation?: string
}

/** One of the user's app tokens as GET auth/app_tokens lists it: never the token itself. */
export interface AppTokenInfo {
  token_id: string
  name?: string
  /** The token's last characters. */
  hint: string
  created: string
  expires: string
}

export interface AppTokenRequest {
  expiresIn: number
  name?: string
}

export const authApi = api.enhanceEndpoints({ addTagTypes: ['AppTokens'] }).injectEndpoints({
  endpoints: (build) => ({
    // The argument is the user the answer belongs to: another login asks again.
    me: build.query<Me, string>({ query: () => 'users/me' }),
    // GET, but each call mints a new token: an action, not cached data.
    appToken: build.mutation<{ app_token: string }, AppTokenRequest>({
      query: ({ expiresIn, name }) => ({ path: 'auth/app_token', query: { expires_in: expiresIn, ...(name ? { name } : {}) } }),
      invalidatesTags: ['AppTokens'],
    }),
    // The argument is the user the list belongs to, as for `me`.
    appTokens: build.query<{ data: AppTokenInfo[] }, string>({ query: () => 'auth/app_tokens', providesTags: ['AppTokens'] }),
    revokeAppToken: build.mutation<AppTokenInfo, string>({
      query: (tokenId) => ({ path: `auth/app_tokens/${encodeURIComponent(tokenId)}`, method: 'DELETE' }),
      invalidatesTags: ['AppTokens'],
    }),
  }),
})

export const { useMeQuery, useAppTokenMutation, useAppTokensQuery, useRevokeAppTokenMutation } = authApi
