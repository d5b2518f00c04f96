import { describe, expect, it } from 'vitest'
import { apiDate, formatDate, formatDateTime } from './date'

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

describe('formatDateTime', () => {
  it('adds hours and minutes to the day', () => {
    expect(formatDateTime(new Date(2026, 10, 24, 9, 5, 59))).toBe('24/11/2026 09:05')
    expect(formatDateTime(new Date('not a date'))).toBe('')
  })
})

describe('apiDate', () => {
  it.each([
    ['2026-11-24T10:00:00', '2026-11-24T10:00:00.000Z'],
    ['2026-11-24T10:00:00.123456', '2026-11-24T10:00:00.123Z'],
    ['2026-11-24T10:00:00+00:00', '2026-11-24T10:00:00.000Z'],
    ['2026-11-24T12:00:00+02:00', '2026-11-24T10:00:00.000Z'],
    ['2026-11-24T10:00:00Z', '2026-11-24T10:00:00.000Z'],
  ])('reads %s as the UTC instant %s', (value, instant) => {
    expect(apiDate(value).toISOString()).toBe(instant)
  })
})
