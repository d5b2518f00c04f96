// App tokens (reference §1.2): minting one, listing and revoking the user's tokens.
import type { AppTokenInfo, AppTokenResponse, AppTokensResponse } from '../../../core/api'
import { api } from '../apiSlice'

export interface AppTokenRequest {
  readonly expiresIn: number
  readonly name?: string
}

export const authTokensApi = api.injectEndpoints({
  endpoints: (build) => ({
    // GET, but each call mints a new token: an action, not cached data.
    appToken: build.mutation<AppTokenResponse, AppTokenRequest>({
      query: ({ expiresIn, name }) => ({ path: 'auth/app_token', query: { expires_in: expiresIn, ...(name ? { name } : {}) } }),
      invalidatesTags: ['AppTokens'],
    }),
    // The argument is the user the list belongs to: another login asks again.
    appTokens: build.query<AppTokensResponse, string>({ query: () => 'auth/app_tokens', providesTags: ['AppTokens'] }),
    revokeAppToken: build.mutation<AppTokenInfo, string>({
      query: (tokenId) => ({ path: `auth/app_tokens/${encodeURIComponent(tokenId)}`, method: 'DELETE' }),
      invalidatesTags: ['AppTokens'],
    }),
  }),
})

export const { useAppTokenMutation, useAppTokensQuery, useRevokeAppTokenMutation } = authTokensApi
