// The target of a copy or move exists (spec 3 §8: the server's 'The provided path already
// exists and overwrite_if_exists is set to False.'): overwrite it, or leave it.
import { Button, Dialog, DialogBody, DialogFooter } from '@blueprintjs/core'
import { OVERWRITE_QUESTION, PATH_EXISTS } from '../messages'

export interface OverwriteDialogProps {
  readonly path: string | undefined
  readonly onOverwrite: () => void
  readonly onClose: () => void
}

export function OverwriteDialog({ path, onOverwrite, onClose }: OverwriteDialogProps) {
  return (
    <Dialog isOpen={path !== undefined} onClose={onClose} title="File already exists">
      <DialogBody>
        <p>{PATH_EXISTS}</p>
        <p>{OVERWRITE_QUESTION}</p>
        <p>
          <code>{path}</code>
        </p>
      </DialogBody>
      <DialogFooter actions={[<Button key="cancel" text="Cancel" onClick={onClose} />, <Button key="overwrite" intent="danger" text="Overwrite" onClick={onOverwrite} />]} />
    </Dialog>
  )
}
