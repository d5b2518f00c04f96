import { describe, expect, it } from 'vitest'
import { formatDuration } from './duration'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const YEAR = 365 * DAY

describe('formatDuration', () => {
  it.each([
    [2_592_000, '30 days'],
    [DAY, '1 day'],
    [DAY + 12 * HOUR, '1 day 12 hours'],
    [DAY + 5 * MINUTE, '1 day'],
    [2 * DAY + HOUR + 30 * MINUTE, '2 days 1 hour'],
    [HOUR, '1 hour'],
    [3 * HOUR + MINUTE, '3 hours 1 minute'],
    [90, '1 minute 30 seconds'],
    [45, '45 seconds'],
    [1, '1 second'],
    [59.9, '59 seconds'],
    [YEAR, '1 year'],
    [3 * YEAR + 10 * DAY, '3 years 10 days'],
    [0, '0 seconds'],
    [-5, '0 seconds'],
  ])('formats %d seconds as "%s"', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected)
  })

  it.each([NaN, Infinity])('formats %d as an empty string', (seconds) => {
    expect(formatDuration(seconds)).toBe('')
  })
})
