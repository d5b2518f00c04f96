// The upload's processing state in words (spec 3 §4 "Upload processing states"): waiting,
// running, 'Processing completed', 'Processing failed' with the upload's errors; then
// 'N/total entries processed' and ', M failed'.
import type { Upload } from '../../../api'
import { PROCESS_STATES } from '../messages'

export interface EntryTotals {
  readonly successful: number
  readonly failed: number
  readonly total: number
}

export function processStateText(upload: Pick<Upload, 'process_running' | 'process_status' | 'errors'>): string {
  if (upload.process_running) return PROCESS_STATES.running
  if (upload.process_status === 'SUCCESS') return PROCESS_STATES.success
  if (upload.process_status === 'FAILURE') {
    return upload.errors.length ? `${PROCESS_STATES.failure}: ${upload.errors.join(', ')}` : PROCESS_STATES.failure
  }
  return upload.process_status === 'READY' ? PROCESS_STATES.ready : PROCESS_STATES.waiting
}

/** 'N/total entries processed, M failed': N counts failed entries too, as the server's status message does. */
export function entriesProcessedText({ successful, failed, total }: EntryTotals): string {
  return `${successful + failed}/${total} entries processed${failed > 0 ? `, ${failed} failed` : ''}`
}

export function processingStatusText(upload: Pick<Upload, 'process_running' | 'process_status' | 'errors'>, totals?: EntryTotals): string {
  const state = processStateText(upload)
  // An upload that never processed has no entries to count.
  return totals && (totals.total > 0 || state !== PROCESS_STATES.ready) ? `${state}, ${entriesProcessedText(totals)}` : state
}
