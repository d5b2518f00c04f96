import { describe, expect, it } from 'vitest'
import { formatStatistic } from './statistic'

describe('formatStatistic', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [999, '999'],
    [12.4, '12'],
    [999.6, '1.0 thousand'],
    [1000, '1.0 thousand'],
    [12_345, '12.3 thousand'],
    [999_949, '999.9 thousand'],
    [999_960, '1.0 million'],
    [1_000_000, '1.0 million'],
    [2_560_000, '2.6 million'],
    [1e9, '1.0 billion'],
    [12_345_678_901, '12.3 billion'],
    [1e12, '1000.0 billion'],
    [-12_345, '-12.3 thousand'],
  ])('formats %d as "%s"', (value, expected) => {
    expect(formatStatistic(value)).toBe(expected)
  })

  it.each([NaN, Infinity, -Infinity])('formats the non-finite value %d as an empty string', (value) => {
    expect(formatStatistic(value)).toBe('')
  })
})
