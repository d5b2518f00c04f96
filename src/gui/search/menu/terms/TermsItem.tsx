// A terms filter (spec 2 §2.3, §4.4, §9): the values the current query finds (or the
// item's fixed options), with their counts and count bars, as checkboxes that toggle the
// filter's set of values.
import { Button, Checkbox, Classes, HTMLSelect, Spinner } from '@blueprintjs/core'
import { useState } from 'react'
import { isEmptyValue, type Atom, type QueryMode, type Scalar } from '../../../../core/search'
import { ItemHeader, itemId } from '../ItemHeader'
import { formatCount, scaledFraction, scaleOf } from '../../../components/statistics'
import type { FilterBinding, TermsItemConfig } from '../types'
import { dynamicRows, dynamicStatus, NO_OPTIONS_TEXT, pageSizeOf, staticOptions, staticRows, type TermsRow } from './termsRows'
import { TermsInput, type FetchTermsSuggestions } from './TermsInput'

export { DEFAULT_TERMS_SIZE, NO_OPTIONS_TEXT, SHOWING_ONLY_TEXT, showingAllText, showingTopText } from './termsRows'
export const LOAD_MORE_TEXT = 'Load more'
export const LOAD_LESS_TEXT = 'Load less'
export const QUERY_MODE_LABEL = 'Query mode'
export const LOADING_LABEL = 'Loading options'

export type TermsItemProps = FilterBinding & {
  readonly item: TermsItemConfig
  /** Values for what is typed into the item's field (POST /suggestions). */
  readonly fetchSuggestions?: FetchTermsSuggestions
}

/** Query modes as NOMAD words them (spec 2 §9: and, or mapped to all and any). */
export const QUERY_MODE_OPTIONS = [
  { value: 'any', label: 'or' },
  { value: 'all', label: 'and' },
]

const asSet = (value: unknown): Scalar[] =>
  Array.isArray(value) ? value.filter((atom: Atom): atom is Scalar => typeof atom !== 'object') : isEmptyValue(value) || typeof value === 'object' ? [] : [value as Scalar]

function TermsList({ rows, item, selected, headerId, onToggle }: {
  rows: readonly TermsRow[]
  item: TermsItemConfig
  selected: readonly Scalar[]
  headerId: string
  onToggle: (value: Scalar, checked: boolean) => void
}) {
  const statistics = item.showStatistics !== false
  const scale = scaleOf(item.scale)
  const highest = Math.max(0, ...rows.map((row) => row.count ?? 0))
  const columns = typeof item.nColumns === 'number' && item.nColumns > 1 ? Math.floor(item.nColumns) : 1
  return (
    <ul
      className="tessera-terms-list"
      aria-labelledby={item.showHeader !== false ? headerId : undefined}
      style={columns > 1 ? { display: 'grid', gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` } : undefined}
    >
      {rows.map((row) => (
        <li key={String(row.value)} className="tessera-terms-row" title={row.description}>
          {statistics && row.count !== undefined && (
            // The count as a bar behind the row, on the item's scale.
            <span className="tessera-terms-bar" aria-hidden style={{ width: `${scaledFraction(row.count, highest, scale) * 100}%` }} />
          )}
          <Checkbox
            checked={selected.includes(row.value)}
            disabled={row.disabled}
            onChange={(event) => onToggle(row.value, event.currentTarget.checked)}
            label={row.label}
          />
          {statistics && row.count !== undefined && <span className={Classes.TEXT_MUTED}>{formatCount(row.count)}</span>}
        </li>
      ))}
    </ul>
  )
}

export function TermsItem({ item, filter, buckets, exhausted, value, onChange, queryMode, onQueryModeChange, onSizeChange, fetchSuggestions }: TermsItemProps) {
  const pageSize = pageSizeOf(item)
  const [shown, setShown] = useState(pageSize)
  const title = item.title ?? filter?.label ?? item.searchQuantity
  const headerId = itemId('terms', item.searchQuantity)
  const selected = asSet(value)
  const fixed = staticOptions(item, filter)
  // `options: 0` lists no values: the field is the only way to choose (NOMAD's InputTerms).
  const showInput = (pageSize === 0 && !fixed) || item.showInput === true

  const changeShown = (size: number) => {
    setShown(size)
    onSizeChange?.(size)
  }
  const toggle = (atom: Scalar, checked: boolean) => {
    const next = checked ? [...selected, atom] : selected.filter((other) => other !== atom)
    onChange(next.length ? next : undefined)
  }
  const list = (rows: readonly TermsRow[]) => <TermsList rows={rows} item={item} selected={selected} headerId={headerId} onToggle={toggle} />

  // The field offers and/or where an entry may hold several values (authors, elements).
  const modeSelector = (item.showQueryMode || (showInput && filter?.repeats)) && filter?.multiple && onQueryModeChange && (
    <HTMLSelect
      minimal
      aria-label={QUERY_MODE_LABEL}
      value={queryMode ?? filter.queryMode ?? 'any'}
      onChange={(event) => onQueryModeChange(event.currentTarget.value as QueryMode)}
      options={QUERY_MODE_OPTIONS}
    />
  )
  const input = showInput && (
    <TermsInput
      title={title}
      filter={filter}
      selected={selected}
      onAdd={(atom) => toggle(atom, true)}
      onRemove={(atom) => toggle(atom, false)}
      fetchSuggestions={fetchSuggestions}
      chips={pageSize === 0 && !fixed}
    />
  )

  let body
  if (fixed) {
    // Fixed options are listed as configured, also before their counts arrive.
    body = list(staticRows(fixed, buckets, selected, filter, item.sortStatic !== false))
  } else if (pageSize === 0) body = null
  else if (buckets === undefined) body = <Spinner size={16} aria-label={LOADING_LABEL} />
  else {
    const all = dynamicRows(buckets, selected, filter)
    if (all.length === 0) body = <div className={Classes.TEXT_MUTED}>{NO_OPTIONS_TEXT}</div>
    else {
      const status = dynamicStatus(all.length, buckets.length, shown, exhausted)
      body = (
        <>
          {list(all.slice(0, shown))}
          <div className="tessera-terms-footer">
            <span className={Classes.TEXT_MUTED}>{status.text}</span>
            {shown > pageSize && <Button variant="minimal" size="small" text={LOAD_LESS_TEXT} onClick={() => changeShown(pageSize)} />}
            {status.more && <Button variant="minimal" size="small" text={LOAD_MORE_TEXT} onClick={() => changeShown(shown + pageSize)} />}
          </div>
        </>
      )
    }
  }

  return (
    <section className="tessera-menu-item" aria-labelledby={item.showHeader !== false ? headerId : undefined} aria-label={item.showHeader === false ? title : undefined}>
      {item.showHeader !== false && (
        <ItemHeader title={title} id={headerId}>
          {modeSelector}
        </ItemHeader>
      )}
      {input}
      {body}
    </section>
  )
}
