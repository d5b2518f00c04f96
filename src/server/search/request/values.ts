// Query values, checked and converted by the type of the quantity they are compared
// with: enum members, integers, numbers with units (converted to the quantity's SI
// unit, reference §0 "Units"), booleans, and datetimes as epoch milliseconds (the form
// aggregations answer in, so a histogram bucket can be sent back as a range bound).
import { parseTimestamp } from '../../../core/search/values'
import { ELEMENT_SYMBOLS } from '../../../core/metainfo'
import { convert, parseBoolean, parseQuantity, toSI, UnitError } from '../../../core/units'
import type { QuantityTarget } from './doc'

export type ScalarValue = string | number | boolean

/** A value to match (equality, any, all, none) or a range bound (gt, gte, lt, lte). */
export type ValueUse = 'match' | 'bound'

export type Coerced = { ok: true; value: ScalarValue } | { ok: false; msg: string }

const ELEMENTS: ReadonlySet<string> = new Set(ELEMENT_SYMBOLS)
const show = (raw: unknown) => JSON.stringify(raw) ?? String(raw)

/** Epoch milliseconds of an ISO 8601 date or datetime, or a string of epoch milliseconds (one definition, in core). */
export const parseDatetime = parseTimestamp

/** A number, or text with a number and optionally a unit, in the quantity's SI unit. */
function numberInSI(target: QuantityTarget, raw: unknown): { value: number } | { error: string } {
  if (typeof raw === 'number') return Number.isFinite(raw) ? { value: raw } : { error: `${show(raw)} is not a finite number.` }
  if (typeof raw !== 'string' || !/^\s*[+\-.\d]/.test(raw)) return { error: `${show(raw)} is not a number.` }
  try {
    const { value, unit } = parseQuantity(raw)
    if (value === undefined) return { error: `${show(raw)} is not a number.` }
    if (!unit) return { value }
    // Values of uploaded schemas are stored in SI whatever their unit (the ELN normaliser).
    if (target.kind === 'dynamic' && target.unit === undefined) return { value: toSI(value, unit) }
    return { value: convert(value, unit, target.unit ?? 'dimensionless') }
  } catch (error) {
    if (error instanceof UnitError) return { error: `${show(raw)}: ${error.message}` }
    throw error
  }
}

/** `results.material.elements_exclusive` holds the sorted symbols; any order and spacing is accepted. */
function exclusiveElements(raw: string): Coerced {
  const symbols = raw.trim().split(/\s+/).filter(Boolean)
  const wrong = symbols.filter((symbol) => !ELEMENTS.has(symbol))
  if (wrong.length > 0 || symbols.length === 0) return { ok: false, msg: `${show(raw)} is not a list of element symbols separated by spaces.` }
  return { ok: true, value: [...new Set(symbols)].sort().join(' ') }
}

const isElementsExclusive = (target: QuantityTarget) => target.kind === 'static' && target.record.name === 'elements_exclusive'

function coerce(target: QuantityTarget, raw: unknown, use: ValueUse): { value: ScalarValue } | { error: string } {
  switch (target.valueType) {
    case 'str':
    case 'enum': {
      if (typeof raw === 'number' && Number.isFinite(raw)) raw = String(raw)
      else if (typeof raw === 'boolean') raw = String(raw)
      if (typeof raw !== 'string') return { error: `${show(raw)} is not a string.` }
      const members = target.enumValues
      if (use === 'match' && members && !members.includes(raw)) {
        const allowed = members.length <= 20 ? ` Allowed values: ${members.join(', ')}.` : ''
        return { error: `${show(raw)} is not one of its values.${allowed}` }
      }
      return { value: raw }
    }
    case 'int':
    case 'float': {
      const number = numberInSI(target, raw)
      if ('error' in number) return number
      if (target.valueType === 'int' && use === 'match' && !Number.isInteger(number.value)) return { error: `${show(raw)} is not an integer.` }
      return number
    }
    case 'bool': {
      if (use === 'bound') return { error: 'a range needs a number, a datetime or a string; booleans have no order.' }
      if (typeof raw === 'boolean') return { value: raw }
      try {
        if (typeof raw === 'string') return { value: parseBoolean(raw) }
      } catch {
        // falls through to the message
      }
      return { error: `${show(raw)} is not true or false.` }
    }
    case 'datetime': {
      if (typeof raw === 'number' && Number.isFinite(raw)) return { value: raw }
      const epoch = typeof raw === 'string' ? parseDatetime(raw) : undefined
      if (epoch === undefined) return { error: `${show(raw)} is not an ISO 8601 date or datetime (e.g. "2020-01-01T12:00:00Z") or epoch milliseconds.` }
      return { value: epoch }
    }
  }
}

/** Checks a value against its quantity and converts it; the message names the quantity. */
export function coerceValue(target: QuantityTarget, raw: unknown, use: ValueUse): Coerced {
  if (use === 'match' && typeof raw === 'string' && isElementsExclusive(target)) {
    const result = exclusiveElements(raw)
    return result.ok ? result : { ok: false, msg: `Invalid value for ${target.name}: ${result.msg}` }
  }
  const result = coerce(target, raw, use)
  return 'error' in result ? { ok: false, msg: `Invalid value for ${target.name}: ${result.error}` } : { ok: true, value: result.value }
}
