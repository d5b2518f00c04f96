// The filter menu's rules beyond the schema (spec 2 §2.2, §5.1): every quantity a menu
// item names must be one of the app's filters and fit the item (a histogram needs numbers
// or times, a terms list countable values); query modes only on multi-valued filters;
// defaults only on global ones. One rule per item type in a registry, like the GUI's
// menu-item registry, so a plugin with its own item type can add its rule.
import type { Problem } from './validation'
import { invalidUnit, unitProblem, type AppQuantities, type QuantityUse } from './appQuantities'

type Fields = { readonly [key: string]: unknown }

/** Where an item sits and what its names resolve against. */
export interface ItemContext {
  /** JSON path of the item, e.g. `menu.items[2].items[0]`. */
  readonly path: string
  /** The path of the enclosing nested_object: its items may name quantities relative to it. */
  readonly base?: string
  readonly quantities: AppQuantities
  readonly report: (problem: Problem) => void
}

export interface MenuItemRule {
  /** Checks the item's own options. */
  check?(item: Fields, context: ItemContext): void
  /** The item's sub-items and the base their names resolve against. */
  children?(item: Fields, context: ItemContext): { items: unknown; base?: string } | undefined
}

export const QUERY_MODE_VALUES = ['and', 'or', 'all', 'any', 'none'] as const
export const queryModeOnSingleValued = (name: string) =>
  `query mode only for multi-valued filters; "${name}" takes one value`
export const defaultOnNonGlobal = (name: string) =>
  `filters with a default must be global; "${name}" is not (global filters: visibility, combine, exclusive)`
export const notAValueOf = (value: string, name: string) => `"${value}" is not a value of "${name}"`
export const notASection = (name: string) => `"${name}" is not a section`
export const BAD_OPTIONS = 'must be a number of values to list (0 lists none) or a map of fixed options {value: {label, description}}'
export const BAD_OPTION = 'must be a map with an optional label and description'

const rules = new Map<string, MenuItemRule>()

/** Adds the rule of a menu item type (built-ins below; plugins the same way). */
export function registerMenuItemRule(type: string, rule: MenuItemRule): void {
  rules.set(type, rule)
}

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value)

const at = (path: string, key: string) => `${path}.${key}`

/** A name inside a nested_object: written relative to its path, or in full. */
export function resolveName(name: string, base: string | undefined): string {
  return base === undefined || name.startsWith(`${base}.`) ? name : `${base}.${name}`
}

/**
 * The checks every quantity-bound item gets: the quantity exists and fits, then its
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

const terms: MenuItemRule = {
  check(item, context) {
    const name = checkBound(item, context, 'search_quantity', item.search_quantity, 'terms')
    if (name) checkOptions(item, context, name)
  },
}

const histogram: MenuItemRule = {
  // The reference writes `x: {search_quantity}`; the GUI's first items read `search_quantity`.
  check(item, context) {
    const x = isFields(item.x) ? item.x : undefined
    const name = item.search_quantity === undefined && x
      ? checkBound(item, context, 'x.search_quantity', x.search_quantity, 'histogram')
      : checkBound(item, context, 'search_quantity', item.search_quantity, 'histogram')
    const [unit, field] = x?.unit !== undefined ? [x.unit, 'x.unit'] : [item.unit, 'unit']
    if (!name || unit === undefined) return
    const problem = typeof unit === 'string' ? unitProblem(name, context.quantities.filters.byName.get(name)?.unit, unit) : invalidUnit(name)
    if (problem) context.report({ path: at(context.path, field), reason: problem })
  },
}

const periodicTable: MenuItemRule = {
  check(item, context) {
    checkBound(item, context, 'search_quantity', item.search_quantity ?? 'results.material.elements', 'periodic_table')
  },
}

const nestedObject: MenuItemRule = {
  check(item, context) {
    const path = at(context.path, 'path')
    if (typeof item.path !== 'string' || item.path === '') {
      context.report({ path, reason: 'is required' })
      return
    }
    const full = resolveName(item.path, context.base)
    const found = context.quantities.filter(path, full, 'filter')
    if (found.problem) context.report(found.problem)
    else if (!found.filter.section) context.report({ path, reason: notASection(full) })
  },
  children(item, context) {
    if (typeof item.path !== 'string' || item.path === '') return undefined
    return { items: item.items ?? [], base: resolveName(item.path, context.base) }
  },
}

const submenu: MenuItemRule = {
  children: (item, context) => ({ items: item.items ?? [], base: context.base }),
}

/** Items that name no quantity (the GUI knows what they filter). */
const unbound: MenuItemRule = {}

registerMenuItemRule('terms', terms)
registerMenuItemRule('histogram', histogram)
registerMenuItemRule('periodic_table', periodicTable)
registerMenuItemRule('nested_object', nestedObject)
registerMenuItemRule('menu', submenu)
for (const type of ['visibility', 'definitions', 'optimade', 'custom_quantities']) registerMenuItemRule(type, unbound)

/**
 * Item types the server does not know come from GUI plugins; their quantity, if they
 * name one, must still exist.
 */
const pluginItem: MenuItemRule = {
  check(item, context) {
    if (item.search_quantity !== undefined) checkBound(item, context, 'search_quantity', item.search_quantity, 'filter')
  },
  children: (item, context) => (item.items === undefined ? undefined : { items: item.items, base: context.base }),
}

/** Checks a menu item and its sub-items, reporting each problem with its JSON path. */
export function checkMenu(item: unknown, context: ItemContext): void {
  if (!isFields(item)) return
  const rule = (typeof item.type === 'string' && rules.get(item.type)) || pluginItem
  rule.check?.(item, context)
  const children = rule.children?.(item, context)
  if (!children || !Array.isArray(children.items)) return
  children.items.forEach((child, index) =>
    checkMenu(child, { ...context, path: `${context.path}.items[${index}]`, base: children.base }),
  )
}
