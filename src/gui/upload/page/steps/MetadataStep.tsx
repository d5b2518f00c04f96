// Step 4, 'Edit metadata': the comment, references and datasets the entries have, and
// the editor for them.
import { EditIcon } from '@blueprintjs/icons'
import { useMemo, useState } from 'react'
import { Link } from 'react-router'
import { useUploadEntryMetadataQuery, type Upload } from '../../../api'
import { MetadataDialog } from '../../metadata/MetadataDialog'
import { storedMetadata } from '../../metadata/storedMetadata'
import { ControlButton } from '../ControlButton'
import { STEPS } from '../messages'
import { Step } from '../Step'
import type { ControlState } from '../uploadControls'

export const METADATA_STEP_TEXTS = {
  intro:
    'Add a comment and references (e.g. links to publications) to the entries, and put them into datasets, '
    + 'which you can later give a DOI.',
  edit: 'Edit metadata',
  comment: 'Comment',
  references: 'References',
  datasets: 'Datasets',
} as const

export interface MetadataStepProps {
  upload: Upload
  editFields: ControlState
  editDatasets: ControlState
}

export function MetadataStep({ upload, editFields, editDatasets }: MetadataStepProps) {
  const [open, setOpen] = useState(false)
  const { currentData } = useUploadEntryMetadataQuery(upload.upload_id, { skip: upload.entries === 0 })
  const stored = useMemo(() => currentData && storedMetadata(upload.upload_name, currentData.data), [currentData, upload.upload_name])
  const control = editFields.enabled || !editDatasets.enabled ? editFields : editDatasets
  return (
    <Step number={4} title={STEPS.metadata}>
      <p>{METADATA_STEP_TEXTS.intro}</p>
      {stored && (stored.comment || stored.references.length > 0 || stored.datasets.length > 0) && (
        <dl className="tessera-upload-metadata">
          {stored.comment && (
            <div>
              <dt>{METADATA_STEP_TEXTS.comment}</dt>
              <dd>{stored.comment}</dd>
            </div>
          )}
          {stored.references.length > 0 && (
            <div>
              <dt>{METADATA_STEP_TEXTS.references}</dt>
              <dd>
                {stored.references.map((reference) => (
                  <a key={reference} href={reference} target="_blank" rel="noreferrer">{reference}</a>
                ))}
              </dd>
            </div>
          )}
          {stored.datasets.length > 0 && (
            <div>
              <dt>{METADATA_STEP_TEXTS.datasets}</dt>
              <dd>
                {stored.datasets.map((dataset) => (
                  <Link key={dataset.dataset_id} to={`/dataset/id/${encodeURIComponent(dataset.dataset_id ?? '')}`}>{dataset.dataset_name}</Link>
                ))}
              </dd>
            </div>
          )}
        </dl>
      )}
      <div className="tessera-step-actions">
        <ControlButton control={control} icon={<EditIcon />} text={METADATA_STEP_TEXTS.edit} onClick={() => setOpen(true)} />
      </div>
      {open && (
        <MetadataDialog
          upload={upload}
          isOpen={open}
          onClose={() => setOpen(false)}
          canEditFields={editFields.enabled}
          canEditDatasets={editDatasets.enabled}
        />
      )}
    </Step>
  )
}
