// The scales of counts (spec 2 §9): linear, log (base 10, domain from 1) and the roots
// 1/2, 1/4, 1/8. Terms bars, histogram bars, periodic-table cells and the plots' count
// axes share them, so one `scale:` in an app means the same in menus and widgets. The
// list of scales is core/apps' (the schemas' enum is made from it).
import { COUNT_SCALES, type CountScaleName } from '../../../core/apps'

export type { CountScaleName }
export const DEFAULT_SCALE: CountScaleName = 'linear'

/** The exponent of each root scale (linear is the power 1). */
export const SCALE_POWERS: { readonly [name in Exclude<CountScaleName, 'log'>]: number } = {
  linear: 1,
  '1/2': 0.5,
  '1/4': 0.25,
  '1/8': 0.125,
}

export const isCountScale = (value: unknown): value is CountScaleName => (COUNT_SCALES as readonly unknown[]).includes(value)

/** An app's `scale:`; anything unknown is linear, as the spec's default. */
export const scaleOf = (value: unknown): CountScaleName => (isCountScale(value) ? value : DEFAULT_SCALE)

/**
 * How much of the full bar `count` fills when the largest count is `max`: 0 … 1.
 * Log scales start their domain at 1 (a count of 1 draws nothing, as log 1 = 0);
 * counts that are not positive numbers draw nothing.
 */
export function scaledFraction(count: number, max: number, scale: CountScaleName = DEFAULT_SCALE): number {
  if (!Number.isFinite(count) || !Number.isFinite(max) || count <= 0 || max <= 0) return 0
  const clamped = Math.min(count, max)
  if (scale === 'log') {
    if (max <= 1) return 1
    return Math.max(0, Math.log10(Math.max(1, clamped))) / Math.log10(max)
  }
  const power = SCALE_POWERS[scale] ?? 1
  return Math.pow(clamped, power) / Math.pow(max, power)
}

/** A vega-lite scale for counts. */
export type CountScaleSpec = { type: 'linear' } | { type: 'log'; domainMin: number } | { type: 'pow'; exponent: number }

/** The plots' count axis on a scale. */
export function countScaleSpec(scale: CountScaleName = DEFAULT_SCALE): CountScaleSpec {
  if (scale === 'log') return { type: 'log', domainMin: 1 }
  if (scale === 'linear') return { type: 'linear' }
  return { type: 'pow', exponent: SCALE_POWERS[scale] }
}
