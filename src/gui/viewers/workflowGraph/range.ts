// Which nodes of a section the graph shows (spec 3 §2.8, §5, §9). By default at most 6:
// with more, the first 3 and the last 3. The range field takes comma-separated parts:
// an index (`5`), a negative index counted from the end (`-1`), a slice `start:stop`
// (either may be left out, stop excluded: `4:-1`, `:3`) and percentages or fractions of
// the total (`:50%`, `0.25:`).

export const DEFAULT_NODES_PER_SECTION = 6
export const RANGE_PLACEHOLDER = 'Enter range: 5, 4:-1, :50%'

export class RangeSyntaxError extends Error {
  override readonly name = 'RangeSyntaxError'
}

const range = (start: number, stop: number) => Array.from({ length: Math.max(0, stop - start) }, (_, index) => start + index)

/** The default selection: all of `total`, or the first and last halves of `limit`. */
export function defaultIndices(total: number, limit = DEFAULT_NODES_PER_SECTION): number[] {
  if (total <= limit) return range(0, total)
  const half = Math.floor(limit / 2)
  return [...range(0, half), ...range(total - half, total)]
}

/** One bound of a slice or an index: a whole number (negative from the end), a percentage or a fraction. */
function position(text: string, total: number): number {
  const trimmed = text.trim()
  if (/^-?\d+(\.\d+)?%$/.test(trimmed)) return Math.floor((Number(trimmed.slice(0, -1)) * total) / 100)
  if (/^-?\d*\.\d+$/.test(trimmed)) return Math.floor(Number(trimmed) * total)
  if (!/^-?\d+$/.test(trimmed)) throw new RangeSyntaxError(`Not a position: '${text}'`)
  const value = Number(trimmed)
  return value < 0 ? total + value : value
}

const clamp = (value: number, total: number) => Math.min(Math.max(value, 0), total)

/**
 * The indices (sorted, unique, within 0…total-1) the range text selects. Throws
 * RangeSyntaxError for text that is not a range; an empty text selects nothing.
 */
export function parseRange(text: string, total: number): number[] {
  const selected = new Set<number>()
  for (const part of text.split(',')) {
    if (part.trim() === '') continue
    const bounds = part.split(':')
    if (bounds.length > 2) throw new RangeSyntaxError(`Not a range: '${part}'`)
    if (bounds.length === 2) {
      const [from, to] = bounds
      const start = from.trim() === '' ? 0 : clamp(position(from, total), total)
      const stop = to.trim() === '' ? total : clamp(position(to, total), total)
      for (const index of range(start, stop)) selected.add(index)
    } else {
      const index = position(bounds[0], total)
      if (index >= 0 && index < total) selected.add(index)
    }
  }
  return [...selected].sort((a, b) => a - b)
}
