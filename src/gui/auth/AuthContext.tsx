// How components start a login or logout. main.tsx provides the OIDC session
// (session.ts); component tests provide a fake (testing/fakeAuth.ts).
import { createContext, useCallback, useContext, useMemo } from 'react'
import { useLocation } from 'react-router'
import { useErrors } from '../runtime'

export interface Auth {
  /** Sends the browser to the provider's sign-in page; after login it comes back to `returnTo` (a router path). */
  login(returnTo: string): Promise<void>
  /** Forgets the login here, then ends the session at the provider. */
  logout(): Promise<void>
  /** Completes a login at the callback URL; resolves with the path to return to, if any. */
  completeLogin(): Promise<string | undefined>
}

const AuthContext = createContext<Auth | null>(null)
export const AuthContextProvider = AuthContext.Provider

export function useAuth(): Auth {
  const auth = useContext(AuthContext)
  if (!auth) throw new Error('useAuth() is used outside of an AuthContextProvider.')
  return auth
}

/** Login and logout for buttons: login returns to the current page, failures go to the snackbar. */
export function useLoginActions(): { login(): void; logout(): void } {
  const auth = useAuth()
  const { raiseError } = useErrors()
  const { pathname, search, hash } = useLocation()
  const login = useCallback(
    () => void auth.login(`${pathname}${search}${hash}`).catch(raiseError),
    [auth, raiseError, pathname, search, hash],
  )
  const logout = useCallback(() => void auth.logout().catch(raiseError), [auth, raiseError])
  return useMemo(() => ({ login, logout }), [login, logout])
}
