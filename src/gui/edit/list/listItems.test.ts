// The list editor's rules (spec 3 §5 "List editor"): a fixed shape keeps exactly that
// many items; otherwise empty items are dropped and an empty slot kept at the end.
import { describe, expect, it } from 'vitest'
import { changedList, fixedLength, listItems, removedFromList } from './listItems'

describe('fixedLength', () => {
  it.each([
    [[3], 3],
    [['*'], undefined],
    [['n_atoms'], undefined],
  ] as const)('shape %j → %j', (shape, length) => {
    expect(fixedLength({ shape })).toBe(length)
  })
})

describe('listItems', () => {
  it.each([
    // value, fixed length, items drawn
    [undefined, undefined, [undefined]],
    [['a', 'b'], undefined, ['a', 'b', undefined]],
    [['a', '', null, 'b'], undefined, ['a', 'b', undefined]],
    ['single', undefined, ['single', undefined]],
    [undefined, 3, [undefined, undefined, undefined]],
    [[1, 2], 3, [1, 2, undefined]],
    [[1, 2, 3, 4], 3, [1, 2, 3]],
    [[1, null, 3], 3, [1, null, 3]],
  ] as const)('%j (fixed %j) → %j', (value, fixed, items) => {
    expect(listItems(value, fixed)).toEqual(items)
  })
})

describe('changedList', () => {
  it.each([
    // items, index, new item, fixed length, stored value
    [['a', undefined], 1, 'b', undefined, ['a', 'b']],
    [['a', 'b', undefined], 0, '', undefined, ['b']],
    [['a', 'b', undefined], 0, undefined, undefined, ['b']],
    [['a', undefined], 0, undefined, undefined, undefined],
    [[undefined, undefined, undefined], 1, 5, 3, [null, 5, null]],
    [[1, 2, 3], 2, undefined, 3, [1, 2, null]],
    [[1, undefined, undefined], 0, undefined, 3, undefined],
  ] as const)('%j: item %j = %j (fixed %j) → %j', (items, index, item, fixed, stored) => {
    expect(changedList(items, index, item, fixed)).toEqual(stored)
  })

  it('removes an item and drops the slot', () => {
    expect(removedFromList(['a', 'b', undefined], 0)).toEqual(['b'])
    expect(removedFromList(['a', undefined], 0)).toBeUndefined()
  })
})
