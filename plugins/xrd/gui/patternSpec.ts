// The vega-lite spec of diffraction patterns (pure: the lazy chart embeds it): intensity
// against 2θ or Q as lines, one colour per pattern when several are overlaid. Overlays
// scale each pattern to its highest peak, so that patterns of different counting times
// compare.
import { AXIS_NUMBER_FORMAT, type ChartSpec } from 'tessera/gui'
import type { PatternSeries } from './patterns'

export type XAxis = 'two_theta' | 'q'
export const PATTERN_DATA = 'patterns'

export const AXIS_TITLES: { readonly [axis in XAxis]: string } = { two_theta: '2θ (°)', q: 'Q (1/Å)' }
export const INTENSITY_TITLE = 'Intensity'
export const NORMALIZED_TITLE = 'Intensity (normalised)'

export interface PatternRow {
  readonly x: number
  readonly intensity: number
  readonly pattern: string
  readonly entry_id: string
}

/** The axis a pattern can be drawn on: Q needs the wavelength. */
export const drawable = (series: PatternSeries, axis: XAxis) => axis === 'two_theta' || series.q !== undefined

export function patternRows(series: readonly PatternSeries[], axis: XAxis, normalize: boolean): PatternRow[] {
  return series.filter((one) => drawable(one, axis)).flatMap((one) => {
    const xs = axis === 'q' && one.q ? one.q : one.twoTheta
    const highest = Math.max(...one.intensity)
    const scale = normalize && highest > 0 ? 100 / highest : 1
    return xs.map((x, index) => ({ x, intensity: one.intensity[index] * scale, pattern: one.label, entry_id: one.entryId }))
  })
}

export function patternSpec({ axis, overlay }: { readonly axis: XAxis; readonly overlay: boolean }): ChartSpec {
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    width: 'container',
    height: 'container',
    autosize: { type: 'fit', contains: 'padding' },
    data: { name: PATTERN_DATA },
    mark: { type: 'line', strokeWidth: 1.2, ...(overlay ? { cursor: 'pointer' } : { color: '#2d72d2' }) },
    encoding: {
      x: { field: 'x', type: 'quantitative', title: AXIS_TITLES[axis], scale: { zero: false, nice: false }, axis: { format: AXIS_NUMBER_FORMAT } },
      y: { field: 'intensity', type: 'quantitative', title: overlay ? NORMALIZED_TITLE : INTENSITY_TITLE, axis: { format: AXIS_NUMBER_FORMAT } },
      ...(overlay && {
        color: { field: 'pattern', type: 'nominal', title: null, legend: { orient: 'bottom', columns: 2, labelLimit: 240 } },
        tooltip: [{ field: 'pattern', type: 'nominal', title: 'Entry' }],
      }),
    },
  }
}
