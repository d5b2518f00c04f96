// The logs tab (spec 3 §2.2): the archive's processing logs (POST entries/{id}/archive/query
// with required processing_logs) and the metadata's processing errors, filtered by level
// and shown by key, 10 at a time.
import { Callout } from '@blueprintjs/core'
import { useEffect, useMemo, useState } from 'react'
import { useEntryArchiveQuery, type ArchiveRequired } from '../../api'
import { useErrors } from '../../runtime'
import type { EntryContext } from '../entryContext'
import { LOADING_TEXT, NO_LOG_MESSAGE } from '../messages'
import { DEFAULT_LOG_KEYS, LOG_LEVELS, LOG_PAGE_SIZE, logEntries, type LogLevel } from './logEntries'
import { LogList } from './LogList'

export const LOGS_REQUIRED: ArchiveRequired = { processing_logs: '*' }

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404

export function LogsTab({ entry }: { readonly entry: EntryContext }) {
  const { data, error, isLoading } = useEntryArchiveQuery({ entryId: entry.entryId, required: LOGS_REQUIRED })
  const { raiseError } = useErrors()
  const [levels, setLevels] = useState<ReadonlySet<LogLevel>>(() => new Set(LOG_LEVELS))
  const [keys, setKeys] = useState<readonly string[]>(DEFAULT_LOG_KEYS)
  const [limit, setLimit] = useState(LOG_PAGE_SIZE)
  const missing = isNotFound(error)
  // A missing archive is the page's own message; anything else goes to the error raiser.
  useEffect(() => {
    if (error && !missing) raiseError(error)
  }, [error, missing, raiseError])
  const entries = useMemo(() => logEntries(data?.data.archive.processing_logs, entry.metadata), [data, entry.metadata])

  if (isLoading) return <p>{LOADING_TEXT}</p>
  if (!entries.length) {
    if (missing) return <Callout intent="warning">{NO_LOG_MESSAGE}</Callout>
    if (error) return null
  }
  return (
    <LogList
      entries={entries}
      levels={levels}
      keys={keys}
      limit={limit}
      onLevelsChange={setLevels}
      onKeysChange={setKeys}
      onLoadMore={() => setLimit(limit + LOG_PAGE_SIZE)}
    />
  )
}
