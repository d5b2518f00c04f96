import { describe, expect, it } from 'vitest'
import { testFilters } from '../../../core/search/testing'
import { compareRanks, matchTier, MatchTier, nameRank, valueRank } from './ranking'
import { suggestionGroups, valueSuggestionGroups, NAMES_GROUP_TITLE } from './suggestions'

describe('how a text fits the input', () => {
  it.each([
    ['Si', 'Si', MatchTier.Exact],
    ['si', 'Si', MatchTier.Exact],
    ['SiO2', 'Si', MatchTier.Prefix],
    ['FeSi2', 'Si', MatchTier.WordStart],
    ['O2Si', 'Si', MatchTier.WordStart],
    ['results.method.simulation.dmft.u', 'si', MatchTier.WordStart],
    ['space_group_symbol', 'sym', MatchTier.WordStart],
    ['Mn Si', 'si', MatchTier.WordStart],
    ['Cs', 'Si', undefined],
    ['basis', 'si', MatchTier.Inside],
    ['anything', ' ', undefined],
  ])('%j for %j: %s', (text, input, tier) => {
    expect(matchTier(text, input)).toBe(tier)
  })
})

describe('ranks', () => {
  it('orders element by element, shorter prefix first', () => {
    expect(compareRanks([0, 1], [0, 2])).toBeLessThan(0)
    expect(compareRanks([1], [0, 9])).toBeGreaterThan(0)
    expect(compareRanks([0], [0, 1])).toBeLessThan(0)
    expect(compareRanks([Infinity], [Infinity])).toBe(0)
  })

  // Each row: the first ranks before the second for input 'Si'.
  it.each([
    ['exact value before a prefix value', valueRank('elements', 'Si', 'Si'), valueRank('chemical_formula_hill', 'SiO2', 'Si')],
    ['prefix value before a word inside', valueRank('chemical_formula_hill', 'SiO2', 'Si'), valueRank('chemical_formula_hill', 'FeSi', 'Si')],
    ['word inside before a substring', valueRank('x', 'FeSi', 'Si'), valueRank('x', 'basis', 'Si')],
    ['a value of more entries first', valueRank('x', 'SiC', 'Si', 9), valueRank('x', 'SiO2', 'Si', 2)],
    ['a prefix value before a deep name holding a word', valueRank('x', 'Si2', 'Si'), nameRank('results.method.simulation.dmft.u', 'Si')],
    ['a short name before a deep path', nameRank('simulation', 'si'), nameRank('results.method.simulation.program_name', 'si')],
    ['a name whose last part is the input first', nameRank('a.b.symmetry', 'symmetry'), nameRank('symmetry_extra', 'symmetry')],
  ])('%s', (_, first, second) => {
    expect(first).toBeDefined()
    expect(second).toBeDefined()
    expect(compareRanks(first ?? [], second ?? [])).toBeLessThan(0)
  })

  it('suggests no name that merely holds the input', () => {
    expect(nameRank('elements_exclusive', 'si')).toBeUndefined()
  })
})

describe('the list for an input', () => {
  const filters = testFilters()
  const FORMULA = 'results.material.chemical_formula_hill'

  it("leads with values equal to or starting with 'Si', before quantity paths with a part starting with it", () => {
    const values = valueSuggestionGroups(filters, { [FORMULA]: [{ value: 'FeSi', weight: 50 }, { value: 'SiO2', weight: 3 }, { value: 'Si', weight: 1 }] }, undefined, 'Si')
    const groups = suggestionGroups(filters, 'Si', [], values)
    expect(groups[0].title).toBe(filters.byName.get(FORMULA)?.label)
    expect(groups[0].items.map((item) => item.input)).toEqual(['chemical_formula_hill = Si', 'chemical_formula_hill = SiO2', 'chemical_formula_hill = FeSi'])
  })

  it('puts the names first when a name fits better than every value', () => {
    const values = valueSuggestionGroups(filters, { [FORMULA]: [{ value: 'Fe2Chem' }] }, undefined, 'chem')
    expect(suggestionGroups(filters, 'chem', [], values)[0].title).toBe(NAMES_GROUP_TITLE)
  })
})
