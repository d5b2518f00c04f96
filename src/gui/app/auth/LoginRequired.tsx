import { Button, NonIdealState } from '@blueprintjs/core'
import { LockIcon, LogInIcon } from '@blueprintjs/icons'
import { useAuth } from './AuthContext'
import { LOGIN_BUTTON_TEXT } from './UserMenu'

export const LOGIN_REQUIRED_INSTALLATION = 'You have to be logged in to use this installation.'
export const LOGIN_REQUIRED_FUNCTIONALITY = 'You have to login to use this functionality.'
export const FORBIDDEN_INSTALLATION = 'You are not allowed to access this installation. Please logout and try again.'

/** The login-required gate (spec 1 §2): the reason next to a login button. */
export function LoginRequired({ message = LOGIN_REQUIRED_INSTALLATION }: { message?: string }) {
  const { onLogin } = useAuth()
  return (
    <NonIdealState
      icon={<LockIcon />}
      title={message}
      action={<Button intent="primary" icon={<LogInIcon />} text={LOGIN_BUTTON_TEXT} onClick={onLogin} />}
    />
  )
}
