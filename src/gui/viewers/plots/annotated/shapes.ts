// How the values of a plot's paths fit together (spec 2 §5.6, as NOMAD's plots check the
// values their paths give): x and y need as many points per line ('Incompatible size for
// x/y'); where both give several lines (2-D values), as many lines ('Incompatible number
// of elements'); a colour given per point or per line must fit those points and lines
// ('Incompatible size for color'). One line of x or y is shared by every line of the other.
import type { JsonValue } from '../../../../core/archive'
import { INCOMPATIBLE_SIZE, PlotPathError } from './paths'

export const INCOMPATIBLE_COLOR_SIZE = 'Incompatible size for color'
export const INCOMPATIBLE_ELEMENTS = 'Incompatible number of elements'

type Line = readonly number[]

/** The (x, y) of each line drawn; throws PlotPathError with the message of what does not fit. */
export function pairLines(x: readonly Line[], y: readonly Line[]): readonly (readonly [Line, Line])[] {
  if (x.length === 0 || y.length === 0) return []
  if (x[0].length !== y[0].length) throw new PlotPathError(INCOMPATIBLE_SIZE)
  if (x.length > 1 && y.length > 1 && x.length !== y.length) throw new PlotPathError(INCOMPATIBLE_ELEMENTS)
  const pairs = Array.from({ length: Math.max(x.length, y.length) }, (_, index) => [x[x.length > 1 ? index : 0], y[y.length > 1 ? index : 0]] as const)
  // Ragged 2-D values: a later line of other length cannot pair point by point.
  if (pairs.some(([xs, ys]) => xs.length !== ys.length)) throw new PlotPathError(INCOMPATIBLE_ELEMENTS)
  return pairs
}

/**
 * Checks a colour (plotly's `marker.color`) against `lines` lines of `points` points: one
 * value (or a list of one) for all; a list of one per point of a single line, or one per
 * line; a list of lists, one per point of each line. Anything else is 'Incompatible size
 * for color'.
 */
export function checkColorSize(color: JsonValue | undefined, lines: number, points: number): void {
  if (!Array.isArray(color)) return
  const list = color as readonly JsonValue[]
  if (list.length === 1 && !Array.isArray(list[0])) return
  if (list.every((item) => !Array.isArray(item))) {
    if (lines === 1 ? list.length === points : list.length === lines) return
  } else if (list.length === lines && list.every((item) => Array.isArray(item) && item.length === points)) {
    return
  }
  throw new PlotPathError(INCOMPATIBLE_COLOR_SIZE)
}
