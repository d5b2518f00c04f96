// New folder (spec 3 §5): a name; Enter confirms, an empty name does nothing.
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup } from '@blueprintjs/core'
import { useState } from 'react'

export interface NewFolderDialogProps {
  readonly isOpen: boolean
  /** Where the folder goes ('' = the root), for the title. */
  readonly parent: string
  readonly onCreate: (name: string) => void
  readonly onClose: () => void
}

export function NewFolderDialog({ isOpen, parent, onCreate, onClose }: NewFolderDialogProps) {
  const [name, setName] = useState('')
  const create = () => {
    const trimmed = name.trim()
    if (!trimmed) return
    setName('')
    onCreate(trimmed)
  }
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title="New folder" onOpened={() => setName('')}>
      <DialogBody>
        <FormGroup label="Folder name" labelFor="tessera-new-folder" helperText={`In /${parent}`}>
          <InputGroup
            id="tessera-new-folder"
            autoFocus
            value={name}
            onValueChange={setName}
            onKeyDown={(event) => {
              if (event.key === 'Enter') create()
            }}
          />
        </FormGroup>
      </DialogBody>
      <DialogFooter actions={[<Button key="cancel" text="Cancel" onClick={onClose} />, <Button key="create" intent="primary" text="Create" disabled={!name.trim()} onClick={create} />]} />
    </Dialog>
  )
}
