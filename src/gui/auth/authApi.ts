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

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The argument is the user the answer belongs to: another login asks again.
    me: build.query<Me, string>({ query: () => 'users/me' }),
    // GET, but each call mints a new token: an action, not cached data.
    appToken: build.mutation<{ app_token: string }, number>({
      query: (expiresIn) => ({ path: 'auth/app_token', query: { expires_in: expiresIn } }),
    }),
  }),
})

export const { useMeQuery, useAppTokenMutation } = authApi
