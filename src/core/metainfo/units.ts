// The unit expressions a quantity may declare. Values are always stored in these SI
// units; conversion for display belongs to core/units, which parses exactly these
// strings. Keeping the list closed (a union type, checked by the compiler) means a
// typo or an unparseable unit cannot slip into a definition.
export const SI_UNITS = [
  'joule',
  'meter',
  'meter ** 2',
  'meter ** 3',
  '1 / meter',
  'second',
  '1 / second',
  'kelvin',
  'pascal',
  'newton',
  'newton / meter',
  'kilogram',
  'kilogram / meter ** 3',
  'ampere',
  'ampere / meter ** 2',
  'volt',
  'watt',
  'watt / meter ** 2',
  'meter ** 2 / second',
  'joule / kelvin',
  'joule / meter',
  'coulomb',
  'mole',
  'meter / second',
  'dimensionless',
  'radian',
  '1 / meter ** 3',
  '1 / joule',
  'meter ** 3 / second',
  'meter ** 2 / kilogram',
  'meter ** 3 / kilogram / second',
  'mole / kilogram / second',
  'mole / meter ** 2 / second',
] as const

export type SIUnit = (typeof SI_UNITS)[number]

/** Angles are stored in radians; the GUI shows them in the unit system's angle unit. */
export const ANGLE: SIUnit = 'radian'

export function isSIUnit(unit: string): unit is SIUnit {
  return (SI_UNITS as readonly string[]).includes(unit)
}
