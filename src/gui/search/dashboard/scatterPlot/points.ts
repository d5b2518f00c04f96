// A scatter plot's points from the hits of the query (spec 2 §7 "widget hits"): one
// point per entry that has numbers for both axes; the colour is optional. Hits carry the
// quantities' (SI) units; each axis may convert its numbers to the display unit.
import type { JsonObject, JsonValue } from '../../context'
import { valuesAt } from '../../results'
import { includeOf } from './axes'

export { includeOf }

export interface ScatterPoint {
  readonly entry_id: string
  readonly x: number
  readonly y: number
  readonly color?: string | number
}

export interface AxisRead {
  /** A quantity name or a JMESPath target with indices (`a.b[0].c`). */
  readonly path: string
  /** Times arrive as ISO strings; they are plotted as epoch ms. */
  readonly temporal?: boolean
  /** A log axis cannot show zero or less (in the unit shown). */
  readonly log?: boolean
  /** From the quantity's unit to the one shown; numbers as they are without it. */
  readonly toDisplay?: (value: number) => number
}

/** The colour: a path, or a path with the unit its numbers are shown in. */
export type ColorRead = string | Pick<AxisRead, 'path' | 'toDisplay'>

function numberOf(value: JsonValue | undefined, temporal: boolean | undefined, toDisplay?: (value: number) => number): number | undefined {
  if (typeof value === 'number') {
    const shown = toDisplay && !temporal ? toDisplay(value) : value
    return Number.isFinite(shown) ? shown : undefined
  }
  if (temporal && typeof value === 'string') {
    const time = Date.parse(value)
    return Number.isNaN(time) ? undefined : time
  }
  return undefined
}

/**
 * The points of the hits. Where a path gives several values (a list, or every section
 * of a repeating one) the first is the coordinate.
 */
export function scatterPoints(hits: readonly JsonObject[], x: AxisRead, y: AxisRead, color?: ColorRead): ScatterPoint[] {
  const points: ScatterPoint[] = []
  const colorRead = typeof color === 'string' ? { path: color } : color
  for (const hit of hits) {
    const id = hit.entry_id
    if (typeof id !== 'string') continue
    const px = numberOf(valuesAt(hit, x.path)[0], x.temporal, x.toDisplay)
    const py = numberOf(valuesAt(hit, y.path)[0], y.temporal, y.toDisplay)
    if (px === undefined || py === undefined) continue
    if ((x.log && px <= 0) || (y.log && py <= 0)) continue
    const raw = colorRead ? valuesAt(hit, colorRead.path)[0] : undefined
    const shade = typeof raw === 'number' && colorRead?.toDisplay ? colorRead.toDisplay(raw) : raw
    points.push({ entry_id: id, x: px, y: py, ...(typeof shade === 'string' || typeof shade === 'number' ? { color: shade } : {}) })
  }
  return points
}
