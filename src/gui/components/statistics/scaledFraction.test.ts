import { describe, expect, it } from 'vitest'
import { scaledFraction, scaleOf } from './countScale'

describe('statistics scales (spec 2 §9)', () => {
  it.each([
    ['linear', 25, 100, 0.25],
    ['1/2', 25, 100, 0.5],
    ['1/4', 16, 256, 0.5],
    ['1/8', 1, 256, 0.5],
    ['log', 10, 100, 0.5],
    ['log', 1, 100, 0],
    ['log', 100, 100, 1],
    ['log', 1, 1, 1],
  ] as const)('%s: %i of %i fills %d', (scale, count, max, fraction) => {
    expect(scaledFraction(count, max, scale)).toBeCloseTo(fraction, 10)
  })

  it.each([
    [0, 10],
    [-3, 10],
    [5, 0],
    [Number.NaN, 10],
    [5, Number.POSITIVE_INFINITY],
  ])('draws nothing for count %d of %d', (count, max) => {
    expect(scaledFraction(count, max, 'linear')).toBe(0)
  })

  it('never fills more than the whole bar', () => {
    expect(scaledFraction(200, 100, '1/2')).toBe(1)
  })

  it.each([
    ['log', 'log'],
    ['1/8', '1/8'],
    ['sqrt', 'linear'],
    [undefined, 'linear'],
    [3, 'linear'],
  ])('scale %j reads as %s', (written, scale) => {
    expect(scaleOf(written)).toBe(scale)
  })
})
