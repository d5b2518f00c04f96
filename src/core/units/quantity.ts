import { parseUnit } from './convert'
import { dimensionVector, vectorsEqual } from './dimensions'
import { incompatibleDimension, UnitError } from './errors'
import type { Unit } from './unit'

export interface ParseQuantityOptions {
  /** The dimension the unit must have (a name such as `energy`, or a synonym). */
  dimension?: string
  /** Refuse input without a unit. */
  requireUnit?: boolean
  /** The unit meant when the input has none (`300` in a temperature field). */
  defaultUnit?: string
}

export interface ParsedQuantity {
  value: number | undefined
  unit: Unit | undefined
}

const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/

/**
 * Splits `5.3 eV`, `1e-3 m`, `300`, `eV` into a number and a unit. Input that starts
 * like a number must be one: `5.3.2 eV`, `1e-x` or `-eV` are a malformed value, not a
 * unit expression beginning with strange characters.
 */
export function parseQuantity(input: string, options: ParseQuantityOptions = {}): ParsedQuantity {
  const text = input.trim()
  let value: number | undefined
  let rest = text
  if (/^[+\-.\d]/.test(text)) {
    const number = NUMBER.exec(text)
    const after = number ? text.slice(number[0].length) : ''
    if (!number || /^[\d.,]/.test(after) || /^[eE][+-]/.test(after)) {
      throw new UnitError('Enter a valid numerical value')
    }
    value = Number(number[0])
    rest = after.trim()
  }

  let unit: Unit | undefined
  if (rest) {
    // `3 / s` is three per second: the number is the value, the unit is `1/s`.
    unit = parseUnit(rest.startsWith('/') ? `1 ${rest}` : rest.replace(/^\*\s*/, ''))
  } else if (options.requireUnit) {
    throw new UnitError('Unit is required')
  } else if (options.defaultUnit) {
    unit = parseUnit(options.defaultUnit)
  }

  if (unit && options.dimension !== undefined && !hasDimension(unit, options.dimension)) {
    throw incompatibleDimension(rest || unit.label(), options.dimension)
  }
  return { value, unit }
}

function hasDimension(unit: Unit, dimension: string): boolean {
  const expected = dimensionVector(dimension)
  return expected ? vectorsEqual(unit.vector, expected) : unit.dimension === dimension
}
