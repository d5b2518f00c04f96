// Scaling of counts (spec 2 §3.1, §9): the menu's scales (one `scale:` means the same in
// menus and widgets), plus their vega-lite form for the axes of plots.
import { DEFAULT_SCALE, SCALE_POWERS, SCALES, scaledFraction, type ScaleName } from '../menu/scale'

export type CountScale = ScaleName
export const COUNT_SCALES = SCALES
export { DEFAULT_SCALE, scaledFraction }

export const isCountScale = (value: unknown): value is CountScale => (COUNT_SCALES as readonly unknown[]).includes(value)

/** A vega-lite scale for counts. */
export type CountScaleSpec = { type: 'linear' } | { type: 'log'; domainMin: number } | { type: 'pow'; exponent: number }

export function countScaleSpec(scale: CountScale = DEFAULT_SCALE): CountScaleSpec {
  if (scale === 'log') return { type: 'log', domainMin: 1 }
  if (scale === 'linear') return { type: 'linear' }
  return { type: 'pow', exponent: SCALE_POWERS[scale] }
}
