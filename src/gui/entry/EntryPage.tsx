// The entry page (spec 3 §2.2) at …/entry/id/{entryId} wherever entries are listed: the
// entry's metadata (GET entries/{id}) read once, then the tab bar and the open tab —
// overview, files, data, logs. 'This entry does not exist.' for a missing or hidden id.
import { Callout, Spinner } from '@blueprintjs/core'
import { lazy, Suspense, useEffect } from 'react'
import { useLocation, useParams } from 'react-router'
import { useEntryQuery } from '../api'
import { Page } from '../components/Page'
import { useErrors } from '../runtime'
import { ArchiveEditProvider } from './archiveEdit'
import { entryContext } from './entryContext'
import { LogsTab } from './logs/LogsTab'
import { ENTRY_LOADING_LABEL, ENTRY_MISSING_MESSAGE, LOADING_TEXT } from './messages'
import { Overview } from './overview/Overview'
import { EntryTabs } from './tabs/EntryTabs'
import { archivePathOfSplat, entryBasePath, type EntryTab } from './tabs/tabs'
import './entry.css'

// The data and files tabs carry the metainfo and the file browser: chunks of their own.
const DataTab = lazy(() => import('./archive/DataTab'))
const FilesTab = lazy(() => import('./files/FilesTab'))

const isNotFound = (error: unknown) => typeof error === 'object' && error !== null && 'status' in error && error.status === 404

export interface EntryPageProps {
  readonly tab?: EntryTab
}

export function EntryPage({ tab = 'overview' }: EntryPageProps) {
  const { entryId = '', '*': splat } = useParams()
  const { pathname } = useLocation()
  const { data, error, isLoading } = useEntryQuery(entryId)
  const { raiseError } = useErrors()
  // spec 3 §8: DoesNotExist shows the not-found text; other failures go to the raiser.
  const missing = isNotFound(error)
  useEffect(() => {
    if (error && !missing) raiseError(error)
  }, [error, missing, raiseError])

  if (isLoading) {
    return (
      <Page title="Entry">
        <Spinner size={32} aria-label={ENTRY_LOADING_LABEL} />
      </Page>
    )
  }
  if (!data) {
    const message = missing || !error ? ENTRY_MISSING_MESSAGE : 'message' in error ? error.message : undefined
    return (
      <Page title="Entry">
        <Callout intent={missing || !error ? 'warning' : 'danger'}>{message}</Callout>
      </Page>
    )
  }
  const entry = entryContext(data.data)
  const base = entryBasePath(pathname, entryId)
  const errors = entry.metadata.processing_errors
  return (
    <Page title={entry.metadata.entry_name ?? entry.metadata.mainfile} width="wide">
      {/* Above the tabs: an edit of the archive survives switching tabs. */}
      <ArchiveEditProvider entry={entry}>
        <EntryTabs base={base} tab={tab} hasErrors={Array.isArray(errors) && errors.length > 0} />
        <div className="tessera-entry-tab" role="tabpanel" aria-label={tab}>
          <Suspense fallback={<p>{LOADING_TEXT}</p>}>
            {tab === 'overview' && <Overview entry={entry} />}
            {tab === 'files' && <FilesTab entry={entry} base={base} splat={splat ?? ''} />}
            {tab === 'data' && <DataTab entry={entry} path={archivePathOfSplat(splat)} />}
            {tab === 'logs' && <LogsTab entry={entry} />}
          </Suspense>
        </div>
      </ArchiveEditProvider>
    </Page>
  )
}

export default EntryPage
