// The data tab (spec 3 §2.2, §2.3): the whole archive (POST entries/{id}/archive/query,
// required '*') in the archive browser's lanes at `…/data/<lane path>`; 'loading ...',
// the no-archive text, and an archive that is not JSON shown as plain text. A chunk of
// its own: the metainfo and the lanes are not in the overview's.
import { Callout } from '@blueprintjs/core'
import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { useApiClient, useEntryArchiveQuery, type ArchiveRequired } from '../../api'
import { useErrors } from '../../runtime'
import type { EntryContext } from '../entryContext'
import { ARCHIVE_NOT_JSON_MESSAGE, LOADING_TEXT, NO_ARCHIVE_MESSAGE } from '../messages'
import { useArchiveEdit } from '../archiveEdit'
import { entryBasePath } from '../tabs/tabs'
import { ArchiveBrowser } from './ArchiveBrowser'
import { archiveOf, isNotFound } from './archiveResponse'

export const DATA_REQUIRED: ArchiveRequired = '*'

export interface DataTabProps {
  readonly entry: EntryContext
  /** The archive path of the URL (data/…); the lanes read it from the location. */
  readonly path?: readonly string[]
}

export function DataTab({ entry }: DataTabProps) {
  const { data, error, isLoading, isFetching, refetch } = useEntryArchiveQuery({ entryId: entry.entryId, required: DATA_REQUIRED })
  const { raiseError } = useErrors()
  const client = useApiClient()
  const { pathname } = useLocation()
  // The edit state (spec 3 §4) holds the archive as edited; until it has loaded, the tab's own.
  const edit = useArchiveEdit()
  const missing = isNotFound(error)
  useEffect(() => {
    if (error && !missing) raiseError(error)
  }, [error, missing, raiseError])

  if (isLoading) return <p>{LOADING_TEXT}</p>
  if (missing) return <Callout intent="warning">{NO_ARCHIVE_MESSAGE}</Callout>
  const archive = edit?.archive ?? archiveOf(data)
  if (archive === undefined) return null
  if (typeof archive === 'string') {
    return (
      <>
        <p>{ARCHIVE_NOT_JSON_MESSAGE}</p>
        <pre className="tessera-archive-text">{archive}</pre>
      </>
    )
  }
  const dataBase = `${entryBasePath(pathname, entry.entryId)}/data`
  const request = { url: client.url(`entries/${encodeURIComponent(entry.entryId)}/archive/query`), body: { required: DATA_REQUIRED }, response: data }
  return <ArchiveBrowser entry={entry} archive={archive} dataBase={dataBase} request={request} onReload={() => void refetch()} reloading={isFetching} />
}

export default DataTab
