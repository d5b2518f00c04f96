import { describe, expect, it } from 'vitest'
import { parseDatetime } from './values'

describe('datetimes in queries (ISO 8601, UTC unless an offset is given)', () => {
  it.each([
    ['2020', Date.UTC(2020, 0, 1)],
    ['2020-03', Date.UTC(2020, 2, 1)],
    ['2020-03-25', Date.UTC(2020, 2, 25)],
    ['2020-03-25T18:48', Date.UTC(2020, 2, 25, 18, 48)],
    ['2020-03-25T18:48:53.576774+00:00', Date.UTC(2020, 2, 25, 18, 48, 53, 577)],
    ['2020-03-25 18:48:53', Date.UTC(2020, 2, 25, 18, 48, 53)],
    ['2020-03-25T18:48:53Z', Date.UTC(2020, 2, 25, 18, 48, 53)],
    ['2020-03-25T20:48:53+0200', Date.UTC(2020, 2, 25, 18, 48, 53)],
    ['2020-03-25T13:48:53-05:00', Date.UTC(2020, 2, 25, 18, 48, 53)],
    ['1585872000000', 1585872000000],
  ])('%s', (text, epoch) => {
    expect(parseDatetime(text)).toBe(epoch)
  })

  it.each(['2020-02-30', '2020-13-01', '2020-01-01T24:00', 'yesterday', '20-01-01', '2020-01-01T10:00+25:00', ''])('refuses %j', (text) => {
    expect(parseDatetime(text)).toBeUndefined()
  })
})
