// The upload's processing state in words (spec 3 §4): one row per state.
import { describe, expect, it } from 'vitest'
import { anUpload } from '../../testing/uploadServer'
import { processingStatusText } from './processingStatus'

describe('the processing state in words', () => {
  const totals = (successful: number, failed: number, total: number) => ({ successful, failed, total })
  it.each([
    ['a new upload', anUpload({ process_status: 'READY', entries: 0 }), totals(0, 0, 0), 'Nothing processed yet'],
    ['waiting', anUpload({ process_status: 'PENDING', process_running: true }), totals(0, 0, 3), 'Processing ..., 0/3 entries processed'],
    ['queued, not yet running', anUpload({ process_status: 'PENDING' }), totals(0, 0, 0), 'Waiting for processing ..., 0/0 entries processed'],
    ['running', anUpload({ process_status: 'RUNNING', process_running: true }), totals(1, 1, 4), 'Processing ..., 2/4 entries processed, 1 failed'],
    ['done', anUpload({ process_status: 'SUCCESS' }), totals(4, 0, 4), 'Processing completed, 4/4 entries processed'],
    ['done with failures', anUpload({ process_status: 'SUCCESS' }), totals(3, 1, 4), 'Processing completed, 4/4 entries processed, 1 failed'],
    ['failed', anUpload({ process_status: 'FAILURE', errors: ['The zip file is corrupt.'] }), totals(0, 0, 0), 'Processing failed: The zip file is corrupt., 0/0 entries processed'],
  ] as const)('%s', (_name, upload, counts, expected) => {
    expect(processingStatusText(upload, counts)).toBe(expected)
  })

  it('without the entries read yet, only the state', () => {
    expect(processingStatusText(anUpload({ process_status: 'SUCCESS' }))).toBe('Processing completed')
  })
})
