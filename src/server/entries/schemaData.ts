import type { MutableSection as Json } from '../../core/archive'
// The `data` of entry metadata (reference §2.6, §4.1): the schema values an entry's
// `search_quantities` items hold, put back into a tree by their archive path. The items
// are what the ELN normaliser derives from the archive's `data`; this is the way back,
// so metadata (GET entries/{id}, search hits) shows schema values without the archive.

type Scalar = string | number | boolean

const VALUE_FIELDS: readonly [field: string, accepts: (value: unknown) => value is Scalar][] = [
  ['str_value', (value): value is string => typeof value === 'string'],
  ['int_value', (value): value is number => typeof value === 'number' && Number.isFinite(value)],
  ['float_value', (value): value is number => typeof value === 'number' && Number.isFinite(value)],
  ['bool_value', (value): value is boolean => typeof value === 'boolean'],
  ['datetime_value', (value): value is string => typeof value === 'string'],
]

const INDEX = /^\d+$/
/** Keys that would reach the prototype instead of making a property. */
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor'])

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

function valueOf(item: Json): Scalar | undefined {
  for (const [field, accepts] of VALUE_FIELDS) {
    const value = item[field]
    if (value !== undefined) return accepts(value) ? value : undefined
  }
  return undefined
}

/** The path below `data` as keys and section indices, or undefined for a path that is not one. */
function segmentsOf(pathArchive: unknown): string[] | undefined {
  if (typeof pathArchive !== 'string') return undefined
  const [root, ...rest] = pathArchive.split('.')
  if (root !== 'data' || rest.length === 0 || INDEX.test(rest[rest.length - 1])) return undefined
  if (rest.some((segment) => segment === '' || FORBIDDEN.has(segment))) return undefined
  return rest
}

/**
 * Re-assembles schema values into the tree of `data`. A quantity with one value gets
 * the value, with several (a list quantity: one item per element) the list in item
 * order. Indices in a path (`data.runs.1.label`) make repeated sections lists; a section
 * whose values are not searchable keeps its place as `{}`. Floats are in SI units (as
 * searched), datetimes as stored. Undefined when no item holds a usable value; items with
 * another root than `data`, malformed paths or values of the wrong type are left out, as
 * are paths that clash with an earlier one.
 */
export function schemaData(searchQuantities: unknown): Json | undefined {
  if (!Array.isArray(searchQuantities)) return undefined
  const valuesByPath = new Map<string, { segments: string[]; values: Scalar[] }>()
  for (const item of searchQuantities) {
    if (!isJson(item)) continue
    const segments = segmentsOf(item.path_archive)
    const value = valueOf(item)
    if (!segments || value === undefined) continue
    const key = segments.join('.')
    const entry = valuesByPath.get(key)
    if (entry) entry.values.push(value)
    else valuesByPath.set(key, { segments, values: [value] })
  }
  if (valuesByPath.size === 0) return undefined

  const data: Json = {}
  const sectionLists: unknown[][] = []
  for (const { segments, values } of valuesByPath.values()) {
    place(data, segments, values.length === 1 ? values[0] : values, sectionLists)
  }
  for (const list of sectionLists) {
    for (let i = 0; i < list.length; i++) if (list[i] === undefined) list[i] = {}
  }
  return Object.keys(data).length > 0 ? data : undefined
}

/** Sets the value at the path, making sections (objects) and repeated sections (lists) on the way. */
function place(data: Json, segments: string[], value: Scalar | Scalar[], sectionLists: unknown[][]): void {
  let container: Json | unknown[] = data
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i]
    const wantsList = INDEX.test(segments[i + 1])
    let next: unknown
    if (Array.isArray(container)) {
      if (!INDEX.test(segment)) return
      next = container[Number(segment)]
    } else {
      if (INDEX.test(segment)) return
      next = Object.hasOwn(container, segment) ? container[segment] : undefined
    }
    if (next === undefined) {
      next = wantsList ? [] : {}
      if (wantsList) sectionLists.push(next as unknown[])
      if (Array.isArray(container)) container[Number(segment)] = next
      else container[segment] = next
    }
    if (wantsList ? !Array.isArray(next) : !isJson(next)) return
    container = next as Json | unknown[]
  }
  const last = segments[segments.length - 1]
  if (Array.isArray(container) || Object.hasOwn(container, last)) return
  container[last] = value
}
