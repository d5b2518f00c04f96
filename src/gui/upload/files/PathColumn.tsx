// One column of the browser: the path's listing from the API (GET rawdir, 40 per page),
// drawn as a folder, or as the file when the path is one.
import { Callout, Spinner, SpinnerSize } from '@blueprintjs/core'
import { useMemo } from 'react'
import { isFileInfo, useRawDirInfiniteQuery, type RawDirItem } from '../../api'
import { errorMessage } from '../../runtime'
import type { BrowserContext } from './browserContext'
import { FileColumn } from './FileColumn'
import { FolderColumn } from './FolderColumn'
import { baseName } from './paths'

export interface PathColumnProps {
  readonly context: BrowserContext
  readonly path: string
  /** The path open in the next column, if any. */
  readonly next?: string
}

export function PathColumn({ context, path, next }: PathColumnProps) {
  const { uploadId, editable, highlight, actions } = context
  const query = useRawDirInfiniteQuery({ uploadId, path })
  const pages = query.data?.pages
  const items = useMemo<RawDirItem[]>(() => (pages ?? []).flatMap((page) => (isFileInfo(page) ? [] : page.directory_metadata.content)), [pages])

  if (!pages?.length) {
    return (
      <section className="tessera-files-column tessera-files-state" aria-label={`Path ${path}`}>
        {query.isError ? <Callout intent="danger" compact>{errorMessage(query.error)}</Callout> : <Spinner size={SpinnerSize.SMALL} aria-label="loading ..." />}
      </section>
    )
  }
  const first = pages[0]
  if (isFileInfo(first)) {
    return (
      <FileColumn
        uploadId={uploadId}
        path={path}
        info={first.file_metadata}
        editable={editable}
        highlighted={highlight === path}
        downloadUrl={context.downloadUrl(path, false)}
        entryUrl={context.entryUrl}
        onDuplicate={() => actions.duplicate(path)}
        onCopyOrMove={() => actions.copyOrMove(path)}
        onDelete={() => actions.remove(path, false)}
      />
    )
  }
  return (
    <FolderColumn
      path={path}
      items={items}
      total={first.pagination.total}
      selected={next === undefined ? undefined : baseName(next)}
      highlight={highlight}
      editable={editable}
      hasMore={query.hasNextPage}
      loadingMore={query.isFetchingNextPage}
      onLoadMore={() => void query.fetchNextPage()}
      onOpen={context.show}
      downloadUrl={context.downloadUrl(path, true)}
      dragData={context.dragData}
      onDrop={context.drop}
      onNewFolder={() => actions.newFolder(path)}
      onCopyOrMove={() => actions.copyOrMove(path)}
      onDelete={() => actions.remove(path, true)}
    />
  )
}
