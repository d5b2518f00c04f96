import { describe, expect, it } from 'vitest'
import { testFilters, EV, N_ELEMENTS, PROGRAM, BAND_GAP } from './testing'
import type { Atom } from './types'
import { apiAtom, atomText, parseAtom, parseTimestamp, tryParseAtom } from './values'

const filters = testFilters()
const def = (name: string) => {
  const found = filters.byName.get(name)
  if (!found) throw new Error(`no filter ${name}`)
  return found
}
const GAP = `${BAND_GAP}.value`

describe('timestamps (ISO 8601, UTC unless an offset is given; the search API reads them too)', () => {
  it.each([
    ['2020', Date.UTC(2020, 0, 1)],
    ['2020-03', Date.UTC(2020, 2, 1)],
    ['2020-03-25', Date.UTC(2020, 2, 25)],
    ['2020-03-25T18:48', Date.UTC(2020, 2, 25, 18, 48)],
    ['2020-03-25 18:48:53.5', Date.UTC(2020, 2, 25, 18, 48, 53, 500)],
    ['2020-03-25T18:48:53.576774+00:00', Date.UTC(2020, 2, 25, 18, 48, 53, 577)],
    ['2020-03-25T18:48:53Z', Date.UTC(2020, 2, 25, 18, 48, 53)],
    ['2020-03-25T18:48:53+02:00', Date.UTC(2020, 2, 25, 16, 48, 53)],
    ['2020-03-25T20:48:53+0200', Date.UTC(2020, 2, 25, 18, 48, 53)],
    ['2020-03-25T13:48:53-05:00', Date.UTC(2020, 2, 25, 18, 48, 53)],
    ['1585872000000', 1585872000000],
  ])('reads %s', (text, time) => {
    expect(parseTimestamp(text)).toBe(time)
  })

  it.each(['yesterday', '2020-13-01', '2021-02-29', '2020-02-30', '2020-01-01T24:00', '2020-01-01T25:00', '20-01-01', '2020-01-01T10:00+25:00', ''])('refuses %j', (text) => {
    expect(parseTimestamp(text)).toBeUndefined()
  })
})

describe('values by dtype', () => {
  it.each<[string, string, Atom]>([
    [PROGRAM, ' VASP ', 'VASP'],
    ['results.material.elements', 'Fe', 'Fe'],
    ['published', 'TRUE', true],
    ['published', 'false', false],
    [N_ELEMENTS, '3', 3],
    [GAP, '1.5e-19', 1.5e-19],
    [GAP, '5.3 eV', { value: 5.3, unit: 'eV' }],
    [GAP, '-2 Ha', { value: -2, unit: 'Ha' }],
    ['upload_create_time', '2020-01-01', Date.UTC(2020, 0, 1)],
  ])('reads %s = %j', (name, text, value) => {
    expect(parseAtom(def(name), text)).toEqual(value)
  })

  it.each([
    [PROGRAM, '  '],
    ['results.material.elements', 'Xx'],
    ['published', 'yes'],
    [N_ELEMENTS, '2.5'],
    [N_ELEMENTS, '0x1f'],
    [GAP, '5 m'],
    [GAP, '1 kJ/mol'],
    [GAP, '5 eV eV'],
    [GAP, 'eV'],
    ['upload_create_time', 'soon'],
    ['results.material', 'x'],
  ])('refuses %s = %j', (name, text) => {
    expect(tryParseAtom(def(name), text)).toBeUndefined()
  })
})

describe('values for the API and the URL', () => {
  it('converts a number with a unit to the SI unit of the quantity', () => {
    expect(apiAtom(def(GAP), { value: 2, unit: 'eV' })).toBeCloseTo(2 * EV, 30)
  })

  it('writes times as ISO strings', () => {
    expect(apiAtom(def('upload_create_time'), Date.UTC(2020, 0, 1))).toBe('2020-01-01T00:00:00.000Z')
  })

  it.each<[string, Atom]>([
    [GAP, { value: 5.3, unit: 'eV' }],
    [GAP, 1.602176634e-19],
    [N_ELEMENTS, 7],
    ['upload_create_time', Date.UTC(2020, 2, 25, 18, 48, 53, 577)],
    ['published', false],
    [PROGRAM, 'VASP 5.4'],
  ])('writes %s = %j as text that reads back the same', (name, value) => {
    expect(parseAtom(def(name), atomText(def(name), value))).toEqual(value)
  })
})
