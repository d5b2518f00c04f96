// How deeply a request's JSON may nest. Queries, `required` trees and metadata edits are
// read by recursive code: a query nested 2,000 levels overflowed the stack (a 500). Real
// requests nest a few levels (an archive's `required` tree mirrors its sections: ~15).
export const MAX_JSON_DEPTH = 64

/** True when arrays and objects nest deeper than `max` levels; walks without recursion. */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [item, depth] = stack.pop()!
    if (item === null || typeof item !== 'object') continue
    if (depth >= max) return true
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1])
    }
  }
  return false
}
