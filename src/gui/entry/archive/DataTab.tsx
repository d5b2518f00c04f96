// The data tab (spec 3 §2.2): the whole archive (POST entries/{id}/archive/query, required
// '*') as a read-only tree until issue 18's archive browser replaces it; 'loading ...', the
// no-archive text, and an archive that is not JSON shown as plain text. A chunk of its
// own: the metainfo it reads units from is not in the overview's.
import { Callout } from '@blueprintjs/core'
import { useCallback, useEffect } from 'react'
import { isSection } from '../../../core/archive'
import type { JsonObject } from '../../../core/archive'
import { resolveQuantity } from '../../../core/metainfo'
import { convert } from '../../../core/units'
import { useEntryArchiveQuery, type ArchiveRequired } from '../../api'
import { useErrors } from '../../runtime'
import { displayUnitFor, unitLabel, useUnits } from '../../units'
import type { EntryContext } from '../entryContext'
import { ARCHIVE_NOT_JSON_MESSAGE, LOADING_TEXT, NO_ARCHIVE_MESSAGE } from '../messages'
import { definitionPath, type ArchiveKey, type DisplayUnit } from './archiveTree'
import { ArchiveTree } from './ArchiveTree'

export const DATA_REQUIRED: ArchiveRequired = '*'

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404
const isJsonObject = (value: unknown): value is JsonObject => isSection(value)

export interface DataTabProps {
  readonly entry: EntryContext
  /** The archive path of the URL (data/…), opened. */
  readonly path: readonly string[]
}

/** The archive as the answer holds it: a tree, the text of an archive that is not JSON, or nothing. */
function archiveOf(data: unknown): JsonObject | string | undefined {
  if (typeof data === 'string') return data
  if (!isJsonObject(data)) return undefined
  const inner: unknown = isJsonObject(data.data) ? data.data.archive : undefined
  return typeof inner === 'string' || isJsonObject(inner) ? inner : undefined
}

export function DataTab({ entry, path }: DataTabProps) {
  const { data, error, isLoading } = useEntryArchiveQuery({ entryId: entry.entryId, required: DATA_REQUIRED })
  const { raiseError } = useErrors()
  const { system } = useUnits()
  const missing = isNotFound(error)
  useEffect(() => {
    if (error && !missing) raiseError(error)
  }, [error, missing, raiseError])
  const unitOf = useCallback(
    (at: readonly ArchiveKey[]): DisplayUnit | undefined => {
      const unit = resolveQuantity(definitionPath(at))?.unit
      const shown = displayUnitFor(unit, system)
      if (!unit || !shown) return undefined
      return { label: unitLabel(shown), convert: (value) => (shown === unit ? value : convert(value, unit, shown)) }
    },
    [system],
  )

  if (isLoading) return <p>{LOADING_TEXT}</p>
  if (missing) return <Callout intent="warning">{NO_ARCHIVE_MESSAGE}</Callout>
  const archive = archiveOf(data)
  if (archive === undefined) return null
  if (typeof archive === 'string') {
    return (
      <>
        <p>{ARCHIVE_NOT_JSON_MESSAGE}</p>
        <pre className="tessera-archive-text">{archive}</pre>
      </>
    )
  }
  return <ArchiveTree archive={archive} openPath={path} unitOf={unitOf} />
}

export default DataTab
