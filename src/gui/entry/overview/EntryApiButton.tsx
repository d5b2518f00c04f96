// The overview's API button (spec 3 §2.2 "An API dialog shows the calls used"): the entry
// metadata call the page made and every archive call made for this entry so far — the
// cards' and the tabs' — read from RTK Query's cache, so a new card's call shows without
// anyone listing it.
import { Button } from '@blueprintjs/core'
import { CodeIcon } from '@blueprintjs/icons'
import { useState } from 'react'
import { useSelector } from 'react-redux'
import { api, useApiClient, type EntryMetadata } from '../../api'
import { ApiDialog, type ApiCallView } from '../../components/apiDialog'
import { API_BUTTON_TEXT, ENTRY_API_TITLE, ENTRY_ARCHIVE_CALL_DESCRIPTION, ENTRY_METADATA_CALL_DESCRIPTION } from '../messages'

type ApiState = ReturnType<typeof api.reducer>

interface ArchiveArgs {
  readonly entryId: string
  readonly required: unknown
}

const isArchiveArgs = (value: unknown): value is ArchiveArgs =>
  typeof value === 'object' && value !== null && 'entryId' in value && 'required' in value

/** The archive calls for `entryId` that have been answered, oldest first. */
export function archiveCalls(state: ApiState, entryId: string): { readonly required: unknown; readonly response: unknown }[] {
  return Object.values(state.queries)
    .flatMap((query) => {
      if (!query || query.endpointName !== 'entryArchive' || query.status !== 'fulfilled') return []
      const args: unknown = query.originalArgs
      if (!isArchiveArgs(args) || args.entryId !== entryId) return []
      return [{ required: args.required, response: query.data, started: query.startedTimeStamp ?? 0 }]
    })
    .sort((a, b) => a.started - b.started)
    .map(({ required, response }) => ({ required, response }))
}

function EntryApiDialog({ metadata, onClose }: { readonly metadata: EntryMetadata; readonly onClose: () => void }) {
  const client = useApiClient()
  const entryId = metadata.entry_id
  const archives = useSelector((state: { api: ApiState }) => archiveCalls(state.api, entryId), (a, b) => a.length === b.length && a.every((call, index) => call.response === b[index].response))
  const path = `entries/${encodeURIComponent(entryId)}`
  const calls: ApiCallView[] = [
    { method: 'GET', url: client.url(path), description: ENTRY_METADATA_CALL_DESCRIPTION, response: { entry_id: entryId, data: metadata } },
    ...archives.map(({ required, response }): ApiCallView => ({
      method: 'POST',
      url: client.url(`${path}/archive/query`),
      body: { required },
      description: ENTRY_ARCHIVE_CALL_DESCRIPTION,
      response,
    })),
  ]
  return <ApiDialog isOpen onClose={onClose} title={ENTRY_API_TITLE} calls={calls} />
}

export function EntryApiButton({ metadata }: { readonly metadata: EntryMetadata }) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button icon={<CodeIcon />} text={API_BUTTON_TEXT} size="small" onClick={() => setOpen(true)} />
      {open && <EntryApiDialog metadata={metadata} onClose={() => setOpen(false)} />}
    </>
  )
}
