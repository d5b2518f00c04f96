// Scales, ticks and path strings of the SVG plots.
import { describe, expect, it } from 'vitest'
import { linearScale, niceTicks, polylinePath, tickText } from './scale'
import { extentOf } from './XyPlot'

describe('svgPlot scales', () => {
  it('maps the domain onto the range, reversed too', () => {
    const y = linearScale([-10, 10], [400, 0])
    expect([y(-10), y(0), y(10)]).toEqual([400, 200, 0])
  })
  it.each<[[number, number], number, number[]]>([
    [[-10, 10], 6, [-10, -5, 0, 5, 10]],
    [[0, 1], 5, [0, 0.2, 0.4, 0.6, 0.8, 1]],
    [[0.13, 0.47], 3, [0.2, 0.4]],
    [[3, 3], 5, [3]],
  ])('ticks of %j (about %i)', (domain, count, ticks) => {
    expect(niceTicks(domain, count)).toEqual(ticks)
  })
  it('writes minus signs and no trailing zeros', () => {
    expect([tickText(-5), tickText(0.5), tickText(1e-15)]).toEqual(['−5', '0.5', '0'])
  })
  it('starts a new stroke at every value that is not a number', () => {
    expect(polylinePath([0, 1, Number.NaN, 2, 3], [0, 1, 0, 2.04, 3])).toBe('M0,0L1,1M2,2L3,3')
  })
  it('gives a flat or empty series a span', () => {
    expect(extentOf([])).toEqual([0, 1])
    expect(extentOf([2, 2])).toEqual([1.5, 2.5])
    expect(extentOf([3, Number.NaN, -1])).toEqual([-1, 3])
  })
})
