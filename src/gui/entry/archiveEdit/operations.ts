// The pure edit operations on an archive (spec 3 §4 "Archive editing"): immutable updates
// at a path of keys and list indices. Every operation returns a new archive sharing the
// parts it did not touch, so React sees exactly what changed and the loaded archive stays
// as it came from the server (the base a Reload returns to).
import type { JsonObject, JsonValue } from '../../../core/archive'

export type EditPath = readonly (string | number)[]

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** The value at `path`, undefined where the path leads nowhere. */
export function valueAtPath(archive: JsonValue, path: EditPath): JsonValue | undefined {
  let here: JsonValue | undefined = archive
  for (const key of path) {
    if (typeof key === 'number') here = Array.isArray(here) ? (here as readonly JsonValue[])[key] : undefined
    else here = isObject(here) ? here[key] : undefined
    if (here === undefined) return undefined
  }
  return here
}

function withKey(container: JsonValue | undefined, key: string | number, value: JsonValue | undefined): JsonValue {
  if (typeof key === 'number') {
    const list = Array.isArray(container) ? [...(container as readonly JsonValue[])] : []
    if (value === undefined) {
      if (key < list.length) list.splice(key, 1)
    } else {
      // A gap before the index is filled with nulls: a list has no holes in JSON.
      while (list.length < key) list.push(null)
      list[key] = value
    }
    return list
  }
  const object: { [key: string]: JsonValue } = isObject(container) ? { ...container } : {}
  if (value === undefined) delete object[key]
  else object[key] = value
  return object
}

function update(container: JsonValue | undefined, path: EditPath, value: JsonValue | undefined): JsonValue {
  const [key, ...rest] = path
  if (key === undefined) return value ?? null
  if (rest.length === 0) return withKey(container, key, value)
  const child = typeof key === 'number'
    ? (Array.isArray(container) ? (container as readonly JsonValue[])[key] : undefined)
    : (isObject(container) ? container[key] : undefined)
  // Removing below a path that does not exist changes nothing.
  if (value === undefined && child === undefined) return container ?? {}
  return withKey(container, key, update(child, rest, value))
}

/**
 * The archive with `value` at `path` (missing sections on the way are made); `undefined`
 * removes the key, or the item of a list.
 */
export function setValueAt(archive: JsonObject, path: EditPath, value: JsonValue | undefined): JsonObject {
  if (path.length === 0) return isObject(value) ? value : archive
  const next = update(archive, path, value)
  return isObject(next) ? next : archive
}

/** A new, empty sub section: only its definition when one is chosen. */
const emptySection = (mDef?: string): JsonObject => (mDef ? { m_def: mDef } : {})

/**
 * Adds sub section `name` to the section at `path`: a repeating one gets an empty item
 * appended, a single one an empty section (replacing none: an existing one is kept).
 * Answers the new archive and the path of the new (or existing single) section.
 */
export function addSubSectionAt(archive: JsonObject, path: EditPath, name: string, repeats: boolean, mDef?: string): { archive: JsonObject; path: EditPath } {
  const parent = valueAtPath(archive, path)
  const current = isObject(parent) ? parent[name] : undefined
  if (repeats) {
    const items = Array.isArray(current) ? (current as readonly JsonValue[]) : []
    const index = items.length
    return { archive: setValueAt(archive, [...path, name], [...items, emptySection(mDef)]), path: [...path, name, index] }
  }
  if (isObject(current)) return { archive, path: [...path, name] }
  return { archive: setValueAt(archive, [...path, name], emptySection(mDef)), path: [...path, name] }
}

/**
 * Removes the sub section at `path` (an item of a repeating one, or a single one). A
 * repeating sub section left without items is removed as a whole.
 */
export function removeSubSectionAt(archive: JsonObject, path: EditPath): JsonObject {
  const removed = setValueAt(archive, path, undefined)
  if (typeof path[path.length - 1] !== 'number') return removed
  const listPath = path.slice(0, -1)
  const list = valueAtPath(removed, listPath)
  return Array.isArray(list) && list.length === 0 ? setValueAt(removed, listPath, undefined) : removed
}

/**
 * The section-type selector's rule (spec 3 §4): the type of a section changes only if the
 * section has no content or the chosen type is one of the allowed ones.
 */
export function canChangeSectionType(section: JsonValue | undefined, chosen: string, allowed: readonly string[]): boolean {
  const empty = !isObject(section) || Object.keys(section).every((key) => key === 'm_def')
  return empty || allowed.includes(chosen)
}

/** The archive with the section at `path` of type `mDef`, when the rule allows it; otherwise unchanged. */
export function changeSectionTypeAt(archive: JsonObject, path: EditPath, mDef: string, allowed: readonly string[]): JsonObject {
  const section = valueAtPath(archive, path)
  if (!canChangeSectionType(section, mDef, allowed)) return archive
  return setValueAt(archive, [...path, 'm_def'], mDef)
}
