// Step 1, 'Prepare and upload files': the drop zone and file picker (several files at
// once; zip and tar files are unpacked by the server), a progress bar per transfer and
// what went wrong (quota, size limit …).
import { Link } from 'react-router'
import { useEnv } from '../../../runtime'
import { CodeList } from '../../codes'
import { CreateEntryButton } from '../../createEntry/CreateEntryButton'
import { STEPS } from '../messages'
import { entryPath, filesTabPath } from '../paths'
import { Step } from '../Step'
import { FileDrop } from '../transfer/FileDrop'
import { TransferList } from '../transfer/TransferList'
import { formatBytes } from '../transfer/transfers'
import { useTransfers } from '../transfer/useTransfers'
import type { ControlState } from '../uploadControls'

export const FILES_TEXTS = {
  intro:
    'Upload the files of your simulations, structure files or lab-notebook records. You can drop several files at once; '
    + '.zip and .tar(.gz) files are unpacked into the upload. Every file a parser recognises becomes an entry.',
  hint: (limit: number) => `Up to ${formatBytes(limit)} at once.`,
  published: 'This upload is published: its files cannot be changed anymore.',
  browse: "Browse the upload's files",
} as const

export interface FilesStepProps {
  uploadId: string
  base: string
  control: ControlState
  /** Files are there: the step is done. */
  done: boolean
  published: boolean
  /** Writers of an unpublished upload see the drop zone (disabled while processing). */
  showDrop: boolean
}

export function FilesStep({ uploadId, base, control, done, published, showDrop }: FilesStepProps) {
  const { maxUploadSize } = useEnv()
  const { transfers, send, cancel, dismiss } = useTransfers(uploadId)
  return (
    <Step number={1} title={STEPS.files} done={done}>
      {published ? (
        <p>{FILES_TEXTS.published}</p>
      ) : showDrop ? (
        <>
          <p>{FILES_TEXTS.intro}</p>
          <CodeList />
          <FileDrop onFiles={(files) => void send(files)} disabled={!control.enabled} hint={FILES_TEXTS.hint(maxUploadSize)} />
          <p>
            <CreateEntryButton uploadId={uploadId} entryDataPath={(entryId) => entryPath(base, entryId, 'data')} disabled={!control.enabled} />
          </p>
          {!control.enabled && control.reason && <p className="tessera-step-note">{control.reason}</p>}
        </>
      ) : (
        control.reason && <p className="tessera-step-note">{control.reason}</p>
      )}
      <TransferList transfers={transfers} onCancel={cancel} onDismiss={dismiss} />
      <p>
        <Link to={filesTabPath(base)}>{FILES_TEXTS.browse}</Link>
      </p>
    </Step>
  )
}
