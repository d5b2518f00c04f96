// The Files tab: the upload's file browser (src/gui/upload/files, helper I16c) goes here.
import { NonIdealState } from '@blueprintjs/core'
import { FolderOpenIcon } from '@blueprintjs/icons'
import type { Upload } from '../../api'

export function FilesTab({ upload }: { upload: Upload; editable: boolean }) {
  return <NonIdealState icon={<FolderOpenIcon size={32} />} title="Files" description={`The files of ${upload.upload_name ?? upload.upload_id}.`} />
}
