// Login state. The OIDC integration (next issue) dispatches loggedIn/loggedOut; the
// shell only reads `user`.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

export interface AuthUser {
  name: string
  user_id: string
}

export interface AuthState {
  user: AuthUser | null
}

const initialState: AuthState = { user: null }

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    loggedIn(state, action: PayloadAction<AuthUser>) {
      state.user = action.payload
    },
    loggedOut(state) {
      state.user = null
    },
  },
  selectors: {
    selectUser: (state) => state.user,
  },
})

export const { loggedIn, loggedOut } = authSlice.actions
export const { selectUser } = authSlice.selectors
