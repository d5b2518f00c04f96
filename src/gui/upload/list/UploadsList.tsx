// The uploads list of a logged-in user (spec 3 §2.5, §4, §6, §8, §9): create an upload
// or add an example one, the unpublished-uploads limit, the shell commands, and the
// table of the user's uploads with a bulk delete. While a deletion is pending the list
// refreshes every 2 s until none remain (spec 3 §4); while an upload in view processes,
// every second, as the store does for a processing upload (spec 1 §4).
import { Button, Callout } from '@blueprintjs/core'
import { AddIcon, ApplicationsIcon } from '@blueprintjs/icons'
import { useEffect, useState } from 'react'
import { useSelector } from 'react-redux'
import { useNavigate } from 'react-router'
import type { ExampleUploadEnv } from '../../../core/config/env'
import { useCreateUploadMutation, useDeleteUploadMutation, useUploadsQuery, type UploadOrderBy } from '../../api'
import { selectUser } from '../../auth'
import { NOTHING_SELECTED, useTableQuery, type Selection } from '../../components/dataTable'
import { errorMessage, useEnv, useErrors } from '../../runtime'
import { bulkDeleteRule, deleteEach } from './bulkDelete'
import { DeleteUploadsDialog } from './DeleteUploadsDialog'
import { ExampleUploadsDialog } from './ExampleUploadsDialog'
import { ADD_EXAMPLES_TEXT, CREATE_UPLOAD_TEXT, UPLOAD_LIMIT_MESSAGE } from './messages'
import { UploadCommands } from './UploadCommands'
import { isUploadOrder, uploadPath, UploadsTable } from './UploadsTable'
import { isDeletionPending, processingKind } from './uploadStates'

export const UPLOADS_PAGE_SIZES: readonly number[] = [5, 10, 50, 100]
export const DEFAULT_UPLOADS_PAGE = { page: 1, pageSize: 10, orderBy: 'upload_create_time', order: 'desc' } as const
/** How often the list refreshes while deletions are pending (spec 3 §9). */
export const DELETE_REFRESH_MS = 2000
/** How often the list refreshes while an upload in view processes (spec 1 §4). */
export const PROCESSING_REFRESH_MS = 1000
/** The unpublished-limit query reads this many (spec 3 §9). */
export const LIMIT_QUERY_PAGE_SIZE = 10000

/** The user's unpublished main-author uploads against the deployment's limit (services.upload_limit). */
function useLimitReached(limit: number): boolean {
  const { data } = useUploadsQuery({ isPublished: false, roles: ['main_author'], pageSize: LIMIT_QUERY_PAGE_SIZE })
  return data !== undefined && data.pagination.total >= limit
}

export function UploadsList() {
  const env = useEnv()
  const userId = useSelector(selectUser)?.user_id
  const navigate = useNavigate()
  const { raiseError } = useErrors()
  const table = useTableQuery<UploadOrderBy>(DEFAULT_UPLOADS_PAGE, isUploadOrder)
  const { page, pageSize, orderBy, order } = table.query
  const [refreshMs, setRefreshMs] = useState(0)
  const list = useUploadsQuery({ page, pageSize, orderBy, order }, { pollingInterval: refreshMs })
  const uploads = list.currentData?.data ?? list.data?.data ?? []
  const total = list.data?.pagination.total ?? 0

  const [selection, setSelection] = useState<Selection>(NOTHING_SELECTED)
  // Another page or order shows other rows: what was ticked is no longer in view.
  useEffect(() => setSelection(NOTHING_SELECTED), [page, pageSize, orderBy, order])
  // "All" means every upload of the user, also those on other pages.
  const all = useUploadsQuery({ page: 1, pageSize: Math.max(total, 1) }, { skip: !selection.all })
  const selected = selection.all ? (all.data?.data ?? []) : uploads.filter((upload) => selection.ids.includes(upload.upload_id))
  const rule = selection.all && !all.data ? { allowed: false as const, reason: 'loading ...' } : bulkDeleteRule(selected, userId)

  const [deleteUpload] = useDeleteUploadMutation()
  const [deleting, setDeleting] = useState(false)
  const [confirming, setConfirming] = useState(false)
  const pendingInList = uploads.some(isDeletionPending)
  const processingInList = uploads.some((upload) => processingKind(upload) === 'processing')
  useEffect(
    () => setRefreshMs(deleting || pendingInList ? DELETE_REFRESH_MS : processingInList ? PROCESSING_REFRESH_MS : 0),
    [deleting, pendingInList, processingInList],
  )
  const deleteSelected = async () => {
    setConfirming(false)
    setDeleting(true)
    const failures = await deleteEach(selected.map((upload) => upload.upload_id), (uploadId) => deleteUpload(uploadId).unwrap())
    // One error per failed upload (spec 3 §8).
    for (const failure of failures) raiseError(failure)
    setDeleting(false)
    setSelection(NOTHING_SELECTED)
  }

  const limitReached = useLimitReached(env.servicesUploadLimit)
  const [createUpload, creation] = useCreateUploadMutation()
  const [examplesOpen, setExamplesOpen] = useState(false)
  const [addingExample, setAddingExample] = useState<string>()
  const create = async (example?: ExampleUploadEnv) => {
    setAddingExample(example?.id)
    try {
      const created = await createUpload(example ? { exampleUploadId: example.id, uploadName: example.title } : {}).unwrap()
      navigate(uploadPath(created.upload_id))
    } catch (error) {
      raiseError(error)
    } finally {
      setAddingExample(undefined)
    }
  }

  return (
    <div className="tessera-uploads">
      {limitReached && <Callout intent="danger">{UPLOAD_LIMIT_MESSAGE}</Callout>}
      <div className="tessera-uploads-actions">
        <Button
          intent="primary"
          icon={<AddIcon />}
          text={CREATE_UPLOAD_TEXT}
          disabled={limitReached}
          loading={creation.isLoading && addingExample === undefined}
          onClick={() => void create()}
        />
        {env.exampleUploads.length > 0 && (
          <Button icon={<ApplicationsIcon />} text={ADD_EXAMPLES_TEXT} disabled={limitReached} onClick={() => setExamplesOpen(true)} />
        )}
      </div>
      <UploadsTable
        userId={userId}
        uploads={uploads}
        total={total}
        loading={list.isLoading}
        error={list.error && !list.data ? errorMessage(list.error) : undefined}
        {...table.sortProps}
        pagination={table.pages(total, UPLOADS_PAGE_SIZES)}
        selection={selection}
        onSelectionChange={setSelection}
        deleteRule={rule}
        deleting={deleting}
        onDelete={() => setConfirming(true)}
      />
      <UploadCommands />
      <ExampleUploadsDialog
        isOpen={examplesOpen}
        examples={env.exampleUploads}
        adding={addingExample}
        disabled={limitReached}
        onAdd={(example) => void create(example)}
        onClose={() => setExamplesOpen(false)}
      />
      <DeleteUploadsDialog
        isOpen={confirming}
        count={selected.length}
        onConfirm={() => void deleteSelected()}
        onCancel={() => setConfirming(false)}
      />
    </div>
  )
}
