// Duplicate, copy or move a file or folder (spec 3 §2.9): the folder it goes to, its new
// name and whether to copy or move. Duplicating copies beside the original, named
// '(Copy) <name>'; a file dropped onto a folder opens here with that folder filled in.
import { Button, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Radio, RadioGroup } from '@blueprintjs/core'
import { useEffect, useState } from 'react'
import { baseName, normalizePath } from '../paths'

export type CopyMoveMode = 'copy' | 'move'

export interface CopyMoveRequest {
  /** The source, a path in the upload. */
  readonly source: string
  readonly title: string
  readonly targetFolder: string
  readonly fileName: string
  readonly mode: CopyMoveMode
  /** Duplicating: only the name can change. */
  readonly nameOnly?: boolean
}

export interface CopyMoveDialogProps {
  readonly request: CopyMoveRequest | undefined
  readonly onSubmit: (target: { readonly targetFolder: string; readonly fileName: string; readonly mode: CopyMoveMode }) => void
  readonly onClose: () => void
}

export function CopyMoveDialog({ request, onSubmit, onClose }: CopyMoveDialogProps) {
  const [folder, setFolder] = useState('')
  const [name, setName] = useState('')
  const [mode, setMode] = useState<CopyMoveMode>('copy')
  useEffect(() => {
    if (!request) return
    setFolder(request.targetFolder)
    setName(request.fileName)
    setMode(request.mode)
  }, [request])
  const valid = name.trim() !== '' && !name.includes('/')
  const submit = () => valid && onSubmit({ targetFolder: normalizePath(folder), fileName: name.trim(), mode })
  return (
    <Dialog isOpen={request !== undefined} onClose={onClose} title={request?.title}>
      <DialogBody>
        <p>
          <strong>{request ? baseName(request.source) : ''}</strong>
        </p>
        {request?.nameOnly ? null : (
          <FormGroup label="To folder" labelFor="tessera-copy-folder" helperText="A path in the upload; empty for its root.">
            <InputGroup id="tessera-copy-folder" value={folder} onValueChange={setFolder} leftElement={<span className="tessera-copy-root">/</span>} />
          </FormGroup>
        )}
        <FormGroup label="Name" labelFor="tessera-copy-name">
          <InputGroup
            id="tessera-copy-name"
            autoFocus
            value={name}
            onValueChange={setName}
            onKeyDown={(event) => {
              if (event.key === 'Enter') submit()
            }}
          />
        </FormGroup>
        {request?.nameOnly ? null : (
          <RadioGroup inline label="Action" selectedValue={mode} onChange={(event) => setMode(event.currentTarget.value as CopyMoveMode)}>
            <Radio label="Copy" value="copy" />
            <Radio label="Move" value="move" />
          </RadioGroup>
        )}
      </DialogBody>
      <DialogFooter
        actions={[
          <Button key="cancel" text="Cancel" onClick={onClose} />,
          <Button key="ok" intent="primary" text={request?.nameOnly ? 'Duplicate' : mode === 'move' ? 'Move' : 'Copy'} disabled={!valid} onClick={submit} />,
        ]}
      />
    </Dialog>
  )
}
