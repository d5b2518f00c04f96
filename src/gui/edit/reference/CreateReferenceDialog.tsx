// The create-reference dialog (spec 3 §4, §5): a new entry of the referenced section in one
// of the user's uploads, referenced once it is processed. Create stays disabled until a
// name and an upload are chosen; an existing file asks before it is overwritten.
import { Alert, Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, HTMLSelect, InputGroup } from '@blueprintjs/core'
import { useState } from 'react'
import { isSerializedApiError, usePutRawFileMutation, useUploadsQuery } from '../../api'
import { OVERWRITE_QUESTION, isPathTaken } from '../file/pathTaken'
import { canCreate, canTakeReference, referenceArchive, referenceFileName } from './createReference'
import type { ReferencedEntry } from './referenceValue'

export const CREATE_REFERENCE_TEXTS = {
  title: 'Create a new reference',
  name: 'Name',
  upload: 'Upload',
  create: 'Create',
  cancel: 'Cancel',
  overwrite: 'Overwrite',
  noUploads: 'You have no unpublished upload whose processing has finished.',
  notCreated: 'The provided path does not exist',
} as const

export interface CreateReferenceDialogProps {
  readonly isOpen: boolean
  /** The section the new entry is of (the reference quantity's type). */
  readonly mDef: string
  /** The upload the edited entry is in, chosen first. */
  readonly uploadId?: string
  readonly onClose: () => void
  readonly onCreated: (entry: ReferencedEntry) => void
}

export function CreateReferenceDialog({ isOpen, mDef, uploadId, onClose, onCreated }: CreateReferenceDialogProps) {
  const [name, setName] = useState('')
  const [chosen, setChosen] = useState<string>()
  const [askOverwrite, setAskOverwrite] = useState(false)
  const [error, setError] = useState<string>()
  const uploads = useUploadsQuery({ isPublished: false, pageSize: 100, orderBy: 'upload_create_time', order: 'desc' }, { skip: !isOpen })
  const [putFile, { isLoading }] = usePutRawFileMutation()
  const candidates = (uploads.data?.data ?? []).filter(canTakeReference)
  const target = chosen ?? (candidates.some((upload) => upload.upload_id === uploadId) ? uploadId : candidates[0]?.upload_id)

  const create = async (overwrite: boolean) => {
    if (!target || !canCreate(name, target)) return
    setError(undefined)
    const file = referenceArchive(mDef, name)
    const result = await putFile({ uploadId: target, dir: '', fileName: referenceFileName(name), file, overwrite, waitForProcessing: true })
    if ('error' in result) {
      if (!overwrite && isPathTaken(result.error)) setAskOverwrite(true)
      else setError(isSerializedApiError(result.error) ? result.error.message : CREATE_REFERENCE_TEXTS.notCreated)
      return
    }
    const entryId = result.data.processing?.entry_id
    if (!entryId) {
      setError(CREATE_REFERENCE_TEXTS.notCreated)
      return
    }
    setName('')
    onCreated({ entry_id: entryId, upload_id: target, mainfile: referenceFileName(name) })
  }

  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={CREATE_REFERENCE_TEXTS.title}>
      <DialogBody>
        <FormGroup label={CREATE_REFERENCE_TEXTS.name} labelFor="create-reference-name">
          <InputGroup id="create-reference-name" value={name} onValueChange={setName} autoFocus />
        </FormGroup>
        <FormGroup label={CREATE_REFERENCE_TEXTS.upload} labelFor="create-reference-upload">
          <HTMLSelect
            id="create-reference-upload"
            fill
            value={target ?? ''}
            disabled={candidates.length === 0}
            onChange={(event) => setChosen(event.currentTarget.value)}
            options={candidates.map((upload) => ({ value: upload.upload_id, label: upload.upload_name || upload.upload_id }))}
          />
        </FormGroup>
        {uploads.isSuccess && candidates.length === 0 && <Callout intent="warning" compact>{CREATE_REFERENCE_TEXTS.noUploads}</Callout>}
        {error && <Callout intent="danger" compact role="alert">{error}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={CREATE_REFERENCE_TEXTS.cancel} onClick={onClose} />
            <Button intent="primary" text={CREATE_REFERENCE_TEXTS.create} loading={isLoading} disabled={!canCreate(name, target)} onClick={() => void create(false)} />
          </>
        }
      />
      <Alert
        isOpen={askOverwrite}
        intent="warning"
        confirmButtonText={CREATE_REFERENCE_TEXTS.overwrite}
        cancelButtonText={CREATE_REFERENCE_TEXTS.cancel}
        onCancel={() => setAskOverwrite(false)}
        onConfirm={() => {
          setAskOverwrite(false)
          void create(true)
        }}
      >
        {OVERWRITE_QUESTION}
      </Alert>
    </Dialog>
  )
}
