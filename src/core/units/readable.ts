import { parseUnit } from './convert'
import { BASE_DIMENSIONS, combineVectors, dimensionVector, type DimensionVector } from './dimensions'
import { formatProduct } from './format'
import { parseExpression } from './parse'
import { resolveUnitName } from './registry'
import { defaultUnitSystems, unitForSystem, unitSystemDimensions, type UnitSystem, type UnitSystemName } from './systems'
import type { Unit } from './unit'

/**
 * A unit a reader can take in, for a quantity defined in `unit`, in a unit system — as
 * NOMAD's unit systems do it (each dimension has one unit per system):
 *
 * 1. The quantity's whole dimension has a unit in the system (energy, pressure, …): that
 *    unit (`J` → `eV` in Custom).
 * 2. Otherwise every unit of the quantity's own definition is replaced by the system's unit
 *    of its dimension: `watt / meter ** 2` → `W/Å^2`, `joule / kelvin` → `eV/K`. Composing
 *    the dimension from the base units instead gave `kg/fs^3`, which nobody reads.
 * 3. A definition written in base units only (`kg/s^3`) is shortened with one named derived
 *    unit of the system (N, J, W, Pa, V, C, T) when that takes fewer factors: `W/Å^2`.
 *
 * The result is a label that parses back to a unit of the same dimension. A unit that does
 * not parse is returned as it is.
 */
export function readableUnit(unit: string, system: UnitSystemName | UnitSystem): string {
  const resolved = typeof system === 'string' ? defaultUnitSystems[system] : system
  let parsed: Unit
  try {
    parsed = parseUnit(unit)
  } catch {
    return unit
  }
  if (isSystemDimension(parsed.dimension)) return unitForSystem(parsed.dimension, resolved)

  let baseOnly = true
  const termWise = parseExpression(unit, (name) => {
    const own = resolveUnitName(name)
    if (!own) return undefined
    const dimension = own.dimension
    // Numbers of unit 1 (%, ppm) and units outside the system's dimensions stay as written.
    if (dimension === 'dimensionless' || !isSystemDimension(dimension)) {
      baseOnly = false
      return own
    }
    if (!(BASE_DIMENSIONS as readonly string[]).includes(dimension)) baseOnly = false
    return parseUnit(unitForSystem(dimension, resolved))
  })
  const label = termWise.label() || unit
  if (!baseOnly) return label
  const shorter = withDerivedUnit(parsed.vector, resolved)
  return shorter && shorter.complexity < complexity(parsed.vector) ? shorter.label : label
}

/** The derived units a base-unit expression may be shortened with, in order of preference. */
const SHORTENING_DIMENSIONS = ['power', 'energy', 'pressure', 'force', 'electric_potential', 'charge', 'magnetic_field'] as const

const isSystemDimension = (dimension: string) => (unitSystemDimensions as readonly string[]).includes(dimension)

/** How many base factors an expression over base units has: `kg/s^3` is 4. */
const complexity = (vector: DimensionVector) => vector.reduce((sum, power) => sum + Math.abs(power), 0)

/**
 * The vector as one derived unit of the system per base units (`W/Å^2`, `N/Å`, `eV/mol`),
 * the shortest such; none when the rest would need a base unit above the line (`N·fs`
 * reads worse than `kg·Å/fs`).
 */
function withDerivedUnit(vector: DimensionVector, system: UnitSystem): { label: string; complexity: number } | undefined {
  let best: { label: string; complexity: number } | undefined
  for (const dimension of SHORTENING_DIMENSIONS) {
    const derived = dimensionVector(dimension)
    if (!derived) continue
    const rest = combineVectors(vector, derived, -1)
    if (rest.some((exponent) => exponent > 0)) continue
    const cost = 1 + complexity(rest)
    if (best && cost >= best.complexity) continue
    const named = unitForSystem(dimension, system)
    const restText = formatProduct(1, rest, (base) => unitForSystem(base, system))
    try {
      best = { label: parseUnit(combine(named, restText)).label(), complexity: cost }
    } catch {
      // A configured unit that does not parse is no candidate.
    }
  }
  return best
}

// `W` and `1 / Å ^ 2` → `W / Å ^ 2`.
function combine(named: string, rest: string): string {
  const wrapped = `(${named})`
  return rest.startsWith('1 / ') ? `${wrapped} / ${rest.slice(4)}` : wrapped
}
