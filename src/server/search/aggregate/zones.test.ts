import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import { Bits } from '../index/bits'
import { SearchIndex } from '../index/searchIndex'
import type { NumberColumn } from '../index/table'
import { ZONE_ROWS, zoneRange } from './zones'

const QUANTITY = 'results.material.n_elements'

/** Entries with n_elements from a fixed pseudo-random sequence; every 7th has none. */
function indexOf(entries: number, start = 0, index = new SearchIndex(searchQuantities())): SearchIndex {
  for (let i = start; i < start + entries; i++) {
    const value = (i * 7919) % 101
    index.put({ entry_id: `e${i}`, upload_id: 'u', ...(i % 7 !== 0 && { results: { material: { n_elements: value } } }) })
  }
  return index
}

function bruteForce(column: NumberColumn, bits: Bits) {
  let min = Infinity
  let max = -Infinity
  bits.forEach((row) => {
    for (let i = column.starts.data[row]; i < column.starts.data[row + 1]; i++) {
      min = Math.min(min, column.items.data[i])
      max = Math.max(max, column.items.data[i])
    }
  })
  return { min, max }
}

const patterns: [string, (rows: number) => Bits][] = [
  ['every row', (rows) => Bits.all(rows)],
  ['no row', (rows) => new Bits(rows)],
  ['every third row', (rows) => { const b = new Bits(rows); for (let r = 0; r < rows; r += 3) b.set(r); return b }],
  ['whole zones and a part of one', (rows) => { const b = new Bits(rows); for (let r = ZONE_ROWS; r < 3 * ZONE_ROWS + 17; r++) b.set(r); return b }],
  ['one row', (rows) => { const b = new Bits(rows); b.set(rows - 2); return b }],
]

describe('zone maps of number columns', () => {
  it.each(patterns)('give the range of the matching values: %s', (_name, pattern) => {
    const index = indexOf(5 * ZONE_ROWS + 300)
    const column = index.column(QUANTITY) as NumberColumn
    const bits = pattern(index.root.rows)
    const range = zoneRange(column, bits.words, index.root.rows)
    expect(range).toBeDefined()
    expect({ min: range!.min, max: range!.max }).toEqual(bruteForce(column, bits))
  })

  it('follow rows appended after they were computed', () => {
    const index = indexOf(ZONE_ROWS + 10)
    zoneRange(index.column(QUANTITY) as NumberColumn, Bits.all(index.root.rows).words, index.root.rows)
    index.put({ entry_id: 'big', upload_id: 'u', results: { material: { n_elements: 1000 } } })
    indexOf(2 * ZONE_ROWS, ZONE_ROWS + 10, index)
    const column = index.column(QUANTITY) as NumberColumn
    const all = Bits.all(index.root.rows)
    expect(zoneRange(column, all.words, index.root.rows)).toMatchObject({ min: 0, max: 1000, integral: true })
  })

  it('say whether every matching value is an integer', () => {
    const index = new SearchIndex(searchQuantities())
    for (let i = 0; i < 2 * ZONE_ROWS; i++) index.put({ entry_id: `e${i}`, upload_id: 'u', results: { material: { n_elements: i === ZONE_ROWS + 5 ? 2.5 : 2 } } })
    const column = index.column(QUANTITY) as NumberColumn
    const firstZone = new Bits(index.root.rows)
    for (let r = 0; r < ZONE_ROWS; r++) firstZone.set(r)
    expect(zoneRange(column, firstZone.words, index.root.rows, true)?.integral).toBe(true)
    expect(zoneRange(column, Bits.all(index.root.rows).words, index.root.rows, true)?.integral).toBe(false)
  })
})
