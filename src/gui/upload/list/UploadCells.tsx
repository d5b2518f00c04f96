// The cells of the uploads table that say more than a value: the processing state and
// the publication state, each an icon and a short label with the full text as tooltip.
import { Classes, Spinner, Tooltip } from '@blueprintjs/core'
import { EditIcon, ErrorIcon, GlobeIcon, LockIcon, TickCircleIcon, TimeIcon, TrashIcon } from '@blueprintjs/icons'
import type { ReactElement } from 'react'
import type { Upload } from '../../../core/api'
import { apiDate, formatDate } from '../../../core/format'
import {
  embargoEnd, isVisibleForAll, processingKind, processingText, PROCESSING_TEXTS, PUBLICATION_LABELS,
  PUBLICATION_TEXTS, publicationKind, publicationState, type ProcessingKind, type PublicationKind,
} from './uploadStates'

const PROCESSING_ICONS: Readonly<Record<ProcessingKind, ReactElement>> = {
  processing: <Spinner size={14} />,
  deleting: <TrashIcon className={Classes.INTENT_WARNING} />,
  success: <TickCircleIcon className={Classes.INTENT_SUCCESS} />,
  failure: <ErrorIcon className={Classes.INTENT_DANGER} />,
  waiting: <TimeIcon />,
}

const PUBLICATION_ICONS: Readonly<Record<PublicationKind, ReactElement>> = {
  public: <GlobeIcon className={Classes.INTENT_SUCCESS} />,
  embargo: <LockIcon className={Classes.INTENT_WARNING} />,
  unpublished: <EditIcon />,
}

function IconText({ icon, text, tooltip }: { icon: ReactElement; text: string; tooltip: string }) {
  return (
    <Tooltip content={tooltip} placement="top" className="tessera-upload-state">
      {/* Focusable so keyboard users reach the tooltip; the label reads the full text. */}
      <span tabIndex={0} aria-label={tooltip} className="tessera-upload-state-inner">
        {icon}
        <span>{text}</span>
      </span>
    </Tooltip>
  )
}

export function ProcessingCell({ upload }: { upload: Upload }) {
  const kind = processingKind(upload)
  return <IconText icon={PROCESSING_ICONS[kind]} text={PROCESSING_TEXTS[kind]} tooltip={processingText(upload)} />
}

export function PublicationCell({ upload, userId }: { upload: Upload; userId: string | undefined }) {
  const kind = publicationKind(upload)
  const end = embargoEnd(upload)
  let text: string = PUBLICATION_LABELS[kind]
  if (kind === 'public' && upload.publish_time) text = formatDate(apiDate(upload.publish_time)) || text
  if (kind === 'embargo' && end) text = `Embargo until ${end}`
  if (kind === 'unpublished' && isVisibleForAll(upload)) text = 'Unpublished, visible for all'
  return <IconText icon={PUBLICATION_ICONS[kind]} text={text} tooltip={PUBLICATION_TEXTS[publicationState(upload, userId)]} />
}

export function NameCell({ upload }: { upload: Upload }) {
  return upload.upload_name ? <>{upload.upload_name}</> : <span className={Classes.TEXT_MUTED}>{upload.upload_id}</span>
}

