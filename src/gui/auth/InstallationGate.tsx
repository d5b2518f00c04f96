import { Button, NonIdealState, Spinner } from '@blueprintjs/core'
import { ErrorIcon } from '@blueprintjs/icons'
import type { ReactNode } from 'react'
import { useSelector } from 'react-redux'
import { useMeQuery } from '../api'
import { errorMessage, useEnv } from '../runtime'
import { selectUser } from './authSlice'
import { Forbidden, LOGIN_REQUIRED_INSTALLATION, LoginRequired } from './LoginRequired'

/**
 * Global login (spec 1 §6): where the installation requires login, nothing renders
 * before the user has logged in and users/me has confirmed that this user may use it.
 */
export function InstallationGate({ children }: { children: ReactNode }) {
  const env = useEnv()
  if (!env.globalLoginRequired) return <>{children}</>
  return (
    <LoginRequired message={LOGIN_REQUIRED_INSTALLATION}>
      <AccessCheck>{children}</AccessCheck>
    </LoginRequired>
  )
}

const FORBIDDEN_STATUSES = new Set([401, 403])

function AccessCheck({ children }: { children: ReactNode }) {
  const user = useSelector(selectUser)
  const { isLoading, isFetching, isError, error, refetch } = useMeQuery(user!.user_id)
  if (isLoading) return <NonIdealState className="tessera-login-prompt" icon={<Spinner size={32} />} />
  if (isError) {
    const status = error && 'status' in error ? error.status : undefined
    if (status !== undefined && FORBIDDEN_STATUSES.has(status)) return <Forbidden />
    // Not an answer about access (e.g. the server is unreachable): say so and offer to retry.
    return (
      <NonIdealState
        className="tessera-login-prompt"
        icon={<ErrorIcon />}
        title={errorMessage(error)}
        action={<Button text="Try again" loading={isFetching} onClick={() => void refetch()} />}
      />
    )
  }
  return <>{children}</>
}
