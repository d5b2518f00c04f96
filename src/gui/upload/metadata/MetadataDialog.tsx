// 'Edit upload metadata' (spec 3 §2.6 step 4, §4, §5): the upload name, and the comment,
// references and datasets of all its entries. Changes stay pending until Submit, which
// verifies (`verify_only`), creates the new datasets, then applies; a refusal shows at
// its field. Closing with pending changes asks first.
import { Button, Callout, Dialog, DialogBody, DialogFooter, FormGroup, InputGroup, Spinner, TextArea } from '@blueprintjs/core'
import { useMemo, useState } from 'react'
import { useSelector } from 'react-redux'
import {
  ENTRY_METADATA_PAGE_SIZE, useCreateDatasetMutation, useDatasetsQuery, useUploadEntryMetadataQuery, type Upload,
} from '../../api'
import { selectUser } from '../../auth'
import { DiscardChangesAlert } from './DiscardChangesAlert'
import { editProblems, type EditProblems } from './editErrors'
import { useVerifiedEdit } from './useVerifiedEdit'
import { DatasetsField } from './DatasetsField'
import {
  addDataset, addReference, createDataset, datasetsWith, editMetadata, hasChanges, NO_CHANGES, referencesWith, removeDataset,
  removeReference, setComment, setUploadName, type PendingChanges,
} from './pendingChanges'
import { ReferencesField } from './ReferencesField'
import { storedMetadata, type UploadMetadata } from './storedMetadata'

/** Spec 3 §9 "Datasets list 1000": the user's datasets offered to add the entries to. */
export const USER_DATASETS_PAGE_SIZE = 1000

export const METADATA_TEXTS = {
  title: 'Edit upload metadata',
  intro: (entries: number) =>
    `The comment, references and datasets apply to all ${entries} ${entries === 1 ? 'entry' : 'entries'} of the upload.`,
  noEntries: 'The upload has no entries yet: comments, references and datasets are given to entries.',
  published: 'The upload is published: only its datasets can still change.',
  commentsDiffer: 'The entries have different comments; the first is shown, and a new comment replaces them all.',
  tooMany: (shown: number) => `Only the first ${shown} entries were read for the current values.`,
  uploadName: 'Upload name',
  comment: 'Comment',
  submit: 'Submit',
  cancel: 'Cancel',
} as const

export interface MetadataDialogProps {
  upload: Upload
  isOpen: boolean
  onClose: () => void
  /** Name, comment and references (an unpublished upload of a writer). */
  canEditFields: boolean
  /** Datasets (also of a published upload). */
  canEditDatasets: boolean
}

export function MetadataDialog({ upload, isOpen, onClose, ...can }: MetadataDialogProps) {
  const user = useSelector(selectUser)
  const entries = useUploadEntryMetadataQuery(upload.upload_id, { skip: !isOpen })
  const datasets = useDatasetsQuery({ userId: user ? [user.user_id] : [], page: 1, pageSize: USER_DATASETS_PAGE_SIZE }, { skip: !isOpen || !user })
  const stored = useMemo(
    () => (entries.currentData ? storedMetadata(upload.upload_name, entries.currentData.data) : undefined),
    [entries.currentData, upload.upload_name],
  )
  const failed = entries.error ?? datasets.error
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={METADATA_TEXTS.title} className="tessera-metadata-dialog" canOutsideClickClose={false} canEscapeKeyClose={false} isCloseButtonShown={false}>
      {stored && (datasets.currentData || !user) ? (
        <MetadataEditor
          upload={upload}
          stored={stored}
          truncated={(entries.currentData?.pagination.total ?? 0) > ENTRY_METADATA_PAGE_SIZE}
          userDatasets={datasets.currentData?.data ?? []}
          onClose={onClose}
          {...can}
        />
      ) : (
        <DialogBody>{failed ? <Callout intent="danger">{editProblems(failed).general}</Callout> : <Spinner size={24} />}</DialogBody>
      )}
    </Dialog>
  )
}

interface EditorProps extends Omit<MetadataDialogProps, 'isOpen'> {
  stored: UploadMetadata
  truncated: boolean
  userDatasets: NonNullable<ReturnType<typeof useDatasetsQuery>['currentData']>['data']
}

function MetadataEditor({ upload, stored, truncated, userDatasets, onClose, canEditFields, canEditDatasets }: EditorProps) {
  const [changes, setChanges] = useState<PendingChanges>(NO_CHANGES)
  const [asking, setAsking] = useState(false)
  const [problems, setProblems] = useState<EditProblems>({ fields: {} })
  const [creating, setCreating] = useState(false)
  const { submit, submitting } = useVerifiedEdit(upload.upload_id)
  const [create] = useCreateDatasetMutation()
  const changed = hasChanges(changes)
  const noEntries = upload.entries === 0
  const fieldsDisabled = !canEditFields || noEntries
  const datasetsDisabled = !canEditDatasets || noEntries
  const change = (next: PendingChanges) => {
    setChanges(next)
    setProblems({ fields: {} })
  }

  const save = async () => {
    setProblems({ fields: {} })
    const existing = { ...changes, createDatasets: [] }
    try {
      // What can be verified before anything is created: all but the new datasets.
      if (hasChanges(existing)) await submit(editMetadata(existing))
    } catch (error) {
      setProblems(editProblems(error))
      return
    }
    if (!changes.createDatasets.length) {
      onClose()
      return
    }
    setCreating(true)
    try {
      const created: string[] = []
      for (const name of changes.createDatasets) created.push((await create({ dataset_name: name }).unwrap()).dataset_id)
      await submit(editMetadata({ ...NO_CHANGES, createDatasets: changes.createDatasets }, created))
      onClose()
    } catch (error) {
      const found = editProblems(error)
      setProblems(found.general ? { fields: { datasets: [found.general, ...(found.fields.datasets ?? [])] } } : found)
      // What was applied before stays applied: only the datasets remain pending.
      setChanges({ ...NO_CHANGES, createDatasets: changes.createDatasets })
    } finally {
      setCreating(false)
    }
  }

  const busy = submitting || creating
  return (
    <>
      <DialogBody className="tessera-metadata-body">
        <p>{noEntries ? METADATA_TEXTS.noEntries : METADATA_TEXTS.intro(upload.entries)}</p>
        {upload.published && <Callout intent="primary" className="tessera-metadata-note">{METADATA_TEXTS.published}</Callout>}
        {truncated && <Callout intent="warning" className="tessera-metadata-note">{METADATA_TEXTS.tooMany(ENTRY_METADATA_PAGE_SIZE)}</Callout>}
        <FormGroup label={METADATA_TEXTS.uploadName} labelFor="metadata-upload-name" intent={problems.fields.upload_name ? 'danger' : 'none'} helperText={problems.fields.upload_name?.join(' ')}>
          <InputGroup
            id="metadata-upload-name"
            value={changes.uploadName ?? stored.uploadName}
            disabled={!canEditFields}
            onValueChange={(value) => change(setUploadName(changes, stored, value))}
          />
        </FormGroup>
        <FormGroup
          label={METADATA_TEXTS.comment}
          labelFor="metadata-comment"
          intent={problems.fields.comment ? 'danger' : 'none'}
          helperText={problems.fields.comment?.join(' ') ?? (stored.commentsDiffer ? METADATA_TEXTS.commentsDiffer : undefined)}
        >
          <TextArea
            id="metadata-comment"
            fill
            rows={4}
            value={changes.comment ?? stored.comment}
            disabled={fieldsDisabled}
            onChange={(event) => change(setComment(changes, stored, event.target.value))}
          />
        </FormGroup>
        <ReferencesField
          references={referencesWith(stored, changes)}
          disabled={fieldsDisabled}
          problems={problems.fields.references}
          onAdd={(url) => change(addReference(changes, url))}
          onRemove={(url) => change(removeReference(changes, url))}
        />
        <DatasetsField
          datasets={datasetsWith(stored, changes)}
          userDatasets={userDatasets}
          disabled={datasetsDisabled}
          problems={problems.fields.datasets}
          onCreate={(name) => change(createDataset(changes, name))}
          onAdd={(dataset) => change(addDataset(changes, dataset))}
          onRemove={(dataset) => change(removeDataset(changes, dataset))}
        />
        {problems.general && <Callout intent="danger" role="alert">{problems.general}</Callout>}
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={METADATA_TEXTS.cancel} onClick={() => (changed ? setAsking(true) : onClose())} disabled={busy} />
            <Button intent="primary" text={METADATA_TEXTS.submit} disabled={!changed} loading={busy} onClick={() => void save()} />
          </>
        }
      />
      <DiscardChangesAlert isOpen={asking} onCancel={() => setAsking(false)} onDiscard={onClose} />
    </>
  )
}
