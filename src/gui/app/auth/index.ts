export { authSlice, loggedIn, loggedOut, selectUser, type AuthState, type AuthUser } from './authSlice'
export {
  AuthContextProvider,
  DefaultAuthProvider,
  LOGIN_NOT_CONFIGURED_MESSAGE,
  useAuth,
  type Auth,
} from './AuthContext'
export { UserMenu, LOGIN_BUTTON_TEXT, LOGOUT_BUTTON_TEXT, welcomeText } from './UserMenu'
export {
  LoginRequired,
  FORBIDDEN_INSTALLATION,
  LOGIN_REQUIRED_FUNCTIONALITY,
  LOGIN_REQUIRED_INSTALLATION,
} from './LoginRequired'
