import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseUnit, readableUnit, type UnitSystemName } from '.'

// Every unit the built-in metainfo defines (artifacts/metainfo.json), as shown in each system.
const METAINFO_UNITS: ReadonlyArray<[unit: string, custom: string, si: string, au: string]> = [
  ['joule', 'eV', 'J', 'Ha'],
  ['meter', 'Å', 'm', 'bohr'],
  ['radian', '°', 'rad', 'rad'],
  ['second', 'fs', 's', 'atomic_unit_of_time'],
  ['pascal', 'GPa', 'Pa', 'atomic_unit_of_pressure'],
  ['meter ** 3', 'Å^3', 'm^3', 'bohr^3'],
  ['newton', 'N', 'N', 'atomic_unit_of_force'],
  ['kelvin', 'K', 'K', 'atomic_unit_of_temperature'],
  ['meter ** 2', 'Å^2', 'm^2', 'bohr^2'],
  ['1 / second', 'Hz', 'Hz', 'Hz'],
  ['kilogram', 'kg', 'kg', 'm_e'],
  ['1 / meter ** 3', '1/Å^3', '1/m^3', '1/bohr^3'],
  ['kilogram / meter ** 3', 'kg/Å^3', 'kg/m^3', 'm_e/bohr^3'],
  ['1 / joule', '1/eV', '1/J', '1/Ha'],
  ['1 / meter', '1/Å', '1/m', '1/bohr'],
  ['mole / kilogram / second', 'mol/kg/fs', 'mol/kg/s', 'mol/m_e/a_u_time'],
  ['meter ** 2 / kilogram', 'Å^2/kg', 'm^2/kg', 'bohr^2/m_e'],
  ['joule / kelvin', 'eV/K', 'J/K', 'Ha/a_u_temp'],
  ['meter ** 2 / second', 'Å^2/fs', 'm^2/s', 'bohr^2/a_u_time'],
  ['mole / meter ** 2 / second', 'mol/Å^2/fs', 'mol/m^2/s', 'mol/bohr^2/a_u_time'],
  ['meter ** 3 / kilogram / second', 'Å^3/kg/fs', 'm^3/kg/s', 'bohr^3/m_e/a_u_time'],
  ['meter ** 3 / second', 'Å^3/fs', 'm^3/s', 'bohr^3/a_u_time'],
  ['volt', 'V', 'V', 'V'],
  ['ampere / meter ** 2', 'A/Å^2', 'A/m^2', 'a_u_current/bohr^2'],
  // Was `kg/fs^3` in Custom: the dimension composed from base units (issue 19 item 10).
  ['watt / meter ** 2', 'W/Å^2', 'W/m^2', 'W/bohr^2'],
  ['meter / second', 'Å/fs', 'm/s', 'bohr/a_u_time'],
]

const SYSTEMS: UnitSystemName[] = ['Custom', 'SI', 'AU']

describe('readableUnit', () => {
  it.each(METAINFO_UNITS)('shows %s as %s (Custom), %s (SI), %s (AU)', (unit, ...expected) => {
    expect(SYSTEMS.map((system) => readableUnit(unit, system))).toEqual(expected)
  })

  it.each([
    // Written in base units: shortened with one named derived unit per base units.
    ['kg/s^3', 'W/Å^2'],
    ['kg/s^2', 'N/Å'],
    ['kg*m^2/s^2/mol', 'eV/mol'],
    ['kg/(m*s^2)', 'GPa'],
    // Not shortened when a base unit would stay above the line (momentum as N·fs).
    ['kg*m/s', 'kg·Å/fs'],
    ['kg/m^3', 'kg/Å^3'],
    // The quantity's own derived units are kept, each in the system's unit.
    ['J/mol', 'eV/mol'],
    ['eV/angstrom', 'N'],
    ['N/m', 'N/Å'],
    ['kJ/(mol*K)', 'eV/(mol·K)'],
  ])('writes %s readably in Custom: %s', (unit, expected) => {
    expect(readableUnit(unit, 'Custom')).toBe(expected)
  })

  it('returns a unit that does not parse as it is', () => {
    expect(readableUnit('furlongs per fortnight', 'Custom')).toBe('furlongs per fortnight')
  })

  it('keeps a dimensionless factor that is no unit of the system', () => {
    expect(readableUnit('%/K', 'Custom')).toBe('%/K')
  })

  // Every unit the built-in search quantities carry parses back to the same dimension.
  const artifact = JSON.parse(readFileSync(new URL('../../../artifacts/searchQuantities.json', import.meta.url), 'utf8')) as Record<
    string,
    { unit?: string }
  >
  const units = [...new Set(Object.values(artifact).flatMap((quantity) => (quantity.unit ? [quantity.unit] : [])))]
  it.each(units)('shows the search quantities\' unit %s in a unit of its dimension in every system', (unit) => {
    for (const system of SYSTEMS) {
      const shown = readableUnit(unit, system)
      expect(parseUnit(shown).dimension).toBe(parseUnit(unit).dimension)
      // No base-unit composition with three or more factors where a derived unit exists.
      expect(shown).not.toMatch(/kg\/fs\^3|kg·Å\^2/)
    }
  })
})
