// The number field's rule (spec 3 §5 "Number field", §9 precision 15 digits): text
// with an optional unit, parsed to a value in the quantity's unit; the datatype, the
// bounds and the unit's dimension checked with the spec's messages. Pure, so the
// component and the table-driven tests share it.
import { convert, parseQuantity, parseUnit, UnitError } from '../../../core/units'

/** spec 3 §9: numbers are kept and shown to 15 significant digits. */
export const NUMBER_PRECISION = 15
/** spec 3 §9: a typed number is committed 500 ms after the last key. */
export const NUMBER_DEBOUNCE_MS = 500

export type NumberDatatype = 'int' | 'uint' | 'float'

export interface NumberRules {
  readonly datatype: NumberDatatype
  /** How the datatype is named in the message (`int64`, `float64`). */
  readonly typeName: string
  /** The unit values are stored in; none for a plain number. */
  readonly unit?: string
  /** The unit a bare number is in (the display unit); the stored unit when absent. */
  readonly displayUnit?: string
  /** Bounds in the stored unit. */
  readonly min?: number
  readonly max?: number
}

export type NumberCheck =
  | { readonly ok: true; readonly value: number | undefined; readonly unit?: string }
  | { readonly ok: false; readonly error: string }

export const datatypeMessage = (typeName: string) => `Enter a valid numerical value with datatype '${typeName}'`
export const maxMessage = (max: string) => `Enter a value that is equal or smaller than ${max}`
export const minMessage = (min: string) => `Enter a value that is equal or larger than ${min}`

/** A number cut to 15 significant digits (0.1 + 0.2 → 0.3). */
export function withPrecision(value: number): number {
  return Number.isFinite(value) ? Number(value.toPrecision(NUMBER_PRECISION)) : value
}

/** A stored value as the field shows it, in `displayUnit`. */
export function numberText(value: number | undefined, unit: string | undefined, displayUnit: string | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return ''
  const shown = unit && displayUnit && unit !== displayUnit ? convert(value, unit, displayUnit) : value
  return String(withPrecision(shown))
}

function unitLabel(unit: string): string {
  try {
    return parseUnit(unit).label()
  } catch {
    return unit
  }
}

/** A bound for a message: in the display unit, with its label in brackets. */
function boundText(bound: number, { unit, displayUnit }: NumberRules): string {
  if (!unit) return String(bound)
  const shownUnit = displayUnit ?? unit
  const shown = shownUnit === unit ? bound : convert(bound, unit, shownUnit)
  const label = unitLabel(shownUnit)
  return label ? `${withPrecision(shown)} (${label})` : String(withPrecision(shown))
}

/**
 * `25 nm` for a quantity in m → 2.5e-8 (unit `nm`, the unit the user typed, for the
 * field to show from now on); `''` → undefined; otherwise the message to show.
 */
export function checkNumber(text: string, rules: NumberRules): NumberCheck {
  const trimmed = text.trim()
  if (trimmed === '') return { ok: true, value: undefined }
  const typeError = { ok: false, error: datatypeMessage(rules.typeName) } as const
  // A unit alone or words are no number, whatever they would be as a unit.
  if (!/^[+\-.\d]/.test(trimmed)) return typeError
  let typed: number | undefined
  let typedUnit: string | undefined
  if (rules.unit) {
    try {
      const dimension = parseUnit(rules.unit).dimension
      const parsed = parseQuantity(trimmed, { dimension, defaultUnit: rules.displayUnit ?? rules.unit })
      typed = parsed.value
      typedUnit = parsed.unit ? (trimmed.match(/^[+\-.\deE]+\s*(.*)$/)?.[1]?.trim() || rules.displayUnit || rules.unit) : undefined
      if (typed === undefined) return typeError
      if (parsed.unit && typedUnit) typed = convert(typed, parsed.unit, rules.unit)
    } catch (error) {
      if (!(error instanceof UnitError)) throw error
      return error.message.startsWith('Enter a valid numerical value') ? typeError : { ok: false, error: error.message }
    }
  } else {
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(trimmed)) return typeError
    typed = Number(trimmed)
  }
  if (!Number.isFinite(typed)) return typeError
  const value = withPrecision(typed)
  if (rules.datatype !== 'float' && !Number.isInteger(value)) return typeError
  if (rules.datatype === 'uint' && value < 0) return typeError
  if (rules.max !== undefined && value > rules.max) return { ok: false, error: maxMessage(boundText(rules.max, rules)) }
  if (rules.min !== undefined && value < rules.min) return { ok: false, error: minMessage(boundText(rules.min, rules)) }
  return typedUnit !== undefined ? { ok: true, value, unit: typedUnit } : { ok: true, value }
}
