// A row's details in the entries table: the processing errors and warnings of the entry,
// and the way to its logs (spec 3 §2.2 logs tab) — a failed entry's cause one click away.
import { Link } from 'react-router'
import type { EntryProcData } from '../../../api'
import { entryPath } from '../paths'

export const ENTRY_DETAILS = {
  errors: 'Processing errors',
  warnings: 'Warnings',
  none: 'Processed without errors.',
  pending: 'Not processed yet.',
  logs: 'Show the processing logs',
  entry: 'Open the entry',
} as const

export function EntryDetails({ entry, base }: { entry: EntryProcData; base: string }) {
  const done = entry.process_status === 'SUCCESS' || entry.process_status === 'FAILURE'
  return (
    <div className="tessera-entry-details">
      {entry.errors.length > 0 && (
        <section aria-label={ENTRY_DETAILS.errors}>
          <h4>{ENTRY_DETAILS.errors}</h4>
          <ul className="tessera-entry-errors">
            {entry.errors.map((error, index) => <li key={index}>{error}</li>)}
          </ul>
        </section>
      )}
      {entry.warnings.length > 0 && (
        <section aria-label={ENTRY_DETAILS.warnings}>
          <h4>{ENTRY_DETAILS.warnings}</h4>
          <ul className="tessera-entry-warnings">
            {entry.warnings.map((warning, index) => <li key={index}>{warning}</li>)}
          </ul>
        </section>
      )}
      {!entry.errors.length && !entry.warnings.length && <p>{done ? ENTRY_DETAILS.none : ENTRY_DETAILS.pending}</p>}
      <p className="tessera-entry-details-links">
        <Link to={entryPath(base, entry.entry_id, 'logs')}>{ENTRY_DETAILS.logs}</Link>
        {entry.process_status === 'SUCCESS' && <Link to={entryPath(base, entry.entry_id)}>{ENTRY_DETAILS.entry}</Link>}
      </p>
    </div>
  )
}
