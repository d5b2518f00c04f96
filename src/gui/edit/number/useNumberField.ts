// The number field's state: the text as typed, the unit it is shown in, the message;
// committed on blur, Enter or 500 ms after the last key (spec 3 §5).
import { useEffect, useRef, useState } from 'react'
import type { JsonValue } from '../../../core/metainfo'
import { checkNumber, NUMBER_DEBOUNCE_MS, numberText, type NumberRules } from './numberInput'

export interface NumberField {
  readonly text: string
  readonly displayUnit: string | undefined
  readonly error: string | undefined
  readonly type: (text: string) => void
  /** Checks and commits now (blur, Enter). */
  readonly commit: () => void
  /** Shows the value in another unit. */
  readonly setDisplayUnit: (unit: string) => void
}

export function useNumberField(
  value: JsonValue | undefined,
  onChange: (value: JsonValue | undefined) => void,
  rules: NumberRules,
): NumberField {
  const stored = typeof value === 'number' ? value : undefined
  const [displayUnit, setUnit] = useState(rules.displayUnit)
  const [text, setText] = useState(() => numberText(stored, rules.unit, displayUnit))
  const [error, setError] = useState<string>()
  const [shown, setShown] = useState(stored)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  // A value changed from outside replaces the text.
  if (shown !== stored) {
    setShown(stored)
    setText(numberText(stored, rules.unit, displayUnit))
    setError(undefined)
  }
  // On blur and Enter the text is rewritten in the field's unit ('25 nm' → '25' with the
  // nm tag); the debounce commits without touching what the user is still typing.
  const check = (typed: string, rewrite: boolean) => {
    clearTimeout(timer.current)
    const result = checkNumber(typed, { ...rules, displayUnit })
    if (!result.ok) {
      setError(result.error)
      return
    }
    setError(undefined)
    // What the user typed in a unit is shown in that unit from now on.
    const unit = result.unit ?? displayUnit
    if (rewrite) {
      if (unit !== displayUnit) setUnit(unit)
      setText(numberText(result.value, rules.unit, unit))
    } else if (unit !== displayUnit) setUnit(unit)
    if (result.value !== stored) {
      setShown(result.value)
      onChange(result.value)
    }
  }
  useEffect(() => () => clearTimeout(timer.current), [])
  return {
    text,
    displayUnit,
    error,
    type(next) {
      setText(next)
      setError(undefined)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => check(next, false), NUMBER_DEBOUNCE_MS)
    },
    commit: () => check(text, true),
    setDisplayUnit(unit) {
      setUnit(unit)
      setText(numberText(stored, rules.unit, unit))
    },
  }
}
