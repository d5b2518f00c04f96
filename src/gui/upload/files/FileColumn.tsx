// A file of the upload as the last column (spec 3 §2.9): its name and size, downloads and
// (for writers) duplicate, copy or move and delete; 'processed data' when the file is an
// entry's mainfile; and its 'preview'.
import { AnchorButton, Button, ButtonGroup, H6 } from '@blueprintjs/core'
import { DatabaseIcon, DocumentIcon, DownloadIcon, DuplicateIcon, MoveIcon, TrashIcon } from '@blueprintjs/icons'
import { useMemo } from 'react'
import { Link } from 'react-router'
import type { RawFileInfo } from '../../api'
import { FilePreview } from '../previewers/FilePreview'
import { fileSizeText } from './fileSize'
import { PREVIEW, PROCESSED_DATA } from './messages'

export interface FileColumnProps {
  readonly uploadId: string
  readonly path: string
  readonly info: RawFileInfo['file_metadata']
  readonly editable: boolean
  readonly highlighted: boolean
  readonly downloadUrl: string
  /** Where the entry's archive is shown. */
  readonly entryUrl: (entryId: string) => string
  readonly onDuplicate: () => void
  readonly onCopyOrMove: () => void
  readonly onDelete: () => void
}

export function FileColumn({ uploadId, path, info, editable, highlighted, downloadUrl, entryUrl, onDuplicate, onCopyOrMove, onDelete }: FileColumnProps) {
  const file = useMemo(() => ({ name: info.name, size: info.size }), [info.name, info.size])
  return (
    <section className={`tessera-files-column tessera-files-file${highlighted ? ' tessera-files-highlight' : ''}`} aria-label={`File ${path}`}>
      <header className="tessera-files-header">
        <DocumentIcon />
        <span className="tessera-files-title" title={path}>
          {info.name}
        </span>
      </header>
      <div className="tessera-files-details">
        <div className="tessera-files-size">{fileSizeText(info.size)}</div>
        <ButtonGroup variant="minimal" className="tessera-files-actions">
          <AnchorButton icon={<DownloadIcon />} text="Download" href={downloadUrl} download={info.name} />
          {editable ? (
            <>
              <Button icon={<DuplicateIcon />} text="Duplicate" onClick={onDuplicate} />
              <Button icon={<MoveIcon />} text="Copy or move" onClick={onCopyOrMove} />
              <Button icon={<TrashIcon />} intent="danger" text="Delete" onClick={onDelete} />
            </>
          ) : null}
        </ButtonGroup>
        {info.entry_id ? (
          <div className="tessera-files-entry">
            <Link to={entryUrl(info.entry_id)} className="tessera-files-processed">
              <DatabaseIcon /> {PROCESSED_DATA}
            </Link>
            {info.parser_name ? <span className="tessera-files-parser-name">{info.parser_name}</span> : null}
          </div>
        ) : null}
        <H6 className="tessera-files-preview-title">{PREVIEW}</H6>
        <FilePreview key={path} uploadId={uploadId} path={path} file={file} />
      </div>
    </section>
  )
}
