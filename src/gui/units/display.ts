// Which unit a quantity is shown in, and its text (spec 1 §9 number format). Pure, so
// table cells, widgets and tests format a value the same way.
import { convert, parseUnit, readableUnit, type UnitSystem } from '../../core/units'

/**
 * The unit to show a quantity defined in `unit` (as the API answers its values) in: the
 * system's unit of the quantity's dimension, or, where the dimension has none, the
 * quantity's own unit with each part in the system's unit (`W/m^2` → `W/Å^2` in Custom,
 * not `kg/fs^3`; core/units' `readableUnit`). Undefined for a quantity without unit; the
 * unit itself when it does not parse (nothing to convert).
 */
export function displayUnitFor(unit: string | undefined, system: UnitSystem): string | undefined {
  if (unit === undefined || unit.trim() === '') return undefined
  return readableUnit(unit, system)
}

/** The short label of a unit expression (`eV`, `Å/fs`, `a_u_time`); empty for dimensionless. */
export function unitLabel(unit: string): string {
  try {
    return parseUnit(unit).label()
  } catch {
    return unit
  }
}

export interface NumberTextOptions {
  /** Significant digits; 3 by default. */
  digits?: number
}

/** 3 significant digits; scientific notation above 1000 and below 0.01 (spec 1 §9). */
export function numberText(value: number, { digits = 3 }: NumberTextOptions = {}): string {
  if (!Number.isFinite(value)) return String(value)
  if (value === 0) return '0'
  const magnitude = Math.abs(value)
  if (magnitude > 1000 || magnitude < 0.01) {
    const [mantissa, exponent] = value.toExponential(digits - 1).split('e')
    return `${Number(mantissa)}e${Number(exponent)}`
  }
  return String(Number(value.toPrecision(digits)))
}

/**
 * `value` (in `from`) as text in `to`, with the unit's label: `1.6e-19 J` → `1 eV`.
 * Without `to` the value is written in `from`. Units of different dimensions throw the
 * units module's UnitError (its message is the catalogue's text).
 */
export function formatWithUnit(value: number, from: string, to: string = from, options: NumberTextOptions = {}): string {
  const converted = to === from ? value : convert(value, from, to)
  const label = unitLabel(to)
  const number = numberText(converted, options)
  return label ? `${number} ${label}` : number
}
