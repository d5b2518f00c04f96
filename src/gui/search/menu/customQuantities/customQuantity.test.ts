import { describe, expect, it } from 'vitest'
import { aBucket } from '../testing'
import {
  customQuantityLabel,
  canUpdate,
  criterionOf,
  customQuantitiesFromBuckets,
  customQuantitiesRequest,
  customQuantitiesValue,
  EMPTY_ROW,
  OPERATORS_BY_TYPE,
  parseCustomValue,
  rowsOf,
  shownText,
  type CustomQuantityRow,
  type ValueUnit,
} from './customQuantity'

const ID = 'data.temperature#entry_id:abc.Sample'

describe('custom quantities', () => {
  it.each([
    ['int', ['=', '<', '<=', '=>', '>']],
    ['float', ['=', '<', '<=', '=>', '>']],
    ['timestamp', ['=', '<', '<=', '=>', '>']],
    ['string', ['=']],
    ['enum', ['=']],
    ['boolean', ['=']],
  ] as const)('%s quantities allow %j', (dtype, operators) => {
    expect(OPERATORS_BY_TYPE[dtype]).toEqual(operators)
  })

  it.each([
    ['int', '42', 42],
    ['int', '-3', -3],
    ['int', '4.2', null],
    ['int', '1e3', null],
    ['float', '4.2', 4.2],
    ['float', '1e3', 1000],
    ['float', 'warm', null],
    ['boolean', 'true', true],
    ['boolean', 'false', false],
    ['boolean', 'yes', null],
    ['timestamp', '2024-01-31', '2024-01-31T00:00:00.000Z'],
    ['timestamp', 'yesterday', null],
    ['string', '  blue ', 'blue'],
    ['string', '   ', null],
    [undefined, '42', null],
  ] as const)('a %s value "%s" is %j', (dtype, text, value) => {
    expect(parseCustomValue(dtype, text)).toEqual(value)
  })

  it.each([
    [{ id: ID, dtype: 'float', operator: '=>', text: '300' }, { search_quantities: { id: ID, 'float_value:gte': 300 } }],
    [{ id: ID, dtype: 'int', operator: '<', text: '3' }, { search_quantities: { id: ID, 'int_value:lt': 3 } }],
    [{ id: ID, dtype: 'string', operator: '=', text: 'blue' }, { search_quantities: { id: ID, str_value: 'blue' } }],
    [{ id: ID, dtype: 'boolean', operator: '=', text: 'true' }, { search_quantities: { id: ID, bool_value: true } }],
    [{ id: ID, dtype: 'timestamp', operator: '>', text: '2024-01-31' }, { search_quantities: { id: ID, 'datetime_value:gt': '2024-01-31T00:00:00.000Z' } }],
    // An operator the type does not allow is read as equality.
    [{ id: ID, dtype: 'string', operator: '<', text: 'blue' }, { search_quantities: { id: ID, str_value: 'blue' } }],
  ] as const)('row %j is the criterion %j (spec 2 §3.7)', (row, criterion) => {
    expect(criterionOf(row)).toEqual(criterion)
  })

  it('"Update search" needs a quantity id and a value in every row', () => {
    const complete: CustomQuantityRow = { id: ID, dtype: 'float', operator: '>', text: '1' }
    expect(canUpdate([complete])).toBe(true)
    expect(canUpdate([complete, EMPTY_ROW])).toBe(false)
    expect(canUpdate([{ ...complete, text: 'x' }])).toBe(false)
    expect(canUpdate([{ ...complete, id: undefined }])).toBe(false)
  })

  it('the rows become {and: [criteria]}, and no rows clear the filter', () => {
    const rows: CustomQuantityRow[] = [
      { id: ID, dtype: 'float', operator: '>', text: '1' },
      { id: 'data.name#x.S', dtype: 'string', operator: '=', text: 'a' },
    ]
    expect(customQuantitiesValue(rows)).toEqual({
      and: [{ search_quantities: { id: ID, 'float_value:gt': 1 } }, { search_quantities: { id: 'data.name#x.S', str_value: 'a' } }],
    })
    expect(customQuantitiesValue([])).toBeUndefined()
  })

  it('reads rows back from a filter value', () => {
    const rows: CustomQuantityRow[] = [
      { id: ID, dtype: 'float', operator: '<=', text: '2.5' },
      { id: 'data.ok#x.S', dtype: 'boolean', operator: '=', text: 'false' },
    ]
    // Read back, the texts are the stored (SI) values.
    expect(rowsOf(customQuantitiesValue(rows))).toEqual(rows.map((row) => ({ ...row, stored: true })))
  })

  // A thickness stored in m and shown in nm (the unit's parse and toDisplay of src/gui/units).
  const NM: ValueUnit = {
    label: 'nm',
    toDisplay: (si) => si * 1e9,
    parse: (text) => (/^[\d.e+-]+$/.test(text) ? Number(text) * 1e-9 : text === '1 µm' ? 1e-6 : undefined),
  }
  const unitOf = (id: string | undefined) => (id === ID ? NM : undefined)

  it('reads a typed number in the display unit and sends it in SI', () => {
    const row: CustomQuantityRow = { id: ID, dtype: 'float', operator: '>', text: '100' }
    expect(criterionOf(row, unitOf)).toEqual({ search_quantities: { id: ID, 'float_value:gt': 1e-7 } })
    expect(criterionOf({ ...row, text: '1 µm' }, unitOf)).toEqual({ search_quantities: { id: ID, 'float_value:gt': 1e-6 } })
    expect(canUpdate([{ ...row, text: 'thick' }], unitOf)).toBe(false)
    // A value read from a filter is stored in SI already.
    expect(criterionOf({ ...row, text: '2.5e-7', stored: true }, unitOf)).toEqual({ search_quantities: { id: ID, 'float_value:gt': 2.5e-7 } })
  })

  it('shows a stored number in the display unit, without float noise, and typed text as typed', () => {
    const row: CustomQuantityRow = { id: ID, dtype: 'float', operator: '>', text: '2.5e-7', stored: true }
    expect(shownText(row, NM)).toBe('250')
    expect(shownText({ ...row, stored: false }, NM)).toBe('2.5e-7')
    expect(shownText(row, undefined)).toBe('2.5e-7')
  })

  it.each([undefined, null, 'x', { and: 'x' }, { and: [null, { search_quantities: { value: 1 } }, { search_quantities: { id: ID, 'weird_value:gt': 1 } }] }])(
    'reads no rows from %j',
    (value) => {
      expect(rowsOf(value)).toEqual([])
    },
  )

  it('discovers quantities and their types from the example of each bucket', () => {
    const buckets = [
      { ...aBucket(ID, 3), entries: [{ search_quantities: { id: ID, definition: 'x.Sample.temperature', float_value: 300, unit: 'K', display_unit: 'degC' } }] },
      { ...aBucket('data.name#x.S', 2), entries: [{ search_quantities: { id: 'data.name#x.S', str_value: 'a' } }] },
      { ...aBucket('data.when#x.S', 1), entries: [{ id: 'data.when#x.S', datetime_value: '2024-01-01T00:00:00Z' }] },
      aBucket('data.bare#x.S', 1),
      { value: null, count: 1, nested_count: 1 },
    ]
    expect(customQuantitiesFromBuckets(buckets)).toEqual([
      { id: 'data.bare#x.S', dtype: 'string' },
      { id: 'data.name#x.S', dtype: 'string' },
      { id: ID, dtype: 'float', definition: 'x.Sample.temperature', unit: 'K', displayUnit: 'degC' },
      { id: 'data.when#x.S', dtype: 'timestamp' },
    ])
  })

  it('asks for 1000 quantity ids of entries with schema data (spec 2 §7, §9)', () => {
    const request = customQuantitiesRequest()
    expect(request.owner).toBe('visible')
    expect(request.query).toEqual({ 'quantities:any': ['data', 'nexus'] })
    expect(request.pagination).toEqual({ page_size: 0 })
    expect(Object.values(request.aggregations)[0].terms).toMatchObject({ quantity: 'search_quantities.id', size: 1000 })
  })
})

describe('the label of a custom quantity', () => {
  it.each([
    ['data.annealing_temperature#entry_id:pTsaJ97apTOidtnDtEkH9sE94eWW.ThinFilmSample', 'annealing_temperature (ThinFilmSample)'],
    ['data.name#nomad.datamodel.metainfo.eln.ElnBaseSection', 'name (ElnBaseSection)'],
    ['data.sample.mass#x.S', 'sample.mass (S)'],
    ['results.x#y.Z', 'results.x (Z)'],
    ['no_definition', 'no_definition'],
    ['data.x#', 'data.x#'],
  ])('%s reads %s', (id, label) => {
    expect(customQuantityLabel(id)).toBe(label)
  })
})
