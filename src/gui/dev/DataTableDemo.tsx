// One demo table over rows held in memory: sorting and paging as a server would do them
// (sortRows, pageOf), with pages, scrolling or "Load more".
import { useCallback, useEffect, useMemo, useState } from 'react'
import {
  DataTable, NOTHING_SELECTED, anyOrder, fieldOf, pageOf, sortRows, useTableQuery, type DataColumn, type DataTablePagination,
  type Selection,
} from '../components/dataTable'
import type { DemoRow } from './demoData'

export const DEMO_COLUMNS: readonly DataColumn<DemoRow>[] = [
  { key: 'id', label: 'Id', hidden: true },
  { key: 'process_time', label: 'Process time (s)', sortable: true, align: 'right', render: (row) => row.process_time.toFixed(1) },
  { key: 'temperature', label: 'Temperature (K)', sortable: true, align: 'right', render: (row) => row.temperature.toFixed(2) },
  { key: 'pressure', label: 'Pressure (Pa)', sortable: true, align: 'right', render: (row) => row.pressure.toLocaleString('en-US') },
]

/** How long the demo pretends to wait for more rows, so 'Loading more items ...' shows. */
export const DEMO_LOAD_MS = 400

export type DemoPaging = 'pages' | 'scroll' | 'more' | 'none'

export interface DataTableDemoProps {
  label: string
  rows: readonly DemoRow[]
  paging: DemoPaging
  pageSize: number
  details?: boolean
}

function Details({ row }: { row: DemoRow }) {
  return (
    <dl className="tessera-demo-details">
      {Object.entries(row).map(([key, value]) => (
        <div key={key}>
          <dt>{key}</dt>
          <dd>{String(value)}</dd>
        </div>
      ))}
    </dl>
  )
}

export function DataTableDemo({ label, rows, paging, pageSize, details }: DataTableDemoProps) {
  const table = useTableQuery({ page: 1, pageSize, orderBy: 'process_time', order: 'asc' }, anyOrder)
  const { page, orderBy = 'process_time', order } = table.query
  const [selection, setSelection] = useState<Selection>(NOTHING_SELECTED)
  const sorted = useMemo(() => sortRows(rows, fieldOf(orderBy), order), [rows, orderBy, order])

  // Appending tables show a growing prefix of the sorted rows.
  const [loaded, setLoaded] = useState(pageSize)
  const [loading, setLoading] = useState(false)
  useEffect(() => setLoaded(pageSize), [orderBy, order, pageSize])
  useEffect(() => {
    if (!loading) return
    const timer = setTimeout(() => {
      setLoaded((count) => count + pageSize)
      setLoading(false)
    }, DEMO_LOAD_MS)
    return () => clearTimeout(timer)
  }, [loading, pageSize])
  const loadMore = useCallback(() => setLoading(true), [])

  let shown: readonly DemoRow[] = sorted
  let pagination: DataTablePagination | undefined
  if (paging === 'pages') {
    shown = pageOf(sorted, page, table.query.pageSize)
    pagination = table.pages(rows.length)
  } else if (paging === 'scroll' || paging === 'more') {
    shown = sorted.slice(0, loaded)
    pagination = { mode: paging, hasMore: loaded < rows.length, loading, onLoadMore: loadMore, total: rows.length }
  }

  return (
    <DataTable<DemoRow>
      label={label}
      title={label}
      columns={DEMO_COLUMNS}
      rows={shown}
      rowKey={(row) => row.id}
      {...table.sortProps}
      pagination={pagination}
      selection={selection}
      onSelectionChange={setSelection}
      {...(details && { details: (row: DemoRow) => <Details row={row} /> })}
    />
  )
}
