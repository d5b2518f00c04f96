import { describe, expect, it } from 'vitest'
import { addKeyword, Table, type KeywordColumn } from '../index/table'
import { textMatcher } from './text'
import { selectByWords } from './textIndex'

const VALUES = [
  'Annealed TiO2 film, 450 °C', 'as-grown film', 'annealed twice', 'Anneal test', 'Silicon wafer annealed in N2',
  'Ni–Ti alloy', 'Grüne Probe 3', 'film annealed', 'TiO2 anatase', 'anatase TiO2 film',
]

function columnOf(values: readonly string[]): KeywordColumn {
  const column = new Table('').column('text_search_contents', 'str') as KeywordColumn
  values.forEach((value, row) => addKeyword(column, row, value))
  return column
}

/** Values selected by the word index. */
function selected(column: KeywordColumn, mode: 'words' | 'prefix', query: string): string[] {
  const marks = new Uint8Array(column.dictionary.length)
  selectByWords(column, mode, query, marks)
  return column.dictionary.filter((_, code) => marks[code] === 1)
}

const bruteForce = (values: readonly string[], mode: 'words' | 'prefix', query: string) => values.filter(textMatcher(mode, query))

describe('the word index of text columns', () => {
  it.each<['words' | 'prefix', string]>([
    ['words', 'annealed'], ['words', 'ANNEALED film'], ['words', 'tio2'], ['words', 'grüne'], ['words', 'ti'], ['words', 'nothing here'], ['words', '  '],
    ['prefix', 'ann'], ['prefix', 'annealed tw'], ['prefix', 'tio2 ana'], ['prefix', 'film ann'], ['prefix', 'anatase tio2 f'], ['prefix', 'x'],
  ])('selects what matching every value would (%s "%s")', (mode, query) => {
    expect(selected(columnOf(VALUES), mode, query)).toEqual(bruteForce(VALUES, mode, query))
  })

  it('takes in values added after it was built', () => {
    const column = columnOf(VALUES.slice(0, 3))
    expect(selected(column, 'words', 'anatase')).toEqual([])
    VALUES.slice(3).forEach((value, i) => addKeyword(column, 3 + i, value))
    expect(selected(column, 'words', 'anatase')).toEqual(['TiO2 anatase', 'anatase TiO2 film'])
  })
})
