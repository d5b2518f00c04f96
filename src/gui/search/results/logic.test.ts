import { beforeAll, describe, expect, it } from 'vitest'
import { headerText, resultColumns } from './columns'
import { downloadUrl } from './download'
import { formatNumber, formatTimestamp } from './format'
import { ALL_SELECTED, NOTHING_SELECTED, selectedCount, toggleAll, toggleRow } from './selection'
import { aHit, entriesColumns, someQuantities } from './testing'
import { quantityPathOf, valuesAt } from './values'
import { loadJmesPath } from './jmespath'

// Not `() => loadJmesPath()`: a function beforeAll resolves to is run as its teardown.
beforeAll(async () => {
  await loadJmesPath()
})

describe('reading values from a hit', () => {
  it.each([
    ['entry_name', ['vasprun.xml']],
    ['results.material.chemical_formula_hill', ['O2Si']],
    ['authors.name', ['Ada Lovelace', 'Alan Turing']],
    ['authors[1].name', ['Alan Turing']],
    ['authors[-1].name', ['Alan Turing']],
    ['comment', []],
    ['results.material.missing.deeper', []],
    ['authors[?name].name', ['Ada Lovelace', 'Alan Turing']],
    ['authors[*].name', ['Ada Lovelace', 'Alan Turing']],
    ['length(authors[*].name)', [2]],
    ['max(authors[*].name)', ['Alan Turing']],
  ])('%s gives %j', (path, expected) => {
    expect(valuesAt(aHit(), path)).toEqual(expected)
  })

  it('reduces the numbers of a path with max, min, sum and avg (JMESPath functions)', () => {
    const hit = aHit({ results: { properties: { catalytic: { reaction: { reaction_conditions: { temperature: [450, 520, 480] } } } } } })
    const path = 'results.properties.catalytic.reaction.reaction_conditions.temperature'
    expect(valuesAt(hit, `max(${path})`)).toEqual([520])
    expect(valuesAt(hit, `min(${path})`)).toEqual([450])
    expect(valuesAt(hit, `sum(${path})`)).toEqual([1450])
    expect(valuesAt(hit, `avg(${path})`)).toEqual([1450 / 3])
    expect(quantityPathOf(`max(${path})`)).toBe(path)
    expect(quantityPathOf('results.properties.catalytic.reaction.reactants[*].name')).toBe('results.properties.catalytic.reaction.reactants.name')
  })

  it('flattens lists of values', () => {
    expect(valuesAt(aHit({ references: ['https://a', 'https://b'] }), 'references')).toEqual(['https://a', 'https://b'])
  })
})

describe('columns from the app config', () => {
  it('read an expression column in the unit of the quantity it reads, and do not sort by it', () => {
    const [column] = resultColumns([{ search_quantity: 'max(results.properties.electronic.band_gap.value)', unit: 'eV', selected: true }], someQuantities)
    expect(column).toMatchObject({ unit: 'eV', sortable: false, align: 'right' })
    expect(column.problem).toBeUndefined()
  })

  const columns = resultColumns(entriesColumns, someQuantities)
  const byKey = (key: string) => columns.find((column) => column.key === key)

  it('shows Name, Formula, entry_type, Upload time and authors by default', () => {
    expect(columns.filter((column) => column.selected).map((column) => column.title)).toEqual([
      'Name',
      'Formula',
      'Entry type',
      'Upload time',
      'Authors',
    ])
  })

  it('titles published as Access and the other special columns by name', () => {
    expect(byKey('published')?.title).toBe('Access')
    expect(byKey('datasets')?.title).toBe('Datasets')
    expect(resultColumns([{ search_quantity: 'published', selected: false }], someQuantities)[0].title).toBe('Access')
  })

  it('takes the quantity label for other columns', () => {
    const [column] = resultColumns(
      [{ search_quantity: 'results.material.n_elements', selected: true }],
      someQuantities,
    )
    expect(column.title).toBe('Number of elements')
    expect(column.align).toBe('right')
  })

  it('is sortable only when the quantity is a search path', () => {
    expect(byKey('entry_name')?.sortable).toBe(true)
    expect(byKey('authors')?.sortable).toBe(false) // a section
    const [jmes, off] = resultColumns(
      [
        { search_quantity: 'results.material.topology[0].cell.a', selected: true },
        { search_quantity: 'entry_type', selected: true, sortable: false },
      ],
      someQuantities,
    )
    expect(jmes.sortable).toBe(false)
    expect(off.sortable).toBe(false)
  })

  it('shows numbers in the column unit when it fits the quantity', () => {
    const [column] = resultColumns(
      [{ search_quantity: 'results.properties.electronic.band_gap.value', selected: true, unit: 'eV' }],
      someQuantities,
    )
    expect(column.unit).toBe('eV')
    expect(column.problem).toBeUndefined()
    expect(headerText(column)).toBe('Band gap (eV)')
  })

  it('keeps the quantity unit and reports a unit that does not fit', () => {
    const [column] = resultColumns(
      [{ search_quantity: 'results.properties.electronic.band_gap.value', selected: true, unit: 'meter' }],
      someQuantities,
    )
    expect(column.unit).toBe('joule')
    expect(column.problem).toContain('"meter"')
  })
})

describe('number and time formats', () => {
  it.each([
    [1.23456, {}, '1.235'],
    [1.5, {}, '1.5'],
    [1.23456, { decimals: 1 }, '1.2'],
    [0.000000123, { mode: 'scientific' as const, decimals: 2 }, '1.23e-7'],
    [1234567.891, { mode: 'separators' as const, decimals: 2 }, '1,234,567.89'],
    [-1234, { mode: 'separators' as const, separator: ' ' }, '-1 234'],
    [Number.NaN, {}, 'NaN'],
    // Float noise never shows; outside 1e-5 … 1e6 standard numbers are scientific.
    [9.499999999999999e24, {}, '9.5e24'],
    [0.1 + 0.2, {}, '0.3'],
    [1234567.891, {}, '1.234567891e6'],
    [999999.5, {}, '999999.5'],
    [-0.000000123, {}, '-1.23e-7'],
    [0.00001, {}, '0'],
    [0, {}, '0'],
    [123456789012.345, { decimals: 0 }, '1.23456789012345e11'],
    [9.499999999999999e24, { mode: 'separators' as const }, '9.5e24'],
    [12345678.9, { mode: 'separators' as const, decimals: 1 }, '12,345,678.9'],
  ])('%d with %j reads %s', (value, format, text) => {
    expect(formatNumber(value, format)).toBe(text)
  })

  it('shows times as local date and time, or the date alone', () => {
    expect(formatTimestamp('2024-03-05T14:07:00')).toBe('05/03/2024 14:07')
    expect(formatTimestamp('2024-03-05T14:07:00', 'date')).toBe('05/03/2024')
  })

  it('shows an unreadable time as it is', () => {
    expect(formatTimestamp('yesterday')).toBe('yesterday')
  })
})

describe('selection', () => {
  it('the header toggles between all and nothing', () => {
    expect(toggleAll(NOTHING_SELECTED)).toEqual(ALL_SELECTED)
    expect(toggleAll(ALL_SELECTED)).toEqual(NOTHING_SELECTED)
    expect(toggleAll({ all: false, ids: ['a'] })).toEqual(NOTHING_SELECTED)
  })

  it('unticking a row of "all" keeps the other loaded rows', () => {
    expect(toggleRow(ALL_SELECTED, 'b', ['a', 'b', 'c'])).toEqual({ all: false, ids: ['a', 'c'] })
  })

  it('counts "all" as the whole query', () => {
    expect(selectedCount(ALL_SELECTED, 1234)).toBe(1234)
    expect(selectedCount({ all: false, ids: ['a', 'b'] }, 1234)).toBe(2)
  })
})

describe('download URL', () => {
  const current = { owner: 'visible', query: { 'results.material.elements:all': ['Si'] } }
  const params = (url: string) => Object.fromEntries(new URL(url).searchParams)

  it('downloads the raw files of the whole query for "all"', () => {
    const url = downloadUrl({ apiBase: 'http://host/api', kind: 'raw', selection: ALL_SELECTED, current })
    expect(url.startsWith('http://host/api/v1/entries/raw?')).toBe(true)
    expect(params(url)).toEqual({ owner: 'visible', json_query: JSON.stringify(current.query) })
  })

  it('downloads the archives of the selected entries by id', () => {
    const url = downloadUrl({
      apiBase: 'http://host/api/',
      kind: 'archive',
      selection: { all: false, ids: ['a', 'b'] },
      current,
    })
    expect(url.startsWith('http://host/api/v1/entries/archive/download?')).toBe(true)
    expect(JSON.parse(params(url).json_query)).toEqual({ 'entry_id:any': ['a', 'b'] })
    expect(params(url).owner).toBe('visible')
  })
})
