// Archive values as the lanes show them (spec 3 §9 "Archive view"): numbers plain or
// scientific, arrays and long values shortened, units.
import { describe, expect, it } from 'vitest'
import { archiveNumber, definitionPath, quantityText, shapeOf } from './values'

describe('archiveNumber', () => {
  it.each([
    [0, '0'], [1, '1'], [1.23456789, '1.23457'], [12345, '12345'], [123456, '123456'], [1234567, '1.23457e6'],
    [0.0001, '0.0001'], [0.000001, '1e-6'], [-2.5e-7, '-2.5e-7'], [Number.NaN, 'NaN'],
  ])('%d → %s', (value, text) => {
    expect(archiveNumber(value)).toBe(text)
  })
})

describe('quantityText', () => {
  const angstrom = { label: 'Å', convert: (value: number) => value * 1e10 }
  it.each([
    ['a string', 'NaCl', undefined, 'NaCl'],
    ['a number in its display unit', 5e-10, angstrom, '5 Å'],
    ['the first five values of an array', [1, 2, 3, 4, 5, 6, 7], undefined, '[1, 2, 3, 4, 5, … and 2 more items]'],
    ['nested arrays', [[1, 2], [3, 4]], undefined, '[[1, 2], [3, 4]]'],
    ['a boolean', true, angstrom, 'true'],
    ['null', null, undefined, 'null'],
  ])('%s', (_case, value, unit, text) => {
    expect(quantityText(value, unit)).toBe(text)
  })
  it('cuts a value longer than 1000 characters', () => {
    const text = quantityText({ long: 'x'.repeat(2000) })
    expect(text.length).toBe(1002)
    expect(text.endsWith(' …')).toBe(true)
  })
})

describe('paths', () => {
  it('names a definition without list indices and finds an array shape', () => {
    expect(definitionPath(['run', 0, 'system', 1, 'atoms', 'positions'])).toBe('run.system.atoms.positions')
    expect(shapeOf([[1, 2, 3], [4, 5, 6]])).toEqual([2, 3])
  })
})
