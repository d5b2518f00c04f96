// The Files tab (spec 3 §2.1, §2.9): the upload's file browser (upload/files) from the
// upload's root; the path after files/ is where the user browsed to, kept in the URL.
// 'processed data' opens the entry's data tab within this upload page.
import { useParams } from 'react-router'
import type { Upload } from '../../api'
import { FileBrowser } from '../files'
import { entryPath, filesTabPath } from './paths'

export interface FilesTabProps {
  upload: Upload
  /** The upload page's base path. */
  base: string
  /** Whether the files may be changed (spec 3 §6: writer, unpublished, not processing). */
  editable: boolean
}

export function FilesTab({ upload, base, editable }: FilesTabProps) {
  const { '*': path = '' } = useParams()
  return (
    <FileBrowser
      uploadId={upload.upload_id}
      path={path}
      editable={editable}
      basePath={filesTabPath(base)}
      entryUrl={(entryId) => entryPath(base, entryId, 'data')}
    />
  )
}
