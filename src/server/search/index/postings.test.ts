import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import { Bits } from './bits'
import { andCount, MAX_POSTING_CODES, postingRows, postingsOf } from './postings'
import { SearchIndex } from './searchIndex'
import type { KeywordColumn } from './table'

const ELEMENTS = 'results.material.elements'

function indexWith(elements: string[][]): SearchIndex {
  const index = new SearchIndex(searchQuantities())
  elements.forEach((list, i) => index.put({ entry_id: `e${i}`, upload_id: 'u', results: { material: { elements: list } } }))
  return index
}

const keywordColumn = (index: SearchIndex, quantity: string) => index.column(quantity) as KeywordColumn

/** The rows holding `value`, by reading the column row by row. */
function rowsWith(column: KeywordColumn, value: string): number[] {
  const rows: number[] = []
  const code = column.codeOf.get(value)
  for (let row = 0; row < column.table.rows; row++) {
    const values = column.items.data.subarray(column.starts.data[row], column.starts.data[row + 1])
    if (values.includes(code as number)) rows.push(row)
  }
  return rows
}

const setRows = (words: Uint32Array, rows: number) => Array.from(new Bits(rows, words.slice(0, (rows + 31) >>> 5)).toArray())

describe('posting bitsets of keyword columns', () => {
  it('hold, per value, exactly the rows that have it, also after more rows are appended', () => {
    const index = indexWith([['O', 'Ti'], ['H', 'O'], ['Fe']])
    let column = keywordColumn(index, ELEMENTS)
    const before = postingsOf(column)
    expect(before).not.toBeNull()
    for (let i = 3; i < 100; i++) index.put({ entry_id: `e${i}`, upload_id: 'u', results: { material: { elements: i % 3 ? ['O'] : ['C', 'Fe'] } } })
    // A replaced entry keeps its old (dead) row: postings still describe every row.
    index.put({ entry_id: 'e0', upload_id: 'u', results: { material: { elements: ['Ne'] } } })
    column = keywordColumn(index, ELEMENTS)
    const postings = postingsOf(column)
    expect(postings).not.toBeNull()
    for (const value of column.dictionary) {
      expect(setRows(postings![column.codeOf.get(value)!], column.table.rows)).toEqual(rowsWith(column, value))
    }
  })

  it('answer the rows holding any of several values', () => {
    const index = indexWith([['O', 'Ti'], ['H'], ['Fe'], ['Ti']])
    const column = keywordColumn(index, ELEMENTS)
    const selected = new Uint8Array(column.dictionary.length)
    selected[column.codeOf.get('Ti')!] = 1
    selected[column.codeOf.get('H')!] = 1
    expect(Array.from(postingRows(postingsOf(column)!, selected, column.table.rows).toArray())).toEqual([0, 1, 3])
  })

  it('are not kept for columns with many distinct values, nor for nested tables', () => {
    const index = new SearchIndex(searchQuantities())
    for (let i = 0; i <= MAX_POSTING_CODES; i++) index.put({ entry_id: `e${i}`, upload_id: 'u' })
    expect(postingsOf(keywordColumn(index, 'entry_id'))).toBeNull()
    index.put({ entry_id: 'x', upload_id: 'u', results: { properties: { electronic: { band_structure_electronic: [{ band_gap: [{ type: 'direct', value: 1e-19 }] }] } } } })
    const nested = index.column('results.properties.electronic.band_structure_electronic.band_gap.type') as KeywordColumn
    expect(nested.table.path).not.toBe('')
    expect(postingsOf(nested)).toBeNull()
  })

  it('count the rows two word sets share', () => {
    expect(andCount(Uint32Array.of(0b1011, 0xffffffff), Uint32Array.of(0b0011, 0x0000ffff), 2)).toBe(2 + 16)
    expect(andCount(Uint32Array.of(0b1011, 0xffffffff), Uint32Array.of(0b0011, 0x0000ffff), 1)).toBe(2)
  })
})
