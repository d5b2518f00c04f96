// Login, logout, token renewal and access gates (OIDC). The public face of src/gui/auth.
import './auth.css'

export {
  authSlice,
  checking,
  loggedIn,
  loggedOut,
  tokenExpired,
  selectAuthStatus,
  selectUser,
  userFromClaims,
  type AuthState,
  type AuthStatus,
  type AuthUser,
} from './authSlice'
export { AuthContextProvider, useAuth, useLoginActions, type Auth } from './AuthContext'
export { AuthSession, returnPath, type OidcUserManager, type SessionUser } from './session'
export { AUTH_PATHS, authority, createUserManager, userManagerSettings } from './userManager'
export { UserMenu, LOGIN_BUTTON_TEXT, LOGOUT_BUTTON_TEXT, welcomeText } from './UserMenu'
export {
  CheckingLogin,
  Forbidden,
  LoginPrompt,
  LoginRequired,
  FORBIDDEN_INSTALLATION,
  LOGIN_REQUIRED_FUNCTIONALITY,
  LOGIN_REQUIRED_INSTALLATION,
} from './LoginRequired'
export { InstallationGate } from './InstallationGate'
export { LoginCallbackPage } from './LoginCallbackPage'
export { useAppTokenMutation, useAppTokensQuery, useMeQuery, useRevokeAppTokenMutation, type AppTokenInfo, type Me } from './authApi'
