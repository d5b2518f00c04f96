// The matrix viewer's paging, pure: the 2-D page of an array of any dimension.
import type { JsonValue } from '../../../core/archive'

/**
 * The rows shown for `indices` of the leading dimensions: a list is one column, a matrix
 * itself, more dimensions the matrix at those indices (missing or ragged parts: empty).
 */
export function matrixPage(value: readonly JsonValue[], indices: readonly number[]): JsonValue[][] {
  let current: JsonValue = value
  for (const index of indices) current = Array.isArray(current) ? (current[index] ?? []) : []
  if (!Array.isArray(current)) return [[current]]
  return current.map((row: JsonValue) => (Array.isArray(row) ? [...row] : [row]))
}
