// The upload page's 'Create from schema' button (spec 3 §2.6 step 1, §4): opens the dialog,
// a chunk of its own (it carries the built-in metainfo).
import { Button } from '@blueprintjs/core'
import { AddIcon } from '@blueprintjs/icons'
import { lazy, Suspense, useState } from 'react'
import { CREATE_FROM_SCHEMA } from './messages'

const CreateEntryDialog = lazy(() => import('./CreateEntryDialog'))

export interface CreateEntryButtonProps {
  readonly uploadId: string
  readonly entryDataPath: (entryId: string) => string
  readonly disabled?: boolean
}

export function CreateEntryButton({ uploadId, entryDataPath, disabled }: CreateEntryButtonProps) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button icon={<AddIcon />} text={CREATE_FROM_SCHEMA} disabled={disabled} onClick={() => setOpen(true)} />
      {open && (
        <Suspense fallback={null}>
          <CreateEntryDialog uploadId={uploadId} entryDataPath={entryDataPath} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
