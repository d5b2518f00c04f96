import { Button, Callout } from '@blueprintjs/core'
import { WarningSignIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import { useEnv, type VersionEnv } from '../../runtime'
import { dismissVersionNotice, isVersionNoticeDismissed } from './consent'
import './notices.css'

export const betaNoticeText = (label: string) =>
  `You are using a beta version${label ? ` (${label})` : ''} of this installation. Features may change and errors can happen.`
export const testNoticeText = (label: string) =>
  `This is a test installation${label ? ` (${label})` : ''}. Data uploaded here may be deleted at any time.`
export const OFFICIAL_VERSION_LINK_TEXT = 'Go to the official version'
export const DISMISS_TEXT = 'Dismiss'

export function versionNoticeText(version: VersionEnv): string | undefined {
  if (version.isTest) return testNoticeText(version.label)
  if (version.isBeta) return betaNoticeText(version.label)
  return undefined
}

/** The beta/test version notice, shown until dismissed (per version label). */
export function VersionNotice() {
  const { version } = useEnv()
  const [dismissed, setDismissed] = useState(() => isVersionNoticeDismissed(version.label))
  const text = versionNoticeText(version)
  if (!text || dismissed) return null
  return (
    <Callout
      intent="warning"
      icon={<WarningSignIcon />}
      className="tessera-version-notice"
      role="region"
      aria-label="Version notice"
    >
      <span>{text}</span>
      {version.officialUrl && (
        <a href={version.officialUrl} className="tessera-version-notice-link">
          {OFFICIAL_VERSION_LINK_TEXT}
        </a>
      )}
      <Button
        className="tessera-version-notice-dismiss"
        variant="minimal"
        size="small"
        text={DISMISS_TEXT}
        onClick={() => {
          dismissVersionNotice(version.label)
          setDismissed(true)
        }}
      />
    </Callout>
  )
}
