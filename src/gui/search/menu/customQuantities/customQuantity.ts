// Custom quantities (spec 2 §3.7, §4.5, §5.4, §7): quantities of user-defined schemas,
// searched through the nested `search_quantities` documents, each value in the field of
// its type. Pure: the rows a user edits ↔ the filter value, the operators each type
// allows, and the discovery request and its answer.
import { parseTimestamp, type CustomQuantitiesValue, type CustomQuantityCriterion, type Dtype, type Scalar } from '../../../../core/search'
import type { AggregationBucket } from '../../context'

/** A quantity offered for searching: its id (`data.x#<schema>`) and value type. */
export interface CustomQuantity {
  readonly id: string
  readonly dtype: Dtype
  /** The qualified name of the quantity's definition, when the server told it. */
  readonly definition?: string
  /** Numbers: the SI unit values are stored and searched in (`m`). */
  readonly unit?: string
  /** Numbers: the unit the schema shows them in (`nm`: its `defaultDisplayUnit`, else its declared unit). */
  readonly displayUnit?: string
}

/**
 * How a number quantity's values are shown and typed: in its display unit, sent in SI.
 * `parse` takes a number in the display unit or with a unit of its own (`250 nm`) and
 * gives SI (src/gui/units' `quantityUnit`).
 */
export interface ValueUnit {
  readonly label: string
  toDisplay(value: number): number
  parse(text: string): number | undefined
}

/** The operators of spec 2 §5.4, as the user reads them. */
export type CustomOperator = '=' | '<' | '<=' | '=>' | '>'

const COMPARISONS: readonly CustomOperator[] = ['=', '<', '<=', '=>', '>']
/** Numbers and times compare; text, enums and booleans only equal (spec 2 §5.4). */
export const OPERATORS_BY_TYPE: { readonly [dtype in Dtype]: readonly CustomOperator[] } = {
  int: COMPARISONS,
  float: COMPARISONS,
  timestamp: COMPARISONS,
  string: ['='],
  enum: ['='],
  boolean: ['='],
}

/** The API's suffix for each operator (reference §2.3.4); equality has none. */
const SUFFIXES: { readonly [op in CustomOperator]: string } = { '=': '', '<': 'lt', '<=': 'lte', '=>': 'gte', '>': 'gt' }

/** The field of a `search_quantities` document holding a value of each type. */
export const VALUE_FIELDS: { readonly [dtype in Dtype]: string } = {
  string: 'str_value',
  enum: 'str_value',
  int: 'int_value',
  float: 'float_value',
  boolean: 'bool_value',
  timestamp: 'datetime_value',
}
const DTYPE_OF_FIELD: { readonly [field: string]: Dtype } = {
  str_value: 'string',
  int_value: 'int',
  float_value: 'float',
  bool_value: 'boolean',
  datetime_value: 'timestamp',
}

/** One row of the item: a quantity (with its type), an operator and the typed value. */
export interface CustomQuantityRow {
  readonly id?: string
  readonly dtype?: Dtype
  readonly operator: CustomOperator
  readonly text: string
  /**
   * The text is the value as stored (SI), read from a filter value (a link, a chip); typed
   * text is in the quantity's display unit.
   */
  readonly stored?: boolean
}

export const EMPTY_ROW: CustomQuantityRow = { operator: '=', text: '' }

/**
 * The value typed for a quantity of `dtype`; null when it is not one (or empty). A number
 * of a quantity with a unit is read in that unit and given in SI.
 */
export function parseCustomValue(dtype: Dtype | undefined, text: string, unit?: ValueUnit): Scalar | null {
  const trimmed = text.trim()
  if (!trimmed || dtype === undefined) return null
  switch (dtype) {
    case 'int':
      return /^[+-]?\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : null
    case 'float': {
      const number = unit ? unit.parse(trimmed) : Number(trimmed)
      if (number === undefined || !Number.isFinite(number)) return null
      // 12 digits: a unit's factor leaves binary noise in the query (100 nm → 1.0000000000000001e-7 m).
      return unit ? Number(number.toPrecision(12)) : number
    }
    case 'boolean':
      return trimmed === 'true' ? true : trimmed === 'false' ? false : null
    case 'timestamp': {
      const time = parseTimestamp(trimmed)
      return time === undefined ? null : new Date(time).toISOString()
    }
    default:
      return trimmed
  }
}

/** The unit of a quantity's values, by id; undefined for quantities without one. */
export type UnitOf = (id: string | undefined) => ValueUnit | undefined

/** The row's criterion, or undefined while it lacks a quantity or a valid value. */
export function criterionOf(row: CustomQuantityRow, unitOf?: UnitOf): CustomQuantityCriterion | undefined {
  const value = parseCustomValue(row.dtype, row.text, row.stored ? undefined : unitOf?.(row.id))
  if (!row.id || row.dtype === undefined || value === null) return undefined
  const operator = OPERATORS_BY_TYPE[row.dtype].includes(row.operator) ? row.operator : '='
  const suffix = SUFFIXES[operator]
  const key = suffix ? `${VALUE_FIELDS[row.dtype]}:${suffix}` : VALUE_FIELDS[row.dtype]
  return { search_quantities: { id: row.id, [key]: value } }
}

/** "Update search" is enabled only when every row has a quantity id and a value (spec 2 §5.4). */
export const canUpdate = (rows: readonly CustomQuantityRow[], unitOf?: UnitOf) => rows.every((row) => criterionOf(row, unitOf) !== undefined)

/** The filter value of the rows (spec 2 §3.7), numbers in SI; no rows clear the filter. */
export function customQuantitiesValue(rows: readonly CustomQuantityRow[], unitOf?: UnitOf): CustomQuantitiesValue | undefined {
  const criteria = rows
    .map((row) => criterionOf(row, unitOf))
    .filter((criterion): criterion is CustomQuantityCriterion => criterion !== undefined)
  return criteria.length > 0 ? { and: criteria } : undefined
}

/**
 * The text a row shows: what was typed, or a stored number in the display unit (a
 * thickness from a link reads 250, in nm, not 2.5e-7).
 */
export function shownText(row: CustomQuantityRow, unit: ValueUnit | undefined): string {
  if (!row.stored || !unit || row.dtype !== 'float') return row.text
  const value = Number(row.text)
  if (!Number.isFinite(value) || row.text.trim() === '') return row.text
  // Rounded to 12 digits: unit factors leave binary noise (2.5e-7 m → 249.99999999999997 nm).
  return String(Number(unit.toDisplay(value).toPrecision(12)))
}

const OPERATOR_OF_SUFFIX = new Map(Object.entries(SUFFIXES).map(([operator, suffix]) => [suffix, operator as CustomOperator]))

/** The rows a filter value was made from (a value from the URL, or set before). */
export function rowsOf(value: unknown): CustomQuantityRow[] {
  if (typeof value !== 'object' || value === null || !Array.isArray((value as { and?: unknown }).and)) return []
  const rows: CustomQuantityRow[] = []
  for (const criterion of (value as { and: unknown[] }).and) {
    const inner = (criterion as { search_quantities?: unknown } | null)?.search_quantities
    if (typeof inner !== 'object' || inner === null) continue
    const { id, ...values } = inner as { id?: unknown; [key: string]: unknown }
    if (typeof id !== 'string') continue
    for (const [key, raw] of Object.entries(values)) {
      const [field, suffix = ''] = key.split(':')
      const dtype = DTYPE_OF_FIELD[field]
      const operator = OPERATOR_OF_SUFFIX.get(suffix)
      if (!dtype || !operator || (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean')) continue
      rows.push({ id, dtype, operator, text: String(raw), stored: true })
    }
  }
  return rows
}

/** Custom quantities are discovered with a terms aggregation of this size (spec 2 §9). */
export const CUSTOM_QUANTITIES_AGGREGATION_SIZE = 1000
export const CUSTOM_QUANTITIES_AGGREGATION = 'custom_quantities'

/**
 * The discovery call of spec 2 §7: entries with schema data, one bucket per quantity
 * id, each with one example document that tells the value's type.
 */
export function customQuantitiesRequest() {
  return {
    owner: 'visible',
    query: { 'quantities:any': ['data', 'nexus'] },
    pagination: { page_size: 0 },
    required: { include: [] as string[] },
    aggregations: {
      [CUSTOM_QUANTITIES_AGGREGATION]: {
        terms: { quantity: 'search_quantities.id', size: CUSTOM_QUANTITIES_AGGREGATION_SIZE, entries: { size: 1 } },
      },
    },
  }
}

/**
 * The quantities of the discovery answer's buckets, by id. The example document is
 * the nested `search_quantities` item, wrapped as `{search_quantities: {...}}`; the
 * field holding its value gives the type (text when no example came).
 */
export function customQuantitiesFromBuckets(buckets: readonly AggregationBucket[]): CustomQuantity[] {
  const out = new Map<string, CustomQuantity>()
  for (const bucket of buckets) {
    if (typeof bucket.value !== 'string' || out.has(bucket.value)) continue
    const example = bucket.entries?.[0]
    const wrapped = example?.search_quantities
    const document = (typeof wrapped === 'object' && wrapped !== null && !Array.isArray(wrapped) ? wrapped : example) ?? {}
    const field = Object.keys(document).find((key) => key in DTYPE_OF_FIELD)
    const { definition, unit, display_unit: displayUnit } = document
    out.set(bucket.value, {
      id: bucket.value,
      dtype: field ? DTYPE_OF_FIELD[field] : 'string',
      ...(typeof definition === 'string' && { definition }),
      ...(typeof unit === 'string' && unit && { unit }),
      ...(typeof displayUnit === 'string' && displayUnit && { displayUnit }),
    })
  }
  return [...out.values()].sort((a, b) => a.id.localeCompare(b.id))
}

/** A custom quantity as a researcher reads it (the query chips name it the same way). */
export { customQuantityLabel } from '../../bar'
