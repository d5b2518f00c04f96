import { describe, expect, it } from 'vitest'
import { DEFAULT_NODES_PER_SECTION, defaultIndices, parseRange, RANGE_PLACEHOLDER, RangeSyntaxError } from './range'
import { NAME_KEPT, NAME_LIMIT, trimName } from './names'

describe('the range filter (spec 3 §5)', () => {
  it('says what it takes', () => {
    expect(RANGE_PLACEHOLDER).toBe('Enter range: 5, 4:-1, :50%')
  })

  it.each([
    ['5', 10, [5]],
    ['-1', 10, [9]],
    ['4:-1', 10, [4, 5, 6, 7, 8]],
    [':50%', 10, [0, 1, 2, 3, 4]],
    ['50%:', 10, [5, 6, 7, 8, 9]],
    [':3, 8', 10, [0, 1, 2, 8]],
    ['5, 4:-1, :50%', 10, [0, 1, 2, 3, 4, 5, 6, 7, 8]],
    ['0.25:0.5', 8, [2, 3]],
    [':', 3, [0, 1, 2]],
    ['2:2', 5, []],
    ['7', 5, []],
    ['-9', 5, []],
    [':100', 3, [0, 1, 2]],
    ['-100:2', 5, [0, 1]],
    ['', 5, []],
    [' , ', 5, []],
    ['3, 3, 1', 5, [1, 3]],
    [':50%', 0, []],
  ])('%j of %i selects %j', (text, total, indices) => {
    expect(parseRange(text, total)).toEqual(indices)
  })

  it.each(['a', '1:2:3', '5x', '1-2', '%', '1:b'])('refuses %j', (text) => {
    expect(() => parseRange(text, 10)).toThrow(RangeSyntaxError)
  })
})

describe('nodes per section (spec 3 §9)', () => {
  it.each([
    [0, []],
    [4, [0, 1, 2, 3]],
    [6, [0, 1, 2, 3, 4, 5]],
    [7, [0, 1, 2, 4, 5, 6]],
    [100, [0, 1, 2, 97, 98, 99]],
  ])('of %i shows %j', (total, indices) => {
    expect(DEFAULT_NODES_PER_SECTION).toBe(6)
    expect(defaultIndices(total)).toEqual(indices)
  })
})

describe('node names (spec 3 §9)', () => {
  it.each([
    ['GeometryOptimization', 'GeometryOptimization'],
    ['a'.repeat(25), 'a'.repeat(25)],
    ['b'.repeat(26), `${'b'.repeat(22)}…`],
    ['Output calculation of the last step', 'Output calculation of …'],
  ])('%j is shown as %j', (name, shown) => {
    expect([NAME_LIMIT, NAME_KEPT]).toEqual([25, 22])
    expect(trimName(name)).toBe(shown)
  })
})
