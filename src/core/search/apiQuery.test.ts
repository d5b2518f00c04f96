import { describe, expect, it } from 'vitest'
import { filterStateFromQuery, FilterQueryError, toApiQuery } from './apiQuery'
import { FilterConfigError } from './filters'
import { BAND_GAP, EV, N_ELEMENTS, PROGRAM, testFilters } from './testing'
import type { FilterState } from './types'

const filters = testFilters()
const query = (values: FilterState['values'], extra: Omit<FilterState, 'values'> = {}) =>
  toApiQuery(filters, { values, ...extra }).query
const JAN_2020 = Date.UTC(2020, 0, 1)

describe('owner', () => {
  it('is visible by default', () => {
    expect(toApiQuery(filters, { values: {} })).toEqual({ owner: 'visible', query: {} })
  })

  it('is the visibility filter', () => {
    expect(toApiQuery(filters, { values: { visibility: 'public' } }).owner).toBe('public')
  })

  it('takes a default given by the caller, e.g. public when logged out', () => {
    expect(toApiQuery(filters, { values: {} }, { defaults: { visibility: 'public' } }).owner).toBe('public')
  })

  it('is a locked visibility over the user’s', () => {
    const locked = { values: { visibility: 'user' } }
    expect(toApiQuery(filters, { values: { visibility: 'public' } }, { locked }).owner).toBe('user')
  })
})

describe('criteria', () => {
  it.each<[string, FilterState['values'], FilterState['queryModes'], object]>([
    [
      'a set of a single-valued quantity with :any',
      { [PROGRAM]: ['VASP', 'exciting'] },
      undefined,
      { [`${PROGRAM}:any`]: ['VASP', 'exciting'] },
    ],
    ['a set of a repeating quantity with its default :any', { 'authors.name': ['A'] }, undefined, { 'authors.name:any': ['A'] }],
    [
      'elements with :all',
      { 'results.material.elements': ['O', 'H'] },
      undefined,
      { 'results.material.elements:all': ['O', 'H'] },
    ],
    ['quantities with :all', { quantities: ['results.material'] }, undefined, { 'quantities:all': ['results.material'] }],
    [
      'OPTIMADE filters with :all',
      { optimade_filter: ['nelements = 2'] },
      undefined,
      { 'optimade_filter:all': ['nelements = 2'] },
    ],
    ['the chosen query mode', { 'authors.name': ['A', 'B'] }, { 'authors.name': 'all' }, { 'authors.name:all': ['A', 'B'] }],
    ['mode none', { 'main_author.user_id': ['me'] }, { 'main_author.user_id': 'none' }, { 'main_author.user_id:none': ['me'] }],
    ['a number as equality', { [N_ELEMENTS]: 2 }, undefined, { [N_ELEMENTS]: 2 }],
    ['a range as is', { [N_ELEMENTS]: { gte: 2, lt: 4 } }, undefined, { [N_ELEMENTS]: { gte: 2, lt: 4 } }],
    [
      'a bound with a unit in SI',
      { [`${BAND_GAP}.value`]: { gt: { value: 1, unit: 'eV' } } },
      undefined,
      { [`${BAND_GAP}.value`]: { gt: EV } },
    ],
    [
      'times as ISO strings',
      { upload_create_time: { gte: JAN_2020 } },
      undefined,
      { upload_create_time: { gte: '2020-01-01T00:00:00.000Z' } },
    ],
    ['booleans', { published: [true] }, undefined, { 'published:any': [true] }],
    ['nothing for empty sets and ranges', { [PROGRAM]: [], [N_ELEMENTS]: {} }, undefined, {}],
  ])('writes %s', (_, values, queryModes, expected) => {
    expect(query(values, queryModes ? { queryModes } : {})).toEqual(expected)
  })

  it('groups a section’s values under the section, to be met by one nested section', () => {
    const values = { [BAND_GAP]: { type: ['direct'], value: { gt: { value: 1, unit: 'eV' } } } }
    expect(query(values)).toEqual({ [BAND_GAP]: { 'type:any': ['direct'], value: { gt: EV } } })
  })

  it('takes the query mode of a grouped value by its full name', () => {
    const values = { [BAND_GAP]: { type: ['direct', 'indirect'] } }
    expect(query(values, { queryModes: { [`${BAND_GAP}.type`]: 'none' } })).toEqual({
      [BAND_GAP]: { 'type:none': ['direct', 'indirect'] },
    })
  })

  it('leaves values on full names ungrouped', () => {
    expect(query({ [`${BAND_GAP}.type`]: ['direct'] })).toEqual({ [`${BAND_GAP}.type:any`]: ['direct'] })
  })

  it('leaves global filters out of the query', () => {
    expect(query({ visibility: 'all', combine: false, exclusive: false })).toEqual({})
  })

  it('sends elements in exclusive mode as the sorted symbols joined by spaces', () => {
    expect(query({ 'results.material.elements': ['O', 'H', 'C'], exclusive: true })).toEqual({
      'results.material.elements_exclusive': 'C H O',
    })
  })

  it('ANDs custom-quantity criteria after the filters', () => {
    const custom = { and: [{ search_quantities: { id: 'data.count#entry_id:abc.Sample', 'int_value:gt': 2 } }] }
    expect(query({ [PROGRAM]: ['VASP'], custom_quantities: custom })).toEqual({ and: [{ [`${PROGRAM}:any`]: ['VASP'] }, custom] })
  })

  it('refuses a state with a name that is no filter', () => {
    expect(() => query({ 'results.nothing': ['x'] })).toThrow(new FilterConfigError('There is no filter called results.nothing.'))
  })
})

describe('locked filters', () => {
  it('are ANDed after the user’s criteria, which may be empty', () => {
    const locked = { values: { quantities: ['results.method.simulation.program_name'] } }
    expect(toApiQuery(filters, { values: {} }, { locked }).query).toEqual({
      and: [{}, { 'quantities:all': ['results.method.simulation.program_name'] }],
    })
  })

  it('win over a user value on the same filter', () => {
    const locked = { values: { [PROGRAM]: ['VASP'] } }
    const state = { values: { [PROGRAM]: ['exciting'], [N_ELEMENTS]: 2 } }
    expect(toApiQuery(filters, state, { locked }).query).toEqual({ and: [{ [N_ELEMENTS]: 2 }, { [`${PROGRAM}:any`]: ['VASP'] }] })
  })
})

describe('materials', () => {
  const materials = (values: FilterState['values']) => toApiQuery(filters, { values }, { resource: 'materials' }).query

  it('drops the material prefix and puts entry filters per entry when combining', () => {
    expect(materials({ 'results.material.elements': ['O', 'H'], [PROGRAM]: ['VASP'], 'authors.name': ['A', 'B'] })).toEqual({
      'elements:all': ['O', 'H'],
      and: [{ [`entries.${PROGRAM}:any`]: ['VASP'] }, { 'entries.authors.name:any': ['A', 'B'] }],
    })
  })

  it('splits an all-set of entry values so different entries may hold them', () => {
    expect(materials({ quantities: ['a', 'b'] })).toEqual({ and: [{ 'entries.quantities': 'a' }, { 'entries.quantities': 'b' }] })
  })

  it('asks one entry to meet all entry filters without combine', () => {
    expect(materials({ [PROGRAM]: ['VASP'], [N_ELEMENTS]: 2, combine: false })).toEqual({
      n_elements: 2,
      entries: { [`${PROGRAM}:any`]: ['VASP'] },
    })
  })
})

describe('filter state from a query', () => {
  it.each<[string, FilterState]>([
    ['sets', { values: { [PROGRAM]: ['VASP'], 'results.material.elements': ['O'] } }],
    ['a chosen mode', { values: { 'authors.name': ['A'] }, queryModes: { 'authors.name': 'none' } }],
    ['ranges with units in SI', { values: { [`${BAND_GAP}.value`]: { gt: EV }, [N_ELEMENTS]: { gte: 1, lte: 3 } } }],
    ['times', { values: { upload_create_time: { lt: JAN_2020 } } }],
    ['equality', { values: { [N_ELEMENTS]: 2 } }],
    [
      'sections',
      { values: { [BAND_GAP]: { type: ['direct'], value: { gte: 0 } } }, queryModes: { [`${BAND_GAP}.type`]: 'all' } },
    ],
    ['exclusive elements', { values: { 'results.material.elements': ['C', 'H'], exclusive: true } }],
  ])('reads back the query of %s', (_, state) => {
    const written = toApiQuery(filters, state).query
    expect(filterStateFromQuery(filters, written)).toEqual(state)
  })

  it.each<[string, { [key: string]: unknown }, FilterState]>([
    ['a scalar on a set filter', { [PROGRAM]: 'VASP' }, { values: { [PROGRAM]: ['VASP'] } }],
    [
      'a bare list as all',
      { 'authors.name': ['A', 'B'] },
      { values: { 'authors.name': ['A', 'B'] }, queryModes: { 'authors.name': 'all' } },
    ],
    [
      'range suffixes',
      { 'upload_create_time:gt': '2020-01-01', 'upload_create_time:lte': '2021' },
      {
        values: { upload_create_time: { gt: JAN_2020, lte: Date.UTC(2021, 0, 1) } },
      },
    ],
    ['abbreviated names', { n_elements: 3 }, { values: { [N_ELEMENTS]: 3 } }],
    ['a default mode as no mode', { 'quantities:all': ['results'] }, { values: { quantities: ['results'] } }],
  ])('reads %s (app filters_locked)', (_, written, state) => {
    expect(filterStateFromQuery(filters, written)).toEqual(state)
  })

  it.each([
    [{ 'results.nothing': 1 }, 'Invalid filter results.nothing: there is no such filter.'],
    [{ 'results.material.elements': ['Xx'] }, 'Invalid filter results.material.elements: "Xx" is not a value of it.'],
    [{ [N_ELEMENTS]: { above: 2 } }, `Invalid filter ${N_ELEMENTS}: above is not a range operator.`],
    [{ [N_ELEMENTS]: null }, `Invalid filter ${N_ELEMENTS}: null is not a value of it.`],
    [{ [BAND_GAP]: 'direct' }, `Invalid filter ${BAND_GAP}: a section takes an object of criteria below it.`],
    [
      { 'results.material.elements_exclusive': 'C Xx' },
      'Invalid filter results.material.elements_exclusive: "Xx" is not a value of it.',
    ],
  ])('refuses %j', (written, message) => {
    expect(() => filterStateFromQuery(filters, written)).toThrow(new FilterQueryError(message))
  })
})
