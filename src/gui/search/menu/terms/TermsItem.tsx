// A terms filter (spec 2 §2.3, §4.4, §9): the values the current query finds, with their
// counts, as checkboxes that toggle the filter's set of values.
import { Button, Checkbox, Classes, HTMLSelect, Spinner } from '@blueprintjs/core'
import { useState } from 'react'
import { isEmptyValue, type Atom, type QueryMode } from '../../../../core/search'
import type { AggregationBucket } from '../../context'
import { formatCount, ItemHeader, itemId } from '../ItemHeader'
import type { FilterBinding, TermsItemConfig } from '../types'

export const NO_OPTIONS_TEXT = 'No options available with current query.'
export const LOAD_MORE_TEXT = 'Load more'
export const LOAD_LESS_TEXT = 'Load less'
export const QUERY_MODE_LABEL = 'Query mode'
export const LOADING_LABEL = 'Loading options'
export const showingTopText = (n: number) => `Showing top ${n}`
export const showingAllText = (n: number) => `Showing all ${n}`
export const SHOWING_ONLY_TEXT = 'Showing the only item'
/** Values listed before "load more" (spec 2 §9). */
export const DEFAULT_TERMS_SIZE = 5

export type TermsItemProps = FilterBinding & { readonly item: TermsItemConfig }

type Scalar = string | number | boolean

const asSet = (value: unknown): Scalar[] =>
  Array.isArray(value) ? value.filter((atom: Atom): atom is Scalar => typeof atom !== 'object') : isEmptyValue(value) || typeof value === 'object' ? [] : [value as Scalar]

/** The buckets, plus selected values the query no longer finds, so they can be unticked. */
function rows(buckets: readonly AggregationBucket[], selected: readonly Scalar[]): { value: Scalar; count: number }[] {
  const listed = buckets
    .filter((bucket) => bucket.value !== null)
    .map((bucket) => ({ value: bucket.value as Scalar, count: bucket.count }))
  const missing = selected.filter((value) => !listed.some((row) => row.value === value))
  return [...listed, ...missing.map((value) => ({ value, count: 0 }))]
}

export function TermsItem({ item, filter, buckets, exhausted, value, onChange, queryMode, onQueryModeChange, onSizeChange }: TermsItemProps) {
  const pageSize = item.options ?? DEFAULT_TERMS_SIZE
  const [shown, setShown] = useState(pageSize)
  const title = item.title ?? filter?.label ?? item.searchQuantity
  const headerId = itemId('terms', item.searchQuantity)
  const selected = asSet(value)

  const changeShown = (size: number) => {
    setShown(size)
    onSizeChange?.(size)
  }
  const toggle = (atom: Scalar, checked: boolean) => {
    const next = checked ? [...selected, atom] : selected.filter((other) => other !== atom)
    onChange(next.length ? next : undefined)
  }

  const modeSelector = item.showQueryMode && filter?.multiple && onQueryModeChange && (
    <HTMLSelect
      minimal
      aria-label={QUERY_MODE_LABEL}
      value={queryMode ?? filter.queryMode ?? 'any'}
      onChange={(event) => onQueryModeChange(event.currentTarget.value as QueryMode)}
      options={['any', 'all']}
    />
  )

  let body
  if (pageSize === 0) body = null
  else if (buckets === undefined) body = <Spinner size={16} aria-label={LOADING_LABEL} />
  else {
    const all = rows(buckets, selected)
    if (all.length === 0) body = <div className={Classes.TEXT_MUTED}>{NO_OPTIONS_TEXT}</div>
    else {
      const more = all.length > shown || (exhausted === false && buckets.length >= shown)
      const status = more ? showingTopText(shown) : all.length === 1 ? SHOWING_ONLY_TEXT : showingAllText(all.length)
      body = (
        <>
          <ul className="tessera-terms-list" aria-labelledby={headerId}>
            {all.slice(0, shown).map((row) => (
              <li key={String(row.value)} className="tessera-terms-row">
                <Checkbox
                  checked={selected.includes(row.value)}
                  onChange={(event) => toggle(row.value, event.currentTarget.checked)}
                  label={filter?.options?.[String(row.value)]?.label ?? String(row.value)}
                />
                <span className={Classes.TEXT_MUTED}>{formatCount(row.count)}</span>
              </li>
            ))}
          </ul>
          <div className="tessera-terms-footer">
            <span className={Classes.TEXT_MUTED}>{status}</span>
            {shown > pageSize && <Button variant="minimal" size="small" text={LOAD_LESS_TEXT} onClick={() => changeShown(pageSize)} />}
            {more && <Button variant="minimal" size="small" text={LOAD_MORE_TEXT} onClick={() => changeShown(shown + pageSize)} />}
          </div>
        </>
      )
    }
  }

  return (
    <section className="tessera-menu-item" aria-labelledby={headerId}>
      {item.showHeader !== false && (
        <ItemHeader title={title} id={headerId}>
          {modeSelector}
        </ItemHeader>
      )}
      {body}
    </section>
  )
}
