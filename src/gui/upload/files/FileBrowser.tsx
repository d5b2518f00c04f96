// The file browser of an upload (spec 3 §2.9): a column per folder of the open path and
// the open file in the last, the way NOMAD's browser lanes are. The upload page's Files
// tab shows it from the root, the entry page's files tab at the entry's folder with the
// mainfile highlighted. The open path lives in the URL (`{base}/{path}`).
import { useCallback, useEffect, useMemo, useRef } from 'react'
import { useDispatch } from 'react-redux'
import { useLocation, useNavigate } from 'react-router'
import { api, rawPath, useApiClient, useUploadQuery } from '../../api'
import { useErrors } from '../../runtime'
import type { BrowserContext } from './browserContext'
import { dragData as ownDragData, readDrop } from './droppedFile'
import { ONLY_THIS_UPLOAD } from './messages'
import { PathColumn } from './PathColumn'
import { browserBase, browserUrl, columnPaths, isWithin, normalizePath, parentPath } from './paths'
import { useFileOperations } from './useFileOperations'
import './files.css'

export interface FileBrowserProps {
  readonly uploadId: string
  /** The open path in the upload ('' = its root): its folders open as columns, a file shows last. */
  readonly path: string
  /** Whether the files may be changed (spec 3 §6: the upload is editable, not processing). */
  readonly editable: boolean
  /** A file to mark (the entry's mainfile); deleting it leaves for the upload page. */
  readonly highlight?: string
  /** The browser's URL at the upload's root (a path is appended); by default the current URL without `path`. */
  readonly basePath?: string
  /** Where 'processed data' of an entry goes; by default the entry's data tab within the upload. */
  readonly entryUrl?: (entryId: string) => string
}

export const uploadPageUrl = (uploadId: string) => `/user/uploads/upload/id/${encodeURIComponent(uploadId)}`
const defaultEntryUrl = (uploadId: string) => (entryId: string) => `${uploadPageUrl(uploadId)}/entry/id/${encodeURIComponent(entryId)}/data`

/** Lists again when a processing run ends (spec 3 §4: completion reloads the lanes). */
function useListingsFollowProcessing(uploadId: string) {
  const dispatch = useDispatch()
  const { data } = useUploadQuery(uploadId)
  const completed = data?.data.complete_time
  const running = data?.data.process_running
  const seen = useRef(completed)
  useEffect(() => {
    if (running || completed === seen.current) return
    seen.current = completed
    dispatch(api.util.invalidateTags([{ type: 'RawDir', id: uploadId }]))
  }, [dispatch, uploadId, completed, running])
}

export function FileBrowser({ uploadId, path, editable, highlight, basePath, entryUrl }: FileBrowserProps) {
  const client = useApiClient()
  const { raiseInfo } = useErrors()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const open = normalizePath(path)
  const base = basePath ?? browserBase(pathname, open)
  const show = useCallback((target: string) => void navigate(browserUrl(base, target)), [navigate, base])
  useListingsFollowProcessing(uploadId)

  const onDeleted = (deleted: string) => {
    // Spec 3 §2.1: deleting the mainfile leaves for the upload page; otherwise the previous column.
    if (highlight !== undefined && isWithin(highlight, deleted)) void navigate(uploadPageUrl(uploadId))
    else show(parentPath(deleted))
  }
  const { actions, dialogs } = useFileOperations(uploadId, show, onDeleted)

  const context: BrowserContext = {
    uploadId,
    editable,
    highlight,
    actions,
    show,
    downloadUrl: (target, folder) => client.url(rawPath(uploadId, target), folder ? { compress: true } : { ignore_mime_type: true }),
    entryUrl: entryUrl ?? defaultEntryUrl(uploadId),
    dragData: (target) => ({ own: ownDragData({ uploadId, path: target }), url: client.url(rawPath(uploadId, target)) }),
    drop: (data, folder) => {
      const dropped = readDrop(data, client.apiBase)
      if (!dropped.ok) return raiseInfo(dropped.message)
      if (dropped.file.uploadId !== uploadId) return raiseInfo(ONLY_THIS_UPLOAD)
      // Onto itself or the folder it is in: nothing to do.
      if (isWithin(folder, dropped.file.path) || parentPath(dropped.file.path) === folder) return
      actions.copyOrMove(dropped.file.path, folder)
    },
  }

  const columns = useMemo(() => columnPaths(open), [open])
  const row = useRef<HTMLDivElement>(null)
  // The open column in view: the row scrolls to its end when the path changes.
  useEffect(() => {
    const element = row.current
    if (element) element.scrollLeft = element.scrollWidth
  }, [open])

  return (
    <div className="tessera-files" ref={row}>
      {columns.map((column, index) => (
        <PathColumn key={column} context={context} path={column} next={columns[index + 1]} />
      ))}
      {dialogs}
    </div>
  )
}
