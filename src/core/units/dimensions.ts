/**
 * Dimensions as exponent vectors over the base dimensions, and the names we show for
 * them. Angle and information are base dimensions of their own (as in the GUI's
 * unit systems) rather than SI's "number 1": that keeps `°` from being offered for a
 * dimensionless ratio and lets lumen (cd·sr) differ from candela.
 */
export const BASE_DIMENSIONS = [
  'length',
  'mass',
  'time',
  'current',
  'temperature',
  'substance',
  'luminosity',
  'information',
  'angle',
] as const

export type BaseDimension = (typeof BASE_DIMENSIONS)[number]

/** Exponents aligned with BASE_DIMENSIONS. */
export type DimensionVector = readonly number[]

export const DIMENSIONLESS: DimensionVector = BASE_DIMENSIONS.map(() => 0)

export function vectorOf(exponents: Partial<Record<BaseDimension, number>>): DimensionVector {
  return BASE_DIMENSIONS.map((base) => exponents[base] ?? 0)
}

// Fractional powers (m^0.5 squared) come back as floats; compare at a precision far
// below any exponent a unit expression can carry.
const clean = (x: number) => {
  const rounded = Math.round(x * 1e9) / 1e9
  return rounded === 0 ? 0 : rounded
}

export function combineVectors(a: DimensionVector, b: DimensionVector, sign: 1 | -1): DimensionVector {
  return a.map((x, i) => clean(x + sign * b[i]))
}

export function scaleVector(a: DimensionVector, power: number): DimensionVector {
  return a.map((x) => clean(x * power))
}

export function vectorsEqual(a: DimensionVector, b: DimensionVector): boolean {
  return a.every((x, i) => clean(x) === clean(b[i]))
}

/** Canonical text of a vector, e.g. `length^2*time^-1`; also the name of unnamed combinations. */
export function vectorKey(v: DimensionVector): string {
  const parts = BASE_DIMENSIONS.flatMap((base, i) => {
    const e = clean(v[i])
    if (e === 0) return []
    return [e === 1 ? base : `${base}^${e}`]
  })
  return parts.length ? parts.join('*') : 'dimensionless'
}

type Exponents = Partial<Record<BaseDimension, number>>

/**
 * Named dimensions: the 27 of the unit systems (spec reference §5.2) first, then the
 * derived ones the unit list and the metainfo use. One canonical name per vector (it
 * is what `Unit.dimension` returns); synonyms are accepted wherever a dimension is
 * given by name, because e.g. surface tension and a force constant share N/m.
 */
const NAMED: ReadonlyArray<[name: string, exponents: Exponents, synonyms?: string[]]> = [
  ['dimensionless', {}],
  ['length', { length: 1 }],
  ['mass', { mass: 1 }],
  ['time', { time: 1 }],
  ['current', { current: 1 }],
  ['temperature', { temperature: 1 }],
  ['luminosity', { luminosity: 1 }, ['luminous_intensity']],
  ['luminous_flux', { luminosity: 1, angle: 2 }],
  ['substance', { substance: 1 }, ['amount_of_substance']],
  ['angle', { angle: 1 }],
  ['information', { information: 1 }],
  ['force', { mass: 1, length: 1, time: -2 }],
  ['energy', { mass: 1, length: 2, time: -2 }, ['work', 'heat', 'torque']],
  ['power', { mass: 1, length: 2, time: -3 }],
  ['pressure', { mass: 1, length: -1, time: -2 }, ['stress', 'energy_density']],
  ['charge', { current: 1, time: 1 }],
  ['resistance', { mass: 1, length: 2, time: -3, current: -2 }],
  ['conductance', { mass: -1, length: -2, time: 3, current: 2 }],
  ['inductance', { mass: 1, length: 2, time: -2, current: -2 }],
  ['magnetic_flux', { mass: 1, length: 2, time: -2, current: -1 }],
  ['magnetic_field', { mass: 1, time: -2, current: -1 }, ['magnetic_flux_density']],
  ['frequency', { time: -1 }],
  ['luminance', { luminosity: 1, length: -2 }],
  ['illuminance', { luminosity: 1, angle: 2, length: -2 }],
  ['electric_potential', { mass: 1, length: 2, time: -3, current: -1 }, ['voltage']],
  ['capacitance', { mass: -1, length: -2, time: 4, current: 2 }],
  ['activity', { substance: 1, time: -1 }, ['catalytic_activity']],
  // Derived dimensions with units of their own in the unit list.
  ['area', { length: 2 }],
  ['volume', { length: 3 }],
  ['speed', { length: 1, time: -1 }, ['velocity']],
  ['acceleration', { length: 1, time: -2 }],
  ['solid_angle', { angle: 2 }],
  ['viscosity', { mass: 1, length: -1, time: -1 }, ['dynamic_viscosity']],
  ['diffusivity', { length: 2, time: -1 }, ['kinematic_viscosity', 'diffusion_coefficient']],
  ['wavenumber', { length: -1 }],
  ['momentum', { mass: 1, length: 1, time: -1 }],
  ['angular_momentum', { mass: 1, length: 2, time: -1 }, ['action']],
  ['entropy', { mass: 1, length: 2, time: -2, temperature: -1 }, ['heat_capacity']],
  ['molar_entropy', { mass: 1, length: 2, time: -2, temperature: -1, substance: -1 }, ['molar_heat_capacity']],
  ['electric_dipole_moment', { current: 1, time: 1, length: 1 }, ['dipole_moment']],
  ['magnetic_dipole_moment', { current: 1, length: 2 }, ['magnetic_moment']],
  ['electric_field', { mass: 1, length: 1, time: -3, current: -1 }],
  ['intensity', { mass: 1, time: -3 }, ['irradiance', 'heat_flux']],
  ['concentration', { substance: 1, length: -3 }],
  ['polarizability', { mass: -1, time: 4, current: 2 }],
  ['charge_density', { current: 1, time: 1, length: -3 }],
  // Named for display and compatibility checks only; they have no unit of their own.
  ['density', { mass: 1, length: -3 }],
  ['force_constant', { mass: 1, time: -2 }, ['surface_tension', 'spring_constant']],
  ['current_density', { current: 1, length: -2 }],
  ['molar_energy', { mass: 1, length: 2, time: -2, substance: -1 }],
  ['molar_mass', { mass: 1, substance: -1 }],
  ['molar_volume', { length: 3, substance: -1 }],
  ['specific_energy', { length: 2, time: -2 }, ['absorbed_dose']],
  ['specific_heat_capacity', { length: 2, time: -2, temperature: -1 }],
  ['thermal_conductivity', { mass: 1, length: 1, time: -3, temperature: -1 }],
  ['angular_velocity', { angle: 1, time: -1 }, ['angular_frequency']],
  ['electric_displacement', { current: 1, time: 1, length: -2 }, ['surface_charge_density']],
  ['magnetic_field_strength', { current: 1, length: -1 }, ['magnetization']],
  ['electrical_conductivity', { mass: -1, length: -3, time: 3, current: 2 }],
  ['resistivity', { mass: 1, length: 3, time: -3, current: -2 }],
]

const nameByKey = new Map<string, string>()
const vectorByName = new Map<string, DimensionVector>()
for (const [name, exponents, synonyms = []] of NAMED) {
  const vector = vectorOf(exponents)
  const key = vectorKey(vector)
  if (nameByKey.has(key)) throw new Error(`Dimensions ${nameByKey.get(key)} and ${name} share ${key}.`)
  nameByKey.set(key, name)
  for (const alias of [name, ...synonyms]) vectorByName.set(alias, vector)
}

/** The canonical dimension names (not the synonyms), in table order. */
export const namedDimensions: readonly string[] = NAMED.map(([name]) => name)

/** The name of a vector: its canonical name if it has one, else its `vectorKey`. */
export function dimensionName(v: DimensionVector): string {
  const key = vectorKey(v)
  return nameByKey.get(key) ?? key
}

/**
 * The vector a dimension string stands for: a name, a synonym, or a canonical key
 * such as `length^2*time^-1`. Undefined when the string is none of these.
 */
export function dimensionVector(dimension: string): DimensionVector | undefined {
  const named = vectorByName.get(dimension)
  if (named) return named
  const exponents: Exponents = {}
  for (const part of dimension.split('*')) {
    const match = /^([a-z]+)(?:\^(-?\d+(?:\.\d+)?))?$/.exec(part.trim())
    const base = match && BASE_DIMENSIONS.find((b) => b === match[1])
    if (!match || !base) return undefined
    exponents[base] = (exponents[base] ?? 0) + (match[2] === undefined ? 1 : Number(match[2]))
  }
  return vectorOf(exponents)
}
