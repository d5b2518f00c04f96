import { parseUnit } from './convert'
import { dimensionVector, vectorsEqual, type BaseDimension } from './dimensions'
import { UnitError } from './errors'
import { formatProduct } from './format'

/**
 * Unit systems: which unit the GUI shows for each dimension (NOMAD reference §5.2).
 * A system lists units for the 27 dimensions below; missing ones fall back to SI.
 */
export const unitSystemDimensions = [
  'dimensionless',
  'length',
  'mass',
  'time',
  'current',
  'temperature',
  'luminosity',
  'luminous_flux',
  'substance',
  'angle',
  'information',
  'force',
  'energy',
  'power',
  'pressure',
  'charge',
  'resistance',
  'conductance',
  'inductance',
  'magnetic_flux',
  'magnetic_field',
  'frequency',
  'luminance',
  'illuminance',
  'electric_potential',
  'capacitance',
  'activity',
] as const

export type UnitSystemDimension = (typeof unitSystemDimensions)[number]

export interface UnitSystemUnit {
  definition: string
  locked: boolean
}

export interface UnitSystem {
  label: string
  units: Record<string, UnitSystemUnit>
}

export type UnitSystemName = 'Custom' | 'SI' | 'AU'

const SI_DEFINITIONS: Readonly<Record<UnitSystemDimension, string>> = {
  dimensionless: 'dimensionless',
  length: 'm',
  mass: 'kg',
  time: 's',
  current: 'A',
  temperature: 'K',
  luminosity: 'cd',
  luminous_flux: 'lm',
  substance: 'mol',
  angle: 'rad',
  information: 'bit',
  force: 'N',
  energy: 'J',
  power: 'W',
  pressure: 'Pa',
  charge: 'C',
  resistance: 'Ω',
  conductance: 'S',
  inductance: 'H',
  magnetic_flux: 'Wb',
  magnetic_field: 'T',
  frequency: 'Hz',
  luminance: 'nit',
  illuminance: 'lx',
  electric_potential: 'V',
  capacitance: 'F',
  activity: 'kat',
}

/** Every dimension in SI, overridden where the system chooses otherwise. */
function withSI(overrides: Partial<Record<UnitSystemDimension, string>>, lockOverrides: boolean, lockSI: boolean) {
  const units: Record<string, UnitSystemUnit> = {}
  for (const dimension of unitSystemDimensions) {
    const override = overrides[dimension]
    units[dimension] = override
      ? { definition: override, locked: lockOverrides }
      : { definition: SI_DEFINITIONS[dimension], locked: lockSI }
  }
  return units
}

export const defaultUnitSystems: Record<UnitSystemName, UnitSystem> = {
  Custom: {
    label: 'Custom',
    units: withSI({ angle: '°', energy: 'eV', length: 'Å', pressure: 'GPa', time: 'fs' }, false, false),
  },
  SI: {
    label: 'International System of Units (SI)',
    units: withSI({}, true, true),
  },
  AU: {
    label: 'Atomic units',
    units: withSI(
      {
        length: 'bohr',
        mass: 'm_e',
        time: 'atomic_unit_of_time',
        current: 'atomic_unit_of_current',
        temperature: 'atomic_unit_of_temperature',
        force: 'atomic_unit_of_force',
        energy: 'Ha',
        pressure: 'atomic_unit_of_pressure',
      },
      true,
      false,
    ),
  },
}

// Base dimensions that are not themselves one of the 27 (none today) fall back to SI.
const baseDimensionUnit = (system: UnitSystem, base: BaseDimension) =>
  system.units[base]?.definition ?? SI_DEFINITIONS[base as UnitSystemDimension]

/**
 * The unit to display a dimension in. One of the 27 dimensions: the system's unit,
 * or SI where the system has none. Any other named dimension (`speed`, `density`):
 * composed from the system's base units, e.g. `Å / fs` for speed in Custom.
 */
export function unitForSystem(dimension: string, system: UnitSystemName | UnitSystem): string {
  const resolved = typeof system === 'string' ? defaultUnitSystems[system] : system
  const own = resolved.units[dimension]?.definition
  if (own) return own
  if ((unitSystemDimensions as readonly string[]).includes(dimension)) {
    return SI_DEFINITIONS[dimension as UnitSystemDimension]
  }
  const vector = dimensionVector(dimension)
  if (!vector) throw new UnitError(`Unknown dimension "${dimension}".`)
  // A base unit with a factor of its own (Å, fs) is fine: the expression is parsed
  // again wherever it is used, so only the names matter here.
  const expression = formatProduct(1, vector, (base) => baseDimensionUnit(resolved, base))
  return expression === '1' ? SI_DEFINITIONS.dimensionless : expression
}

/** Checks that a system's definitions parse and have the dimension they are listed under. */
export function unitSystemProblems(system: UnitSystem): string[] {
  return Object.entries(system.units).flatMap(([dimension, { definition }]) => {
    try {
      const unit = parseUnit(definition)
      const expected = dimensionVector(dimension)
      if (!expected) return [`Unsupported dimension "${dimension}".`]
      return vectorsEqual(unit.vector, expected)
        ? []
        : [`Unit "${definition}" is incompatible with dimension "${dimension}".`]
    } catch (error) {
      return [error instanceof Error ? error.message : String(error)]
    }
  })
}
