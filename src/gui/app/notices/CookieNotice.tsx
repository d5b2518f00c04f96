import { Button } from '@blueprintjs/core'
import { InfoSignIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import { routerBasename, useEnv } from '../../runtime'
import { acceptCookies, hasAcceptedCookies } from './consent'
import './notices.css'

export const COOKIE_NOTICE_TEXT =
  'We use cookies to keep you logged in and to remember your preferences. They are not used for tracking or advertising.'
export const ACCEPT_TEXT = 'Accept'

/** Shown until the user accepts; the acceptance is stored as a cookie. */
export function CookieNotice() {
  const env = useEnv()
  const [accepted, setAccepted] = useState(() => hasAcceptedCookies())
  if (accepted) return null
  return (
    <div className="tessera-cookie-notice" role="region" aria-label="Cookie notice">
      <InfoSignIcon className="tessera-cookie-notice-icon" />
      <p>{COOKIE_NOTICE_TEXT}</p>
      <Button
        intent="primary"
        text={ACCEPT_TEXT}
        onClick={() => {
          acceptCookies(routerBasename(env))
          setAccepted(true)
        }}
      />
    </div>
  )
}
