import { Button, NonIdealState, NonIdealStateIconSize, Spinner } from '@blueprintjs/core'
import { LockIcon, LogInIcon, LogOutIcon } from '@blueprintjs/icons'
import type { ReactNode } from 'react'
import { useSelector } from 'react-redux'
import { useLoginActions } from './AuthContext'
import { selectAuthStatus, selectUser } from './authSlice'
import { LOGIN_BUTTON_TEXT, LOGOUT_BUTTON_TEXT } from './UserMenu'

export const LOGIN_REQUIRED_INSTALLATION = 'You have to be logged in to use this installation.'
export const LOGIN_REQUIRED_FUNCTIONALITY = 'You have to login to use this functionality.'
export const FORBIDDEN_INSTALLATION = 'You are not allowed to access this installation. Please logout and try again.'
export const CHECKING_LOGIN_TEXT = 'Checking your login …'

/** Where the prompt stands: in place of a page, or inside a part of one (a card, a form). */
export type PromptLayout = 'page' | 'inline'

/** The reason login is needed, next to a login button (spec 1 §2). */
export function LoginPrompt({ message, layout = 'page' }: { message: string; layout?: PromptLayout }) {
  const { login } = useLoginActions()
  return (
    <NonIdealState
      className={`tessera-login-prompt tessera-login-prompt-${layout}`}
      layout={layout === 'inline' ? 'horizontal' : 'vertical'}
      iconSize={layout === 'inline' ? NonIdealStateIconSize.EXTRA_SMALL : NonIdealStateIconSize.STANDARD}
      iconMuted={layout !== 'inline'}
      icon={<LockIcon />}
      title={message}
      action={<Button intent="primary" icon={<LogInIcon />} text={LOGIN_BUTTON_TEXT} onClick={login} />}
    />
  )
}

/** Shown while the stored login or single sign-on is checked. */
export function CheckingLogin() {
  return <NonIdealState className="tessera-login-prompt" icon={<Spinner size={32} />} title={CHECKING_LOGIN_TEXT} />
}

/** The forbidden screen (spec 1 §2, §6): signed in, but not admitted to this installation. */
export function Forbidden() {
  const { logout } = useLoginActions()
  return (
    <NonIdealState
      className="tessera-login-prompt"
      icon={<LockIcon />}
      title={FORBIDDEN_INSTALLATION}
      action={<Button variant="outlined" icon={<LogOutIcon />} text={LOGOUT_BUTTON_TEXT} onClick={logout} />}
    />
  )
}

/** Its children for logged-in users; anonymous users get the reason and a login button. */
export function LoginRequired({
  message = LOGIN_REQUIRED_FUNCTIONALITY,
  layout = 'page',
  children,
}: {
  message?: string
  layout?: PromptLayout
  children?: ReactNode
}) {
  const user = useSelector(selectUser)
  const status = useSelector(selectAuthStatus)
  if (user) return <>{children}</>
  if (status === 'checking') return layout === 'page' ? <CheckingLogin /> : <Spinner size={20} aria-label={CHECKING_LOGIN_TEXT} />
  return <LoginPrompt message={message} layout={layout} />
}
