// The range filter a brushed rectangle sets on one axis. A mouse draws with a resolution
// of a pixel, so the bounds are rounded to what the drawing can mean, not kept with
// sixteen digits of noise ('≥ 1.2485815819273605'): to a thousandth of the span on a
// linear axis, to four significant digits on a log axis, outward to whole numbers for
// integer quantities.

export interface SelectedAxis {
  readonly log: boolean
  readonly integer: boolean
}

const roundTo = (value: number, step: number): number => {
  // Whole steps, then as few decimals as the step has (0.1 * 3 is 0.30000000000000004).
  const decimals = Math.max(0, -Math.floor(Math.log10(step)))
  return Number((Math.round(value / step) * step).toFixed(Math.min(decimals, 100)))
}

/** The bounds (in the quantity's unit) a selection from `low` to `high` stands for. */
export function selectedRange(low: number, high: number, axis: SelectedAxis): { gte: number; lte: number } {
  let [gte, lte] = low <= high ? [low, high] : [high, low]
  if (axis.integer) return { gte: Math.ceil(gte), lte: Math.floor(lte) }
  if (axis.log) return { gte: Number(gte.toPrecision(4)), lte: Number(lte.toPrecision(4)) }
  const span = lte - gte
  if (!(span > 0) || !Number.isFinite(span)) return { gte, lte }
  const step = 10 ** Math.floor(Math.log10(span / 1000))
  gte = roundTo(gte, step)
  lte = roundTo(lte, step)
  return { gte, lte }
}
