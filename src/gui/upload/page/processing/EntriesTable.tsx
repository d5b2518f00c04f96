// Step 2's table: the upload's entries with their processing state, a page at a time
// (rows per page 5, 10, 50, 100; spec 3 §9). A row opens to its errors and warnings.
import { Link } from 'react-router'
import type { EntryProcData, UploadEntriesResponse } from '../../../api'
import { DataTable, type DataColumn, type TableQueryState } from '../../../components/dataTable'
import { entryPath } from '../paths'
import type { EntriesOrderBy } from '../useUploadPage'
import { EntryDetails } from './EntryDetails'
import { EntryStatus } from './EntryStatus'

export const ENTRIES_TABLE_LABEL = 'Entries of the upload'
export const NO_ENTRIES = 'No entries yet: upload files that a parser recognises.'

function columns(base: string): DataColumn<EntryProcData>[] {
  return [
    {
      key: 'mainfile',
      label: 'Mainfile',
      sortable: true,
      render: (entry) => (entry.process_status === 'SUCCESS' ? <Link to={entryPath(base, entry.entry_id)}>{entry.mainfile}</Link> : entry.mainfile),
    },
    { key: 'parser_name', label: 'Parser', sortable: true, render: (entry) => (entry.parser_name ?? '').replace(/^parsers\//, '') },
    { key: 'process_status', label: 'Status', sortable: true, render: (entry) => <EntryStatus entry={entry} /> },
    { key: 'entry_id', label: 'Entry id', hidden: true },
    { key: 'complete_time', label: 'Processed', hidden: true },
  ]
}

export interface EntriesTableProps {
  base: string
  response: UploadEntriesResponse | undefined
  table: TableQueryState<EntriesOrderBy>
  loading: boolean
  error?: string
}

export function EntriesTable({ base, response, table, loading, error }: EntriesTableProps) {
  return (
    <DataTable
      label={ENTRIES_TABLE_LABEL}
      columns={columns(base)}
      rows={response?.data ?? []}
      rowKey={(entry) => entry.entry_id}
      rowName={(entry) => entry.mainfile}
      rowClassName={(entry) => (entry.process_status === 'FAILURE' ? 'tessera-entry-failed' : undefined)}
      details={(entry) => <EntryDetails entry={entry} base={base} />}
      {...table.sortProps}
      pagination={table.pages(response?.pagination.total ?? 0)}
      loading={loading}
      error={error}
      noRows={NO_ENTRIES}
    />
  )
}
