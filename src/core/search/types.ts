// The shapes shared by the filter definitions, the filter state, the API query and the
// URL codec. Everything here is plain JSON (arrays, not Sets), so a Redux slice can hold
// a filter state as it is.

/** The value type of a filter (spec 2 §5.3 uses these words). Sections have none. */
export type Dtype = 'string' | 'enum' | 'int' | 'float' | 'boolean' | 'timestamp'

/** How a set of values is matched (reference §2.3.4): any, all or none of them. */
export type QueryMode = 'any' | 'all' | 'none'
export const QUERY_MODES: readonly QueryMode[] = ['any', 'all', 'none']

export type RangeOp = 'gte' | 'gt' | 'lte' | 'lt'
export const RANGE_OPS: readonly RangeOp[] = ['gte', 'gt', 'lte', 'lt']

export type Scalar = string | number | boolean

/**
 * A number typed with a unit (`5.3 eV`), kept as written. The API query converts it to
 * the quantity's SI unit; a number without a unit is already in SI.
 */
export interface Measure {
  readonly value: number
  readonly unit: string
}

/** One value. Timestamps are epoch milliseconds. */
export type Atom = Scalar | Measure

/** At most one lower and one upper bound; an empty range is no filter. */
export type Range = { readonly [op in RangeOp]?: Atom }

/** The value of one quantity: one value (equality), a set of values, or a range. */
export type QuantityValue = Atom | readonly Atom[] | Range

/**
 * The values of one section filter (a nested_object menu), keyed by the path below the
 * section. Grouped values must be met by one and the same nested section (reference
 * §2.3.7); values set on the full quantity names may be met by different ones.
 */
export interface SectionValue {
  readonly [subPath: string]: QuantityValue
}

/** Custom-quantity criteria (spec 2 §3.7), ANDed to the query as they are. */
export interface CustomQuantitiesValue {
  readonly and: readonly CustomQuantityCriterion[]
}
export interface CustomQuantityCriterion {
  readonly search_quantities: { readonly id: string; readonly [valueKey: string]: Scalar }
}

export type FilterValue = QuantityValue | SectionValue | CustomQuantitiesValue

/**
 * The filters of one search context (spec 2 §3.7): values keyed by full filter name
 * (search quantities, sections, and the special keys `quantities`, `optimade_filter`,
 * `custom_quantities`, `visibility`, `combine`, `exclusive`), and the query modes the
 * user chose where they differ from the filter's default.
 */
export interface FilterState {
  readonly values: { readonly [name: string]: FilterValue }
  readonly queryModes?: { readonly [name: string]: QueryMode }
}

export const EMPTY_FILTER_STATE: FilterState = { values: {} }

/** A JSON value of the API query. */
export type { JsonObject, JsonValue } from '../archive'

// Names with a meaning of their own.
export const VISIBILITY = 'visibility'
export const COMBINE = 'combine'
export const EXCLUSIVE = 'exclusive'
export const QUANTITIES = 'quantities'
export const OPTIMADE_FILTER = 'optimade_filter'
export const CUSTOM_QUANTITIES = 'custom_quantities'
export const TEXT_SEARCH = 'text_search_contents'
export const ELEMENTS = 'results.material.elements'
export const ELEMENTS_EXCLUSIVE = 'results.material.elements_exclusive'

export const isMeasure = (value: unknown): value is Measure =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as Measure).value === 'number' &&
  typeof (value as Measure).unit === 'string' &&
  Object.keys(value).length === 2

export const isAtom = (value: unknown): value is Atom =>
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  isMeasure(value)

/** An object whose keys are all range operators (the empty object included). */
export const isRange = (value: unknown): value is Range =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.entries(value).every(([key, bound]) => (RANGE_OPS as readonly string[]).includes(key) && isAtom(bound))

export const isPlainObject = (value: unknown): value is { readonly [key: string]: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** No filter: undefined, null, an empty list, an empty range or section. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (Array.isArray(value)) return value.length === 0
  if (isMeasure(value)) return false
  if (isPlainObject(value)) return Object.values(value).every(isEmptyValue)
  return false
}
