// Reading a column's value from a search hit (spec 2 §3.4). Hits are entry metadata as
// the API returns them. A column names a search quantity's dotted path, which may pass
// through lists of sections (`authors.name`, `datasets.dataset_name`), so one path can
// give several values; or a JMESPath expression (`authors[0].name`, `max(a[*].b)`,
// `a[?type=='direct'].value`), evaluated by the jmespath package (./jmespath.ts).
import type { JsonObject, JsonValue } from '../context'
import { evaluateJmesPath, isDottedPath } from './jmespath'

const FUNCTION = /^([A-Za-z_][A-Za-z0-9_]*)\((.+)\)$/

/** The dotted path an expression reads (`max(a.b[*].c)` → `a.b.c`): its quantity. */
export function quantityPathOf(expression: string): string {
  const call = FUNCTION.exec(expression.trim())
  return (call ? call[2] : expression).trim().replace(/\[(?:-?\d+|\*)?\]/g, '')
}

/** Lists flattened one level, nulls left out: what a cell or plot shows. */
const flat = (value: JsonValue): JsonValue[] =>
  (Array.isArray(value) ? value : [value]).filter((item) => item !== null && item !== undefined)

/** The values at a dotted path, through lists of sections. */
function valuesAtPath(hit: JsonObject, path: string): JsonValue[] {
  let current: JsonValue[] = [hit]
  for (const key of path.trim().split('.')) {
    const next: JsonValue[] = []
    for (const value of current) {
      const items = Array.isArray(value) ? value : [value]
      for (const item of items) {
        if (item === null || typeof item !== 'object' || Array.isArray(item)) continue
        const child = item[key]
        if (child !== undefined && child !== null) next.push(child)
      }
    }
    current = next
  }
  return current.flatMap(flat)
}

/**
 * Every value at `path` in `hit`, lists flattened; [] when nothing is there, when the
 * expression is not valid JMESPath, and while the jmespath package is still loading
 * (`useJmesPath` draws the table again once it is in).
 */
export function valuesAt(hit: JsonObject, path: string): JsonValue[] {
  if (isDottedPath(path)) return valuesAtPath(hit, path)
  const result = evaluateJmesPath(hit, path)
  return result.kind === 'value' ? flat(result.value) : []
}

/** The first string at `path`, if any. */
export function stringAt(hit: JsonObject, path: string): string | undefined {
  const value = valuesAt(hit, path).find((item) => typeof item === 'string')
  return typeof value === 'string' ? value : undefined
}

/** Plain text of scalar values, joined; objects are left out (they need a format of their own). */
export function joinedText(values: readonly JsonValue[], separator = ', '): string {
  return values
    .filter((value) => value === null || typeof value !== 'object')
    .map((value) => String(value))
    .join(separator)
}
