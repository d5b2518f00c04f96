// What an interval selection reports: its tuple signal read as numeric ranges by field.

/**
 * An interval selection's tuple signal (`{fields: [{field}], values: [[a, b]]}`, null when
 * cleared) as numbers per field (dates become epoch ms).
 */
export function extentOf(tuple: unknown): { [field: string]: readonly [number, number] } {
  const out: { [field: string]: readonly [number, number] } = {}
  if (typeof tuple !== 'object' || tuple === null) return out
  const { fields, values } = tuple as { fields?: unknown; values?: unknown }
  if (!Array.isArray(fields) || !Array.isArray(values)) return out
  for (const [index, range] of values.entries()) {
    const field: unknown = (fields[index] as { field?: unknown } | undefined)?.field
    if (typeof field !== 'string' || !Array.isArray(range) || range.length !== 2) continue
    const [a, b] = range.map((bound: unknown) => Number(bound instanceof Date ? bound.getTime() : bound))
    if (Number.isFinite(a) && Number.isFinite(b)) out[field] = [Math.min(a, b), Math.max(a, b)]
  }
  return out
}
