import { describe, expect, it } from 'vitest'
import { testFilters } from '../../../core/search/testing'
import {
  HISTORY_GROUP_TITLE,
  nameSuggestions,
  NAMES_GROUP_TITLE,
  suggestionGroups,
  suggestionQuantities,
  suggestionRequest,
  valueSuggestionGroups,
} from './suggestions'

const filters = testFilters()
const FORMULA = 'results.material.chemical_formula_hill'

describe('suggestion requests', () => {
  it('asks every suggestion quantity for an input of at least 2 characters', () => {
    const request = suggestionRequest(filters, ' Si ')
    expect(request?.input).toBe('Si')
    expect(request?.quantities).toEqual(suggestionQuantities(filters))
    expect(request?.quantities).toContain(FORMULA)
  })

  it.each(['', 'S', '  S  '])('asks nothing for %j (shorter than 2)', (input) => {
    expect(suggestionRequest(filters, input)).toBeUndefined()
  })

  it('asks one quantity for the value part of "name = value"', () => {
    expect(suggestionRequest(filters, 'chemical_formula_hill = Si')).toEqual({
      input: 'Si',
      quantities: [FORMULA],
    })
  })

  it('asks nothing for "name = v" with a too short value or a quantity without suggestions', () => {
    expect(suggestionRequest(filters, 'chemical_formula_hill = S')).toBeUndefined()
    expect(suggestionRequest(filters, 'n_elements = 22')).toBeUndefined()
  })

  it('keeps to the quantities the search bar may target', () => {
    expect(suggestionRequest(filters, 'Si', [FORMULA])?.quantities).toEqual([FORMULA])
  })
})

describe('suggestion lists', () => {
  it('suggests filter names by their start or a dotted part, shortest first, at most 5', () => {
    const names = nameSuggestions(filters, 'chem').map((item) => item.input)
    expect(names).toContain('chemical_formula_hill')
    expect(nameSuggestions(filters, 'n_el')).toEqual([{ input: 'n_elements', type: 'name' }])
    expect(nameSuggestions(filters, 'e').length).toBe(0)
  })

  it('shows at most 5 values per quantity, as "name = value"', () => {
    const values = ['Si', 'SiO2', 'SiC', 'Si2', 'Si3N4', 'SiGe'].map((value) => ({ value }))
    const [group] = valueSuggestionGroups(filters, { [FORMULA]: values })
    expect(group.title).toBe(filters.byName.get(FORMULA)?.label)
    expect(group.items.map((item) => item.input)).toEqual([
      'chemical_formula_hill = Si',
      'chemical_formula_hill = SiO2',
      'chemical_formula_hill = SiC',
      'chemical_formula_hill = Si2',
      'chemical_formula_hill = Si3N4',
    ])
  })

  it('ignores unknown quantities and empty values in the answer', () => {
    expect(
      valueSuggestionGroups(filters, {
        unknown: [{ value: 'x' }],
        [FORMULA]: [{ value: ' ' }],
      }),
    ).toEqual([])
  })

  it('lists matching history first and does not repeat it below', () => {
    const history = [
      {
        input: 'chemical_formula_hill = SiO2',
        type: 'equality' as const,
        history: true,
      },
    ]
    const values = valueSuggestionGroups(filters, {
      [FORMULA]: [{ value: 'SiO2' }, { value: 'SiC' }],
    })
    const groups = suggestionGroups(filters, 'chemical', history, values)
    expect(groups.map((group) => group.title)).toEqual([
      HISTORY_GROUP_TITLE,
      NAMES_GROUP_TITLE,
      filters.byName.get(FORMULA)?.label,
    ])
    expect(groups[2].items.map((item) => item.input)).toEqual(['chemical_formula_hill = SiC'])
  })

  it('lists nothing for an input that matches nothing', () => {
    expect(suggestionGroups(filters, 'zzz', [], [])).toEqual([])
  })
})
