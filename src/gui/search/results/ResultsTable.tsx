// The results table of a search app (spec 2 §2.1, §2.3, §3.4): the app's columns, sortable
// headers, selectable rows with details, a Download menu and "load more". Props-driven:
// the hits, total and order come in, and what the user asks for goes out as callbacks.
import { Button, Callout, Checkbox, HTMLTable, NonIdealState } from '@blueprintjs/core'
import { ErrorIcon } from '@blueprintjs/icons'
import { Fragment, useMemo, useState, type KeyboardEvent } from 'react'
import type { AppRows, Column } from '../../../core/config/config.generated'
import { ariaSort, SortHeader } from '../../components/tableParts'
import { useUnits } from '../../units'
import type { JsonObject, Order, SearchQueryBody } from '../context'
import { headerText, NO_COLUMNS_TEXT, resultColumns, type ColumnQuantities, type ResultColumn } from './columns'
import { downloadUrl, type DownloadKind } from './download'
import { EntryDetails } from './EntryDetails'
import { ColumnCell } from './formats'
import { ResultsToolbar } from './ResultsToolbar'
import { isSelected, NOTHING_SELECTED, selectedCount, toggleAll, toggleRow, type Selection } from './selection'
import { stringAt, valuesAt } from './values'
import { useJmesPath } from './jmespath'
import { RowActions, urlActions } from './RowActions'
import { hitProcessing, UnprocessedCell } from './HitProcessing'
import './results.css'

export const SEARCHING_TEXT = 'searching ...'
export const SEARCH_FAILED_TEXT = 'The search failed. Change the query, or refresh the results to try again.'
export const NO_RESULTS_TEXT = 'no results'
export const LOAD_MORE_TEXT = 'Load more'
export const SELECT_ALL_LABEL = 'Select all'
export const selectRowLabel = (name: string) => `Select ${name}`

export interface ResultsTableProps {
  /** The app's columns (AppEnv.columns); the `selected` ones are shown at first. */
  columns: readonly Column[]
  /** Search quantities by name (`SearchFilters.byName`): labels, types, units, sortability. */
  quantities: ColumnQuantities
  hits: readonly JsonObject[]
  /** Undefined while the first answer is awaited ("searching ..."). */
  total?: number
  /** The last search for these rows failed: the hits are another query's, not shown. */
  failed?: boolean
  /** More hits exist than are shown. */
  hasMore: boolean
  loadingMore?: boolean
  onLoadMore: () => void
  orderBy: string
  order: Order
  onSort: (orderBy: string, order: Order) => void
  /** The app's row options; actions, details and selection are on by default. */
  rows?: Partial<Pick<AppRows, 'actions' | 'details' | 'selection'>>
  /** The entry page of a hit; the app's `entry/id/{entry_id}` route. */
  entryHref: (entry: JsonObject) => string
  /** Whether hits have entry pages (entries do, materials do not); default true. */
  entryPages?: boolean
  /** In-app navigation to an entry page; without it the link loads the page. */
  onOpenEntry?: (href: string) => void
  /** The label of the row's page button and of its details' link ('Go to the entry page' by default). */
  pageLinkText?: string
  /** The API base (GuiEnv.apiBase) and the current `{owner, query}`, for download URLs. */
  apiBase: string
  currentQuery: SearchQueryBody
  /** Navigates the browser to a download URL. */
  onDownload: (url: string) => void
  /** Controlled selection; without it the table keeps its own. */
  selection?: Selection
  onSelectionChange?: (selection: Selection) => void
}

export const ACTIONS_HEADER = 'Actions'

const entryIdOf = (entry: JsonObject, index: number) => stringAt(entry, 'entry_id') ?? stringAt(entry, 'material_id') ?? `#${index}`
const entryNameOf = (entry: JsonObject, index: number) =>
  stringAt(entry, 'entry_name') ?? stringAt(entry, 'mainfile') ?? entryIdOf(entry, index)

function initiallyVisible(columns: readonly ResultColumn[]): Set<string> {
  const selected = columns.filter((column) => column.selected)
  // An app that selects nothing would show an empty table; show every column instead.
  return new Set((selected.length ? selected : columns).map((column) => column.key))
}

function ColumnHeader({ column, orderBy, order, onSort }: { column: ResultColumn } & Pick<ResultsTableProps, 'orderBy' | 'order' | 'onSort'>) {
  const text = headerText(column)
  if (!column.sortable) return <>{text}</>
  return <SortHeader text={text} active={orderBy === column.key} order={order} onSort={(next) => onSort(column.key, next)} />
}

export function ResultsTable(props: ResultsTableProps) {
  const { quantities, hits, total, hasMore, loadingMore, onLoadMore, orderBy, order, onSort } = props
  // Columns without a unit of their own follow the unit system (spec 2 §2.7, §3.4).
  const { system } = useUnits()
  const columns = useMemo(() => resultColumns(props.columns, quantities, system), [props.columns, quantities, system])
  const [visible, setVisible] = useState(() => initiallyVisible(columns))
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set())
  const [ownSelection, setOwnSelection] = useState<Selection>(NOTHING_SELECTED)
  const selection = props.selection ?? ownSelection
  const setSelection = (next: Selection) => {
    if (!props.selection) setOwnSelection(next)
    props.onSelectionChange?.(next)
  }
  const detailsEnabled = props.rows?.details?.enabled ?? true
  const selectionEnabled = props.rows?.selection?.enabled ?? true
  const actionsEnabled = props.rows?.actions?.enabled ?? true
  const actions = urlActions(props.rows?.actions?.options)
  // Columns and actions written in JMESPath draw again once the package is loaded.
  useJmesPath([...columns.map((column) => column.key), ...actions.map(([, action]) => action.path)])
  const entryPages = props.entryPages ?? true
  const withActions = actionsEnabled && (entryPages || actions.length > 0)

  if (!columns.length) return <Callout intent="warning">{NO_COLUMNS_TEXT}</Callout>
  if (props.failed) return <NonIdealState className="tessera-results-state" icon={<ErrorIcon />} description={SEARCH_FAILED_TEXT} />
  if (total === undefined) return <NonIdealState className="tessera-results-state" description={SEARCHING_TEXT} />
  if (total === 0) return <NonIdealState className="tessera-results-state" description={NO_RESULTS_TEXT} />

  const shown = columns.filter((column) => visible.has(column.key))
  const loadedIds = hits.map(entryIdOf)
  const problems = columns.flatMap((column) => (column.problem ? [column.problem] : []))
  const toggleColumn = (key: string) =>
    setVisible((current) => {
      const next = new Set(current)
      if (!next.delete(key)) next.add(key)
      return next
    })
  const toggleExpanded = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  const download = (kind: DownloadKind) =>
    props.onDownload(downloadUrl({ apiBase: props.apiBase, kind, selection, current: props.currentQuery }))
  const nothingSelected = !selection.all && selection.ids.length === 0
  const colSpan = shown.length + (selectionEnabled ? 1 : 0) + (withActions ? 1 : 0)

  return (
    <div className="tessera-results">
      {problems.map((problem) => (
        <Callout key={problem} intent="warning" compact>
          {problem}
        </Callout>
      ))}
      <ResultsToolbar
        total={total}
        columns={columns}
        visible={visible}
        onToggleColumn={toggleColumn}
        {...(selectionEnabled && { selectedCount: selectedCount(selection, total) })}
        onDownload={download}
      />
      {/* Many columns scroll the table sideways, not the whole page. */}
      <div className="tessera-results-scroll">
        <HTMLTable className="tessera-results-table" compact interactive={detailsEnabled}>
          <thead>
            <tr>
              {selectionEnabled && (
                <th className="tessera-results-select">
                  <Checkbox
                    aria-label={SELECT_ALL_LABEL}
                    checked={selection.all}
                    indeterminate={!selection.all && !nothingSelected}
                    onChange={() => setSelection(toggleAll(selection))}
                  />
                </th>
              )}
              {shown.map((column) => (
                <th
                  key={column.key}
                  style={{ textAlign: column.align }}
                  aria-sort={ariaSort(orderBy === column.key, order)}
                >
                  <ColumnHeader column={column} orderBy={orderBy} order={order} onSort={onSort} />
                </th>
              ))}
              {withActions && <th className="tessera-results-actions" aria-label={ACTIONS_HEADER} />}
            </tr>
          </thead>
          <tbody>
            {hits.map((entry, index) => {
              const id = entryIdOf(entry, index)
              const open = detailsEnabled && expanded.has(id)
              const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>) => {
                if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return
                event.preventDefault()
                toggleExpanded(id)
              }
              return (
                <Fragment key={id}>
                  <tr
                    {...(detailsEnabled && {
                      onClick: () => toggleExpanded(id),
                      onKeyDown,
                      tabIndex: 0,
                      'aria-expanded': open,
                    })}
                    className={open ? 'tessera-results-row-open' : undefined}
                  >
                    {selectionEnabled && (
                      // The checkbox selects; it must not also open the row.
                      <td className="tessera-results-select" onClick={(event) => event.stopPropagation()}>
                        <Checkbox
                          aria-label={selectRowLabel(entryNameOf(entry, index))}
                          checked={isSelected(selection, id)}
                          onChange={() => setSelection(toggleRow(selection, id, loadedIds))}
                        />
                      </td>
                    )}
                    {shown.map((column, columnIndex) => {
                      const values = valuesAt(entry, column.key)
                      const cell = <ColumnCell entry={entry} column={column} values={values} />
                      const state = columnIndex === 0 ? hitProcessing(entry) : undefined
                      return (
                        <td key={column.key} style={{ textAlign: column.align }}>
                          {state ? <UnprocessedCell hit={entry} state={state}>{values.length ? cell : undefined}</UnprocessedCell> : cell}
                        </td>
                      )
                    })}
                    {withActions && (
                      <RowActions
                        entry={entry}
                        actions={actions}
                        {...(entryPages && { entryHref: props.entryHref(entry) })}
                        {...(props.onOpenEntry && { onOpenEntry: props.onOpenEntry })}
                        {...(props.pageLinkText && { linkText: props.pageLinkText })}
                      />
                    )}
                  </tr>
                  {open && (
                    <tr className="tessera-results-details-row">
                      <td colSpan={colSpan}>
                        <EntryDetails
                          entry={entry}
                          entryHref={props.entryHref(entry)}
                          {...(props.onOpenEntry && { onOpenEntry: props.onOpenEntry })}
                          {...(props.pageLinkText && { linkText: props.pageLinkText })}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              )
            })}
          </tbody>
        </HTMLTable>
      </div>
      {hasMore && (
        <div className="tessera-results-more">
          <Button text={LOAD_MORE_TEXT} onClick={onLoadMore} loading={loadingMore ?? false} variant="outlined" />
        </div>
      )}
    </div>
  )
}
