// The upload page (spec 3 §2.1, §2.6): `…/upload/id/{uploadId}` with the tabs Overview
// (the base path) and Files. Container: reads the upload (polled while it processes) and
// who looks at it, works out what they may do, and draws the header, the processing
// banner and the tab.
import { AnchorButton, Callout, Tab, Tabs } from '@blueprintjs/core'
import { DownloadIcon } from '@blueprintjs/icons'
import { useLocation, useNavigate, useParams } from 'react-router'
import { isSerializedApiError } from '../../api'
import { Page } from '../../components/Page'
import { useEnv } from '../../runtime'
import { DeleteUploadButton } from './DeleteUploadButton'
import { FilesTab } from './FilesTab'
import { FAILED_TO_LOAD, LOADING, TABS, UPLOAD_TITLE } from './messages'
import { filesTabPath, uploadBasePath } from './paths'
import { ProcessingBanner } from './ProcessingBanner'
import { formatDate, uploadZipUrlOf } from './uploadLinks'
import { UploadOverview } from './UploadOverview'
import { uploadControls } from './uploadControls'
import { uploadFlags } from './uploadFlags'
import { useUploadPage, useUploadUser } from './useUploadPage'
import { visibilityText } from './visibility'
import './upload.css'

export type UploadTab = 'overview' | 'files'

export const UNNAMED_UPLOAD = 'Unnamed upload'
export const DOWNLOAD_FILES = 'Download files'

/** The API's words, else the error's, else 'Failed to load' (spec 1 §4). */
export function loadFailure(error: unknown): string {
  if (isSerializedApiError(error)) return error.apiMessage || error.message || FAILED_TO_LOAD
  return error instanceof Error && error.message ? error.message : FAILED_TO_LOAD
}

export function UploadPage({ tab = 'overview' }: { tab?: UploadTab }) {
  const { uploadId = '' } = useParams()
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { apiBase } = useEnv()
  const base = uploadBasePath(pathname, uploadId)
  const user = useUploadUser()
  const { upload: uploadQuery, entries, entriesTable, processing } = useUploadPage(uploadId)
  const upload = uploadQuery.currentData?.data

  if (!upload) {
    const failed = uploadQuery.error && !uploadQuery.isFetching
    return (
      <Page title={UPLOAD_TITLE}>
        {failed ? <Callout intent="danger" role="alert">{loadFailure(uploadQuery.error)}</Callout> : <p role="status">{LOADING}</p>}
      </Page>
    )
  }

  const flags = uploadFlags(upload, user)
  const counts = { total: entries.currentData?.pagination.total ?? upload.entries, failed: entries.currentData?.processing_failed ?? 0 }
  const controls = uploadControls(flags, counts)
  const actions = (
    <>
      <AnchorButton variant="outlined" icon={<DownloadIcon />} text={DOWNLOAD_FILES} href={uploadZipUrlOf(apiBase, upload.upload_id)} />
      {flags.mainAuthor && <DeleteUploadButton upload={upload} control={controls.delete} />}
    </>
  )
  return (
    <Page title={upload.upload_name || UNNAMED_UPLOAD} actions={actions}>
      <div className="tessera-upload-facts">
        <span>{visibilityText(upload, flags)}</span>
        <span>created {formatDate(upload.upload_create_time)}</span>
        <span>
          upload id <code>{upload.upload_id}</code>
        </span>
      </div>
      <ProcessingBanner processing={processing} statusMessage={upload.last_status_message} />
      <Tabs
        id="upload-tabs"
        className="tessera-upload-tabs"
        selectedTabId={tab}
        onChange={(next) => navigate(next === 'files' ? filesTabPath(base) : base)}
      >
        <Tab id="overview" title={TABS.overview} />
        <Tab id="files" title={TABS.files} />
      </Tabs>
      {tab === 'files' ? (
        <FilesTab upload={upload} base={base} editable={controls.uploadFiles.enabled} />
      ) : (
        <UploadOverview
          upload={upload}
          base={base}
          flags={flags}
          controls={controls}
          entries={entries}
          entriesTable={entriesTable}
          entriesError={entries.error && !entries.isFetching ? loadFailure(entries.error) : undefined}
        />
      )}
    </Page>
  )
}

export default UploadPage
