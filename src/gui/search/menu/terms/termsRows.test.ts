import { describe, expect, it } from 'vitest'
import { filterOf, terms } from '../testing'
import {
  DEFAULT_TERMS_SIZE,
  dynamicStatus,
  pageSizeOf,
  SHOWING_ONLY_TEXT,
  showingAllText,
  showingTopText,
  staticOptions,
  staticRows,
  termsAggregationSize,
} from './termsRows'

const STRUCTURE = 'results.material.structural_type'
const PROGRAM = 'results.method.simulation.program_name'

describe('terms listing', () => {
  it.each([
    // rows, buckets, shown, exhausted → text, more
    [7, 7, 5, undefined, showingTopText(5), true],
    [7, 7, 10, undefined, showingAllText(7), false],
    [3, 3, 5, undefined, showingAllText(3), false],
    [1, 1, 5, undefined, SHOWING_ONLY_TEXT, false],
    [5, 5, 5, undefined, showingTopText(5), true],
    [5, 5, 5, true, showingAllText(5), false],
    [3, 3, 5, false, showingTopText(3), true],
    [1, 1, 5, false, showingTopText(1), true],
  ])('%i rows of %i buckets, %i shown, exhausted %j: "%s"', (rows, buckets, shown, exhausted, text, more) => {
    expect(dynamicStatus(rows, buckets, shown, exhausted)).toEqual({ text, more })
  })

  it.each([
    [undefined, DEFAULT_TERMS_SIZE],
    [2, 2],
    [0, 0],
    [-1, DEFAULT_TERMS_SIZE],
    [2.5, DEFAULT_TERMS_SIZE],
    [{ a: {} }, DEFAULT_TERMS_SIZE],
  ])('options %j list %i values per page', (options, size) => {
    expect(pageSizeOf({ type: 'terms', searchQuantity: PROGRAM, options })).toBe(size)
  })

  it('lists fixed options from the options map, else the enum options when options are omitted', () => {
    const map = { DFT: { label: 'Search DFT entries' } }
    expect(staticOptions({ type: 'terms', searchQuantity: PROGRAM, options: map }, filterOf(PROGRAM))).toBe(map)
    expect(Object.keys(staticOptions({ type: 'terms', searchQuantity: STRUCTURE }, filterOf(STRUCTURE)) ?? {})).toEqual(['bulk', '2D', '1D', 'molecule / cluster', 'atom'])
    expect(staticOptions({ type: 'terms', searchQuantity: STRUCTURE, options: 3 }, filterOf(STRUCTURE))).toBeUndefined()
    expect(staticOptions({ type: 'terms', searchQuantity: PROGRAM }, filterOf(PROGRAM))).toBeUndefined()
  })

  it('orders fixed options by count, or as configured; options without entries are disabled unless selected', () => {
    const options = { a: { label: 'A' }, b: { label: 'B', description: 'Bee' }, c: {} }
    const buckets = terms(['b', 5], ['c', 9])
    expect(staticRows(options, buckets, ['a'], undefined).map((row) => [row.label, row.count, row.disabled])).toEqual([
      ['c', 9, false],
      ['B', 5, false],
      ['A', 0, false],
    ])
    expect(staticRows(options, buckets, [], undefined, false).map((row) => [row.value, row.disabled])).toEqual([
      ['a', true],
      ['b', false],
      ['c', false],
    ])
    expect(staticRows(options, undefined, [], undefined).map((row) => [row.value, row.count, row.disabled])).toEqual([
      ['a', undefined, false],
      ['b', undefined, false],
      ['c', undefined, false],
    ])
  })

  it('reads the option keys of a boolean filter as booleans', () => {
    expect(staticRows({ true: { label: 'Published' } }, [], [], filterOf('published'))[0].value).toBe(true)
  })
})

describe('terms aggregation size', () => {
  it.each([
    [{ type: 'terms', searchQuantity: PROGRAM }, PROGRAM, DEFAULT_TERMS_SIZE],
    [{ type: 'terms', searchQuantity: PROGRAM, options: 0 }, PROGRAM, 0],
    [{ type: 'terms', searchQuantity: PROGRAM, options: { VASP: {}, ABINIT: {} } }, PROGRAM, 2],
    [{ type: 'terms', searchQuantity: STRUCTURE }, STRUCTURE, 5],
  ] as const)('%j asks for enough buckets', (item, quantity, size) => {
    expect(termsAggregationSize(item, filterOf(quantity))).toBe(size)
  })
})
