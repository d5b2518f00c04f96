import { describe, expect, it } from 'vitest'
import { formatDate } from './date'

describe('formatDate', () => {
  it.each([
    [new Date(2026, 10, 24), '24/11/2026'],
    [new Date(2026, 0, 5, 23, 59), '05/01/2026'],
    [new Date(2023, 9, 25, 0, 0, 1), '25/10/2023'],
    [new Date(999, 11, 31), '31/12/0999'],
  ])('formats %s as "%s"', (date, expected) => {
    expect(formatDate(date)).toBe(expected)
  })

  it('formats an invalid date as an empty string', () => {
    expect(formatDate(new Date('not a date'))).toBe('')
  })
})
