// Step 2, 'Process data': the state of processing with 'N/total entries processed, M
// failed', the entries table with each failed entry's errors one click away, reprocess.
import { RefreshIcon } from '@blueprintjs/icons'
import { useErrors } from '../../../runtime'
import { useReprocessUploadMutation, type Upload, type UploadEntriesResponse } from '../../../api'
import type { TableQueryState } from '../../../components/dataTable'
import { ControlButton } from '../ControlButton'
import { STEPS } from '../messages'
import { EntriesTable } from '../processing/EntriesTable'
import { processingStatusText } from '../processing/processingStatus'
import { Step } from '../Step'
import type { ControlState } from '../uploadControls'
import type { EntriesOrderBy } from '../useUploadPage'

export const PROCESS_TEXTS = {
  reprocess: 'Reprocess',
  failedHint: 'Click a failed entry to see its errors.',
} as const

export interface ProcessStepProps {
  upload: Upload
  base: string
  entries: UploadEntriesResponse | undefined
  table: TableQueryState<EntriesOrderBy>
  loading: boolean
  error?: string
  reprocess: ControlState
}

export function ProcessStep({ upload, base, entries, table, loading, error, reprocess }: ProcessStepProps) {
  const [start, { isLoading }] = useReprocessUploadMutation()
  const { raiseError } = useErrors()
  const totals = entries && { successful: entries.processing_successful, failed: entries.processing_failed, total: entries.pagination.total }
  const done = !upload.process_running && upload.process_status === 'SUCCESS' && (totals?.total ?? 0) > 0
  return (
    <Step number={2} title={STEPS.process} done={done}>
      <p className="tessera-processing-status" role="status" aria-label="Processing status">
        {processingStatusText(upload, totals)}
        {totals && totals.failed > 0 && <span className="tessera-step-note"> {PROCESS_TEXTS.failedHint}</span>}
      </p>
      <EntriesTable base={base} response={entries} table={table} loading={loading} error={error} />
      <div className="tessera-step-actions">
        <ControlButton
          control={reprocess}
          icon={<RefreshIcon />}
          text={PROCESS_TEXTS.reprocess}
          loading={isLoading}
          onClick={() => void start(upload.upload_id).unwrap().catch(raiseError)}
        />
      </div>
    </Step>
  )
}
