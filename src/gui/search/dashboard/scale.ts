// Scaling of counts (spec 2 §3.1, §9): linear, log (base 10, domain from 1) or a root
// (1/2, 1/4, 1/8), for the HTML bars of terms widgets and the axes of plots.
import type { WidgetTerms } from './types'

export type CountScale = NonNullable<WidgetTerms['scale']>
export const COUNT_SCALES: readonly CountScale[] = ['linear', 'log', '1/2', '1/4', '1/8']
export const DEFAULT_SCALE: CountScale = 'linear'

/** The exponent of each power scale; log is not one. */
export const SCALE_EXPONENTS: { readonly [scale in Exclude<CountScale, 'log'>]: number } = {
  linear: 1,
  '1/2': 0.5,
  '1/4': 0.25,
  '1/8': 0.125,
}

export const isCountScale = (value: unknown): value is CountScale => (COUNT_SCALES as readonly unknown[]).includes(value)

/** How much of the longest bar a count fills, between 0 and 1. */
export function scaledFraction(count: number, max: number, scale: CountScale = DEFAULT_SCALE): number {
  if (!(count > 0) || !(max > 0)) return 0
  const ratio = Math.min(1, count / max)
  if (scale === 'log') {
    // The domain starts at 1: a count of 1 is the axis' origin, the maximum its end.
    return max <= 1 ? 1 : Math.log10(Math.max(1, Math.min(count, max))) / Math.log10(max)
  }
  return ratio ** SCALE_EXPONENTS[scale]
}

/** A vega-lite scale for counts. */
export type CountScaleSpec = { type: 'linear' } | { type: 'log'; domainMin: number } | { type: 'pow'; exponent: number }

export function countScaleSpec(scale: CountScale = DEFAULT_SCALE): CountScaleSpec {
  if (scale === 'log') return { type: 'log', domainMin: 1 }
  if (scale === 'linear') return { type: 'linear' }
  return { type: 'pow', exponent: SCALE_EXPONENTS[scale] }
}
