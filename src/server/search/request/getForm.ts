// The GET forms of the search endpoints (reference §2.3, "GET form"): URL parameters →
// the POST body, which then goes through parseSearchRequest like any other. Every
// search quantity may be a parameter, with an `__op` suffix; repeated parameters mean
// `any`, except for the quantities the GUI combines with `all` (elements); `q` takes
// `<quantity>__<op>__<value>`; `json_query` is a whole query ANDed with the rest.
// Unknown parameters are ignored, as NOMAD ignores them.
import type { JsonValue } from './ast'
import { MAX_JSON_DEPTH, nestsDeeperThan } from './depth'
import type { SearchDoc } from './doc'
import type { Problem } from './problems'

type Params = Readonly<Record<string, string | readonly string[] | undefined>>

const OPS = new Set(['any', 'all', 'none', 'gt', 'gte', 'lt', 'lte'])
/** Quantities whose repeated parameters must all match ("many_all" in NOMAD); `elements` is the materials' name. */
const MANY_ALL = new Set(['results.material.elements', 'elements'])
const PAGINATION = ['page_size', 'order_by', 'order', 'page_after_value', 'page', 'page_offset'] as const
const RESERVED = new Set<string>(['owner', 'json_query', 'q', 'include', 'exclude', ...PAGINATION])
export const Q_FORMAT = 'wrong format, use <quantity>[__<op>]__<value>'

const list = (value: string | readonly string[] | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : [...value])

export type GetFormResult = { ok: true; body: Record<string, JsonValue> } | { ok: false; detail: Problem[] }

/** A criterion `{<name>[:<op>]: value}` for one parameter's values. */
function criterion(name: string, op: string | undefined, values: string[]): Record<string, JsonValue> {
  if (op && (op === 'any' || op === 'all' || op === 'none')) return { [`${name}:${op}`]: values }
  if (op) return { [`${name}:${op}`]: values[0] }
  if (values.length === 1) return { [name]: values[0] }
  return { [`${name}:${MANY_ALL.has(name) ? 'all' : 'any'}`]: values }
}

export function bodyFromParams(params: Params, doc: SearchDoc): GetFormResult {
  const problems: Problem[] = []
  const parts: JsonValue[] = []
  for (const raw of list(params.json_query)) {
    try {
      const part = JSON.parse(raw) as JsonValue
      if (nestsDeeperThan(part)) problems.push({ loc: ['query', 'json_query'], msg: `json_query is nested more than ${MAX_JSON_DEPTH} levels deep.`, type: 'value_error' })
      else parts.push(part)
    } catch {
      problems.push({ loc: ['query', 'json_query'], msg: 'json_query is not valid JSON.', type: 'value_error' })
    }
  }
  for (const q of list(params.q)) {
    const pieces = q.split('__')
    if (pieces.length < 2 || pieces.length > 3 || pieces.some((piece) => piece === '') || (pieces.length === 3 && !OPS.has(pieces[1]))) {
      problems.push({ loc: ['query', 'q'], msg: Q_FORMAT, type: 'value_error' })
      continue
    }
    const [name, op, value] = pieces.length === 3 ? pieces : [pieces[0], undefined, pieces[1]]
    parts.push(criterion(name, op, [value]))
  }
  for (const [key, value] of Object.entries(params)) {
    if (RESERVED.has(key) || value === undefined) continue
    const split = key.lastIndexOf('__')
    const suffix = split > 0 ? key.slice(split + 2) : undefined
    const [name, op] = suffix && OPS.has(suffix) ? [key.slice(0, split), suffix] : [key, undefined]
    if (!doc.resolve(name)) continue
    parts.push(criterion(name, op, list(value)))
  }
  if (problems.length) return { ok: false, detail: problems }

  const pagination: Record<string, JsonValue> = {}
  for (const field of PAGINATION) {
    const value = list(params[field])[0]
    if (value !== undefined) pagination[field] = value
  }
  const body: Record<string, JsonValue> = {}
  const owner = list(params.owner)[0]
  if (owner !== undefined) body.owner = owner
  if (parts.length) body.query = parts.length === 1 ? parts[0] : { and: parts }
  if (Object.keys(pagination).length) body.pagination = pagination
  const include = list(params.include)
  const exclude = list(params.exclude)
  if (include.length || exclude.length) body.required = { ...(include.length && { include }), ...(exclude.length && { exclude }) }
  return { ok: true, body }
}
