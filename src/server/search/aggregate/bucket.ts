// Shared pieces of the answers: NOMAD's Bucket shape and values that may still be coming.
// (No export may be called `then`: it would make this module's namespace a thenable.)
import type { JsonValue } from '../request/ast'
import type { JsonObject } from './examples'
import type { MetricValues } from './metrics'

/** A bucket as NOMAD's Bucket model answers it: unset fields (metrics, entries) left out. */
export function bucket(value: JsonValue, count: number, nestedCount: number, metrics?: MetricValues, entries?: JsonObject[]): JsonObject {
  return { ...(entries && { entries }), count, nested_count: nestedCount, ...(metrics && { metrics }), value }
}

/** `fn` of a value that may still be coming: synchronous unless it has to wait. */
export function andThen<T, U>(value: T | Promise<T>, fn: (value: T) => U): U | Promise<U> {
  return value instanceof Promise ? value.then(fn) : fn(value)
}
