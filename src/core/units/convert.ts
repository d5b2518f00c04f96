import { incompatibleDimension } from './errors'
import { parseExpression } from './parse'
import { resolveUnitName } from './registry'
import type { Unit } from './unit'

/** Parses a pint-style unit expression (`kJ/mol`, `meter ** 2 / second`, `Δ°C`). */
export function parseUnit(expression: string): Unit {
  return parseExpression(expression, resolveUnitName)
}

const asUnit = (unit: string | Unit): Unit => (typeof unit === 'string' ? parseUnit(unit) : unit)
const nameOf = (unit: string | Unit): string => (typeof unit === 'string' ? unit : unit.label())

/** The dimension of a unit: a name such as `energy`, or `length^2*time^-1` when unnamed. */
export function dimensionOf(unit: string | Unit): string {
  return asUnit(unit).dimension
}

export function toSI(value: number, unit: string | Unit): number {
  return asUnit(unit).toSI(value)
}

export function fromSI(value: number, unit: string | Unit): number {
  return asUnit(unit).fromSI(value)
}

/**
 * Converts through SI, so offsets apply on both sides (25 °C → 298.15 K → 77 °F).
 * Units of different dimensions are refused with the spec's incompatibility message.
 */
export function convert(value: number, from: string | Unit, to: string | Unit): number {
  const source = asUnit(from)
  const target = asUnit(to)
  if (!source.dimensionsEqual(target)) throw incompatibleDimension(nameOf(from), target.dimension)
  return target.fromSI(source.toSI(value))
}
