// Dates and times (spec 3 §5 "Dates/times"): a bare date or time is stored as a JSON
// timestamp, empty gives undefined; and back to what the inputs show.
import { describe, expect, it } from 'vitest'
import { dateInput, dateTimeInput, dateTimeValue, dateValue, timeInput, timeValue } from './convert'

describe('a bare date', () => {
  it.each([
    ['2024-03-01', '2024-03-01T00:00:00.000Z'],
    ['1999-12-31', '1999-12-31T00:00:00.000Z'],
    ['', undefined],
    ['2024-13-01', undefined],
    ['yesterday', undefined],
  ])('%j → %j', (input, stored) => {
    expect(dateValue(input)).toBe(stored)
  })

  it.each([
    ['2024-03-01T00:00:00.000Z', '2024-03-01'],
    ['2024-03-01T23:30:00+00:00', '2024-03-01'],
    [undefined, ''],
    ['not a date', ''],
    [42, '1970-01-01'],
  ])('shows %j as %j', (stored, input) => {
    expect(dateInput(stored)).toBe(input)
  })
})

describe('a bare time', () => {
  it.each([
    ['13:45', undefined, '1970-01-01T13:45:00.000Z'],
    ['13:45:30', undefined, '1970-01-01T13:45:30.000Z'],
    ['08:00', '2024-03-01T22:10:00.000Z', '2024-03-01T08:00:00.000Z'],
    ['', '2024-03-01T22:10:00.000Z', undefined],
    ['25:00', undefined, undefined],
    ['noon', undefined, undefined],
  ])('%j on %j → %j', (input, stored, value) => {
    expect(timeValue(input, stored)).toBe(value)
  })

  it.each([
    ['1970-01-01T13:45:00.000Z', '13:45'],
    ['2024-03-01T08:00:30.000Z', '08:00:30'],
    [undefined, ''],
  ])('shows %j as %j', (stored, input) => {
    expect(timeInput(stored)).toBe(input)
  })
})

describe('a date and time, in local time', () => {
  it('stores the local time typed as a JSON timestamp and shows it back', () => {
    const stored = dateTimeValue('2024-03-01T13:45')
    expect(stored).toBe(new Date(2024, 2, 1, 13, 45).toJSON())
    expect(dateTimeInput(stored)).toBe('2024-03-01T13:45')
    expect(dateTimeInput(dateTimeValue('2024-03-01T13:45:30'))).toBe('2024-03-01T13:45:30')
  })

  it('gives undefined for an empty or malformed input, and an empty input for no value', () => {
    expect(dateTimeValue('')).toBeUndefined()
    expect(dateTimeValue('2024-03-01Tlate')).toBeUndefined()
    expect(dateTimeInput(undefined)).toBe('')
    expect(dateTimeInput('garbage')).toBe('')
  })
})
