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
  /** The entries are being read again (e.g. as processing just ended). */
  refreshing?: boolean
  error?: string
  reprocess: ControlState
}

export function ProcessStep({ upload, base, entries, table, loading, refreshing = false, error, reprocess }: ProcessStepProps) {
  const [start, { isLoading }] = useReprocessUploadMutation()
  const { raiseError } = useErrors()
  const counted = entries && { successful: entries.processing_successful, failed: entries.processing_failed, total: entries.pagination.total }
  // Processing has ended but the counts are still those read while it ran: wait for the new ones
  // rather than say 'Processing completed, 52/100 entries processed'.
  const stale = counted && !upload.process_running && refreshing && counted.successful + counted.failed < counted.total
  const totals = stale ? undefined : counted
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
