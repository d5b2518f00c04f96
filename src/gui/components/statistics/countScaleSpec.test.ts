import { describe, expect, it } from 'vitest'
import { countScaleSpec, scaledFraction } from './countScale'

describe('count scaling', () => {
  it.each([
    ['linear', 25, 100, 0.25],
    ['1/2', 25, 100, 0.5],
    ['1/4', 1, 16, 0.5],
    ['log', 10, 1000, 1 / 3],
    ['log', 1, 1000, 0],
    ['log', 1, 1, 1],
  ] as const)('%s: %i of %i fills %f', (scale, count, max, fraction) => {
    expect(scaledFraction(count, max, scale)).toBeCloseTo(fraction, 10)
  })

  it('zero, negative and missing counts fill nothing', () => {
    expect(scaledFraction(0, 10)).toBe(0)
    expect(scaledFraction(-1, 10, 'log')).toBe(0)
    expect(scaledFraction(5, 0)).toBe(0)
    expect(scaledFraction(Number.NaN, 10)).toBe(0)
  })

  it('plots use log base 10 from 1, or a power scale for the roots', () => {
    expect(countScaleSpec('log')).toEqual({ type: 'log', domainMin: 1 })
    expect(countScaleSpec('1/8')).toEqual({ type: 'pow', exponent: 0.125 })
    expect(countScaleSpec(undefined)).toEqual({ type: 'linear' })
  })
})
