// How the shell starts a login or logout. Until the OIDC integration replaces the
// provider, login only tells the user it is not configured.
import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { useDispatch } from 'react-redux'
import { useErrors } from '../errors'
import { loggedOut } from './authSlice'

export const LOGIN_NOT_CONFIGURED_MESSAGE = 'Login is not configured yet.'

export interface Auth {
  onLogin(): void
  onLogout(): void
}

const AuthContext = createContext<Auth | null>(null)
export const AuthContextProvider = AuthContext.Provider

export function useAuth(): Auth {
  const auth = useContext(AuthContext)
  if (!auth) throw new Error('useAuth() is used outside of an AuthProvider.')
  return auth
}

/** The default implementation: login is not available, logout forgets the user. */
export function DefaultAuthProvider({ children }: { children: ReactNode }) {
  const { raiseInfo } = useErrors()
  const dispatch = useDispatch()
  const auth = useMemo<Auth>(
    () => ({
      onLogin: () => raiseInfo(LOGIN_NOT_CONFIGURED_MESSAGE),
      onLogout: () => dispatch(loggedOut()),
    }),
    [raiseInfo, dispatch],
  )
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
}
