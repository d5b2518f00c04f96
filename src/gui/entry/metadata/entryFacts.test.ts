// The overview's left column as facts (spec 3 §2.2 "Entry metadata display", spec 1 §9):
// element-count words, author lists, identifiers, and malformed or missing fields.
import { describe, expect, it } from 'vitest'
import { anEntry } from '../testing/builders'
import { authorList, elementCountWord, entryFacts } from './entryFacts'

describe('elementCountWord', () => {
  it.each([
    [1, 'unary'], [2, 'binary'], [3, 'ternary'], [4, 'quaternary'], [5, 'quinary'],
    [6, 'sexinary'], [7, 'septenary'], [8, 'octanary'], [9, 'nonary'], [10, 'decimary'],
    [0, undefined], [11, undefined], [2.5, undefined], [-1, undefined],
  ])('%d elements → %s', (n, word) => {
    expect(elementCountWord(n)).toBe(word)
  })
})

describe('authorList', () => {
  it.each([
    [[], ''],
    [['Ada'], 'Ada'],
    [['Ada', 'Bob'], 'Ada, Bob'],
    [['Ada', 'Bob', 'Cy'], 'Ada, Bob, Cy'],
    [['Ada', 'Bob', 'Cy', 'Dee'], 'Ada, Dee et al'],
    [['Ada', 'Bob', 'Cy', 'Dee', 'Eve'], 'Ada, Eve et al'],
  ])('%j → %s', (names, text) => {
    expect(authorList(names)).toBe(text)
  })
})

const local = (iso: string) => {
  const date = new Date(iso)
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`
}

describe('entryFacts', () => {
  it('reads every part of the column from a complete entry', () => {
    const facts = entryFacts(anEntry())
    expect(facts.method).toEqual([
      { label: 'formula', text: 'NaCl' },
      { label: 'number of elements', text: '2 (binary)' },
      { label: 'type', text: 'XRD' },
      { label: 'name', text: 'NaCl.xy' },
    ])
    expect(facts.comment).toBe('First scan of the day')
    expect(facts.references).toEqual([{ url: 'https://doi.org/10.1000/182', href: 'https://doi.org/10.1000/182' }])
    expect(facts.authors).toBe('Ada Lovelace')
    expect(facts.datasets).toEqual([{ id: 'd1', name: 'Salts', doi: '10.5281/zenodo.1' }])
    expect(facts.identifiers.map(({ label, text }) => [label, text])).toEqual([
      ['mainfile', 'scans/NaCl.xy'],
      ['entry id', 'e1'],
      ['material id', 'm1'],
      ['upload id', 'u1'],
      ['upload create time', local('2026-03-04T09:08:00+00:00')],
      ['raw id', 'r1'],
      ['external id', 'x1'],
      ['last processing time', local('2026-03-05T10:11:00+00:00')],
      ['last processing version', '1.2.0/abc123'],
    ])
    expect(facts.identifiers.find((identifier) => identifier.label === 'upload id')?.link).toBe('/user/uploads/upload/id/u1')
  })

  it('names the first and the last of more than three authors', () => {
    const authors = ['A', 'B', 'C', 'D'].map((name) => ({ name }))
    expect(entryFacts(anEntry({ authors })).authors).toBe('A, D et al')
  })

  it('falls back to the main author, the topology material id and a stated processing version', () => {
    const facts = entryFacts(
      anEntry({
        authors: undefined,
        results: { material: { topology: [{ label: 'original' }, { material_id: 'mt' }] } },
        last_processing_version: '2.0/def',
      }),
    )
    expect(facts.authors).toBe('Ada Lovelace')
    expect(facts.identifiers.find((identifier) => identifier.label === 'material id')?.text).toBe('mt')
    expect(facts.identifiers.find((identifier) => identifier.label === 'last processing version')?.text).toBe('2.0/def')
  })

  it('reads malformed fields as missing, never as a crash', () => {
    const facts = entryFacts(
      anEntry({
        comment: 42,
        references: 'https://not.a.list',
        authors: [{ name: 7 }, 'Bob'],
        main_author: undefined,
        datasets: [{ dataset_name: 'no id' }, 'd2', null],
        results: { material: { n_elements: 'two' } },
        upload_create_time: 'yesterday',
        raw_id: ['r'],
      }),
    )
    expect(facts.comment).toBeUndefined()
    expect(facts.references).toEqual([])
    expect(facts.authors).toBe('')
    expect(facts.datasets).toEqual([])
    expect(facts.method.map((fact) => fact.label)).toEqual(['type', 'name'])
    const text = (label: string) => facts.identifiers.find((identifier) => identifier.label === label)?.text
    expect(text('upload create time')).toBeUndefined()
    expect(text('raw id')).toBeUndefined()
  })

  it('shows references that are not http(s) addresses as text, not links', () => {
    expect(entryFacts(anEntry({ references: ['javascript:alert(1)', 'http://x.org/a'] })).references).toEqual([
      { url: 'javascript:alert(1)' },
      { url: 'http://x.org/a', href: 'http://x.org/a' },
    ])
  })

  it('names a count of elements outside one to ten by its number only', () => {
    expect(entryFacts(anEntry({ results: { material: { n_elements: 12 } } })).method[0]).toEqual({ label: 'number of elements', text: '12' })
  })
})
