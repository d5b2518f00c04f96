import { describe, expect, it } from 'vitest'
import { defaultUnitSystems, parseUnit, unitForSystem, unitSystemDimensions, unitSystemProblems, type UnitSystem } from '.'

describe('unit systems', () => {
  it('names the 27 unit-system dimensions', () => {
    expect(unitSystemDimensions).toHaveLength(27)
  })

  it.each(['Custom', 'SI', 'AU'] as const)('fills all 27 dimensions in %s', (name) => {
    expect(Object.keys(defaultUnitSystems[name].units).sort()).toEqual([...unitSystemDimensions].sort())
  })

  it.each(['Custom', 'SI', 'AU'] as const)('gives every unit in %s the dimension it is listed under', (name) => {
    expect(unitSystemProblems(defaultUnitSystems[name])).toEqual([])
  })

  it('locks every SI unit', () => {
    expect(Object.values(defaultUnitSystems.SI.units).every((unit) => unit.locked)).toBe(true)
  })

  it.each([
    ['angle', '°'],
    ['energy', 'eV'],
    ['length', 'Å'],
    ['pressure', 'GPa'],
    ['time', 'fs'],
    ['mass', 'kg'],
  ])('shows %s in %s in the Custom system', (dimension, definition) => {
    expect(defaultUnitSystems.Custom.units[dimension].definition).toBe(definition)
  })

  it.each([
    ['length', 'bohr'],
    ['energy', 'Ha'],
    ['mass', 'm_e'],
    ['time', 'atomic_unit_of_time'],
    ['current', 'atomic_unit_of_current'],
    ['force', 'atomic_unit_of_force'],
    ['pressure', 'atomic_unit_of_pressure'],
    ['temperature', 'atomic_unit_of_temperature'],
  ])('shows and locks %s in %s in the AU system', (dimension, definition) => {
    expect(defaultUnitSystems.AU.units[dimension]).toEqual({ definition, locked: true })
  })

  it('uses SI for the dimensions the AU system leaves open', () => {
    expect(defaultUnitSystems.AU.units.power.definition).toBe('W')
  })
})

describe('unitForSystem', () => {
  it('returns the display unit of a system', () => {
    expect(unitForSystem('energy', 'Custom')).toBe('eV')
    expect(unitForSystem('energy', 'AU')).toBe('Ha')
  })

  it('fills a dimension the system leaves out with SI', () => {
    const partial: UnitSystem = { label: 'Mine', units: { energy: { definition: 'kcal', locked: false } } }
    expect(unitForSystem('energy', partial)).toBe('kcal')
    expect(unitForSystem('pressure', partial)).toBe('Pa')
  })

  it('composes derived dimensions from the system base units', () => {
    expect(unitForSystem('speed', 'Custom')).toBe('Å / fs')
    expect(parseUnit(unitForSystem('density', 'AU')).dimension).toBe('density')
  })

  it('throws for an unknown dimension', () => {
    expect(() => unitForSystem('happiness', 'SI')).toThrow('Unknown dimension "happiness".')
  })

  it('reports a unit listed under the wrong dimension', () => {
    const wrong: UnitSystem = { label: 'Wrong', units: { energy: { definition: 'm', locked: false } } }
    expect(unitSystemProblems(wrong)).toEqual(['Unit "m" is incompatible with dimension "energy".'])
  })
})
