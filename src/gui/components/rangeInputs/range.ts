// A typed range (spec 2 §5.5): reading the min and max inputs of a histogram, with the
// spec's messages, and turning the filter value back into input texts. Ranges are in the
// quantity's (SI) unit; texts are in the display unit when a BoundUnit is given.
import { isMeasure, isRange, parseTimestamp, type Atom, type Range, type RangeOp } from '../../../core/search'
import type { QuantityUnit } from '../../units'

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

/** How bounds are shown and read: the quantity's display unit (`useQuantityUnit`). Without one, as stored. */
export type BoundUnit = Pick<QuantityUnit, 'label' | 'toDisplay' | 'parse' | 'fromUnit'>

export interface RangeCheck {
  readonly errors: { readonly min?: string; readonly max?: string }
  /** The range to set when there are no errors; undefined clears the filter. */
  readonly range?: Range
}

/** A bound's text: empty is no bound, undefined is unreadable. */
function read(text: string, kind: RangeKind, unit?: BoundUnit): number | null | undefined {
  const trimmed = text.trim()
  if (!trimmed) return null
  if (kind === 'date') return parseTimestamp(trimmed)
  if (unit) return unit.parse(trimmed)
  const number = Number(trimmed)
  return Number.isFinite(number) ? number : undefined
}

/**
 * Checks the two texts after `edited` was committed (Enter) or left (blur). The order
 * message goes to the edited input, as the user is looking at it. With `unit` the texts
 * are in its display unit (or carry a unit: `1.2 eV`) and the range is in the quantity's.
 */
export function checkRange(minText: string, maxText: string, kind: RangeKind, edited: Bound, unit?: BoundUnit): RangeCheck {
  const min = read(minText, kind, unit)
  const max = read(maxText, kind, unit)
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

/** A bound (in the quantity's unit) as the inputs and the bar labels show it: in `unit`'s display unit. */
export function formatBound(value: number, kind: RangeKind, unit?: BoundUnit): string {
  if (kind === 'date') return new Date(value).toISOString().replace('T00:00:00.000Z', '').replace('.000Z', 'Z')
  const shown = unit ? unit.toDisplay(value) : value
  return Number.isInteger(shown) ? String(shown) : String(Number(shown.toPrecision(4)))
}

/** A bound as a number in the quantity's unit: a number as it is, a number typed with a unit converted. */
export function boundValue(atom: Atom | undefined, unit?: BoundUnit): number | undefined {
  if (typeof atom === 'number') return Number.isFinite(atom) ? atom : undefined
  if (!isMeasure(atom)) return undefined
  return unit ? unit.fromUnit(atom.value, atom.unit) : atom.value
}

/** The filter value's lower and upper bound as input texts. */
export function rangeTexts(value: unknown, kind: RangeKind, unit?: BoundUnit): { min: string; max: string } {
  if (!isRange(value)) return { min: '', max: '' }
  const text = (atom: Atom | undefined) => {
    const bound = boundValue(atom, unit)
    return bound === undefined ? '' : formatBound(bound, kind, unit)
  }
  return { min: text(value.gte ?? value.gt), max: text(value.lte ?? value.lt) }
}

/**
 * The range with numbers typed with a unit (`{gt: {value: 1, unit: 'eV'}}`, from the
 * search bar) in the quantity's unit, so that slider and bars can place them. Bounds
 * that do not convert are left as they are.
 */
export function rangeInQuantityUnit<T>(value: T, unit: BoundUnit): T {
  if (!isRange(value) || !Object.values(value).some(isMeasure)) return value
  const range: { [op in RangeOp]?: Atom } = {}
  for (const [op, atom] of Object.entries(value) as [RangeOp, Atom][]) {
    const converted = isMeasure(atom) ? unit.fromUnit(atom.value, atom.unit) : undefined
    range[op] = converted ?? atom
  }
  return range as T
}
