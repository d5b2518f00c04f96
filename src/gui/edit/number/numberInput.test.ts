// The number field's rule (spec 3 §5 "Number field", §9 precision), as a table:
// text × quantity → the stored value or the message, word for word.
import { describe, expect, it } from 'vitest'
import { checkNumber, numberText, withPrecision, type NumberRules } from './numberInput'

const float: NumberRules = { datatype: 'float', typeName: 'float64' }
const int: NumberRules = { datatype: 'int', typeName: 'int64' }
const uint: NumberRules = { datatype: 'uint', typeName: 'uint32' }
const metres: NumberRules = { ...float, unit: 'm', displayUnit: 'nm' }
const bounded: NumberRules = { ...float, unit: 'm', displayUnit: 'nm', min: 0, max: 1e-6 }
const cycles: NumberRules = { ...int, min: 1, max: 10 }

describe('checkNumber', () => {
  it.each([
    // text, rules, stored value (or message)
    ['', float, undefined],
    ['  ', int, undefined],
    ['1.5', float, 1.5],
    ['-3e2', float, -300],
    ['.5', float, 0.5],
    ['42', int, 42],
    ['-7', int, -7],
    ['0.1', int, "Enter a valid numerical value with datatype 'int64'"],
    ['7', uint, 7],
    ['-1', uint, "Enter a valid numerical value with datatype 'uint32'"],
    ['abc', float, "Enter a valid numerical value with datatype 'float64'"],
    ['1.2.3', float, "Enter a valid numerical value with datatype 'float64'"],
    ['1,5', float, "Enter a valid numerical value with datatype 'float64'"],
    // With a unit: bare numbers are in the display unit, typed units convert to the stored one.
    ['25 nm', metres, 2.5e-8],
    ['25', metres, 2.5e-8],
    ['1 um', metres, 1e-6],
    ['3 Å', metres, 3e-10],
    ['0.5 m', metres, 0.5],
    ['25 eV', metres, 'Unit "eV" is incompatible with dimension "length".'],
    ['25 parsec2', metres, 'Unit "parsec2" not found.'],
    ['x nm', metres, "Enter a valid numerical value with datatype 'float64'"],
    // Bounds, in the display unit with its label in brackets.
    ['2000 nm', bounded, 'Enter a value that is equal or smaller than 1000 (nm)'],
    ['-1 nm', bounded, 'Enter a value that is equal or larger than 0 (nm)'],
    ['1000 nm', bounded, 1e-6],
    ['11', cycles, 'Enter a value that is equal or smaller than 10'],
    ['0', cycles, 'Enter a value that is equal or larger than 1'],
    ['10', cycles, 10],
  ] as const)('%j (%j) → %j', (text, rules, expected) => {
    const check = checkNumber(text, rules)
    if (typeof expected === 'string') expect(check).toEqual({ ok: false, error: expected })
    else {
      expect(check.ok).toBe(true)
      if (check.ok) expect(check.value).toBe(expected)
    }
  })

  it('names the unit the user typed, for the field to show from then on', () => {
    expect(checkNumber('25 nm', { ...float, unit: 'm', displayUnit: 'm' })).toEqual({ ok: true, value: 2.5e-8, unit: 'nm' })
    expect(checkNumber('25', { ...float, unit: 'm', displayUnit: 'nm' })).toEqual({ ok: true, value: 2.5e-8, unit: 'nm' })
    expect(checkNumber('25', float)).toEqual({ ok: true, value: 25 })
  })

  it('keeps 15 significant digits', () => {
    expect(checkNumber('0.1234567890123456789', float)).toEqual({ ok: true, value: 0.123456789012346 })
    expect(withPrecision(0.1 + 0.2)).toBe(0.3)
    // An integer datatype accepts what is an integer to 15 digits (3 × 0.1 mm in m ≈ 3e-4, not an int).
    expect(checkNumber('1e3 mm', { ...int, unit: 'm' })).toEqual({ ok: true, value: 1, unit: 'mm' })
  })
})

describe('numberText', () => {
  it.each([
    [2.5e-8, 'm', 'nm', '25'],
    [1e-6, 'm', 'nm', '1000'],
    [298.15, 'K', 'degC', '25'],
    [0.3, undefined, undefined, '0.3'],
    [undefined, 'm', 'nm', ''],
  ] as const)('%j %j in %j → %j', (value, unit, display, text) => {
    expect(numberText(value, unit, display)).toBe(text)
  })
})
