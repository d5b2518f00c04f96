// The Overview tab (spec 3 §2.6): the README.md panel and the six steps.
import type { Upload } from '../../api'
import { ReadmePanel } from './ReadmePanel'
import { AccessStep } from './steps/AccessStep'
import { CentralStep } from './steps/CentralStep'
import { FilesStep } from './steps/FilesStep'
import { MetadataStep } from './steps/MetadataStep'
import { ProcessStep } from './steps/ProcessStep'
import { PublishStep } from './steps/PublishStep'
import type { ControlState, UploadControl } from './uploadControls'
import type { UploadFlags } from './uploadFlags'
import type { useUploadPage } from './useUploadPage'

export interface UploadOverviewProps {
  upload: Upload
  base: string
  flags: UploadFlags
  controls: Record<UploadControl, ControlState>
  entries: ReturnType<typeof useUploadPage>['entries']
  entriesTable: ReturnType<typeof useUploadPage>['entriesTable']
  entriesError?: string
}

export function UploadOverview({ upload, base, flags, controls, entries, entriesTable, entriesError }: UploadOverviewProps) {
  return (
    <div className="tessera-upload-overview">
      <ReadmePanel uploadId={upload.upload_id} />
      <ol className="tessera-upload-steps">
        <li>
          <FilesStep
            uploadId={upload.upload_id}
            base={base}
            control={controls.uploadFiles}
            done={upload.entries > 0 || flags.published}
            published={flags.published}
            showDrop={flags.writer}
          />
        </li>
        <li>
          <ProcessStep
            upload={upload}
            base={base}
            entries={entries.currentData}
            table={entriesTable}
            loading={entries.isLoading}
            refreshing={entries.isFetching}
            error={entriesError}
            reprocess={controls.reprocess}
          />
        </li>
        <li>
          <AccessStep upload={upload} visibleForAll={flags.visibleForAll} editMembers={controls.editMembers} switchControl={controls.visibleForAll} />
        </li>
        <li>
          <MetadataStep upload={upload} editFields={controls.editMetadata} editDatasets={controls.editDatasets} />
        </li>
        <li>
          <PublishStep upload={upload} visibleForAll={flags.visibleForAll} publish={controls.publish} liftEmbargo={controls.liftEmbargo} />
        </li>
        <li>
          <CentralStep upload={upload} control={controls.publishToCentral} />
        </li>
      </ol>
    </div>
  )
}
