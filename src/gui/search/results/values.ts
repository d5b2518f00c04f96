// Reading a column's value from a search hit (spec 2 §3.4). Hits are entry metadata as
// the API returns them; a column names a dotted search-quantity path, which may pass
// through lists of sections (`authors.name`, `datasets.dataset_name`), so one path can
// give several values. As the app's JMESPath columns do, `a[0].b` picks one list item,
// `a[*].b` takes them all, and `max(…)`, `min(…)`, `sum(…)`, `avg(…)`, `length(…)` reduce
// the values of a path to one.
import type { JsonObject, JsonValue } from '../context'

const SEGMENT = /^([^[\]]+)((?:\[(?:-?\d+|\*)\])*)$/
const FUNCTION = /^(max|min|sum|avg|length)\((.+)\)$/

const REDUCERS: Readonly<Record<string, (values: number[]) => number | undefined>> = {
  max: (values) => (values.length ? Math.max(...values) : undefined),
  min: (values) => (values.length ? Math.min(...values) : undefined),
  sum: (values) => values.reduce((total, value) => total + value, 0),
  avg: (values) => (values.length ? values.reduce((total, value) => total + value, 0) / values.length : undefined),
  length: (values) => values.length,
}

/** The dotted path an expression reads (`max(a.b[*].c)` → `a.b.c`): its quantity. */
export function quantityPathOf(expression: string): string {
  const call = FUNCTION.exec(expression.trim())
  return (call ? call[2] : expression).trim().replace(/\[(?:-?\d+|\*)\]/g, '')
}

/** Every value at `path` in `hit`, lists flattened; [] when nothing is there. */
export function valuesAt(hit: JsonObject, path: string): JsonValue[] {
  const call = FUNCTION.exec(path.trim())
  if (call) {
    const values = valuesAt(hit, call[2])
    const numbers = values.filter((value): value is number => typeof value === 'number')
    const result = call[1] === 'length' ? values.length : REDUCERS[call[1]](numbers)
    return result === undefined ? [] : [result]
  }
  let current: JsonValue[] = [hit]
  for (const segment of path.split('.')) {
    const match = SEGMENT.exec(segment)
    // An expression beyond dotted names and indices is not read here; show nothing
    // rather than a wrong value.
    if (!match) return []
    const [, key, indices] = match
    const next: JsonValue[] = []
    for (const value of current) {
      const items = Array.isArray(value) ? value : [value]
      for (const item of items) {
        if (item === null || typeof item !== 'object' || Array.isArray(item)) continue
        let child: JsonValue | undefined = item[key]
        // `[*]` keeps the whole list (lists are flattened below anyway).
        for (const index of indices.match(/-?\d+/g) ?? []) {
          if (!Array.isArray(child)) {
            child = undefined
            break
          }
          const i = Number(index)
          child = child[i < 0 ? child.length + i : i]
        }
        if (child !== undefined && child !== null) next.push(child)
      }
    }
    current = next
  }
  return current.flatMap((value) => (Array.isArray(value) ? value : [value])).filter((value) => value !== null)
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
