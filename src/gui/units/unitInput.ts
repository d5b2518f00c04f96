// The rule of the shared unit input (spec 2 §5.6, spec 1 "Unit-quantity parsing"): a
// number and a unit, the unit of the field's dimension. Pure, so any field can use it.
import { parseQuantity, UnitError, type Unit } from '../../core/units'

export const PLEASE_SPECIFY_A_VALUE = 'Please specify a value'
export const ENTER_A_NUMBER = 'Enter a valid numerical value'

export interface UnitInputRules {
  /** The dimension the unit must have (`energy`); any unit when absent. */
  dimension?: string
  /** An empty field is fine. */
  optional?: boolean
  /** The unit a bare number is in; without it a bare number is refused ('Unit is required'). */
  defaultUnit?: string
}

export type UnitInputCheck =
  | { ok: true; empty: true }
  | { ok: true; empty: false; value: number; unit: Unit }
  | { ok: false; error: string }

/**
 * `5.3 eV` → `{value: 5.3, unit}` (convert with core/units' `convert` or `unit.toSI`),
 * or the message to show under the field.
 */
export function checkUnitInput(text: string, { dimension, optional = false, defaultUnit }: UnitInputRules = {}): UnitInputCheck {
  if (text.trim() === '') return optional ? { ok: true, empty: true } : { ok: false, error: PLEASE_SPECIFY_A_VALUE }
  try {
    const { value, unit } = parseQuantity(text, { dimension, requireUnit: defaultUnit === undefined, defaultUnit })
    if (value === undefined) return { ok: false, error: ENTER_A_NUMBER }
    // parseQuantity already refuses a missing unit unless there is a default.
    if (!unit) return { ok: false, error: 'Unit is required' }
    return { ok: true, empty: false, value, unit }
  } catch (error) {
    if (error instanceof UnitError) return { ok: false, error: error.message }
    throw error
  }
}
