// Login state. The OIDC session (session.ts) dispatches these actions from the
// provider's events; everything else only reads `user` and `status`.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface AuthUser {
  /** The provider's subject (`sub`), the API's user_id. */
  user_id: string
  name: string
  username?: string
  email?: string
}

/**
 * - checking: the stored login or single sign-on is being checked (at start, and while
 *   a login completes at the callback URL)
 * - loggedIn: a user with a valid access token
 * - expired: the access token ran out and could not be renewed yet (provider
 *   unreachable); the user is kept, the next API call tries again
 * - loggedOut: anonymous
 */
export type AuthStatus = 'checking' | 'loggedIn' | 'expired' | 'loggedOut'

export interface AuthState {
  user: AuthUser | null
  status: AuthStatus
}

const initialState: AuthState = { user: null, status: 'checking' }

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<AuthUser>) {
      state.user = action.payload
      state.status = 'loggedIn'
    },
    loggedOut(state) {
      state.user = null
      state.status = 'loggedOut'
    },
    tokenExpired(state) {
      if (state.user) state.status = 'expired'
    },
    checking(state) {
      state.status = 'checking'
    },
  },
  selectors: {
    selectUser: (state) => state.user,
    selectAuthStatus: (state) => state.status,
  },
})

// The store's root state knows the slice the shell injects at start (app/store.ts).
declare module '../runtime/store' {
  interface LazyLoadedSlices {
    auth: AuthState
  }
}

export const { loggedIn, loggedOut, tokenExpired, checking } = authSlice.actions
export const { selectUser, selectAuthStatus } = authSlice.selectors

/** The user as the GUI knows it, from the ID token's claims. */
export function userFromClaims(claims: {
  sub: string
  name?: string
  given_name?: string
  family_name?: string
  preferred_username?: string
  email?: string
}): AuthUser {
  const fullName = [claims.given_name, claims.family_name].filter(Boolean).join(' ')
  return {
    user_id: claims.sub,
    name: claims.name || fullName || claims.preferred_username || claims.email || claims.sub,
    ...(claims.preferred_username ? { username: claims.preferred_username } : {}),
    ...(claims.email ? { email: claims.email } : {}),
  }
}
