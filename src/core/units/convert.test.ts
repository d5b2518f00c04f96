import { describe, expect, it } from 'vitest'
import { convert, dimensionOf, fromSI, parseUnit, toSI, UnitError } from '.'

describe('convert', () => {
  it.each([
    [1, 'eV', 'J', 1.602176634e-19],
    [1, 'J', 'eV', 1 / 1.602176634e-19],
    [1, 'Ha', 'eV', 27.211386245988],
    [1, 'Ry', 'eV', 13.605693122994],
    [1, 'Å', 'm', 1e-10],
    [1, 'm', 'Å', 1e10],
    [1, 'bohr', 'Å', 0.529177210903],
    [1, 'GPa', 'Pa', 1e9],
    [1, 'Pa', 'GPa', 1e-9],
    [1, 'atm', 'Pa', 101325],
    [760, 'torr', 'atm', 1],
    [1, 'bar', 'GPa', 1e-4],
    [1, 'kcal/mol', 'kJ/mol', 4.184],
    [1, 'kJ/mol', 'eV/particle', 1000 / (6.02214076e23 * 1.602176634e-19)],
    [1, 'fs', 's', 1e-15],
    [1, 'h', 's', 3600],
    [1, 'atomic_unit_of_time', 'fs', 0.02418884326585],
    [1, 'u', 'kg', 1.6605390666e-27],
    [1, 'inch', 'cm', 2.54],
    [1, 'ft', 'm', 0.3048],
    [180, '°', 'rad', Math.PI],
    [1, 'turn', 'deg', 360],
    [1, 'byte', 'bit', 8],
    [1, 'kWh', 'MJ', 3.6],
    [1, 'debye', 'C*m', 3.33564095198152e-30],
    [1, 'gauss', 'T', 1e-4],
    [50, 'percent', 'dimensionless', 0.5],
    [1, 'atomic_unit_of_temperature', 'K', 315775.02480407],
  ])('converts %s %s to %s', (value, from, to, expected) => {
    expect(convert(value, from, to) / expected).toBeCloseTo(1, 10)
  })

  it.each([
    [25, '°C', 'K', 298.15],
    [300, 'K', '°C', 26.85],
    [0, 'degC', 'K', 273.15],
    [32, '°F', '°C', 0],
    [212, 'degF', 'degC', 100],
    [-40, '°C', '°F', -40],
    [0, 'K', '°F', -459.67],
    [491.67, 'degR', 'K', 273.15],
  ])('converts the temperature %s %s to %s with offsets', (value, from, to, expected) => {
    expect(convert(value, from, to)).toBeCloseTo(expected, 10)
  })

  it.each([
    [10, 'delta_degC', 'K', 10],
    [10, 'delta_degC', 'delta_degF', 18],
    [9, 'Δ°F', 'Δ°C', 5],
  ])('converts the temperature difference %s %s to %s without offsets', (value, from, to, expected) => {
    expect(convert(value, from, to)).toBeCloseTo(expected, 10)
  })

  it('converts a heat capacity per degree Celsius without the offset', () => {
    expect(convert(1, 'J/degC', 'J/K')).toBe(1)
  })

  it('accepts Unit objects as well as expressions', () => {
    expect(convert(2, parseUnit('eV'), parseUnit('meV'))).toBeCloseTo(2000, 9)
  })

  it('refuses units of different dimensions with the incompatibility message', () => {
    expect(() => convert(1, 'eV', 'm')).toThrow(UnitError)
    expect(() => convert(1, 'eV', 'm')).toThrow('Unit "eV" is incompatible with dimension "length".')
  })

  it('keeps angles apart from dimensionless numbers', () => {
    expect(() => convert(1, 'rad', 'dimensionless')).toThrow('Unit "rad" is incompatible with dimension "dimensionless".')
  })
})

describe('toSI and fromSI', () => {
  it('converts a value to and from SI including the offset', () => {
    expect(toSI(25, '°C')).toBeCloseTo(298.15, 10)
    expect(fromSI(298.15, '°C')).toBeCloseTo(25, 10)
  })

  it('round-trips a value through SI', () => {
    expect(fromSI(toSI(3.5, 'GPa'), 'GPa')).toBeCloseTo(3.5, 12)
  })
})

describe('dimensionOf', () => {
  it.each([
    ['eV', 'energy'],
    ['GPa', 'pressure'],
    ['Å', 'length'],
    ['°', 'angle'],
    ['kat', 'activity'],
    ['lm', 'luminous_flux'],
    ['cd', 'luminosity'],
    ['lx', 'illuminance'],
    ['nit', 'luminance'],
    ['N/m', 'force_constant'],
    ['m^2/s', 'diffusivity'],
    ['kg/m^3', 'density'],
    ['m^2*kg/s^3/K', 'length^2*mass*time^-3*temperature^-1'],
  ])('gives %s the dimension %s', (unit, dimension) => {
    expect(dimensionOf(unit)).toBe(dimension)
  })

  it('accepts a Unit object', () => {
    expect(dimensionOf(parseUnit('Ha'))).toBe('energy')
  })
})

describe('Unit', () => {
  it('compares dimensions regardless of factor', () => {
    expect(parseUnit('eV').dimensionsEqual(parseUnit('kcal'))).toBe(true)
    expect(parseUnit('eV').dimensionsEqual(parseUnit('eV/K'))).toBe(false)
  })

  it('multiplies, divides and raises to powers', () => {
    const meter = parseUnit('m')
    const second = parseUnit('s')
    expect(meter.divide(second).dimension).toBe('speed')
    expect(meter.multiply(meter).dimension).toBe('area')
    expect(meter.pow(3).label()).toBe('m^3')
    expect(parseUnit('km').pow(2).factor).toBe(1e6)
  })
})
