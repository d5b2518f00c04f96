// `required` (reference §2.6): which fields of each hit to answer, by dotted paths with
// `*` wildcards. Names without a wildcard must be fields of the document. With
// `include`, the order_by field and the id are always added; with `exclude`, they are
// taken out of it, so a hit can always be identified and continued from.
import type { SearchDoc } from './doc'
import { isObject, MSG } from './problems'
import type { LocPart, Problems } from './problems'
import { MAX_PATTERN_LENGTH, wildcardMatcher } from './pattern'

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

/**
 * Names a list may hold: every hit's every field is tested against them, so their
 * number and length bound the work a request can ask for (a page holds 10,000 hits).
 */
const MAX_REQUIRED_NAMES = 1000

function readList(raw: Record<string, unknown>, field: 'include' | 'exclude', problems: Problems, loc: LocPart[]): string[] | undefined {
  const value = raw[field]
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value)) {
    problems.body([...loc, field], MSG.notList, 'type_error.list')
    return undefined
  }
  if (value.length > MAX_REQUIRED_NAMES) {
    problems.body([...loc, field], `ensure this value has at most ${MAX_REQUIRED_NAMES} items`, 'value_error.list.max_items')
    return undefined
  }
  const names: string[] = []
  value.forEach((name, i) => {
    if (typeof name !== 'string') problems.body([...loc, field, i], MSG.notStr, 'type_error.str')
    else if (name.length > MAX_PATTERN_LENGTH) problems.body([...loc, field, i], `ensure this value has at most ${MAX_PATTERN_LENGTH} characters`, 'value_error.any_str.max_length')
    else names.push(name)
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

type Json = unknown

/**
 * The include or exclude names as one test of a field path. Wildcards match in linear
 * time (a RegExp `.*a.*a…` backtracks exponentially), and each path is tested once per
 * request however many hits carry it: hits share their paths.
 */
function pathTest(names: readonly string[]): (path: string) => boolean {
  const matchers = names.map(wildcardMatcher)
  const seen = new Map<string, boolean>()
  return (path) => {
    let hit = seen.get(path)
    if (hit === undefined) {
      hit = matchers.some((matches) => matches(path))
      seen.set(path, hit)
    }
    return hit
  }
}

type PathTest = (path: string) => boolean

/** The tests of a request's `required`, made once per request (the hits of a page share them). */
const compiled = new WeakMap<Required, { include?: PathTest; exclude?: PathTest }>()

function testsOf(required: Required): { include?: PathTest; exclude?: PathTest } {
  let tests = compiled.get(required)
  if (!tests) {
    tests = {
      include: required.include && pathTest(required.include),
      exclude: required.exclude?.length ? pathTest(required.exclude) : undefined,
    }
    compiled.set(required, tests)
  }
  return tests
}

const isEmpty = (value: Json) => (Array.isArray(value) ? value.length === 0 : isObject(value) && Object.keys(value).length === 0)

/** Keeps the fields a pattern matches (with all they hold) and the objects on the way to them. */
function include(value: Json, path: string, matches: PathTest): Json {
  if (Array.isArray(value)) return value.filter(isObject).map((item) => include(item, path, matches)).filter((item) => !isEmpty(item))
  if (!isObject(value)) return undefined
  const result: Record<string, Json> = {}
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key
    if (matches(childPath)) result[key] = child
    else if (isObject(child) || Array.isArray(child)) {
      const kept = include(child, childPath, matches)
      if (kept !== undefined && !isEmpty(kept)) result[key] = kept
    }
  }
  return result
}

/** Drops the fields a pattern matches, at any depth. */
function exclude(value: Json, path: string, matches: PathTest): Json {
  if (Array.isArray(value)) return value.map((item) => exclude(item, path, matches))
  if (!isObject(value)) return value
  const result: Record<string, Json> = {}
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key
    if (!matches(childPath)) result[key] = exclude(child, childPath, matches)
  }
  return result
}

/** The fields of a hit that `required` asks for; lists of objects are filtered item by item. */
export function applyRequired<T extends Record<string, unknown>>(document: T, required: Required | undefined): Partial<T> {
  if (!required) return document
  const tests = testsOf(required)
  let result: Json = document
  if (tests.include) result = include(result, '', tests.include)
  if (tests.exclude) result = exclude(result, '', tests.exclude)
  return result as Partial<T>
}
