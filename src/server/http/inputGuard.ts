// Checks every API request makes before its handler sees it, once its schema has
// validated (and coerced) it. Each answers NOMAD's 422 `[{loc, msg, type}]`:
// - no NUL character in a path parameter, a query parameter or a JSON body (PostgreSQL's
//   text and jsonb cannot hold one: `/uploads/ab%00cd` was a 500);
// - no unpaired UTF-16 surrogate (JSON's `"\ud800"`, which no UTF-8 text can hold: an
//   entry's `external_id` of one was a 500 when the metadata was written);
// - no infinite number: ajv coerces `?page=Infinity` (and JSON.parse `1e400`) to
//   Infinity, which passes `integer`, `minimum` and `maximum` alike, and ended in
//   `OFFSET Infinity` (a 500);
// - no JSON body nested deeper than MAX_JSON_DEPTH (recursive readers overflowed the
//   stack on 2,000 levels).
// Raw bodies (files) are streams or buffers and pass untouched.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { invalid, type InvalidValue } from '../errors'
import { MAX_JSON_DEPTH } from '../search/request'

type LocPart = string | number

const problem = (loc: LocPart[], msg: string): InvalidValue => ({ loc, msg, type: 'value_error' })

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** What a string (value or key) must not hold. */
function textProblem(text: string, loc: LocPart[]): InvalidValue | undefined {
  if (text.includes('\0')) return problem(loc, 'NUL characters are not allowed.')
  if (UNPAIRED_SURROGATE.test(text)) return problem(loc, 'Unpaired surrogate characters are not allowed.')
  return undefined
}

/** The first problem of a parsed request part, walking without recursion. */
function firstProblem(value: unknown, root: LocPart[]): InvalidValue | undefined {
  const stack: [unknown, LocPart[]][] = [[value, root]]
  while (stack.length) {
    const [item, loc] = stack.pop()!
    if (typeof item === 'string') {
      const found = textProblem(item, loc)
      if (found) return found
    } else if (typeof item === 'number') {
      if (!Number.isFinite(item)) return problem(loc, 'value is not a finite number')
    } else if (item !== null && typeof item === 'object') {
      if (loc.length - root.length >= MAX_JSON_DEPTH) return problem(root, `The value is nested more than ${MAX_JSON_DEPTH} levels deep.`)
      for (const [key, child] of Object.entries(item)) {
        const found = textProblem(key, loc)
        if (found) return found
        stack.push([child, [...loc, Array.isArray(item) ? Number(key) : key]])
      }
    }
  }
  return undefined
}

/** Parsed JSON or form data; not a file body. */
const isParsed = (body: unknown) =>
  typeof body === 'string' || (body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function')

function problems(request: FastifyRequest): InvalidValue[] {
  const parts: [unknown, string][] = [[request.params, 'path'], [request.query, 'query']]
  if (isParsed(request.body)) parts.push([request.body, 'body'])
  return parts
    .map(([value, where]) => {
      const found = firstProblem(value, [where])
      // A repeated query parameter is a list once coerced; NOMAD locates it by name alone.
      return found && where !== 'body' ? { ...found, loc: found.loc.slice(0, 2) } : found
    })
    .filter((found) => found !== undefined)
}

/** Installs the checks on every route of `app` (the API scope). */
export function guardInput(app: FastifyInstance) {
  app.addHook('preHandler', async (request) => {
    const found = problems(request)
    if (found.length) throw invalid(found)
  })
}
