// An app's `menu` block (snake_case YAML) → the camelCase config the items read (spec 2
// §2.2: "Item keys are converted to camelCase"), with the shorthand forms made explicit
// once here, so that the items and the page's aggregation requests read one shape.
import type { MenuItemConfig } from './types'

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, char: string) => char.toUpperCase())

const isObject = (value: unknown): value is { readonly [key: string]: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A quantity of a nested_object's item: full when it already starts with the path,
 * else relative to it (the reference writes `detector_type` under
 * `results.properties.spectroscopic.spectra.provenance.eels`).
 */
export function nestedQuantityName(path: string, name: string): string {
  return name === path || name.startsWith(`${path}.`) ? name : `${path}.${name}`
}

/** The items of a nested_object with their quantity names made full (idempotent). */
export function resolveNestedItems(path: string, items: readonly MenuItemConfig[]): MenuItemConfig[] {
  return items.map((item) => {
    let resolved: MenuItemConfig = item
    if (typeof item.searchQuantity === 'string') resolved = { ...resolved, searchQuantity: nestedQuantityName(path, item.searchQuantity) }
    if (isObject(item.x) && typeof item.x.searchQuantity === 'string') {
      resolved = { ...resolved, x: { ...item.x, searchQuantity: nestedQuantityName(path, item.x.searchQuantity) } }
    }
    if (typeof item.path === 'string') resolved = { ...resolved, path: nestedQuantityName(path, item.path) }
    if (Array.isArray(item.items)) {
      const innerPath = typeof resolved.path === 'string' ? resolved.path : path
      resolved = { ...resolved, items: resolveNestedItems(innerPath, item.items as MenuItemConfig[]) }
    }
    return resolved
  })
}

function explicit(item: MenuItemConfig): MenuItemConfig {
  let out = item
  // Histograms name their quantity on the x axis in app YAML (reference §5.2).
  if (item.type === 'histogram' && typeof item.searchQuantity !== 'string' && isObject(item.x) && typeof item.x.searchQuantity === 'string') {
    out = { ...out, searchQuantity: item.x.searchQuantity }
  }
  if (Array.isArray(out.items)) out = { ...out, items: (out.items as unknown[]).filter(isObject).map((child) => explicit(child as MenuItemConfig)) }
  return out
}

/** Top down, so that a nested_object inside another resolves against the full path. */
function resolveNames(item: MenuItemConfig): MenuItemConfig {
  if (!Array.isArray(item.items)) return item
  const items = item.items as MenuItemConfig[]
  if (item.type === 'nested_object' && typeof item.path === 'string') return { ...item, items: resolveNestedItems(item.path, items) }
  return { ...item, items: items.map(resolveNames) }
}

/** Every item type the menu uses, submenus and nested items included (the page preloads them). */
export function menuItemTypes(menu: MenuItemConfig): string[] {
  const children = Array.isArray(menu.items) ? (menu.items as MenuItemConfig[]) : []
  return [menu.type, ...children.flatMap(menuItemTypes)]
}

/** The app's snake_case menu block → the camelCase config the items read (spec 2 §2.2). */
export function menuConfigFromApp(block: unknown): MenuItemConfig {
  const convert = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(convert)
    if (!isObject(value)) return value
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) =>
        // A terms item's fixed options are keyed by the values themselves: kept as written.
        key === 'options' && isObject(inner) ? [key, inner] : [camel(key), convert(inner)],
      ),
    )
  }
  const converted = convert(block)
  if (!isObject(converted) || typeof converted.type !== 'string') return { type: 'menu', items: [] }
  return resolveNames(explicit(converted as MenuItemConfig))
}
