// The rule of the shared unit input (spec 2 §5.6, NOMAD's UnitInput): a unit — no value —
// of the field's dimension, e.g. the unit an axis is shown in. Pure, so a form can apply
// the same rule to its config as the field does while typing.
import { parseUnit, unitSystemProblems, type Unit } from '../../core/units'

export const PLEASE_SPECIFY_A_VALUE = 'Please specify a value'

export interface UnitInputRules {
  /** The dimension the unit must have (`energy`, or an unnamed one such as `length*mass`); any unit when absent. */
  dimension?: string
  /** An empty field is fine (e.g. an axis then uses the unit system's unit). */
  optional?: boolean
}

export type UnitInputCheck = { ok: true; unit: Unit | undefined } | { ok: false; error: string }

/**
 * `nm` → `{ok, unit}`; empty and optional → `{ok, unit: undefined}`; otherwise the message
 * to show under the field: 'Please specify a value', or core/units' own ('Unit "x" not
 * found.', 'Unit "eV" is incompatible with dimension "length".').
 */
export function checkUnitInput(text: string | undefined, { dimension, optional = false }: UnitInputRules = {}): UnitInputCheck {
  const written = text?.trim() ?? ''
  if (!written) return optional ? { ok: true, unit: undefined } : { ok: false, error: PLEASE_SPECIFY_A_VALUE }
  // core/units' check of a unit system's entry is exactly "parses, and has this dimension"
  // (named dimensions and their synonyms, or base-dimension products), with its messages.
  const [problem] = dimension ? unitSystemProblems({ label: '', units: { [dimension]: { definition: written, locked: false } } }) : []
  if (problem) return { ok: false, error: problem }
  try {
    return { ok: true, unit: parseUnit(written) }
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) }
  }
}

/** The message of `text` under the rules, or undefined when it is fine. */
export const unitInputError = (text: string | undefined, rules?: UnitInputRules): string | undefined => {
  const check = checkUnitInput(text, rules)
  return check.ok ? undefined : check.error
}
