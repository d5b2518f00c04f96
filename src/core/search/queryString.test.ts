import { describe, expect, it } from 'vitest'
import { decodeQueryString, encodeQueryString, stripAuthMarkers } from './queryString'
import { BAND_GAP, N_ELEMENTS, PROGRAM, testFilters } from './testing'
import type { FilterState } from './types'

const filters = testFilters()
const encode = (values: FilterState['values'], queryModes?: FilterState['queryModes']) =>
  encodeQueryString(filters, queryModes ? { values, queryModes } : { values })
const decode = (text: string) => decodeQueryString(filters, text)
const JAN_2020 = Date.UTC(2020, 0, 1)
const CUSTOM = { and: [{ search_quantities: { id: 'data.count#entry_id:abc.Sample', 'int_value:gt': 2 } }] }

describe('writing the query string', () => {
  it.each<[string, FilterState['values'], FilterState['queryModes'], string]>([
    [
      'one key per value of a set',
      { 'results.material.elements': ['C', 'O'] },
      undefined,
      'results.material.elements=C&results.material.elements=O',
    ],
    ['ranges in brackets', { [N_ELEMENTS]: { gte: 2, lte: 4 } }, undefined, `${N_ELEMENTS}[gte]=2&${N_ELEMENTS}[lte]=4`],
    [
      'a number with its unit',
      { [`${BAND_GAP}.value`]: { gt: { value: 5.3, unit: 'eV' } } },
      undefined,
      `${BAND_GAP}.value[gt]=5.3%20eV`,
    ],
    [
      'times as ISO strings',
      { upload_create_time: { gte: JAN_2020 } },
      undefined,
      'upload_create_time[gte]=2020-01-01T00:00:00.000Z',
    ],
    ['section values below the section', { [BAND_GAP]: { type: ['direct'] } }, undefined, `${BAND_GAP}[type]=direct`],
    ['a chosen query mode', { 'authors.name': ['A'] }, { 'authors.name': 'all' }, 'authors.name:all=A'],
    ['escaped values', { [PROGRAM]: ['a,b&c=d#e'] }, undefined, `${PROGRAM}=a%2Cb%26c%3Dd%23e`],
    ['nothing for empty filters', { [PROGRAM]: [], [N_ELEMENTS]: {} }, undefined, ''],
    ['the visibility', { visibility: 'public' }, undefined, 'visibility=public'],
  ])('writes %s', (_, values, modes, expected) => {
    expect(encode(values, modes)).toBe(expected)
  })

  it('writes custom-quantity criteria as JSON', () => {
    const [key, value] = encode({ custom_quantities: CUSTOM }).split('=')
    expect(key).toBe('custom_quantities')
    expect(decodeURIComponent(value)).toBe(JSON.stringify(CUSTOM))
  })
})

describe('reading it back', () => {
  it.each<[string, FilterState]>([
    ['sets', { values: { 'results.material.elements': ['C', 'O'], [PROGRAM]: ['VASP 5.4, patched'] } }],
    ['booleans', { values: { published: [true, false] } }],
    [
      'ranges with and without units',
      { values: { [`${BAND_GAP}.value`]: { gt: { value: 5.3, unit: 'eV' }, lte: 1e-18 }, [N_ELEMENTS]: { gte: 2 } } },
    ],
    ['equality on a number', { values: { [N_ELEMENTS]: 3 } }],
    ['times', { values: { upload_create_time: { gte: JAN_2020, lt: JAN_2020 + 1 } } }],
    ['sections', { values: { [BAND_GAP]: { type: ['direct', 'indirect'], value: { gte: 0 } } } }],
    [
      'query modes',
      {
        values: { 'authors.name': ['A'], [BAND_GAP]: { type: ['direct'] } },
        queryModes: { 'authors.name': 'none', [`${BAND_GAP}.type`]: 'all' },
      },
    ],
    ['global filters', { values: { visibility: 'user', combine: false, exclusive: true } }],
    ['dynamic quantities', { values: { 'data.count#entry_id:abc.Sample': { gt: 2 } } }],
    ['custom quantities', { values: { custom_quantities: CUSTOM } }],
  ])('round-trips %s', (_, state) => {
    expect(decode(encodeQueryString(filters, state))).toEqual({ state, rejected: [] })
  })
})

describe('reading NOMAD’s query strings', () => {
  it.each<[string, string, FilterState['values']]>([
    ['comma lists', 'results.material.elements=C,O', { 'results.material.elements': ['C', 'O'] }],
    ['abbreviated names', 'n_elements[gte]=2&program_name=VASP', { [N_ELEMENTS]: { gte: 2 }, [PROGRAM]: ['VASP'] }],
    ['epoch milliseconds', `upload_create_time[gte]=${JAN_2020}`, { upload_create_time: { gte: JAN_2020 } }],
    ['+ for spaces', `${PROGRAM}=exciting+fluorine`, { [PROGRAM]: ['exciting fluorine'] }],
    ['a leading ?', '?n_elements=2', { [N_ELEMENTS]: 2 }],
    ['a raw # in a dynamic name', 'data.count#entry_id:abc.Sample[gt]=2', { 'data.count#entry_id:abc.Sample': { gt: 2 } }],
    [
      'doubly escaped custom quantities',
      `custom_quantities=${encodeURIComponent(encodeURIComponent(JSON.stringify(CUSTOM)))}`,
      { custom_quantities: CUSTOM },
    ],
  ])('reads %s', (_, text, values) => {
    expect(decode(text)).toEqual({ state: { values }, rejected: [] })
  })
})

describe('the login markers', () => {
  it.each([
    ['n_elements=2#state=abc&session_state=x&code=y', 'n_elements=2'],
    ['n_elements=2#iss=https%3A%2F%2Fauth', 'n_elements=2'],
    ['n_elements=2#error=login_required', 'n_elements=2'],
    ['data.count#entry_id:abc.Sample=2&state=abc', 'data.count#entry_id:abc.Sample=2'],
    ['n_elements=2&state=abc', 'n_elements=2&state=abc'],
  ])('cut %s to %s', (text, kept) => {
    expect(stripAuthMarkers(text)).toBe(kept)
  })

  it('are ignored when reading values', () => {
    expect(decode('n_elements=2#state=abc&n_elements=3')).toEqual({ state: { values: { [N_ELEMENTS]: 2 } }, rejected: [] })
  })
})

describe('parameters that cannot be read', () => {
  it.each([
    ['an unknown name', 'results.nothing=1', ['results.nothing']],
    ['malformed brackets', `${N_ELEMENTS}[gte=2`, [`${N_ELEMENTS}[gte`]],
    ['an unknown range operator', `${N_ELEMENTS}[above]=2`, [`${N_ELEMENTS}[above]`]],
    ['a value of the wrong type', `${N_ELEMENTS}=two`, [N_ELEMENTS]],
    ['an enum value that does not exist', 'results.material.elements=Xx', ['results.material.elements']],
    ['an empty value', `${PROGRAM}=`, [PROGRAM]],
    ['a section without a quantity below it', `${BAND_GAP}=direct`, [BAND_GAP]],
    ['a broken escape', `${PROGRAM}=%E0%A4%A`, [PROGRAM]],
    ['custom quantities that are not JSON criteria', 'custom_quantities=%7Bx', ['custom_quantities']],
  ])('leave out %s and list it', (_, text, rejected) => {
    expect(decode(`${text}&visibility=public`)).toEqual({ state: { values: { visibility: 'public' } }, rejected })
  })
})
