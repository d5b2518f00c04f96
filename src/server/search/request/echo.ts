// The normalised query the response carries instead of the request's (reference §2.8):
// criteria as {name, value}, shorthand ops as {any: […]}, lists as {all: […]}, several
// root keys as {and: […]}, nested documents as {prefix, query} with names relative to
// the prefix, and {} for everything.
import type { JsonValue, Query, SetOp } from './ast'

function value(op: SetOp | 'range', written: JsonValue): JsonValue {
  return op === 'equal' || op === 'range' ? written : { [op]: written }
}

function echo(query: Query, prefix: string | undefined): JsonValue {
  switch (query.kind) {
    case 'empty':
      return {}
    case 'criterion': {
      const name = prefix && query.quantity.name.startsWith(`${prefix}.`) ? query.quantity.name.slice(prefix.length + 1) : query.quantity.name
      return { name, value: value(query.op, query.written) }
    }
    case 'and':
    case 'or':
      return { [query.kind]: query.queries.map((q) => echo(q, prefix)) }
    case 'not':
      return { not: echo(query.query, prefix) }
    case 'nested':
      return { prefix: query.prefix, query: echo(query.query, query.prefix) }
    case 'optimade':
      return { name: 'optimade_filter', value: value(query.op, query.written) }
  }
}

export function echoQuery(query: Query): JsonValue {
  return echo(query, undefined)
}
