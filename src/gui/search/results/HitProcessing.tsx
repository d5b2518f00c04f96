// Entries that failed or are still processing have little metadata: their rows would be
// blank. The first cell then names the mainfile and says the entry's state.
import { Tag } from '@blueprintjs/core'
import type { ReactNode } from 'react'
import type { JsonObject } from '../context'
import { stringAt } from './values'

export type HitProcessing = 'failure' | 'processing'

export const HIT_PROCESSING_TEXTS: Readonly<Record<HitProcessing, string>> = {
  failure: 'Processing failed',
  processing: 'Processing ...',
}

const RUNNING = new Set(['PENDING', 'RUNNING', 'WAITING_FOR_RESULT'])

/** Undefined for a processed entry (and for hits without a state, such as materials). */
export function hitProcessing(hit: JsonObject): HitProcessing | undefined {
  if (hit.process_status === 'FAILURE') return 'failure'
  if (hit.process_running === true || (typeof hit.process_status === 'string' && RUNNING.has(hit.process_status))) return 'processing'
  return undefined
}

/** The cell's own content, else the mainfile; then the state. */
export function UnprocessedCell({ hit, state, children }: { hit: JsonObject; state: HitProcessing; children?: ReactNode }) {
  return (
    <span className="tessera-results-unprocessed">
      {children ?? <span className="tessera-results-mainfile">{stringAt(hit, 'mainfile') ?? stringAt(hit, 'entry_id')}</span>}
      <Tag minimal intent={state === 'failure' ? 'danger' : 'primary'}>
        {HIT_PROCESSING_TEXTS[state]}
      </Tag>
    </span>
  )
}
