// A field-by-field diff of two archive files (JSON or YAML): what the History card shows
// between two versions. Sections (objects) are compared by key, lists by index; a value
// that changes kind (number → section, list → string) is one change of the whole value.
// Paths are the archive's own, '/'-joined as in archive references (`data/steps/0/name`).
import { parse as parseYaml } from 'yaml'
import type { ArchiveValue as Json, FieldChange } from '../../core/api/history'
import { badRequest } from '../errors'

export type { FieldChange, Json }

/** The archive a file holds; 400 with the version's number when it does not parse. */
export function parseArchiveFile(path: string, bytes: Uint8Array, label: string): Json {
  const text = Buffer.from(bytes).toString('utf8')
  try {
    // YAML 1.2 is a superset of JSON, but JSON.parse is faster and stricter for .json.
    return (/\.ya?ml$/i.test(path) ? parseYaml(text) : JSON.parse(text)) as Json
  } catch (error) {
    throw badRequest(`Version ${label} of ${path} is not valid ${/\.ya?ml$/i.test(path) ? 'YAML' : 'JSON'}: ${(error as Error).message}`)
  }
}

const isSection = (value: Json): value is { [key: string]: Json } => typeof value === 'object' && value !== null && !Array.isArray(value)
const join = (path: string, key: string | number) => (path ? `${path}/${key}` : String(key))

export function diffArchives(from: Json, to: Json, path = '', changes: FieldChange[] = []): FieldChange[] {
  if (isSection(from) && isSection(to)) {
    for (const key of Object.keys(from)) {
      if (!(key in to)) changes.push({ path: join(path, key), op: 'removed', old: from[key] })
      else diffArchives(from[key], to[key], join(path, key), changes)
    }
    for (const key of Object.keys(to)) if (!(key in from)) changes.push({ path: join(path, key), op: 'added', new: to[key] })
  } else if (Array.isArray(from) && Array.isArray(to)) {
    const shared = Math.min(from.length, to.length)
    for (let index = 0; index < shared; index++) diffArchives(from[index], to[index], join(path, index), changes)
    for (let index = shared; index < from.length; index++) changes.push({ path: join(path, index), op: 'removed', old: from[index] })
    for (let index = shared; index < to.length; index++) changes.push({ path: join(path, index), op: 'added', new: to[index] })
  } else if (!Object.is(from, to) && JSON.stringify(from) !== JSON.stringify(to)) {
    changes.push({ path, op: 'changed', old: from, new: to })
  }
  return changes
}
