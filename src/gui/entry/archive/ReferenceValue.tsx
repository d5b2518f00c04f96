// A quantity holding a reference (spec 3 §8): a link that opens the target — in this
// entry the lane path, in another entry (by id, or by its mainfile in an upload) its data
// tab at the path — once the target is known to exist; 'Cannot resolve reference.' (red)
// when the target cannot be fetched, 'The referenced value does not exist anymore' when the
// path is missing in it, 'There are some processing errors in the referenced value' beside
// the link when the target entry was processed with errors, and 'Expected archive or
// metainfo reference, got … type for …' for a value that names an upload.
import { Spinner, SpinnerSize, Tag } from '@blueprintjs/core'
import { Link } from 'react-router'
import type { JsonObject, JsonValue } from '../../../core/archive'
import { useEntryArchiveQuery } from '../../api'
import { archiveOf } from './archiveResponse'
import { useArchiveBrowser } from './browserContext'
import { referenceUrl, targetEntryId, valueAtPath, type ArchiveReference } from './references'

export const CANNOT_RESOLVE_REFERENCE = 'Cannot resolve reference.'
export const REFERENCE_GONE = 'The referenced value does not exist anymore'
export const REFERENCE_PROCESSING_ERRORS = 'There are some processing errors in the referenced value'

export interface ReferenceValueProps {
  readonly reference: ArchiveReference
  /** The reference as the archive holds it. */
  readonly text: string
}

export function ReferenceValue({ reference, text }: ReferenceValueProps) {
  const { entry } = useArchiveBrowser()
  if (reference.problem) return <Unresolved text={text} message={reference.problem} />
  const other = targetEntryId(reference, entry)
  return other !== undefined ? <OtherEntryReference reference={{ ...reference, entryId: other }} entryId={other} text={text} /> : <ResolvedReference reference={reference} text={text} />
}

const hasProcessingErrors = (archive: JsonObject) => {
  const metadata: JsonValue | undefined = archive.metadata
  const errors = typeof metadata === 'object' && metadata !== null && !Array.isArray(metadata) ? (metadata as JsonObject).processing_errors : undefined
  return Array.isArray(errors) && errors.length > 0
}

function OtherEntryReference({ reference, entryId, text }: ReferenceValueProps & { readonly entryId: string }) {
  const { data, error, isLoading } = useEntryArchiveQuery({ entryId, required: '*' })
  if (isLoading) return <Spinner size={SpinnerSize.SMALL} aria-label="Resolving reference" />
  const target = archiveOf(data)
  if (error || target === undefined || typeof target === 'string') return <Unresolved text={text} message={CANNOT_RESOLVE_REFERENCE} />
  return <ResolvedReference reference={reference} target={target} text={text} />
}

function ResolvedReference({ reference, target, text }: ReferenceValueProps & { readonly target?: JsonObject }) {
  const { archive, dataBase, entry } = useArchiveBrowser()
  if (valueAtPath(target ?? archive, reference.path) === undefined) {
    return (
      <span className="tessera-archive-reference">
        <code>{text}</code>
        <Tag intent="warning" minimal>
          {REFERENCE_GONE}
        </Tag>
      </span>
    )
  }
  return (
    <span className="tessera-archive-reference">
      <Link to={referenceUrl(reference, dataBase, entry.entryId)}>{text}</Link>
      {target && hasProcessingErrors(target) && (
        <Tag intent="warning" minimal>
          {REFERENCE_PROCESSING_ERRORS}
        </Tag>
      )}
    </span>
  )
}

function Unresolved({ text, message }: { readonly text: string; readonly message: string }) {
  return (
    <span className="tessera-archive-reference">
      <code>{text}</code> <span className="tessera-archive-unresolved">{message}</span>
    </span>
  )
}
