import { AnchorButton, Button, Spinner } from '@blueprintjs/core'
import { LogInIcon, LogOutIcon } from '@blueprintjs/icons'
import { useSelector } from 'react-redux'
import { accountUrl, useEnv } from '../runtime'
import { useLoginActions } from './AuthContext'
import { selectAuthStatus, selectUser } from './authSlice'

export const LOGIN_BUTTON_TEXT = 'Login / Register'
export const LOGOUT_BUTTON_TEXT = 'Logout'
export const CHECKING_LOGIN_LABEL = 'Checking login'
export const welcomeText = (name: string) => `Welcome ${name}`

/** The top bar's user area (spec 1 §2): a login button, or the welcome line and Logout. */
export function UserMenu() {
  const user = useSelector(selectUser)
  const status = useSelector(selectAuthStatus)
  const { login, logout } = useLoginActions()
  const env = useEnv()
  if (!user) {
    if (status === 'checking') return <Spinner size={18} aria-label={CHECKING_LOGIN_LABEL} />
    return <Button icon={<LogInIcon />} intent="primary" text={LOGIN_BUTTON_TEXT} onClick={login} />
  }
  return (
    <div className="tessera-user-menu">
      <span className="tessera-user-welcome">
        Welcome{' '}
        <AnchorButton
          className="tessera-user-name"
          role="link"
          variant="minimal"
          href={accountUrl(env)}
          text={user.name}
          title="Your account at the identity provider"
        />
      </span>
      <Button variant="outlined" icon={<LogOutIcon />} text={LOGOUT_BUTTON_TEXT} onClick={logout} />
    </div>
  )
}
