import { describe, expect, it } from 'vitest'
import { parseUnit, UnitError } from '.'

describe('parseUnit', () => {
  // Every SI unit string the metainfo declares (src/core/metainfo/units.ts), plus radian.
  it.each([
    ['joule', 'energy', 'J'],
    ['meter', 'length', 'm'],
    ['meter ** 2', 'area', 'm^2'],
    ['meter ** 3', 'volume', 'm^3'],
    ['1 / meter', 'wavenumber', '1/m'],
    ['second', 'time', 's'],
    ['1 / second', 'frequency', '1/s'],
    ['kelvin', 'temperature', 'K'],
    ['pascal', 'pressure', 'Pa'],
    ['newton', 'force', 'N'],
    ['newton / meter', 'force_constant', 'N/m'],
    ['kilogram', 'mass', 'kg'],
    ['kilogram / meter ** 3', 'density', 'kg/m^3'],
    ['ampere', 'current', 'A'],
    ['ampere / meter ** 2', 'current_density', 'A/m^2'],
    ['volt', 'electric_potential', 'V'],
    ['watt', 'power', 'W'],
    ['watt / meter ** 2', 'intensity', 'W/m^2'],
    ['meter ** 2 / second', 'diffusivity', 'm^2/s'],
    ['joule / kelvin', 'entropy', 'J/K'],
    ['joule / meter', 'force', 'J/m'],
    ['coulomb', 'charge', 'C'],
    ['dimensionless', 'dimensionless', ''],
    ['1', 'dimensionless', ''],
    ['mole', 'substance', 'mol'],
    ['meter / second', 'speed', 'm/s'],
    ['radian', 'angle', 'rad'],
  ])('parses the metainfo unit "%s" as %s in SI (label "%s")', (expression, dimension, label) => {
    const unit = parseUnit(expression)
    expect(unit.dimension).toBe(dimension)
    expect(unit.factor).toBe(1)
    expect(unit.offset).toBe(0)
    expect(unit.label()).toBe(label)
  })

  it.each([
    ['kJ/mol', 1000, 'molar_energy', 'kJ/mol'],
    ['kcal/mol', 4184, 'molar_energy', 'kcal/mol'],
    ['m**3', 1, 'volume', 'm^3'],
    ['1/m', 1, 'wavenumber', '1/m'],
    ['kg*m^2/s^2', 1, 'energy', 'kg·m^2/s^2'],
    ['kg m / s', 1, 'momentum', 'kg·m/s'],
    ['J/(mol*K)', 1, 'molar_entropy', 'J/(mol·K)'],
    ['J/mol/K', 1, 'molar_entropy', 'J/mol/K'],
    ['(m/s)^2', 1, 'specific_energy', '(m/s)^2'],
    ['m^-1', 1, 'wavenumber', 'm^-1'],
    ['s ** -2', 1, 'time^-2', 's^-2'],
    ['eV/Å^2', 1.602176634e-19 / 1e-20, 'force_constant', 'eV/Å^2'],
    ['1e-3 m', 1e-3, 'length', '0.001·m'],
    ['kg·m^2', 1, 'length^2*mass', 'kg·m^2'],
  ])('parses the compound expression "%s"', (expression, factor, dimension, label) => {
    const unit = parseUnit(expression)
    expect(unit.factor).toBeCloseTo(factor, 12)
    expect(unit.dimension).toBe(dimension)
    expect(unit.label()).toBe(label)
  })

  it('gives kg*m^2/s^2 the same factor and dimension as joule', () => {
    const composed = parseUnit('kg*m^2/s^2')
    const joule = parseUnit('joule')
    expect(composed.dimensionsEqual(joule)).toBe(true)
    expect(composed.factor).toBe(joule.factor)
  })

  it.each([
    ['m^0.5', 0.5],
    ['m^(1/2)', 0.5],
    ['m^(-1/2)', -0.5],
    ['m ** -3', -3],
  ])('accepts the numeric exponent in "%s"', (expression, power) => {
    expect(parseUnit(expression).vector[0]).toBe(power)
  })

  it('squares a square root back to the plain dimension', () => {
    expect(parseUnit('(m^0.5)^2').dimension).toBe('length')
  })

  it.each([
    ['kJ', 1e3, 'kJ'],
    ['kilojoule', 1e3, 'kJ'],
    ['GPa', 1e9, 'GPa'],
    ['gigapascal', 1e9, 'GPa'],
    ['fs', 1e-15, 'fs'],
    ['femtosecond', 1e-15, 'fs'],
    ['meV', 1.602176634e-22, 'meV'],
    ['µm', 1e-6, 'µm'],
    ['um', 1e-6, 'µm'],
    ['μm', 1e-6, 'µm'],
    ['mg', 1e-6, 'mg'],
    ['dam', 10, 'dam'],
    ['KiB', 8 * 1024, 'KiB'],
    ['GiB', 8 * 2 ** 30, 'GiB'],
    ['mK', 1e-3, 'mK'],
  ])('applies the prefix in "%s"', (expression, factor, label) => {
    const unit = parseUnit(expression)
    expect(unit.factor / factor).toBeCloseTo(1, 12)
    expect(unit.label()).toBe(label)
  })

  it.each([
    ['Å', 'angstrom'],
    ['Å', 'angstrom'], // the angstrom sign U+212B
    ['ångström', 'angstrom'],
    ['°', 'degree'],
    ['deg', 'degree'],
    ['Ha', 'hartree'],
    ['E_h', 'hartree'],
    ['Ry', 'rydberg'],
    ['u', 'unified_atomic_mass_unit'],
    ['amu', 'unified_atomic_mass_unit'],
    ['Da', 'dalton'],
    ['m_e', 'electron_mass'],
    ['a_0', 'bohr'],
    ['e', 'elementary_charge'],
    ['°C', 'celsius'],
    ['degC', 'celsius'],
    ['°F', 'fahrenheit'],
    ['atm', 'atmosphere'],
    ['mmHg', 'millimeter_Hg'],
    ['psi', 'pound_force_per_square_inch'],
    ['Ω', 'ohm'],
    ['L', 'liter'],
    ['D', 'debye'],
    ['%', 'percent'],
    ['meters', 'meter'],
    ['Joule', 'joule'],
  ])('reads the alias "%s" as %s', (alias, name) => {
    const unit = parseUnit(alias)
    const named = parseUnit(name)
    expect(unit.factor).toBe(named.factor)
    expect(unit.offset).toBe(named.offset)
    expect(unit.dimensionsEqual(named)).toBe(true)
  })

  it('prefers a unit spelled exactly over a prefixed reading (min is a minute)', () => {
    expect(parseUnit('min').factor).toBe(60)
    expect(parseUnit('cd').dimension).toBe('luminosity')
    expect(parseUnit('Pa').dimension).toBe('pressure')
  })

  it('keeps the offset of a lone offset unit', () => {
    expect(parseUnit('°C').offset).toBe(273.15)
    expect(parseUnit('(degC)').offset).toBe(273.15)
  })

  it('treats an offset unit inside a compound expression as a difference', () => {
    const unit = parseUnit('J/degC')
    expect(unit.offset).toBe(0)
    expect(unit.dimension).toBe('entropy')
  })

  it.each(['delta_degC', 'Δ°C', 'ΔdegC', 'delta_celsius'])('reads the delta prefix in "%s" as a temperature difference', (expression) => {
    const unit = parseUnit(expression)
    expect(unit.offset).toBe(0)
    expect(unit.factor).toBe(1)
    expect(unit.dimension).toBe('temperature')
  })

  it('labels a temperature difference with the delta sign', () => {
    expect(parseUnit('delta_degF').label()).toBe('Δ°F')
  })
})

describe('parseUnit errors', () => {
  it.each([
    ['foo', 'Unit "foo" not found.'],
    ['kg * bananas', 'Unit "bananas" not found.'],
    ['delta_meter', 'Unit "delta_meter" not found.'],
    ['m°C', 'Unit "m°C" not found.'],
    ['m $', 'Unexpected "$" in "m $".'],
    ['m * / s', 'Unexpected "/" in "m * / s".'],
    ['m ^ s', 'Unexpected "s" in "m ^ s".'],
    ['-m', 'Unexpected "-" in "-m".'],
    ['m + s', 'Unexpected "+" in "m + s".'],
    ['m )', 'Unmatched ")"'],
    ['m * )', 'Unmatched ")"'],
    ['(m', 'Unmatched "("'],
    ['((m / s)', 'Unmatched "("'],
    ['m^(1/2', 'Unmatched "("'],
    ['m ^ 2 ^ 3', 'Trailing characters'],
    ['m 2', 'Trailing characters'],
    ['m *', 'Could not parse'],
    ['m ^', 'Could not parse'],
    ['', 'Could not parse'],
  ])('rejects "%s" with: %s', (expression, message) => {
    let error: unknown
    try {
      parseUnit(expression)
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(UnitError)
    expect((error as UnitError).message).toBe(message)
  })

  it('starts every unexpected-character message with the spec words', () => {
    expect(() => parseUnit('m # s')).toThrow(/^Unexpected "#" in/)
  })
})
