import { Toast } from '@blueprintjs/core'
import { ErrorIcon, InfoSignIcon } from '@blueprintjs/icons'
import type { Notification } from './notificationQueue'
import './snackbar.css'

/** Info messages close by themselves; errors stay until the user closes them. */
export const INFO_TIMEOUT_MS = 6000

export function Snackbar({ notification, onClose }: { notification?: Notification; onClose: () => void }) {
  if (!notification) return null
  const isError = notification.kind === 'error'
  return (
    <div className="tessera-snackbar" data-testid="snackbar">
      <Toast
        // A new key restarts the timeout when the next message is shown.
        key={notification.message}
        message={notification.message}
        intent={isError ? 'danger' : 'primary'}
        icon={isError ? <ErrorIcon /> : <InfoSignIcon />}
        timeout={isError ? 0 : INFO_TIMEOUT_MS}
        onDismiss={onClose}
      />
    </div>
  )
}
