// A folder of the upload as a column (spec 3 §2.9): its files and folders, 40 at a time
// and more as the list scrolls to its end; the open item marked, the entry's mainfile
// highlighted. Writers drag items onto folders (copy or move) and get the folder's actions.
// A pure view: the items, the state of the listing and the callbacks come from PathColumn.
import { AnchorButton, Button, Menu, MenuItem, Popover, Spinner, SpinnerSize, Tag } from '@blueprintjs/core'
import { BoxIcon, ChevronRightIcon, DocumentIcon, DocumentShareIcon, DownloadIcon, DuplicateIcon, FolderCloseIcon, FolderNewIcon, FolderOpenIcon, MoreIcon, TrashIcon } from '@blueprintjs/icons'
import { useEffect, useRef, useState, type DragEvent } from 'react'
import type { RawDirItem } from '../../api'
import { FILE_DRAG_TYPE } from './droppedFile'
import { EMPTY_FOLDER } from './messages'
import { baseName, joinPath } from './paths'

export interface FolderColumnProps {
  /** The folder ('' = the upload's root). */
  readonly path: string
  readonly items: readonly RawDirItem[]
  /** How many items the folder holds (all pages). */
  readonly total: number
  /** The name of the item open in the next column. */
  readonly selected?: string
  /** A path to mark (the entry's mainfile). */
  readonly highlight?: string
  readonly editable: boolean
  readonly hasMore: boolean
  readonly loadingMore: boolean
  readonly onLoadMore: () => void
  readonly onOpen: (path: string) => void
  /** The URL that downloads the folder (a zip). */
  readonly downloadUrl: string
  /** Drag data of an item (ours, and its raw URL for other drop targets). */
  readonly dragData: (path: string) => { readonly own: string; readonly url: string }
  readonly onDrop: (data: { readonly own?: string; readonly url?: string }, folder: string) => void
  readonly onNewFolder: () => void
  readonly onCopyOrMove: () => void
  readonly onDelete: () => void
}

const acceptsDrop = (event: DragEvent) => event.dataTransfer.types.includes(FILE_DRAG_TYPE) || event.dataTransfer.types.includes('text/uri-list')

const readDragEvent = (event: DragEvent) => ({ own: event.dataTransfer.getData(FILE_DRAG_TYPE) || undefined, url: event.dataTransfer.getData('text/uri-list') || undefined })

export function FolderColumn(props: FolderColumnProps) {
  const { path, items, total, selected, highlight, editable, hasMore, loadingMore, onLoadMore } = props
  const end = useRef<HTMLLIElement>(null)
  const [dropTarget, setDropTarget] = useState<string>()

  // More items when the end of the list scrolls into view.
  useEffect(() => {
    const element = end.current
    if (!element || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && onLoadMore())
    observer.observe(element)
    return () => observer.disconnect()
  }, [hasMore, loadingMore, onLoadMore, items.length])

  const dropHandlers = (folder: string) =>
    editable
      ? {
          onDragOver: (event: DragEvent) => {
            if (!acceptsDrop(event)) return
            event.preventDefault()
            event.stopPropagation()
            setDropTarget(folder)
          },
          onDragLeave: (event: DragEvent) => {
            event.stopPropagation()
            setDropTarget((current) => (current === folder ? undefined : current))
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault()
            event.stopPropagation()
            setDropTarget(undefined)
            props.onDrop(readDragEvent(event), folder)
          },
        }
      : {}

  const title = path ? baseName(path) : 'Upload'
  return (
    <section
      className={`tessera-files-column tessera-files-folder${dropTarget === path ? ' tessera-files-drop' : ''}`}
      aria-label={path ? `Folder ${path}` : 'Upload root'}
      {...dropHandlers(path)}
    >
      <header className="tessera-files-header">
        {path ? <FolderOpenIcon /> : <BoxIcon />}
        <span className="tessera-files-title" title={path || '/'}>
          {title}
        </span>
        <AnchorButton variant="minimal" size="small" icon={<DownloadIcon />} href={props.downloadUrl} download aria-label={path ? 'Download folder' : 'Download all files'} title={path ? 'Download folder (zip)' : 'Download all files (zip)'} />
        {editable ? <Button variant="minimal" size="small" icon={<FolderNewIcon />} onClick={props.onNewFolder} aria-label="New folder" title="New folder" /> : null}
        {editable && path ? (
          <Popover
            placement="bottom-end"
            content={
              <Menu>
                <MenuItem icon={<DuplicateIcon />} text="Copy or move folder" onClick={props.onCopyOrMove} />
                <MenuItem icon={<TrashIcon />} intent="danger" text="Delete folder" onClick={props.onDelete} />
              </Menu>
            }
          >
            <Button variant="minimal" size="small" icon={<MoreIcon />} aria-label="Folder actions" />
          </Popover>
        ) : null}
      </header>
      <ul className="tessera-files-items" role="list">
        {items.map((item) => {
          const itemPath = joinPath(path, item.name)
          const classes = ['tessera-files-item']
          if (item.name === selected) classes.push('tessera-files-selected')
          if (highlight === itemPath) classes.push('tessera-files-highlight')
          if (dropTarget === itemPath) classes.push('tessera-files-drop')
          return (
            <li key={item.name} className={classes.join(' ')} {...(item.is_file ? {} : dropHandlers(itemPath))}>
              <button
                type="button"
                className="tessera-files-open"
                onClick={() => props.onOpen(itemPath)}
                draggable={editable}
                onDragStart={(event) => {
                  const data = props.dragData(itemPath)
                  event.dataTransfer.setData(FILE_DRAG_TYPE, data.own)
                  event.dataTransfer.setData('text/uri-list', data.url)
                  event.dataTransfer.effectAllowed = 'copyMove'
                }}
                aria-current={item.name === selected ? 'true' : undefined}
              >
                {item.is_file ? item.entry_id ? <DocumentShareIcon className="tessera-files-icon" /> : <DocumentIcon className="tessera-files-icon" /> : <FolderCloseIcon className="tessera-files-icon" />}
                <span className="tessera-files-name">{item.name}</span>
                {item.parser_name ? (
                  <Tag minimal round className="tessera-files-parser" title={`An entry, parsed by ${item.parser_name}`}>
                    {item.parser_name.replace(/^parsers\//, '')}
                  </Tag>
                ) : null}
                {item.is_file ? null : <ChevronRightIcon className="tessera-files-chevron" />}
              </button>
            </li>
          )
        })}
        {items.length === 0 && !hasMore ? <li className="tessera-files-empty">{EMPTY_FOLDER}</li> : null}
        {hasMore ? (
          <li ref={end} className="tessera-files-more">
            {loadingMore ? <Spinner size={SpinnerSize.SMALL} /> : <Button variant="minimal" size="small" text={`Load more (${items.length} of ${total})`} onClick={onLoadMore} />}
          </li>
        ) : null}
      </ul>
    </section>
  )
}
