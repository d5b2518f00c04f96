// The data a nested_object's items read and set: values of quantities below the path
// live in the section's value (core/search's section filter), which the API query sends
// grouped under the path.
import { isEmptyValue, isRange, type FilterValue, type SectionValue } from '../../../../core/search'
import type { MenuData } from '../MenuData'

const isSection = (value: unknown): value is SectionValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !isRange(value)

/**
 * The parent's data, with the values of quantities below `path` read from and written
 * to the section's value. Query modes and aggregations stay keyed by full names, as
 * core/search and the page key them.
 */
export function nestedMenuData(parent: MenuData, path: string): MenuData {
  const prefix = `${path}.`
  const subPath = (name: string) => (name.startsWith(prefix) ? name.slice(prefix.length) : undefined)
  const section = (): SectionValue => {
    const value = parent.value(path)
    return isSection(value) ? value : {}
  }
  return {
    ...parent,
    value(name) {
      const sub = subPath(name)
      return sub === undefined ? parent.value(name) : section()[sub]
    },
    setValue(name, value: FilterValue | undefined) {
      const sub = subPath(name)
      if (sub === undefined) return parent.setValue(name, value)
      const next: { [subPath: string]: SectionValue[string] } = { ...section() }
      if (isEmptyValue(value)) delete next[sub]
      else next[sub] = value as SectionValue[string]
      parent.setValue(path, Object.keys(next).length > 0 ? next : undefined)
    },
  }
}
