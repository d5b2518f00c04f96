import { describe, expect, it } from 'vitest'
import { extentOf } from './extent'

describe('extentOf (an interval selection tuple as ranges by field)', () => {
  it.each([
    ['two fields', { fields: [{ field: 'x' }, { field: 'y' }], values: [[2, 1], [3, 4]] }, { x: [1, 2], y: [3, 4] }],
    ['one field', { fields: [{ field: 'from' }], values: [[5, 7]] }, { from: [5, 7] }],
    ['dates as epoch ms', { fields: [{ field: 'x' }], values: [[new Date(2000), new Date(1000)]] }, { x: [1000, 2000] }],
    ['a cleared selection', null, {}],
    ['no tuple at all', undefined, {}],
    ['malformed values', { fields: [{ field: 'x' }, { field: 'y' }], values: [[1], ['a', 'b']] }, {}],
    ['a field without a name', { fields: [{}], values: [[1, 2]] }, {}],
  ])('%s', (_name, tuple, expected) => {
    expect(extentOf(tuple)).toEqual(expected)
  })
})
