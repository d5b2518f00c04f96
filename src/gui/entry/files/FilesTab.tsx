// The files tab (spec 3 §2.2): the upload's file browser (upload/files) at the entry's
// folder with the mainfile highlighted. The tab's link is files/_mainfile; a path after
// files/ is where the user browsed to in the upload, kept in the URL.
import { useSelector } from 'react-redux'
import { selectUser } from '../../auth'
import { FileBrowser } from '../../upload'
import { filesEditable } from '../edit/editable'
import type { EntryContext } from '../entryContext'
import { filesPathOfSplat } from '../tabs/tabs'

export interface FilesTabProps {
  readonly entry: EntryContext
  /** The entry page's path. */
  readonly base: string
  /** The files/* splat: '_mainfile' or a path in the upload. */
  readonly splat: string
}

export function FilesTab({ entry, base, splat }: FilesTabProps) {
  const user = useSelector(selectUser)
  const { mainfile } = entry.metadata
  // 'processed data' of another entry opens that entry's data tab where this page is nested.
  const nest = base.slice(0, base.length - `/entry/id/${entry.entryId}`.length)
  return (
    <FileBrowser
      uploadId={entry.uploadId}
      path={filesPathOfSplat(splat, mainfile)}
      editable={filesEditable(entry.metadata, user)}
      highlight={mainfile}
      basePath={`${base}/files`}
      entryUrl={(entryId) => `${nest}/entry/id/${encodeURIComponent(entryId)}/data`}
    />
  )
}

export default FilesTab
