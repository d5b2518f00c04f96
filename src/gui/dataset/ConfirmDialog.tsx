// A question before an action that cannot be undone: confirm or cancel.
import { Button, Dialog, DialogBody, DialogFooter, type Intent } from '@blueprintjs/core'
import { CANCEL_TEXT } from './messages'

export interface ConfirmDialogProps {
  title: string
  question: string | undefined
  confirmText: string
  intent?: Intent
  onConfirm: () => void
  onCancel: () => void
}

/** Open while there is a question. */
export function ConfirmDialog({ title, question, confirmText, intent = 'primary', onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog isOpen={question !== undefined} onClose={onCancel} title={title}>
      <DialogBody>
        <p>{question}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={CANCEL_TEXT} onClick={onCancel} />
            <Button intent={intent} text={confirmText} onClick={onConfirm} />
          </>
        }
      />
    </Dialog>
  )
}
