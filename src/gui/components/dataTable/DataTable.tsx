// The data table of spec 1 §9: typed columns with sortable headers, a column chooser,
// optional row selection with select-all ('N selected' / 'All selected'), expandable
// detail rows, row actions, and paging by pages (rows per page 5, 10, 50, 100), on
// scroll ('Loading more items ...') or by "Load more". Controlled: rows, order, page and
// selection come in, what the user asks for goes out, so the same table pages on the
// server (uploads, datasets, an upload's entries) or over rows held in memory.
import { Callout, Checkbox, HTMLTable, NonIdealState, Spinner } from '@blueprintjs/core'
import { Fragment, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react'
import { ColumnChooser } from './ColumnChooser'
import { defaultCell, initiallyShown, type DataColumn } from './columns'
import { Paginator } from './Paginator'
import { totalOf, type DataTablePagination } from './pagination'
import {
  ariaSort, isSelected, NOTHING_SELECTED, selectedCount, SortHeader, toggleAll, toggleRow, type Order, type Selection,
} from '../tableParts'
import './dataTable.css'

export const SELECT_ALL_LABEL = 'Select all'
export const selectRowLabel = (name: string) => `Select ${name}`
export const ALL_SELECTED_TEXT = 'All selected'
export const selectedText = (count: number) => `${count.toLocaleString('en-US')} selected`
export const LOADING_TEXT = 'loading ...'
export const NO_ROWS_TEXT = 'no data'
export const ROW_ACTIONS_LABEL = 'Actions'
export const DETAILS_LABEL = 'Details'

export interface DataTableProps<Row> {
  /** The table's accessible name. */
  label: string
  columns: readonly DataColumn<Row>[]
  rows: readonly Row[]
  /** A row's id: selection, expansion and React keys use it. */
  rowKey: (row: Row) => string
  /** A row's name for its checkbox ('Select {name}'); default its key. */
  rowName?: (row: Row) => string
  /** Left of the toolbar while nothing is selected. */
  title?: ReactNode
  /** Right of the toolbar while nothing is selected. */
  actions?: ReactNode
  /** Right of the toolbar while rows are selected (e.g. a bulk delete). */
  selectionActions?: ReactNode
  /** The column chooser; default on. */
  columnChooser?: boolean
  /** The current order; a column with `sortable` then has a sort button. */
  orderBy?: string
  order?: Order
  onSort?: (orderBy: string, order: Order) => void
  /** Row selection is on when `onSelectionChange` is given. */
  selection?: Selection
  onSelectionChange?: (selection: Selection) => void
  /** A row's details, shown below it when the row is clicked. */
  details?: (row: Row) => ReactNode
  /** A row's actions, in its last cell. */
  rowActions?: (row: Row) => ReactNode
  pagination?: DataTablePagination
  /** No rows yet: the first answer is awaited. */
  loading?: boolean
  /** Shown in place of the rows (a failed request). */
  error?: ReactNode
  /** Shown when there are no rows; default 'no data'. */
  noRows?: ReactNode
  rowClassName?: (row: Row) => string | undefined
}

/** Clicks on a row's links, buttons and inputs do their own thing, not open the row. */
const isControl = (target: EventTarget) =>
  target instanceof Element && target.closest('a, button, input, select, textarea, label, [role="menu"]') !== null

function Toolbar<Row>(props: DataTableProps<Row> & { shown: ReadonlySet<string>; onToggleColumn: (key: string) => void }) {
  const { selection, onSelectionChange, pagination, rows, title, actions, selectionActions } = props
  const count = onSelectionChange && selection ? selectedCount(selection, totalOf(pagination, rows.length)) : 0
  const selecting = count > 0
  const chooser = props.columnChooser ?? true
  if (!title && !actions && !selectionActions && !chooser && !onSelectionChange) return null
  return (
    <div className={`tessera-table-toolbar${selecting ? ' tessera-table-toolbar-selecting' : ''}`}>
      <div className="tessera-table-title">
        {selecting ? <span role="status">{selection?.all ? ALL_SELECTED_TEXT : selectedText(count)}</span> : title}
      </div>
      <div className="tessera-table-actions">
        {selecting ? selectionActions : actions}
        {chooser && <ColumnChooser columns={props.columns} shown={props.shown} onToggle={props.onToggleColumn} />}
      </div>
    </div>
  )
}

export function DataTable<Row>(props: DataTableProps<Row>) {
  const { columns, rows, rowKey, orderBy, order = 'asc', onSort, details, rowActions, pagination } = props
  const [shown, setShown] = useState(() => initiallyShown(columns))
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const selecting = props.onSelectionChange !== undefined
  const selection = props.selection ?? NOTHING_SELECTED

  const visible = columns.filter((column) => shown.has(column.key))
  const ids = rows.map(rowKey)
  const toggle = (set: ReadonlySet<string>, key: string) => {
    const next = new Set(set)
    if (!next.delete(key)) next.add(key)
    return next
  }
  const toggleExpanded = (id: string) => setExpanded((current) => toggle(current, id))
  const select = (next: Selection) => props.onSelectionChange?.(next)
  const nothingSelected = !selection.all && selection.ids.length === 0
  const colSpan = visible.length + (selecting ? 1 : 0) + (rowActions ? 1 : 0)

  let body: ReactNode
  if (props.error) {
    body = <Callout intent="danger">{props.error}</Callout>
  } else if (props.loading && rows.length === 0) {
    body = <NonIdealState className="tessera-table-state" icon={<Spinner size={24} />} description={LOADING_TEXT} />
  } else if (rows.length === 0) {
    body = <NonIdealState className="tessera-table-state" description={props.noRows ?? NO_ROWS_TEXT} />
  }

  return (
    <div className="tessera-table">
      <Toolbar {...props} shown={shown} onToggleColumn={(key) => setShown((current) => toggle(current, key))} />
      <HTMLTable
        className="tessera-table-grid"
        compact
        interactive={details !== undefined}
        aria-label={props.label}
        // Assistive technology (and tests) can tell the first rows are still coming.
        aria-busy={props.loading && rows.length === 0 ? true : undefined}
      >
        <thead>
          <tr>
            {selecting && (
              <th className="tessera-table-select">
                <Checkbox
                  aria-label={SELECT_ALL_LABEL}
                  checked={selection.all}
                  indeterminate={!selection.all && !nothingSelected}
                  disabled={rows.length === 0}
                  onChange={() => select(toggleAll(selection))}
                />
              </th>
            )}
            {visible.map((column) => {
              const active = orderBy === column.key
              return (
                <th
                  key={column.key}
                  style={{ textAlign: column.align }}
                  title={column.description}
                  aria-sort={column.sortable ? ariaSort(active, order) : undefined}
                >
                  {column.sortable && onSort ? (
                    <SortHeader
                      text={column.label}
                      active={active}
                      order={order}
                      firstOrder={column.firstOrder}
                      onSort={(next) => onSort(column.key, next)}
                    />
                  ) : (
                    column.label
                  )}
                </th>
              )
            })}
            {rowActions && <th className="tessera-table-row-actions" aria-label={ROW_ACTIONS_LABEL} />}
          </tr>
        </thead>
        <tbody>
          {!body &&
            rows.map((row, index) => {
              const id = ids[index]
              const open = details !== undefined && expanded.has(id)
              const onClick = (event: MouseEvent<HTMLTableRowElement>) => {
                if (!isControl(event.target)) toggleExpanded(id)
              }
              const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
                if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return
                event.preventDefault()
                toggleExpanded(id)
              }
              const rowClass = [props.rowClassName?.(row), open ? 'tessera-table-row-open' : undefined].filter(Boolean).join(' ')
              return (
                <Fragment key={id}>
                  <tr
                    {...(details && { onClick, onKeyDown, tabIndex: 0, 'aria-expanded': open })}
                    className={rowClass || undefined}
                  >
                    {selecting && (
                      <td className="tessera-table-select">
                        <Checkbox
                          aria-label={selectRowLabel(props.rowName?.(row) ?? id)}
                          checked={isSelected(selection, id)}
                          onChange={() => select(toggleRow(selection, id, ids))}
                        />
                      </td>
                    )}
                    {visible.map((column) => (
                      <td key={column.key} style={{ textAlign: column.align }}>
                        {column.render ? column.render(row) : defaultCell(row, column.key)}
                      </td>
                    ))}
                    {rowActions && <td className="tessera-table-row-actions">{rowActions(row)}</td>}
                  </tr>
                  {open && (
                    <tr className="tessera-table-details-row">
                      <td colSpan={colSpan} aria-label={DETAILS_LABEL}>
                        {details(row)}
                      </td>
                    </tr>
                  )}
                </Fragment>
              )
            })}
        </tbody>
      </HTMLTable>
      {body}
      {pagination && !props.error && (pagination.mode !== 'pages' || pagination.total > 0) && <Paginator pagination={pagination} />}
    </div>
  )
}
