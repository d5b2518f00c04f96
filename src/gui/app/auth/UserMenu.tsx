import { AnchorButton, Button } from '@blueprintjs/core'
import { LogInIcon, LogOutIcon, UserIcon } from '@blueprintjs/icons'
import { useSelector } from 'react-redux'
import { accountUrl, useEnv } from '../../runtime/env'
import { useAuth } from './AuthContext'
import { selectUser } from './authSlice'

export const LOGIN_BUTTON_TEXT = 'Login / Register'
export const LOGOUT_BUTTON_TEXT = 'Logout'
export const welcomeText = (name: string) => `Welcome ${name}`

/** The top bar's user area: a login button, or the user's name and a logout button. */
export function UserMenu() {
  const user = useSelector(selectUser)
  const { onLogin, onLogout } = useAuth()
  const env = useEnv()
  if (!user) {
    return <Button icon={<LogInIcon />} intent="primary" text={LOGIN_BUTTON_TEXT} onClick={onLogin} />
  }
  return (
    <div className="tessera-user-menu">
      <AnchorButton
        role="link"
        variant="minimal"
        icon={<UserIcon />}
        href={accountUrl(env)}
        target="_blank"
        rel="noopener noreferrer"
        text={welcomeText(user.name)}
      />
      <Button variant="outlined" icon={<LogOutIcon />} text={LOGOUT_BUTTON_TEXT} onClick={onLogout} />
    </div>
  )
}
