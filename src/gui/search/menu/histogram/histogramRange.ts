// The histogram's typed range (spec 2 §5.5): reading the min and max inputs, with the
// spec's messages, and turning the filter value back into input texts.
import { isMeasure, isRange, parseTimestamp, type Range } from '../../../../core/search'

export type RangeKind = 'number' | 'date'
export type Bound = 'min' | 'max'

export const INVALID_MINIMUM = 'Invalid minimum value.'
export const INVALID_MAXIMUM = 'Invalid maximum value.'
export const INVALID_START_DATE = 'Invalid start date.'
export const INVALID_END_DATE = 'Invalid end date.'
export const LARGER_THAN_MAXIMUM = 'Cannot be larger than maximum value.'
export const SMALLER_THAN_MINIMUM = 'Cannot be smaller than minimum value.'
/** A date range spans at least a minute (spec 2 §5.5). */
export const MIN_DATE_RANGE_MS = 60_000

export interface RangeCheck {
  readonly errors: { readonly min?: string; readonly max?: string }
  /** The range to set when there are no errors; undefined clears the filter. */
  readonly range?: Range
}

/** A bound's text: empty is no bound, undefined is unreadable. */
function read(text: string, kind: RangeKind): number | null | undefined {
  const trimmed = text.trim()
  if (!trimmed) return null
  if (kind === 'date') return parseTimestamp(trimmed)
  const number = Number(trimmed)
  return Number.isFinite(number) ? number : undefined
}

/**
 * Checks the two texts after `edited` was committed (Enter) or left (blur). The order
 * message goes to the edited input, as the user is looking at it.
 */
export function checkRange(minText: string, maxText: string, kind: RangeKind, edited: Bound): RangeCheck {
  const min = read(minText, kind)
  const max = read(maxText, kind)
  const errors: { min?: string; max?: string } = {}
  if (min === undefined) errors.min = kind === 'date' ? INVALID_START_DATE : INVALID_MINIMUM
  if (max === undefined) errors.max = kind === 'date' ? INVALID_END_DATE : INVALID_MAXIMUM
  if (min === undefined || max === undefined) return { errors }
  if (min !== null && max !== null && min > max) {
    return { errors: edited === 'min' ? { min: LARGER_THAN_MAXIMUM } : { max: SMALLER_THAN_MINIMUM } }
  }
  if (min === null && max === null) return { errors }
  let upper = max
  // Narrower date ranges are widened rather than refused: the spec gives no message.
  if (kind === 'date' && min !== null && upper !== null && upper - min < MIN_DATE_RANGE_MS) upper = min + MIN_DATE_RANGE_MS
  return { errors, range: { ...(min !== null ? { gte: min } : {}), ...(upper !== null ? { lte: upper } : {}) } }
}

/** A bound as the inputs and the bar labels show it. */
export function formatBound(value: number, kind: RangeKind): string {
  if (kind === 'date') return new Date(value).toISOString().replace('T00:00:00.000Z', '').replace('.000Z', 'Z')
  return Number.isInteger(value) ? String(value) : String(Number(value.toPrecision(4)))
}

/** The filter value's lower and upper bound as input texts. */
export function rangeTexts(value: unknown, kind: RangeKind): { min: string; max: string } {
  if (!isRange(value)) return { min: '', max: '' }
  const text = (atom: unknown) =>
    typeof atom === 'number' ? formatBound(atom, kind) : isMeasure(atom) ? formatBound(atom.value, kind) : ''
  return { min: text(value.gte ?? value.gt), max: text(value.lte ?? value.lt) }
}
