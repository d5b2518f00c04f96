// `required` (reference §2.6): which fields of each hit to answer, by dotted paths with
// `*` wildcards. Names without a wildcard must be fields of the document. With
// `include`, the order_by field and the id are always added; with `exclude`, they are
// taken out of it, so a hit can always be identified and continued from.
import type { SearchDoc } from './doc'
import { isObject, MSG } from './problems'
import type { LocPart, Problems } from './problems'

export interface Required {
  include?: string[]
  exclude?: string[]
}

/** True for a name the document has: a quantity, a section or an object above quantities (`results`). */
function isField(name: string, doc: SearchDoc): boolean {
  if (doc.quantities.has(name) || doc.sections.has(name)) return true
  const below = `${name}.`
  for (const quantity of doc.quantities.keys()) if (quantity.startsWith(below)) return true
  return false
}

function readList(raw: Record<string, unknown>, field: 'include' | 'exclude', problems: Problems, loc: LocPart[]): string[] | undefined {
  const value = raw[field]
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) {
    problems.body([...loc, field], MSG.notList, 'type_error.list')
    return undefined
  }
  const names: string[] = []
  value.forEach((name, i) => {
    if (typeof name === 'string') names.push(name)
    else problems.body([...loc, field, i], MSG.notStr, 'type_error.str')
  })
  return names
}

/**
 * The `required` of a search request, which always keeps the order_by field and the id
 * (`keep`), or of a terms aggregation's `entries`, which keeps nothing extra.
 */
export function parseRequired(raw: unknown, doc: SearchDoc, keep: readonly string[], problems: Problems, loc: LocPart[] = ['required']): Required | undefined {
  if (raw === undefined || raw === null) return undefined
  if (!isObject(raw)) {
    problems.body(loc, MSG.notDict, 'type_error.dict')
    return undefined
  }
  const include = readList(raw, 'include', problems, loc)
  const exclude = readList(raw, 'exclude', problems, loc)
  for (const name of [...(include ?? []), ...(exclude ?? [])]) {
    if (!name.includes('*') && !isField(name, doc)) problems.search(['required'], doc.unknown(name))
  }
  // `_score` and `_doc` order hits but are no fields.
  const kept = keep.filter((name, i) => !name.startsWith('_') && keep.indexOf(name) === i)
  const required: Required = {}
  if (include) required.include = [...include, ...kept.filter((name) => !include.includes(name))]
  if (exclude) required.exclude = exclude.filter((name) => !kept.includes(name))
  return required
}

function glob(pattern: string): RegExp {
  return new RegExp(`^${pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')).join('.*')}$`)
}

type Json = unknown

const matches = (patterns: RegExp[], path: string) => patterns.some((p) => p.test(path))
const isEmpty = (value: Json) => (Array.isArray(value) ? value.length === 0 : isObject(value) && Object.keys(value).length === 0)

/** Keeps the fields a pattern matches (with all they hold) and the objects on the way to them. */
function include(value: Json, path: string, patterns: RegExp[]): Json {
  if (Array.isArray(value)) return value.filter(isObject).map((item) => include(item, path, patterns)).filter((item) => !isEmpty(item))
  if (!isObject(value)) return undefined
  const result: Record<string, Json> = {}
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key
    if (matches(patterns, childPath)) result[key] = child
    else if (isObject(child) || Array.isArray(child)) {
      const kept = include(child, childPath, patterns)
      if (kept !== undefined && !isEmpty(kept)) result[key] = kept
    }
  }
  return result
}

/** Drops the fields a pattern matches, at any depth. */
function exclude(value: Json, path: string, patterns: RegExp[]): Json {
  if (Array.isArray(value)) return value.map((item) => exclude(item, path, patterns))
  if (!isObject(value)) return value
  const result: Record<string, Json> = {}
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key
    if (!matches(patterns, childPath)) result[key] = exclude(child, childPath, patterns)
  }
  return result
}

/** The fields of a hit that `required` asks for; lists of objects are filtered item by item. */
export function applyRequired<T extends Record<string, unknown>>(document: T, required: Required | undefined): Partial<T> {
  let result: Json = document
  if (required?.include) result = include(result, '', required.include.map(glob))
  if (required?.exclude?.length) result = exclude(result, '', required.exclude.map(glob))
  return result as Partial<T>
}
