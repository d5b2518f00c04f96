// The entry page's overview (spec 3 §2.2): the entry's metadata on the left, the
// overview cards on the right. The tabs (files, data, logs) and the full metadata column
// come with the entry page's own issue; this is the skeleton the card registry needs.
import { Callout, Spinner } from '@blueprintjs/core'
import { useParams } from 'react-router'
import { useEntryQuery } from '../api'
import { Page } from '../components/Page'
import { entryContext } from './entryContext'
import { EntryMetadata } from './EntryMetadata'
import { OverviewCards } from './OverviewCards'
import { ENTRY_LOADING_LABEL, ENTRY_MISSING_MESSAGE } from './messages'
import './entry.css'

export function EntryPage() {
  const { entryId = '' } = useParams()
  const { data, error, isLoading } = useEntryQuery(entryId)
  if (isLoading) {
    return (
      <Page title="Entry">
        <Spinner size={32} aria-label={ENTRY_LOADING_LABEL} />
      </Page>
    )
  }
  if (error || !data) {
    const missing = !error || ('status' in error && error.status === 404)
    return (
      <Page title="Entry">
        <Callout intent={missing ? 'warning' : 'danger'}>{missing ? ENTRY_MISSING_MESSAGE : error.message}</Callout>
      </Page>
    )
  }
  const entry = entryContext(data.data)
  return (
    <Page title={entry.metadata.entry_name ?? entry.metadata.mainfile} width="wide">
      <div className="tessera-entry-overview">
        <EntryMetadata entry={entry} />
        <OverviewCards entry={entry} />
      </div>
    </Page>
  )
}

export default EntryPage
