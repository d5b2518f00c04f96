import { describe, expect, it } from 'vitest'
import {
  addDays,
  appTokenLimits,
  expiresInSeconds,
  fromDateInputValue,
  toDateInputValue,
} from './appTokenLimits'

const THIRTY_DAYS = 2_592_000
const day = (value: string) => fromDateInputValue(value)!
const days = (limits: ReturnType<typeof appTokenLimits>) => ({
  first: toDateInputValue(limits.first),
  latestAllowed: toDateInputValue(limits.latestAllowed),
  last: toDateInputValue(limits.last),
})

describe('appTokenLimits', () => {
  it.each([
    // now (local), maximum, first, latest allowed, last offered
    ['2026-11-24T10:30', THIRTY_DAYS, '2026-11-25', '2026-12-23', '2026-12-24'],
    ['2026-11-24T00:00', THIRTY_DAYS, '2026-11-25', '2026-12-23', '2026-12-24'],
    ['2026-11-24T23:59', THIRTY_DAYS, '2026-11-25', '2026-12-23', '2026-12-24'],
    ['2026-12-31T12:00', 7 * 24 * 3600, '2027-01-01', '2027-01-06', '2027-01-07'],
    ['2026-11-24T10:30', 365 * 24 * 3600, '2026-11-25', '2027-11-23', '2027-11-24'],
  ])('at %s with a maximum of %d s: %s … %s, offering %s', (now, max, first, latestAllowed, last) => {
    expect(days(appTokenLimits(new Date(now), max))).toEqual({ first, latestAllowed, last })
  })

  it('the latest allowed day ends within the maximum, the last offered day beyond it', () => {
    for (const now of ['2026-11-24T00:00', '2026-11-24T10:30:15', '2026-03-28T23:59:59']) {
      const at = new Date(now)
      const { latestAllowed, last } = appTokenLimits(at, THIRTY_DAYS)
      expect(expiresInSeconds(latestAllowed, at)).toBeLessThanOrEqual(THIRTY_DAYS)
      expect(expiresInSeconds(last, at)).toBeGreaterThan(THIRTY_DAYS)
    }
  })
})

describe('expiresInSeconds', () => {
  it.each([
    ['2026-11-24T12:00', '2026-11-25', 36 * 3600],
    ['2026-11-24T00:00', '2026-11-24', 24 * 3600],
    ['2026-11-24T23:59:59.5', '2026-11-24', 1],
    ['2026-11-24T12:00', '2026-11-20', 1],
  ])('at %s, a token for %s lives %d s', (now, chosen, seconds) => {
    expect(expiresInSeconds(day(chosen), new Date(now))).toBe(seconds)
  })
})

describe('date input values', () => {
  it('round-trips local days', () => {
    expect(toDateInputValue(day('2026-02-28'))).toBe('2026-02-28')
    expect(toDateInputValue(addDays(day('2026-02-28'), 1))).toBe('2026-03-01')
  })

  it.each(['', '2026-02-30', '24/11/2026', '2026-1-1'])('reads "%s" as no day', (value) => {
    expect(fromDateInputValue(value)).toBeUndefined()
  })
})
