// Which search quantities an app may name, and whether a quantity fits the place that
// names it (spec 2 §5.1, §5.3). The GUI builds an app's filters with core/search's
// `filterDefinitions(records, app.search_quantities)`; the server checks against the
// very same list, so an app that passes here has no item the GUI cannot bind.
import { QUANTITY_USES, quantityMisfit, type QuantityUse } from '../../core/apps'
import { searchQuantities, type SearchQuantityRecord } from '../../core/metainfo'
import {
  checkJmesPathTarget,
  filterDefinitions,
  looksLikeJmesPath,
  parseJmesPathTarget,
  type Dtype,
  type FilterDefinition,
  type SearchFilters,
} from '../../core/search'
import type { App } from '../../core/config/config.generated'
import { convert, parseUnit } from '../../core/units'
import type { Problem } from './validation'

export type { QuantityUse }

export type QuantityRecords = { readonly [name: string]: SearchQuantityRecord }

let shipped: QuantityRecords | undefined

/** The search quantities of this build (the same list as artifacts/searchQuantities.json). */
export function shippedQuantities(): QuantityRecords {
  shipped ??= searchQuantities()
  return shipped
}

const orList = (words: readonly string[]) => (words.length > 1 ? `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}` : words.join(''))

export const INVALID_COLUMN_JMESPATH = 'Invalid JMESPath query in the app columns'
export const notASearchQuantity = (name: string) => `"${name}" is not a search quantity`
export const leftOutByApp = (name: string) => `"${name}" is left out by this app's search_quantities`
export const unsuitableType = (name: string, dtype: Dtype | undefined, use: QuantityUse) =>
  `"${name}" (${dtype ?? 'a section'}) cannot be used in ${QUANTITY_USES[use].label}; it takes ${orList(QUANTITY_USES[use].dtypes ?? [])}`
export const notAggregatable = (name: string, use: QuantityUse) =>
  `"${name}" is not aggregatable, so ${QUANTITY_USES[use].label} cannot count its values`
export const notASection = (name: string) => `"${name}" is not a section`

// Spec 2 §5.1's unit messages ("defaultDisplayUnit" is NOMAD's name for a display unit).
export const invalidUnit = (name: string) => `The provided defaultDisplayUnit for ${name} field is not valid.`
export const wrongDimension = (name: string) => `The provided defaultDisplayUnit for ${name} has incorrect dimensionality for this field.`

/** Why `unit` cannot show values of `name` stored in `siUnit` (none = dimensionless), if it cannot. */
export function unitProblem(name: string, siUnit: string | undefined, unit: string): string | undefined {
  try {
    parseUnit(unit)
  } catch {
    return invalidUnit(name)
  }
  try {
    convert(1, siUnit ?? 'dimensionless', unit)
    return undefined
  } catch {
    return wrongDimension(name)
  }
}

/** A quantity found for a use: its filter, or the problem to report at the path. */
export type Found = { filter: FilterDefinition; problem?: undefined } | { filter?: undefined; problem: Problem }

const MATERIAL_PREFIX = 'results.material.'
const ENTRIES_PREFIX = 'entries.'

/**
 * JMESPath functions of one argument a column may wrap a target in (`min(a[*].b)`); the
 * value is still read from the target's quantity.
 */
const COLUMN_FUNCTIONS = new Set(['abs', 'avg', 'ceil', 'floor', 'length', 'max', 'min', 'not_null', 'reverse', 'sort', 'sum', 'to_number', 'to_string'])

/** The target inside one-argument function calls: `min(a[*].b)` → `a[*].b`. */
function unwrapFunctions(text: string): string {
  const call = /^\s*([a-z_]+)\s*\((.*)\)\s*$/s.exec(text)
  if (!call || !COLUMN_FUNCTIONS.has(call[1])) return text
  return unwrapFunctions(call[2])
}

/** The search quantities of one app: all of them, and the app's filters (include/exclude applied). */
export class AppQuantities {
  private readonly all: SearchFilters
  /** Exactly what the GUI's search context of this app knows. */
  readonly filters: SearchFilters

  constructor(
    private readonly records: QuantityRecords,
    private readonly app: Pick<App, 'resource' | 'search_quantities'>,
  ) {
    this.all = filterDefinitions(records)
    this.filters = filterDefinitions(records, app.search_quantities)
  }

  /** The app's filter `name` used as `use`, or why it cannot be. */
  filter(path: string, name: string, use: QuantityUse): Found {
    const filter = this.filters.byName.get(name)
    if (!filter) {
      const reason = this.all.byName.has(name) ? leftOutByApp(name) : notASearchQuantity(name)
      return { problem: { path, reason } }
    }
    switch (quantityMisfit(use, filter)) {
      case 'dtype':
        return { problem: { path, reason: unsuitableType(name, filter.dtype, use) } }
      case 'section':
        return { problem: { path, reason: notASection(name) } }
      case 'aggregatable':
        return { problem: { path, reason: notAggregatable(name, use) } }
      default:
        return { filter }
    }
  }

  /**
   * A plot axis: a quantity or a JMESPath target selecting one value per entry, with the
   * search bar's messages (spec 2 §5.2) for bad syntax and missing selections.
   */
  target(path: string, text: string, use: QuantityUse): Found {
    const parsed = parseJmesPathTarget(text)
    if (parsed && !this.filters.byName.has(parsed.quantity)) return this.filter(path, parsed.quantity, use)
    const check = checkJmesPathTarget(this.filters, text, { selectionRequired: true })
    if (!check.ok) return { problem: { path, reason: check.error } }
    return this.filter(path, check.target.quantity, use)
  }

  /** The record a column (or the order_by) names, read in the app resource's names. */
  private record(name: string): SearchQuantityRecord | undefined {
    if (this.app.resource === 'materials') {
      return name.startsWith(ENTRIES_PREFIX) ? this.records[name.slice(ENTRIES_PREFIX.length)] : this.records[MATERIAL_PREFIX + name]
    }
    return this.records[name]
  }

  /**
   * A column's search_quantity: valid JMESPath naming a known quantity or section (schema
   * quantities `…#schema` are known only at run time and pass). `sortable` says whether
   * results can be ordered by it: only a quantity's own path (spec 2 §5.1).
   */
  column(text: string): { problem?: string; sortable: boolean; record?: SearchQuantityRecord } {
    const target = parseJmesPathTarget(unwrapFunctions(text))
    if (!target) return { problem: INVALID_COLUMN_JMESPATH, sortable: false }
    if (target.quantity.includes('#')) return { sortable: false }
    const record = this.record(target.quantity)
    if (!record) return { problem: notASearchQuantity(target.quantity), sortable: false }
    return { sortable: !looksLikeJmesPath(text) && record.type !== undefined, record }
  }

  /** True if results can be ordered by `name` (a quantity, not a section). */
  orderable(name: string): boolean {
    return this.record(name)?.type !== undefined
  }
}
