// The data of the upload page: the upload (polled every second while it processes, spec 1
// §4 and §9), a page of its entries' processing states (polled with it), and who looks at
// it. When processing ends, what it changed — entries, files, the README — is read again.
import { useEffect, useMemo, useRef, useState } from 'react'
import { useDispatch, useSelector } from 'react-redux'
import { api, isSerializedApiError, useGroupsQuery, useUploadEntriesQuery, useUploadQuery } from '../../api'
import { selectUser } from '../../auth'
import { useTableQuery, type TableQuery } from '../../components/dataTable'
import type { UploadUser } from './uploadFlags'

/** Spec 3 §9: the processing poll. */
export const PROCESSING_POLL_MS = 1000

/** What `GET uploads/{id}/entries` orders by. */
export type EntriesOrderBy = 'mainfile' | 'parser_name' | 'process_status' | 'entry_create_time'
const ENTRIES_ORDERS: readonly string[] = ['mainfile', 'parser_name', 'process_status', 'entry_create_time']
const isEntriesOrder = (key: string): key is EntriesOrderBy => ENTRIES_ORDERS.includes(key)

/** Spec 1 §3: the entries of an upload page, five at a time, failures first. */
export const ENTRIES_PAGING: TableQuery<EntriesOrderBy> = { page: 1, pageSize: 5, orderBy: 'process_status', order: 'asc' }
export const PAGE_OUT_OF_RANGE = 'Page out of range requested.'

/** The signed-in user with the groups they belong to; undefined when anonymous. */
export function useUploadUser(): UploadUser | undefined {
  const user = useSelector(selectUser)
  const { currentData } = useGroupsQuery({ userId: user?.user_id }, { skip: !user })
  const groups = currentData?.data
  return useMemo(() => (user ? { user_id: user.user_id, groups: (groups ?? []).map((group) => group.group_id) } : undefined), [user, groups])
}

export function useUploadPage(uploadId: string) {
  const dispatch = useDispatch()
  const [polling, setPolling] = useState(false)
  const poll = { pollingInterval: polling ? PROCESSING_POLL_MS : 0, skipPollingIfUnfocused: false }
  const upload = useUploadQuery(uploadId, poll)
  const processing = upload.currentData?.data.process_running ?? false
  useEffect(() => setPolling(processing), [processing])

  const entriesTable = useTableQuery(ENTRIES_PAGING, isEntriesOrder)
  const entries = useUploadEntriesQuery({ uploadId, ...entriesTable.query }, { ...poll, skip: !upload.currentData })
  // A page that no longer exists (entries went away) starts over at page 1 (spec 1 §4).
  const outOfRange = isSerializedApiError(entries.error) && entries.error.apiMessage === PAGE_OUT_OF_RANGE
  const { setQuery } = entriesTable
  useEffect(() => {
    if (outOfRange) setQuery({ page: 1 })
  }, [outOfRange, setQuery])

  const wasProcessing = useRef(processing)
  useEffect(() => {
    if (wasProcessing.current && !processing) {
      dispatch(api.util.invalidateTags([{ type: 'UploadEntries', id: uploadId }, { type: 'Upload', id: uploadId }]))
    }
    wasProcessing.current = processing
  }, [dispatch, processing, uploadId])

  return { upload, entries, entriesTable, processing }
}
