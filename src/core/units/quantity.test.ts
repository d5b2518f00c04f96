import { describe, expect, it } from 'vitest'
import { parseQuantity, UnitError } from '.'

const parsed = (input: string, options?: Parameters<typeof parseQuantity>[1]) => {
  const { value, unit } = parseQuantity(input, options)
  return { value, unit: unit?.label(), factor: unit?.factor }
}

describe('parseQuantity', () => {
  it.each([
    ['5.3 eV', 5.3, 'eV'],
    ['1e-3 m', 1e-3, 'm'],
    ['-2.5E+2 K', -250, 'K'],
    ['.5 GPa', 0.5, 'GPa'],
    ['300', 300, undefined],
    ['eV', undefined, 'eV'],
    ['12 kJ/mol', 12, 'kJ/mol'],
    ['5eV', 5, 'eV'],
    ['3 / s', 3, '1/s'],
    ['  7 Å  ', 7, 'Å'],
    ['', undefined, undefined],
  ])('reads "%s" as value %s and unit %s', (input, value, unit) => {
    const result = parsed(input)
    expect(result.value).toBe(value)
    expect(result.unit).toBe(unit)
  })

  it.each(['5.3.2 eV', '1e-x', '-eV', '5,3 eV', '+', '.'])('rejects the malformed number in "%s"', (input) => {
    expect(() => parseQuantity(input)).toThrow(new UnitError('Enter a valid numerical value'))
  })

  it('requires a unit when asked to', () => {
    expect(() => parseQuantity('300', { requireUnit: true })).toThrow('Unit is required')
  })

  it('uses the default unit when none is given', () => {
    expect(parsed('300', { defaultUnit: 'K' })).toMatchObject({ value: 300, unit: 'K' })
  })

  it('prefers the unit given over the default unit', () => {
    expect(parsed('300 °C', { defaultUnit: 'K' })).toMatchObject({ value: 300, unit: '°C' })
  })

  it('accepts a unit of the requested dimension', () => {
    expect(parsed('5 eV', { dimension: 'energy' })).toMatchObject({ value: 5, unit: 'eV' })
  })

  it('accepts a synonym of the requested dimension', () => {
    expect(parsed('72 mN/m', { dimension: 'surface_tension' }).unit).toBe('mN/m')
  })

  it('rejects a unit of another dimension', () => {
    expect(() => parseQuantity('5 m', { dimension: 'energy' })).toThrow(
      'Unit "m" is incompatible with dimension "energy".',
    )
  })

  it('passes unit errors through', () => {
    expect(() => parseQuantity('5 foo')).toThrow('Unit "foo" not found.')
    expect(() => parseQuantity('5 (eV')).toThrow('Unmatched "("')
  })
})
