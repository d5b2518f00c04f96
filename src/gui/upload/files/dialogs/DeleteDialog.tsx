// Deleting a file or folder (spec 3 §8): a confirmation; when entries elsewhere reference
// entries it holds, 'Warning: There are some entries which are referenced somewhere else.'
// with the references and the entries they break, and 'Delete anyway'.
import { Button, Callout, Dialog, DialogBody, DialogFooter, HTMLTable, Spinner, SpinnerSize } from '@blueprintjs/core'
import { DELETE_ANYWAY, REFERENCED_WARNING } from '../messages'
import type { ReferenceCheck } from '../references'

export interface DeleteDialogProps {
  readonly path: string | undefined
  readonly isFolder: boolean
  /** Undefined while the references are checked. */
  readonly check: ReferenceCheck | undefined
  readonly onDelete: () => void
  readonly onClose: () => void
}

export function DeleteDialog({ path, isFolder, check, onDelete, onClose }: DeleteDialogProps) {
  const broken = check?.broken ?? []
  return (
    <Dialog isOpen={path !== undefined} onClose={onClose} title={isFolder ? 'Delete folder' : 'Delete file'}>
      <DialogBody>
        <p>
          Delete <code>{path}</code>
          {isFolder ? ' and everything in it' : ''}? Its entries are deleted too. This cannot be undone.
        </p>
        {!check ? <Spinner size={SpinnerSize.SMALL} aria-label="Checking references" /> : null}
        {broken.length > 0 ? (
          <Callout intent="danger" compact>
            <p>{REFERENCED_WARNING}</p>
            <p>References being deleted</p>
            <HTMLTable compact>
              <thead>
                <tr>
                  <th>Mainfile</th>
                  <th>Upload id</th>
                </tr>
              </thead>
              <tbody>
                {check?.references.map((reference) => (
                  <tr key={`${reference.source_entry_id}:${reference.target_mainfile}`}>
                    <td>{reference.target_mainfile}</td>
                    <td>{reference.target_upload_id}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
            <p>Broken entries</p>
            <HTMLTable compact>
              <thead>
                <tr>
                  <th>Mainfile</th>
                  <th>Upload id</th>
                </tr>
              </thead>
              <tbody>
                {broken.map((entry) => (
                  <tr key={entry.entry_id}>
                    <td>{entry.mainfile}</td>
                    <td>{entry.upload_id}</td>
                  </tr>
                ))}
              </tbody>
            </HTMLTable>
          </Callout>
        ) : null}
      </DialogBody>
      <DialogFooter
        actions={[
          <Button key="cancel" text="Cancel" onClick={onClose} />,
          <Button key="delete" intent="danger" text={broken.length ? DELETE_ANYWAY : 'Delete'} disabled={!check} onClick={onDelete} />,
        ]}
      />
    </Dialog>
  )
}
