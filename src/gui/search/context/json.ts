// JSON values as the search API and the Redux store hold them. Redux state must stay
// serialisable, and the planner compares what it sent with what it would send now by
// value, never by reference (a filter set to an equal value is no change).

export type JsonScalar = string | number | boolean | null
export type JsonValue = JsonScalar | JsonValue[] | { [key: string]: JsonValue }
export type JsonObject = { [key: string]: JsonValue }

/**
 * Deep equality of JSON values. Object keys are compared as sets (order does not
 * matter) and a key holding `undefined` counts as absent, as JSON.stringify would.
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) !== Array.isArray(b)) return false
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]))
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = new Set([...Object.keys(left), ...Object.keys(right)])
  for (const key of keys) if (!jsonEqual(left[key], right[key])) return false
  return true
}

/** The keys whose values differ between two records (a missing key equals `undefined`). */
export function changedKeys(before: Readonly<Record<string, unknown>>, after: Readonly<Record<string, unknown>>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)])
  return [...keys].filter((key) => !jsonEqual(before[key], after[key]))
}
