import { NonIdealState, Spinner } from '@blueprintjs/core'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { useErrors } from '../runtime'
import { useAuth } from './AuthContext'

export const SIGNING_IN_TEXT = 'Signing in …'

/**
 * {gui}/auth/callback, where the provider sends the browser back after sign-in: the
 * login is completed and the user returns to where they started it (else `fallback`).
 */
export function LoginCallbackPage({ fallback }: { fallback: string }) {
  const auth = useAuth()
  const navigate = useNavigate()
  const { raiseError } = useErrors()
  useEffect(() => {
    let current = true
    auth.completeLogin().then(
      (returnTo) => current && navigate(returnTo ?? fallback, { replace: true }),
      (error: unknown) => {
        if (!current) return
        raiseError(error)
        navigate(fallback, { replace: true })
      },
    )
    return () => {
      current = false
    }
  }, [auth, navigate, raiseError, fallback])
  return <NonIdealState className="tessera-login-prompt" icon={<Spinner size={32} />} title={SIGNING_IN_TEXT} />
}
