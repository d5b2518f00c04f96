import { describe, expect, it } from 'vitest'
import { searchQuantities } from '../../../core/metainfo'
import type { Query } from './ast'
import { searchDoc } from './doc'
import { parseOptimadeFilter } from './optimade'

const quantities = searchQuantities()
const entries = searchDoc('entries', quantities)

function show(query: Query): string {
  switch (query.kind) {
    case 'criterion':
      return `${query.quantity.name.replace('optimade.', '')} ${query.op} ${JSON.stringify(query.op === 'range' ? query.range : query.values)}`
    case 'and':
    case 'or':
      return `${query.kind}(${query.queries.map(show).join('; ')})`
    case 'not':
      return `not(${show(query.query)})`
    case 'nested':
      return `nested ${query.prefix}(${show(query.query)})`
    default:
      return query.kind
  }
}

function translate(filter: string, doc = entries): string {
  const result = parseOptimadeFilter(filter, doc)
  if (!result.ok) throw new Error(result.msg)
  return show(result.query)
}

describe('OPTIMADE filters', () => {
  it.each([
    ['nelements >= 2', 'nelements range {"gte":2}'],
    ['nelements=3', 'nelements equal [3]'],
    ['nelements != 3', 'not(nelements equal [3])'],
    ['2 < nelements', 'nelements range {"gt":2}'],
    ['chemical_formula_reduced = "O2Ti"', 'chemical_formula_reduced equal ["O2Ti"]'],
    ['elements HAS "Ti"', 'elements equal ["Ti"]'],
    ['elements HAS ALL "Ti","O"', 'elements all ["Ti","O"]'],
    ["elements HAS ANY 'Ti', 'O'", 'elements any ["Ti","O"]'],
    ['elements LENGTH 3', 'nelements equal [3]'],
    ['elements LENGTH >= 3', 'nelements range {"gte":3}'],
    ['nelements >= 2 AND elements HAS ALL "Ti","O"', 'and(nelements range {"gte":2}; elements all ["Ti","O"])'],
    ['nsites < 4 OR nelements = 1 AND NOT elements HAS "O"', 'or(nsites range {"lt":4}; and(nelements equal [1]; not(elements equal ["O"])))'],
    ['(nsites < 4 OR nelements = 1) AND elements HAS "O"', 'and(or(nsites range {"lt":4}; nelements equal [1]); elements equal ["O"])'],
    ['id = "abc"', 'entry_id equal ["abc"]'],
    ['chemical_formula_descriptive = "a \\"quoted\\" name"', 'chemical_formula_descriptive equal ["a \\"quoted\\" name"]'],
  ])('%s', (filter, expected) => {
    expect(translate(filter)).toBe(expected)
  })

  it('reads HAS ONLY as none of the other elements', () => {
    const result = parseOptimadeFilter('elements HAS ONLY "Ti","O"', entries)
    if (!result.ok || result.query.kind !== 'criterion' || result.query.op === 'range') throw new Error('not a set criterion')
    expect(result.query.op).toBe('none')
    expect(result.query.values).toHaveLength(118 - 2)
    expect(result.query.values).not.toContain('Ti')
    expect(result.query.values).toContain('Fe')
  })

  it('asks one entry of a material to match the whole filter', () => {
    expect(translate('nelements >= 2 AND elements HAS "O"', searchDoc('materials', quantities)))
      .toBe('nested entries(and(entries.nelements range {"gte":2}; entries.elements equal ["O"]))')
  })

  it.each([
    ['', 'unexpected end of filter at position 0, expected a property'],
    ['nelements >= 2 AND', 'unexpected end of filter at position 18, expected a property'],
    ['nelements 2', 'unexpected "2" at position 10, expected a comparison, HAS or LENGTH'],
    ['(nelements = 2', 'unexpected end of filter at position 14, expected ")"'],
    ['nelements = "two"', 'Invalid value for optimade.nelements: "two" is not a number.'],
    ['elements HAS "Xx"', 'Invalid value for optimade.elements: "Xx" is not one of its values.'],
    ['density > 2', 'unknown property density'],
    ['_nmd_results_material_n_elements > 2', 'unknown property _nmd_results_material_n_elements'],
    ['chemical_formula_reduced IS KNOWN', 'IS KNOWN and IS UNKNOWN are not supported'],
    ['chemical_formula_reduced CONTAINS "Ti"', 'CONTAINS, STARTS WITH and ENDS WITH are not supported'],
    ['nelements = nsites', 'comparing two properties is not supported (position 12)'],
    ['nsites LENGTH 3', 'LENGTH is only supported for elements'],
    ['chemical_formula_reduced HAS ONLY "Ti"', 'HAS ONLY is not supported for chemical_formula_reduced'],
    ['elements HAS "Ti', 'unterminated string at position 13'],
    ['nelements = 2 $', 'unexpected character "$" at position 14'],
  ])('refuses %j', (filter, msg) => {
    expect(parseOptimadeFilter(filter, entries)).toEqual({ ok: false, msg })
  })
})
