import { Spinner, Tag } from '@blueprintjs/core'
import { ErrorIcon, TickCircleIcon, TimeIcon } from '@blueprintjs/icons'
import type { EntryProcData } from '../../../api'

export const ENTRY_STATES = { SUCCESS: 'Success', FAILURE: 'Failure', waiting: 'Waiting', running: 'Processing' } as const

/** An entry's processing state as a tag. */
export function EntryStatus({ entry }: { entry: Pick<EntryProcData, 'process_status'> }) {
  switch (entry.process_status) {
    case 'SUCCESS':
      return <Tag intent="success" minimal icon={<TickCircleIcon />}>{ENTRY_STATES.SUCCESS}</Tag>
    case 'FAILURE':
      return <Tag intent="danger" minimal icon={<ErrorIcon />}>{ENTRY_STATES.FAILURE}</Tag>
    case 'RUNNING':
    case 'WAITING_FOR_RESULT':
      return <Tag minimal icon={<Spinner size={12} />}>{ENTRY_STATES.running}</Tag>
    default:
      return <Tag minimal icon={<TimeIcon />}>{ENTRY_STATES.waiting}</Tag>
  }
}
