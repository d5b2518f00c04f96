import { describe, expect, it } from 'vitest'
import { formatDay, monthIndex, monthStart } from './calendar'

describe('UTC calendar', () => {
  // Instants from 1601 to 2400, month and year ends and leap days included.
  const instants = [
    Date.UTC(1601, 0, 1), Date.UTC(1900, 1, 28, 23, 59, 59, 999), Date.UTC(1969, 11, 31, 23, 59, 59, 999), 0, -1,
    Date.UTC(2000, 1, 29, 12), Date.UTC(2020, 2, 1), Date.UTC(2024, 11, 31, 23, 59, 59, 999), Date.UTC(2400, 1, 29),
    ...Array.from({ length: 500 }, (_, i) => Date.UTC(1601, 0, 1) + i * 1_597_123_456_789 / 31),
  ]

  it('gives the month index, its first instant and the day as Date does', () => {
    for (const ms of instants) {
      const date = new Date(ms)
      expect([ms, monthIndex(ms)]).toEqual([ms, date.getUTCFullYear() * 12 + date.getUTCMonth()])
      expect(monthStart(monthIndex(ms))).toBe(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1))
      expect(formatDay(ms)).toBe(date.toISOString().slice(0, 10))
    }
  })

  it('writes years before 1000 with four digits', () => {
    const date = new Date(0)
    date.setUTCFullYear(42, 5, 7)
    expect(formatDay(date.getTime())).toBe('0042-06-07')
  })
})
