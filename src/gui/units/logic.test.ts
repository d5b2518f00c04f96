import { describe, expect, it } from 'vitest'
import { defaultUnitSystems, parseUnit } from '../../core/units'
import { choiceFor, dimensionLabel, unitChoices } from './choices'
import { displayUnitFor, formatWithUnit, numberText } from './display'
import {
  effectiveSystem,
  loadUnitChoices,
  resolveUnitSystems,
  sameUnit,
  saveUnitChoices,
  UNITS_STORAGE_KEY,
  validChoices,
  type KeyValueStorage,
} from './systems'
import { checkUnitInput, PLEASE_SPECIFY_A_VALUE, unitInputError } from './unitInput'

const memoryStorage = (initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } => {
  const data = { ...initial }
  return { data, getItem: (key) => data[key] ?? null, setItem: (key, value) => void (data[key] = value) }
}

describe('unit systems of a deployment', () => {
  it('offers Custom, SI and AU, Custom selected, when the config names none', () => {
    const { options, selected, problems } = resolveUnitSystems({ selected: 'Custom' })
    expect(options.map((option) => [option.key, option.label])).toEqual([
      ['Custom', 'Custom'],
      ['SI', 'International System of Units (SI)'],
      ['AU', 'Atomic units'],
    ])
    expect(selected).toBe('Custom')
    expect(problems).toEqual([])
    expect(Object.keys(options[0].units)).toHaveLength(27)
  })

  it('lays a configured system over the built-in one of the same key', () => {
    const { options } = resolveUnitSystems({
      selected: 'Custom',
      options: { Custom: { label: 'Lab', units: { energy: { definition: 'kcal', locked: true } } } },
    })
    const custom = options.find((option) => option.key === 'Custom')!
    expect(custom.label).toBe('Lab')
    expect(custom.units.energy).toEqual({ definition: 'kcal', locked: true })
    expect(custom.units.length).toEqual({ definition: 'Å', locked: false })
  })

  it('fills the dimensions a new system leaves out with SI, unlocked', () => {
    const { options } = resolveUnitSystems({
      selected: 'Mine',
      options: { Mine: { label: 'Mine', units: { length: { definition: 'nm', locked: true } } } },
    })
    const mine = options.find((option) => option.key === 'Mine')!
    expect(mine.units.length).toEqual({ definition: 'nm', locked: true })
    expect(mine.units.pressure).toEqual({ definition: 'Pa', locked: false })
  })

  it('orders by include, drops exclude, and falls back to the first system for an unknown selected', () => {
    const resolved = resolveUnitSystems({ selected: 'Custom', include: ['AU', 'SI', 'Custom'], exclude: ['Custom'] })
    expect(resolved.options.map((option) => option.key)).toEqual(['AU', 'SI'])
    expect(resolved.selected).toBe('AU')
  })

  it.each([
    ['a unit of another dimension', 'm', 'incompatible with dimension "energy"'],
    ['a unit that does not exist', 'blorb', 'Unit "blorb" not found.'],
  ])('leaves out %s and reports it', (_, definition, message) => {
    const { options, problems } = resolveUnitSystems({
      selected: 'Custom',
      options: { Custom: { label: 'Custom', units: { energy: { definition, locked: false } } } },
    })
    expect(options[0].units.energy.definition).toBe('eV')
    expect(problems).toHaveLength(1)
    expect(problems[0]).toContain(message)
  })

  it('applies a user choice only to unlocked dimensions', () => {
    const au = resolveUnitSystems().options.find((option) => option.key === 'AU')!
    const system = effectiveSystem(au, { energy: 'eV', power: 'mW' })
    expect(system.units.energy.definition).toBe('Ha')
    expect(system.units.power.definition).toBe('mW')
  })
})

describe('stored unit choices', () => {
  const { options } = resolveUnitSystems()

  it('round-trip through the storage', () => {
    const storage = memoryStorage()
    saveUnitChoices(storage, { selected: 'SI', units: { Custom: { length: 'nm' } } })
    expect(loadUnitChoices(storage, options)).toEqual({ selected: 'SI', units: { Custom: { length: 'nm' } } })
  })

  it.each([
    ['not JSON', '{'],
    ['not an object', '[1, 2]'],
    ['null', 'null'],
  ])('are empty when the stored text is %s', (_, text) => {
    expect(loadUnitChoices(memoryStorage({ [UNITS_STORAGE_KEY]: text }), options)).toEqual({})
  })

  it('drop an unknown system, locked dimensions, unknown units and units of another dimension', () => {
    expect(
      validChoices(
        {
          selected: 'Imperial',
          units: { Custom: { length: 'nm', energy: 'm', time: 'blorb', nonsense: 'm' }, SI: { length: 'nm' }, Imperial: { length: 'ft' } },
        },
        options,
      ),
    ).toEqual({ units: { Custom: { length: 'nm' } } })
  })

  it('survive a storage that throws', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('full')
      },
    }
    expect(loadUnitChoices(broken, options)).toEqual({})
    expect(() => saveUnitChoices(broken, { selected: 'SI' })).not.toThrow()
  })
})

describe('display unit', () => {
  const custom = defaultUnitSystems.Custom
  it.each([
    ['J', 'Custom', 'eV'],
    ['joule', 'SI', 'J'],
    ['m', 'Custom', 'Å'],
    ['m / s', 'Custom', 'Å/fs'],
    // The quantity's own units, each in the system's unit — not `kg/fs^3` (issue 19 item 10).
    ['watt / meter ** 2', 'Custom', 'W/Å^2'],
    ['joule / kelvin', 'Custom', 'eV/K'],
    ['Pa', 'AU', 'atomic_unit_of_pressure'],
    ['K', 'Custom', 'K'],
  ] as const)('a quantity in %s shows in the %s system as %s', (unit, system, expected) => {
    expect(displayUnitFor(unit, defaultUnitSystems[system])).toBe(expected)
  })

  it('is undefined without a unit and the unit itself when it does not parse', () => {
    expect(displayUnitFor(undefined, custom)).toBeUndefined()
    expect(displayUnitFor(' ', custom)).toBeUndefined()
    expect(displayUnitFor('blorb', custom)).toBe('blorb')
  })
})

describe('formatting with a unit', () => {
  it.each([
    [1, '1'],
    [1.23456, '1.23'],
    [999, '999'],
    [1234, '1.23e3'],
    [2e-10, '2e-10'],
    [150000, '1.5e5'],
    [0.001234, '1.23e-3'],
    [-0.5, '-0.5'],
    [0, '0'],
    [Number.NaN, 'NaN'],
  ])('writes %s as %s', (value, text) => {
    expect(numberText(value)).toBe(text)
  })

  it('converts to the target unit and adds its label', () => {
    expect(formatWithUnit(1.602176634e-19, 'J', 'eV')).toBe('1 eV')
    expect(formatWithUnit(2e-10, 'm', 'Å')).toBe('2 Å')
    expect(formatWithUnit(300, 'K')).toBe('300 K')
    expect(formatWithUnit(0.5, 'dimensionless')).toBe('0.5')
  })

  it('refuses units of different dimensions with the catalogue message', () => {
    expect(() => formatWithUnit(1, 'J', 'm')).toThrow('Unit "J" is incompatible with dimension "length".')
  })
})

describe('unit choices of a dimension', () => {
  it('lists the unit list units and prefixed SI units, small to large', () => {
    const values = unitChoices('length').map((choice) => choice.value)
    expect(values).toEqual(expect.arrayContaining(['m', 'Å', 'bohr', 'nm', 'km']))
    expect(values.indexOf('Å')).toBeLessThan(values.indexOf('nm'))
    expect(values.indexOf('nm')).toBeLessThan(values.indexOf('m'))
  })

  it('names a choice by its long name and symbol', () => {
    expect(unitChoices('energy')).toContainEqual({ value: 'eV', label: 'Electron volt (eV)' })
    expect(unitChoices('pressure')).toContainEqual({ value: 'GPa', label: 'Gigapascal (GPa)' })
  })

  it('offers each unit once and finds a unit written another way', () => {
    const choices = unitChoices('time', 'atomic_unit_of_time')
    expect(choices.filter((choice) => sameUnit(choice.value, 'a_u_time'))).toHaveLength(1)
    expect(choiceFor(choices, 'atomic_unit_of_time')?.value).toBe('a_u_time')
  })

  it('adds the current unit when no list has it', () => {
    expect(choiceFor(unitChoices('speed', 'Å / fs'), 'Å / fs')).toBeDefined()
  })

  it('does not prefix mass, angle or temperature', () => {
    const values = ['mass', 'angle', 'temperature'].flatMap((dimension) => unitChoices(dimension).map((choice) => choice.value))
    expect(values).not.toContain('mkg')
    expect(values).not.toContain('krad')
    expect(values).not.toContain('mK')
  })

  it('labels dimensions for people', () => {
    expect(dimensionLabel('electric_potential')).toBe('Electric potential')
  })
})

describe('unit input rule (spec 2 §5.6)', () => {
  it.each([
    // text, rules, the message (undefined: accepted)
    ['', {}, PLEASE_SPECIFY_A_VALUE],
    ['  ', { dimension: 'length' }, PLEASE_SPECIFY_A_VALUE],
    [undefined, {}, PLEASE_SPECIFY_A_VALUE],
    ['', { optional: true }, undefined],
    ['  ', { dimension: 'length', optional: true }, undefined],
    ['nm', { dimension: 'length' }, undefined],
    [' Å ', { dimension: 'length' }, undefined],
    ['eV', { dimension: 'length' }, 'Unit "eV" is incompatible with dimension "length".'],
    ['eV', { dimension: 'energy', optional: true }, undefined],
    ['m^2', { dimension: 'length' }, 'Unit "m^2" is incompatible with dimension "length".'],
    ['furlongs_per_fortnight', { dimension: 'length' }, 'Unit "furlongs_per_fortnight" not found.'],
    ['furlongs_per_fortnight', {}, 'Unit "furlongs_per_fortnight" not found.'],
    ['kg*m', { dimension: 'length*mass' }, undefined],
    ['kg', { dimension: 'length*mass' }, 'Unit "kg" is incompatible with dimension "length*mass".'],
    ['GPa', {}, undefined],
  ] as const)('%j with %j → %s', (text, rules, error) => {
    expect(unitInputError(text, rules)).toBe(error)
  })

  it('says "Please specify a value" word for word', () => {
    expect(PLEASE_SPECIFY_A_VALUE).toBe('Please specify a value')
  })

  it('hands the unit on, or none for an empty optional field', () => {
    const check = checkUnitInput('meV', { dimension: 'energy' })
    expect(check.ok && check.unit?.toSI(1)).toBeCloseTo(1e-3 * parseUnit('eV').factor, 30)
    expect(checkUnitInput('', { optional: true })).toEqual({ ok: true, unit: undefined })
  })
})
