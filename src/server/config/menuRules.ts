// The filter menu's rules beyond the schema (spec 2 §2.2, §5.1): every quantity a menu
// item names — as its type's definition in core/apps says — must be one of the app's
// filters and fit the item (a histogram needs numbers or times, a terms list countable
// values); query modes only on multi-valued filters; defaults only on global ones; a
// terms list's fixed options must be values of its filter. Widgets share `checkNamed`.
import { isFields, resolveQuantityName, UNKNOWN_MENU_ITEM, unknownType, type AppTypes, type Fields, type NamedQuantity } from '../../core/apps'
import type { FilterDefinition } from '../../core/search'
import { invalidUnit, unitProblem, type AppQuantities, type QuantityUse } from './appQuantities'
import { schemaProblems, type Problem } from './validation'

export { notASection } from './appQuantities'

/** Where a block sits and what its names resolve against. */
export interface ItemContext {
  /** JSON path of the block, e.g. `menu.items[2].items[0]`. */
  readonly path: string
  /** The path of the enclosing nested_object: its items may name quantities relative to it. */
  readonly base?: string
  readonly quantities: AppQuantities
  readonly types: AppTypes
  readonly report: (problem: Problem) => void
}

export const QUERY_MODE_VALUES = ['and', 'or', 'all', 'any', 'none'] as const
export const queryModeOnSingleValued = (name: string) =>
  `query mode only for multi-valued filters; "${name}" takes one value`
export const defaultOnNonGlobal = (name: string) =>
  `filters with a default must be global; "${name}" is not (global filters: visibility, combine, exclusive)`
export const notAValueOf = (value: string, name: string) => `"${value}" is not a value of "${name}"`
export const BAD_OPTIONS = 'must be a number of values to list (0 lists none) or a map of fixed options {value: {label, description}}'
export const BAD_OPTION = 'must be a map with an optional label and description'

const at = (path: string, key: string) => `${path}.${key}`

/** A name inside a nested_object: written relative to its path, or in full (core/apps' rule). */
export const resolveName = resolveQuantityName

/**
 * The checks every quantity-bound block gets: the quantity exists and fits, then its
 * query mode and default follow the filter rules. Returns the resolved name, if valid.
 */
export function checkBound(item: Fields, context: ItemContext, field: string, name: unknown, use: QuantityUse): string | undefined {
  const path = at(context.path, field)
  if (typeof name !== 'string' || name === '') {
    context.report({ path, reason: 'is required' })
    return undefined
  }
  const full = resolveName(name, context.base)
  const found = context.quantities.filter(path, full, use)
  if (found.problem) {
    context.report(found.problem)
    return undefined
  }
  const filter = found.filter
  if (item.query_mode !== undefined) {
    if (!(QUERY_MODE_VALUES as readonly unknown[]).includes(item.query_mode)) {
      context.report({ path: at(context.path, 'query_mode'), reason: `must be one of ${QUERY_MODE_VALUES.join(', ')}` })
    } else if (!filter.multiple) {
      context.report({ path: at(context.path, 'query_mode'), reason: queryModeOnSingleValued(full) })
    }
  }
  if (item.show_query_mode === true && !filter.multiple) {
    context.report({ path: at(context.path, 'show_query_mode'), reason: queryModeOnSingleValued(full) })
  }
  if (item.default !== undefined && !filter.global) {
    context.report({ path: at(context.path, 'default'), reason: defaultOnNonGlobal(full) })
  }
  return full
}

/** The filter a named quantity stands for, or undefined after reporting why there is none. */
function namedFilter(block: Fields, named: NamedQuantity, context: ItemContext): { filter: FilterDefinition; name: string } | undefined {
  const path = at(context.path, named.field)
  if (named.target) {
    // Plot axes: a quantity or a JMESPath target; messages name it as written.
    const text = String(named.name)
    const found = context.quantities.target(path, text, named.use)
    if (found.problem) context.report(found.problem)
    return found.filter && { filter: found.filter, name: text }
  }
  if (named.use === 'section') {
    // A nested_object's path: a section, and no filter of its own to set modes on.
    if (typeof named.name !== 'string' || named.name === '') {
      context.report({ path, reason: 'is required' })
      return undefined
    }
    const full = resolveName(named.name, context.base)
    const found = context.quantities.filter(path, full, named.use)
    if (found.problem) context.report(found.problem)
    return found.filter && { filter: found.filter, name: full }
  }
  const full = checkBound(block, context, named.field, named.name, named.use)
  const filter = full === undefined ? undefined : context.quantities.filters.byName.get(full)
  return full === undefined || !filter ? undefined : { filter, name: full }
}

/**
 * Checks one quantity a block (menu item or widget) names, and the display unit beside
 * it. Returns the quantity's full name when it is one of the app's filters.
 */
export function checkNamed(block: Fields, named: NamedQuantity, context: ItemContext): string | undefined {
  const found = namedFilter(block, named, context)
  if (!found || !named.unit) return found?.name
  const { value, field } = named.unit
  const problem = typeof value === 'string' ? unitProblem(found.name, found.filter.unit, value) : invalidUnit(found.name)
  if (problem) context.report({ path: at(context.path, field), reason: problem })
  return found.name
}

/** Terms `options`: how many values to list, or fixed options that must be values of the filter. */
function checkOptions(item: Fields, context: ItemContext, name: string): void {
  const options = item.options
  const path = at(context.path, 'options')
  if (options === undefined) return
  if (typeof options === 'number') {
    if (!Number.isInteger(options) || options < 0) context.report({ path, reason: BAD_OPTIONS })
    return
  }
  if (!isFields(options)) {
    context.report({ path, reason: BAD_OPTIONS })
    return
  }
  const filter = context.quantities.filters.byName.get(name)
  const values = filter?.dtype === 'boolean' ? ['true', 'false'] : filter?.enumValues
  for (const [value, option] of Object.entries(options)) {
    if (values && !values.includes(value)) context.report({ path: at(path, value), reason: notAValueOf(value, name) })
    else if (option !== null && (!isFields(option) || Object.entries(option).some(([key, text]) => !['label', 'description'].includes(key) || typeof text !== 'string'))) {
      context.report({ path: at(path, value), reason: BAD_OPTION })
    }
  }
}

/**
 * What a type's definition cannot say: checks with the server's own messages, run with
 * the full name of the item's (first) quantity.
 */
const FURTHER_CHECKS: { readonly [type: string]: (item: Fields, context: ItemContext, name: string) => void } = {
  terms: checkOptions,
}

/** Checks a menu item and its sub-items, reporting each problem with its JSON path. */
export function checkMenu(item: unknown, context: ItemContext): void {
  if (!isFields(item)) return
  const type = typeof item.type === 'string' ? item.type : String(item.type)
  const def = context.types.menuItem(type)
  if (!def && context.types.unknownTypes === 'report') {
    context.report({ path: at(context.path, 'type'), reason: unknownType('menu item', type) })
    return
  }
  // A plugin's type brings its schema (the built-ins' are in app.schema.json); its
  // quantities are checked once the item has the shape the schema says.
  const invalid = def && !def.schemaName ? schemaProblems(def.schema, item, context.path) : []
  invalid.forEach(context.report)
  const rule = def ?? UNKNOWN_MENU_ITEM
  if (invalid.length === 0) {
    const names = rule.quantities(item).map((named) => checkNamed(item, named, context))
    const further = FURTHER_CHECKS[type]
    if (further && names[0] !== undefined) further(item, context, names[0])
  }
  const children = rule.children?.(item, context.base)
  if (!children || !Array.isArray(children.items)) return
  children.items.forEach((child, index) => checkMenu(child, { ...context, path: `${context.path}.items[${index}]`, base: children.base }))
}
