import { describe, expect, it } from 'vitest'
import { FilterConfigError } from './filters'
import type { FilterChange, SearchBarOptions, SearchSyntax } from './searchBar'
import { applyFilterChange, parseSearchInput, suggestionTypeOf, wantsSuggestions } from './searchBar'
import { BAND_GAP, CELL_A, N_ELEMENTS, PROGRAM, testFilters } from './testing'
import type { QuantityValue } from './types'

const filters = testFilters()
const parse = (input: string, options?: SearchBarOptions) => parseSearchInput(filters, input, options)
const GAP = `${BAND_GAP}.value`
const JAN_2020 = Date.UTC(2020, 0, 1)

describe('suggestion types', () => {
  it.each([
    ['authors.name = *', 'existence'],
    ['authors.name = John Doe', 'equality'],
    ['0 <= results.material.n_elements <= 2', 'range_bounded'],
    ['0 eV < results.properties.geometry_optimization.final_energy_difference < 1e-3 eV', 'range_bounded'],
    ['results.material.n_elements > 2', 'range_half_bounded'],
    ['n_elements', 'name'],
    [N_ELEMENTS, 'name'],
    ['type anything there', 'free_text'],
  ])('%s is %s', (input, type) => {
    expect(suggestionTypeOf(input, filters)).toBe(type)
  })

  it('does not know names without the filters', () => {
    expect(suggestionTypeOf('n_elements')).toBe('free_text')
  })

  it.each([
    ['', false],
    ['a', false],
    [' a ', false],
    ['ab', true],
  ])('asks for suggestions for %j: %s', (input, wanted) => {
    expect(wantsSuggestions(input)).toBe(wanted)
  })
})

describe('accepted inputs', () => {
  it.each<[string, SearchSyntax, string, string, QuantityValue, boolean]>([
    ['authors.name = *', 'existence', 'authors.name = *', 'quantities', ['authors.name'], true],
    ['n_elements=*', 'existence', 'n_elements = *', 'quantities', [N_ELEMENTS], true],
    ['results.material = *', 'existence', 'results.material = *', 'quantities', ['results.material'], true],
    ['authors.name = John Doe', 'equality', 'authors.name = John Doe', 'authors.name', ['John Doe'], true],
    ['program_name=VASP', 'equality', 'program_name = VASP', PROGRAM, ['VASP'], true],
    ['published = true', 'equality', 'published = true', 'published', [true], true],
    ['results.material.elements = Fe', 'equality', 'results.material.elements = Fe', 'results.material.elements', ['Fe'], true],
    [`${N_ELEMENTS} = 2`, 'equality', `${N_ELEMENTS} = 2`, N_ELEMENTS, 2, false],
    [`0 <= ${N_ELEMENTS} <= 2`, 'range_bounded', `0 <= ${N_ELEMENTS} <= 2`, N_ELEMENTS, { gte: 0, lte: 2 }, false],
    [`5>${N_ELEMENTS}>=1`, 'range_bounded', `5 > ${N_ELEMENTS} >= 1`, N_ELEMENTS, { lt: 5, gte: 1 }, false],
    [
      `0 eV < ${GAP} < 1e-3 eV`,
      'range_bounded',
      `0 eV < ${GAP} < 1e-3 eV`,
      GAP,
      { gt: { value: 0, unit: 'eV' }, lt: { value: 1e-3, unit: 'eV' } },
      false,
    ],
    [`${N_ELEMENTS} > 2`, 'range_half_bounded', `${N_ELEMENTS} > 2`, N_ELEMENTS, { gt: 2 }, false],
    ['n_elements <= 3', 'range_half_bounded', 'n_elements <= 3', N_ELEMENTS, { lte: 3 }, false],
    ['2 < n_elements', 'range_half_bounded', '2 < n_elements', N_ELEMENTS, { gt: 2 }, false],
    [`${GAP} <= 1e-3 eV`, 'range_half_bounded', `${GAP} <= 1e-3 eV`, GAP, { lte: { value: 1e-3, unit: 'eV' } }, false],
    [
      'upload_create_time >= 2020-01-01',
      'range_half_bounded',
      'upload_create_time >= 2020-01-01',
      'upload_create_time',
      { gte: JAN_2020 },
      false,
    ],
    [
      'results.material.topology[*].cell.a > 1e-10',
      'range_half_bounded',
      'results.material.topology[*].cell.a > 1e-10',
      CELL_A,
      { gt: 1e-10 },
      false,
    ],
    ['type anything there', 'free_text', 'type anything there', 'text_search_contents', ['type anything there'], true],
  ])('%s', (input, syntax, normalized, quantity, value, add) => {
    expect(parse(input)).toEqual({ kind: 'filter', syntax, input: normalized, change: { quantity, value, add } })
  })

  it.each(['', '   '])('ignores the empty input %j', (input) => {
    expect(parse(input)).toEqual({ kind: 'ignored' })
  })

  it('reads an input of an excluded syntax as free text', () => {
    expect(parse('program_name = VASP', { exclude: ['equality'] })).toMatchObject({ kind: 'filter', syntax: 'free_text' })
  })
})

describe('refused inputs', () => {
  const noFreeText: SearchBarOptions = { exclude: ['free_text'] }
  const notAvailable = `The quantity "results.material.topology.cell.b" is not available.`

  it.each<[string, string, SearchBarOptions?]>([
    [`${N_ELEMENTS} =`, 'Please specify a value.'],
    ['n_elements >', 'Please specify a value.'],
    [`1 < ${N_ELEMENTS} <`, 'Please specify a value.'],
    ['results.material.topology[*].cell.b > 1', notAvailable],
    ['nothing = 1', "The quantity 'nothing' is not supported"],
    ['nothing > 1', "The quantity 'nothing' is not supported"],
    ['visibility = *', 'Unsupported query'],
    ['results.material = bulk', 'Cannot target metainfo sections'],
    ['results.material > 1', 'Cannot target metainfo sections'],
    ['n_elements = two', `Invalid value for the metainfo ${N_ELEMENTS}. Please check your syntax.`],
    ['n_elements > 2.5', `Invalid value for the metainfo ${N_ELEMENTS}. Please check your syntax.`],
    ['results.material.elements = Xx', 'Invalid value for the metainfo results.material.elements. Please check your syntax.'],
    [`${GAP} > 5 meter`, `Invalid value for the metainfo ${GAP}. Please check your syntax.`],
    [`${GAP} > 5 parsec-ish`, `Invalid value for the metainfo ${GAP}. Please check your syntax.`],
    ['upload_create_time > yesterday', 'Invalid value for the metainfo upload_create_time. Please check your syntax.'],
    ['published = maybe', 'Invalid value for the metainfo published. Please check your syntax.'],
    ['type anything there', 'Unsupported query', noFreeText],
    ['= VASP', 'Unsupported query'],
    ['> 5', 'Unsupported query'],
    ['program_name > VASP', 'Unsupported query'],
    [`1 < ${N_ELEMENTS} > 5`, 'Unsupported query'],
    ['results.material.topology[0].cell.a > 1', 'Unsupported query'],
    ['results.material.topology[0.cell.a > 1', 'Invalid JMESPath query, please check your syntax.'],
    ['results.material.topology[0]..cell.a = 1', 'Invalid JMESPath query, please check your syntax.'],
  ])('%s: %s', (input, message, options) => {
    expect(parse(input, options)).toEqual({ kind: 'error', message })
  })

  it('offers only the quantities it was given', () => {
    expect(parse('n_elements = 2', { quantities: [PROGRAM] })).toEqual({
      kind: 'error',
      message: "The quantity 'n_elements' is not supported",
    })
    expect(parse('program_name = VASP', { quantities: [PROGRAM] })).toMatchObject({ kind: 'filter' })
  })

  it('refuses quantities that are not in the search context', () => {
    expect(() => parse('x', { quantities: ['results.nothing'] })).toThrow(
      new FilterConfigError('Quantity results.nothing does not exist in the current search context.'),
    )
  })
})

describe('applying a change', () => {
  const add = (quantity: string, value: QuantityValue): FilterChange => ({ quantity, value, add: true })

  it('adds values to a set once', () => {
    const state = { values: { [PROGRAM]: ['VASP'] } }
    expect(applyFilterChange(state, add(PROGRAM, ['VASP', 'exciting']))).toEqual({ values: { [PROGRAM]: ['VASP', 'exciting'] } })
  })

  it('starts a set', () => {
    expect(applyFilterChange({ values: {} }, add(PROGRAM, ['VASP']))).toEqual({ values: { [PROGRAM]: ['VASP'] } })
  })

  it('replaces a range and keeps the query modes', () => {
    const state = { values: { [N_ELEMENTS]: { gt: 1 } }, queryModes: { 'authors.name': 'all' as const } }
    expect(applyFilterChange(state, { quantity: N_ELEMENTS, value: { lte: 3 }, add: false })).toEqual({
      values: { [N_ELEMENTS]: { lte: 3 } },
      queryModes: { 'authors.name': 'all' },
    })
  })
})
