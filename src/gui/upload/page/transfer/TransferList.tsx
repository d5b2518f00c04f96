// A progress bar per transfer, with its files, its state and what went wrong.
import { Button, Intent, ProgressBar } from '@blueprintjs/core'
import { CrossIcon } from '@blueprintjs/icons'
import { formatBytes, transferFraction, transferLabel, type Transfer } from './transfers'

export const TRANSFER_STATES = {
  sending: (percent: number, size: number) => `${percent} % of ${formatBytes(size)}`,
  done: 'Uploaded: the upload processes the new files.',
  cancelled: 'Cancelled.',
} as const

const INTENTS: Record<Transfer['state'], Intent> = { sending: 'primary', done: 'success', failed: 'danger', cancelled: 'none' }

export interface TransferListProps {
  transfers: readonly Transfer[]
  onCancel: (id: number) => void
  onDismiss: (id: number) => void
}

export function TransferList({ transfers, onCancel, onDismiss }: TransferListProps) {
  if (!transfers.length) return null
  return (
    <ul className="tessera-transfers" aria-label="File transfers">
      {transfers.map((transfer) => {
        const fraction = transferFraction(transfer)
        const label = transferLabel(transfer.files)
        const status =
          transfer.state === 'sending' ? TRANSFER_STATES.sending(Math.round(fraction * 100), transfer.size)
            : transfer.state === 'failed' ? transfer.error
              : TRANSFER_STATES[transfer.state]
        return (
          <li key={transfer.id} className="tessera-transfer" aria-label={label}>
            <div className="tessera-transfer-head">
              <span className="tessera-transfer-files" title={transfer.files.join('\n')}>{label}</span>
              {transfer.state === 'sending' ? (
                <Button size="small" variant="minimal" text="Cancel" onClick={() => onCancel(transfer.id)} />
              ) : (
                <Button size="small" variant="minimal" icon={<CrossIcon />} aria-label="Dismiss" onClick={() => onDismiss(transfer.id)} />
              )}
            </div>
            <ProgressBar
              value={fraction}
              intent={INTENTS[transfer.state]}
              animate={transfer.state === 'sending'}
              stripes={transfer.state === 'sending'}
              aria-label={`Transfer of ${label}`}
            />
            <div className={`tessera-transfer-status tessera-transfer-${transfer.state}`} role={transfer.state === 'failed' ? 'alert' : undefined}>
              {status}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
