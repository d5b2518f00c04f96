// Checks every API request makes before its schema and handler see it: no NUL character
// in a path parameter, a query parameter or a JSON body (PostgreSQL's text and jsonb
// cannot hold one: `/uploads/ab%00cd` was a 500), and no JSON body nested deeper than
// MAX_JSON_DEPTH (recursive readers overflowed the stack on 2,000 levels). Both answer
// NOMAD's 422 `[{loc, msg, type}]`. Raw bodies (files) are streams and pass untouched.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { invalid, type InvalidValue } from '../errors'
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../search/request'

type LocPart = string | number

/** The location of the first string (value or key) holding a NUL, walking without recursion. */
function nulAt(value: unknown, root: LocPart[]): LocPart[] | undefined {
  const stack: [unknown, LocPart[]][] = [[value, root]]
  while (stack.length) {
    const [item, loc] = stack.pop()!
    if (typeof item === 'string') {
      if (item.includes('\0')) return loc
    } else if (Array.isArray(item)) {
      item.forEach((child, i) => stack.push([child, [...loc, i]]))
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\0')) return loc
        stack.push([child, [...loc, key]])
      }
    }
  }
  return undefined
}

const isJson = (body: unknown) => body !== null && typeof body === 'object' && !Buffer.isBuffer(body) && typeof (body as { pipe?: unknown }).pipe !== 'function'

function problems(request: FastifyRequest): InvalidValue[] {
  const found: InvalidValue[] = []
  const nul = (loc: LocPart[] | undefined) => loc && found.push({ loc, msg: 'NUL characters are not allowed.', type: 'value_error' })
  nul(nulAt(request.params, ['path']))
  nul(nulAt(request.query, ['query']))
  if (isJson(request.body)) {
    if (nestsDeeperThan(request.body)) found.push({ loc: ['body'], msg: `The body is nested more than ${MAX_JSON_DEPTH} levels deep.`, type: 'value_error' })
    else nul(nulAt(request.body, ['body']))
  } else if (typeof request.body === 'string') nul(nulAt(request.body, ['body']))
  return found
}

/** Installs the checks on every route of `app` (the API scope). */
export function guardInput(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const found = problems(request)
    if (found.length) throw invalid(found)
  })
}
