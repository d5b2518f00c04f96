// A quantity holding a reference (spec 3 §8): a link that opens the target — in this
// entry the lane path, in another entry its data tab at the path — once the target is
// known to exist; 'Cannot resolve reference.' (red) when the target cannot be fetched,
// 'The referenced value does not exist anymore' when the path is missing in it.
import { Spinner, SpinnerSize, Tag } from '@blueprintjs/core'
import { Link } from 'react-router'
import type { JsonObject } from '../../../core/archive'
import { useEntryArchiveQuery } from '../../api'
import { archiveOf } from './archiveResponse'
import { useArchiveBrowser } from './browserContext'
import { referenceUrl, valueAtPath, type ArchiveReference } from './references'

export const CANNOT_RESOLVE_REFERENCE = 'Cannot resolve reference.'
export const REFERENCE_GONE = 'The referenced value does not exist anymore'

export interface ReferenceValueProps {
  readonly reference: ArchiveReference
  /** The reference as the archive holds it. */
  readonly text: string
}

export function ReferenceValue({ reference, text }: ReferenceValueProps) {
  const { entry } = useArchiveBrowser()
  const other = reference.entryId !== undefined && reference.entryId !== entry.entryId
  return other ? <OtherEntryReference reference={reference} entryId={reference.entryId ?? ''} text={text} /> : <ResolvedReference reference={reference} text={text} />
}

function OtherEntryReference({ reference, entryId, text }: ReferenceValueProps & { readonly entryId: string }) {
  const { data, error, isLoading } = useEntryArchiveQuery({ entryId, required: '*' })
  if (isLoading) return <Spinner size={SpinnerSize.SMALL} aria-label="Resolving reference" />
  const target = archiveOf(data)
  if (error || target === undefined || typeof target === 'string') return <Unresolved text={text} />
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
    <Link className="tessera-archive-reference" to={referenceUrl(reference, dataBase, entry.entryId)}>
      {text}
    </Link>
  )
}

function Unresolved({ text }: { readonly text: string }) {
  return (
    <span className="tessera-archive-reference">
      <code>{text}</code> <span className="tessera-archive-unresolved">{CANNOT_RESOLVE_REFERENCE}</span>
    </span>
  )
}
