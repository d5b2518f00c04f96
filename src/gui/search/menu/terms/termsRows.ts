// What a terms item lists (spec 2 §9, reference §5.2): fixed options (an `options` map,
// or the filter's enum options) with the counts of the current query, or the buckets
// the query finds; and the status line under a dynamic list.
import type { Dtype, FilterDefinition, Scalar } from '../../../../core/search'
import type { AggregationBucket } from '../../context'
import type { TermsItemConfig, TermsOptionConfig } from '../types'

export const showingTopText = (n: number) => `Showing top ${n}`
export const showingAllText = (n: number) => `Showing all ${n}`
export const SHOWING_ONLY_TEXT = 'Showing the only item'
/** Spec 2 §8: the tooltip and status when the query finds no values. */
export const NO_OPTIONS_TEXT = 'No options available with current query.'
/** Values listed before "load more" (spec 2 §9). */
export const DEFAULT_TERMS_SIZE = 5

export interface TermsRow {
  readonly value: Scalar
  readonly label: string
  readonly description?: string
  /** Undefined while the counts have not arrived. */
  readonly count?: number
  /** A fixed option the query does not find, and that is not selected: nothing to tick. */
  readonly disabled: boolean
}

type Options = { readonly [value: string]: TermsOptionConfig }

/** The fixed options the item lists, if it lists fixed ones. */
export function staticOptions(item: TermsItemConfig, filter: FilterDefinition | undefined): Options | undefined {
  if (typeof item.options === 'object' && item.options !== null) return item.options
  return item.options === undefined ? filter?.options : undefined
}

/** How many values a dynamic list shows before "load more"; 0 lists none. */
export function pageSizeOf(item: TermsItemConfig): number {
  return typeof item.options === 'number' && Number.isInteger(item.options) && item.options >= 0 ? item.options : DEFAULT_TERMS_SIZE
}

/** An option key as the filter's value: options are keyed by text, values have types. */
function atomOfKey(key: string, dtype: Dtype | undefined): Scalar {
  if (dtype === 'boolean') return key === 'true'
  if ((dtype === 'int' || dtype === 'float') && Number.isFinite(Number(key))) return Number(key)
  return key
}

/** Fixed options with their counts; ordered by count unless `sortStatic` is false. */
export function staticRows(
  options: Options,
  buckets: readonly AggregationBucket[] | undefined,
  selected: readonly Scalar[],
  filter: FilterDefinition | undefined,
  sortStatic = true,
): TermsRow[] {
  const counts = new Map((buckets ?? []).map((bucket) => [String(bucket.value), bucket.count]))
  const rows = Object.entries(options).map(([key, option]): TermsRow => {
    const value = atomOfKey(key, filter?.dtype)
    const count = buckets ? (counts.get(key) ?? 0) : undefined
    return {
      value,
      label: option?.label ?? key,
      ...(option?.description !== undefined && { description: option.description }),
      ...(count !== undefined && { count }),
      disabled: count === 0 && !selected.includes(value),
    }
  })
  // Array sort is stable: equal counts keep the configured order.
  return sortStatic && buckets ? rows.sort((a, b) => (b.count ?? 0) - (a.count ?? 0)) : rows
}

/** The buckets, plus selected values the query no longer finds, so they can be unticked. */
export function dynamicRows(buckets: readonly AggregationBucket[], selected: readonly Scalar[], filter: FilterDefinition | undefined): TermsRow[] {
  const labelOf = (value: Scalar) => filter?.options?.[String(value)]?.label ?? String(value)
  const listed = buckets
    .filter((bucket) => bucket.value !== null)
    .map((bucket): TermsRow => ({ value: bucket.value as Scalar, label: labelOf(bucket.value as Scalar), count: bucket.count, disabled: false }))
  const missing = selected.filter((value) => !listed.some((row) => row.value === value))
  return [...listed, ...missing.map((value): TermsRow => ({ value, label: labelOf(value), count: 0, disabled: false }))]
}

export interface DynamicStatus {
  readonly text: string
  /** More values exist than are shown: "load more" is offered. */
  readonly more: boolean
}

/**
 * 'Showing all N' only when the server has no more buckets (exhausted: said by the
 * answer, else fewer buckets than shown were asked for); otherwise 'Showing top N'.
 */
export function dynamicStatus(rows: number, buckets: number, shown: number, exhausted: boolean | undefined): DynamicStatus {
  const complete = exhausted ?? buckets < shown
  const more = rows > shown || !complete
  if (more) return { text: showingTopText(Math.min(shown, rows)), more }
  return { text: rows === 1 ? SHOWING_ONLY_TEXT : showingAllText(rows), more }
}

/**
 * Buckets a terms item needs from the server: one per fixed option (the server's size
 * default would miss some), else one page; 0 when it lists none.
 */
export function termsAggregationSize(item: TermsItemConfig, filter: FilterDefinition | undefined): number {
  const fixed = staticOptions(item, filter)
  return fixed ? Object.keys(fixed).length : pageSizeOf(item)
}
