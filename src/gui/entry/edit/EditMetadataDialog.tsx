// Editing an entry's comment, references and datasets (spec 3 §4 "Metadata edit"): the
// changes are collected, Submit verifies them (verify_only) and then applies them; closing
// with pending changes asks first. New datasets are created with the entry in them.
import { Alert, Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, TextArea } from '@blueprintjs/core'
import { useMemo, useState } from 'react'
import { useCreateDatasetMutation, useDatasetsQuery, useEditEntryMetadataMutation, type EntryMetadata } from '../../api'
import { CANCEL_TEXT, DISCARD_CHANGES_MESSAGE, DISCARD_TEXT, EDIT_METADATA_TEXT, SUBMIT_TEXT } from '../messages'
import { DatasetsEditor } from './DatasetsEditor'
import { draftOf, editMetadata, hasChanges, userMetadataOf, type DatasetRef, type MetadataDraft } from './metadataEdit'
import { ReferencesEditor } from './ReferencesEditor'

/** Spec 3 §9: the datasets list reads up to 1000. */
const DATASETS_PAGE_SIZE = 1000

export interface EditMetadataDialogProps {
  readonly metadata: EntryMetadata
  readonly userId: string
  readonly onClose: () => void
}

const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : String(error)

export function EditMetadataDialog({ metadata, userId, onClose }: EditMetadataDialogProps) {
  const current = useMemo(() => userMetadataOf(metadata), [metadata])
  const [draft, setDraft] = useState<MetadataDraft>(() => draftOf(current))
  const [confirming, setConfirming] = useState(false)
  const [failure, setFailure] = useState<string>()
  const [busy, setBusy] = useState(false)
  const { data: datasets } = useDatasetsQuery({ userId: [userId], pageSize: DATASETS_PAGE_SIZE })
  const [edit] = useEditEntryMetadataMutation()
  const [createDataset] = useCreateDatasetMutation()
  const choices: DatasetRef[] = (datasets?.data ?? []).map((dataset) => ({
    id: dataset.dataset_id, name: dataset.dataset_name, ...(dataset.doi ? { doi: dataset.doi } : {}),
  }))
  const changed = hasChanges(current, draft)

  const close = () => (changed ? setConfirming(true) : onClose())
  const submit = async () => {
    const request = { uploadId: metadata.upload_id, entryId: metadata.entry_id, metadata: editMetadata(current, draft) }
    setBusy(true)
    setFailure(undefined)
    try {
      await edit({ ...request, verifyOnly: true }).unwrap()
      for (const name of draft.newDatasets) await createDataset({ dataset_name: name, entries: [metadata.entry_id] }).unwrap()
      if (Object.keys(request.metadata).length) await edit(request).unwrap()
      onClose()
    } catch (error) {
      setFailure(messageOf(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog isOpen onClose={close} title={EDIT_METADATA_TEXT} className="tessera-entry-edit-dialog">
      <DialogBody>
        <FormGroup label="Comment" labelFor="tessera-entry-comment">
          <TextArea id="tessera-entry-comment" fill autoResize value={draft.comment} onChange={(event) => setDraft({ ...draft, comment: event.target.value })} />
        </FormGroup>
        <ReferencesEditor references={draft.references} onChange={(references) => setDraft({ ...draft, references })} />
        <DatasetsEditor current={current} draft={draft} choices={choices} onChange={setDraft} />
        {failure && <Callout intent="danger">{failure}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={CANCEL_TEXT} onClick={close} />
            <Button intent="primary" text={SUBMIT_TEXT} disabled={!changed} loading={busy} onClick={() => void submit()} />
          </>
        }
      />
      <Alert
        isOpen={confirming}
        intent="danger"
        confirmButtonText={DISCARD_TEXT}
        cancelButtonText={CANCEL_TEXT}
        onConfirm={onClose}
        onCancel={() => setConfirming(false)}
      >
        {DISCARD_CHANGES_MESSAGE}
      </Alert>
    </Dialog>
  )
}
