import { describe, expect, it } from 'vitest'
import { parseUnit, unitList, unitSystemDimensions } from '.'

const list = unitList()
const byName = (name: string) => list.find((item) => item.name === name)

describe('unitList', () => {
  it('has at least 200 units', () => {
    expect(list.length).toBeGreaterThanOrEqual(200)
  })

  it('covers 46 dimensions including the 27 of the unit systems', () => {
    const dimensions = new Set(list.map((item) => item.dimension))
    expect(dimensions.size).toBe(46)
    for (const dimension of unitSystemDimensions) expect(dimensions).toContain(dimension)
  })

  it('describes electron_volt exactly as the reference does', () => {
    expect(byName('electron_volt')).toEqual({
      name: 'electron_volt',
      dimension: 'energy',
      label: 'Electron volt',
      abbreviation: 'eV',
      aliases: ['eV'],
      definition: '1.602176634e-19 kilogram * meter ^ 2 / second ^ 2',
      offset: 0,
    })
  })

  it.each(['meter', 'kilogram', 'second', 'ampere', 'kelvin', 'mole', 'candela', 'radian', 'bit'])(
    'gives the base unit %s no definition',
    (name) => {
      expect(byName(name)).toBeDefined()
      expect(byName(name)?.definition).toBeUndefined()
    },
  )

  it('gives celsius its offset', () => {
    expect(byName('celsius')).toMatchObject({ definition: 'kelvin', offset: 273.15, abbreviation: '°C' })
  })

  it.each([
    'meter', 'angstrom', 'bohr', 'inch', 'foot', 'kilogram', 'gram', 'unified_atomic_mass_unit', 'dalton',
    'electron_mass', 'second', 'minute', 'hour', 'day', 'atomic_unit_of_time', 'ampere', 'atomic_unit_of_current',
    'kelvin', 'celsius', 'fahrenheit', 'atomic_unit_of_temperature', 'mole', 'candela', 'radian', 'degree', 'turn',
    'bit', 'byte', 'newton', 'dyne', 'atomic_unit_of_force', 'joule', 'electron_volt', 'hartree', 'rydberg',
    'calorie', 'kilocalorie', 'erg', 'watt', 'pascal', 'bar', 'atmosphere', 'torr', 'millimeter_Hg',
    'pound_force_per_square_inch', 'atomic_unit_of_pressure', 'coulomb', 'elementary_charge', 'ohm', 'siemens',
    'henry', 'weber', 'tesla', 'gauss', 'hertz', 'volt', 'farad', 'becquerel', 'liter', 'lumen', 'lux', 'debye',
    'dimensionless', 'percent',
  ])('includes %s', (name) => {
    expect(byName(name)).toBeDefined()
  })

  it('spells every name, abbreviation and alias once', () => {
    const spellings = list.flatMap((item) => [item.name, ...(item.aliases ?? [])])
    expect(new Set(spellings).size).toBe(spellings.length)
  })

  it.each(list.map((item) => [item.name, item] as const))('parses %s by name and abbreviation', (name, item) => {
    const byUnitName = parseUnit(name)
    expect(byUnitName.dimension).toBe(item.dimension)
    if (item.abbreviation) {
      const byAbbreviation = parseUnit(item.abbreviation)
      expect(byAbbreviation.factor).toBe(byUnitName.factor)
      expect(byAbbreviation.offset).toBe(byUnitName.offset)
      expect(byAbbreviation.label()).toBe(item.abbreviation)
    }
  })

  it.each(list.filter((item) => item.definition).map((item) => [item.name, item] as const))(
    'writes a definition of %s that parses back to the same unit',
    (name, item) => {
      const unit = parseUnit(name)
      const defined = parseUnit(item.definition ?? '')
      expect(defined.dimensionsEqual(unit)).toBe(true)
      expect(defined.factor / unit.factor).toBeCloseTo(1, 12)
      expect(item.offset).toBe(unit.offset)
    },
  )
})
