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
}

export const EMPTY_ROW: CustomQuantityRow = { operator: '=', text: '' }

/** The value typed for a quantity of `dtype`; null when it is not one (or empty). */
export function parseCustomValue(dtype: Dtype | undefined, text: string): Scalar | null {
  const trimmed = text.trim()
  if (!trimmed || dtype === undefined) return null
  switch (dtype) {
    case 'int':
      return /^[+-]?\d+$/.test(trimmed) && Number.isSafeInteger(Number(trimmed)) ? Number(trimmed) : null
    case 'float': {
      const number = Number(trimmed)
      return Number.isFinite(number) ? number : null
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

/** The row's criterion, or undefined while it lacks a quantity or a valid value. */
export function criterionOf(row: CustomQuantityRow): CustomQuantityCriterion | undefined {
  const value = parseCustomValue(row.dtype, row.text)
  if (!row.id || row.dtype === undefined || value === null) return undefined
  const operator = OPERATORS_BY_TYPE[row.dtype].includes(row.operator) ? row.operator : '='
  const suffix = SUFFIXES[operator]
  const key = suffix ? `${VALUE_FIELDS[row.dtype]}:${suffix}` : VALUE_FIELDS[row.dtype]
  return { search_quantities: { id: row.id, [key]: value } }
}

/** "Update search" is enabled only when every row has a quantity id and a value (spec 2 §5.4). */
export const canUpdate = (rows: readonly CustomQuantityRow[]) => rows.every((row) => criterionOf(row) !== undefined)

/** The filter value of the rows (spec 2 §3.7); no rows clear the filter. */
export function customQuantitiesValue(rows: readonly CustomQuantityRow[]): CustomQuantitiesValue | undefined {
  const criteria = rows.map(criterionOf).filter((criterion): criterion is CustomQuantityCriterion => criterion !== undefined)
  return criteria.length > 0 ? { and: criteria } : undefined
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
      rows.push({ id, dtype, operator, text: String(raw) })
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
    const definition = document.definition
    out.set(bucket.value, {
      id: bucket.value,
      dtype: field ? DTYPE_OF_FIELD[field] : 'string',
      ...(typeof definition === 'string' && { definition }),
    })
  }
  return [...out.values()].sort((a, b) => a.id.localeCompare(b.id))
}

/**
 * A custom quantity as a researcher reads it: its path in the data without the `data.`
 * every one of them starts with, and the section it belongs to, not the raw id
 * (`data.annealing_temperature#entry_id:pTsa….ThinFilmSample` → `annealing_temperature
 * (ThinFilmSample)`). An id without a definition part is shown as it is.
 */
export function customQuantityLabel(id: string): string {
  const hash = id.indexOf('#')
  if (hash < 0) return id
  const path = id.slice(0, hash).replace(/^data\./, '')
  const section = id.slice(hash + 1).split('.').pop()
  return path && section ? `${path} (${section})` : id
}
