// Asks before the selected uploads are deleted: deleting cannot be undone.
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { CANCEL_TEXT, DELETE_DIALOG_TITLE, DELETE_SELECTED_TEXT, deleteQuestion } from './messages'

export interface DeleteUploadsDialogProps {
  isOpen: boolean
  count: number
  onConfirm: () => void
  onCancel: () => void
}

export function DeleteUploadsDialog({ isOpen, count, onConfirm, onCancel }: DeleteUploadsDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onCancel} title={DELETE_DIALOG_TITLE}>
      <DialogBody>
        <p>{deleteQuestion(count)}</p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={CANCEL_TEXT} onClick={onCancel} />
            <Button intent="danger" text={DELETE_SELECTED_TEXT} onClick={onConfirm} />
          </>
        }
      />
    </Dialog>
  )
}
