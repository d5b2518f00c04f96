// Values of one filter, read from text (search bar, URL) by the filter's dtype, and
// written back for the URL and the API.
import { convert, dimensionOf, parseBoolean, parseNumber, parseQuantity, UnitError } from '../units'
import type { FilterDefinition } from './filters'
import type { Atom, JsonValue, Measure, Range } from './types'
import { isMeasure, RANGE_OPS } from './types'

export class InvalidValueError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'InvalidValueError'
  }
}

// ISO 8601 as NOMAD reads it: a year, month or day alone, or a date and time with
// optional seconds, fraction and offset; no offset means UTC.
const ISO_DATETIME =
  /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?)?)?$/

/** Epoch milliseconds of an ISO 8601 date or datetime, or of a string of epoch milliseconds. */
export function parseTimestamp(text: string): number | undefined {
  const trimmed = text.trim()
  // Five digits and more are epoch milliseconds (NOMAD's URLs); four are a year.
  if (/^-?\d{5,}$/.test(trimmed)) return Number(trimmed)
  const match = ISO_DATETIME.exec(trimmed)
  if (!match) return undefined
  const [, y, mo = '01', d = '01', h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = match
  const [year, month, day, hour, minute, second] = [y, mo, d, h, mi, s].map(Number)
  const ms = Math.round(Number(`0.${fraction || '0'}`) * 1000)
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59) return undefined
  let offset = 0
  if (zone !== 'Z') {
    const [, sign, oh, om = '00'] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone) ?? []
    if (Number(oh) > 23 || Number(om) > 59) return undefined
    offset = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000
  }
  return Date.UTC(year, month - 1, day, hour, minute, second, ms) - offset
}

const NUMBER_START = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/

/**
 * A number, or a number and a unit (`5.3 eV`). The unit must exist and have the
 * dimension of the quantity's unit; it is kept as written, not converted.
 */
function parseNumeric(definition: FilterDefinition, text: string): number | Measure {
  const trimmed = text.trim()
  const number = NUMBER_START.exec(trimmed)
  const unit = number ? trimmed.slice(number[0].length).trim() : ''
  if (!unit) {
    const value = parseNumber(trimmed)
    if (definition.dtype === 'int' && !Number.isInteger(value)) throw new InvalidValueError(`${trimmed} is not an integer.`)
    return value
  }
  const dimension = dimensionOf(definition.unit ?? 'dimensionless')
  const parsed = parseQuantity(trimmed, { dimension })
  if (parsed.value === undefined) throw new InvalidValueError(`${trimmed} is not a number.`)
  return { value: parsed.value, unit }
}

/**
 * The value of `text` for a filter of `definition`'s dtype. Throws
 * {@link InvalidValueError} (or the unit module's UnitError) when it does not fit.
 */
export function parseAtom(definition: FilterDefinition, text: string): Atom {
  const trimmed = text.trim()
  switch (definition.dtype) {
    case 'string':
      if (!trimmed) throw new InvalidValueError('Empty value.')
      return trimmed
    case 'enum':
      if (definition.enumValues && !definition.enumValues.includes(trimmed)) {
        throw new InvalidValueError(`${trimmed} is not one of the values of ${definition.name}.`)
      }
      return trimmed
    case 'boolean':
      return parseBoolean(trimmed)
    case 'int':
    case 'float':
      return parseNumeric(definition, trimmed)
    case 'timestamp': {
      const time = parseTimestamp(trimmed)
      if (time === undefined) throw new InvalidValueError(`${trimmed} is not a date.`)
      return time
    }
    default:
      throw new InvalidValueError(`${definition.name} takes no values.`)
  }
}

/** Like {@link parseAtom}, but undefined instead of an error. */
export function tryParseAtom(definition: FilterDefinition, text: string): Atom | undefined {
  try {
    return parseAtom(definition, text)
  } catch (error) {
    if (error instanceof InvalidValueError || error instanceof UnitError) return undefined
    throw error
  }
}

/** True if `value` is a value `definition` accepts as it is (a value of the state). */
export function fitsDefinition(definition: FilterDefinition, value: Atom): boolean {
  switch (definition.dtype) {
    case 'string':
      return typeof value === 'string'
    case 'enum':
      return typeof value === 'string' && (!definition.enumValues || definition.enumValues.includes(value))
    case 'boolean':
      return typeof value === 'boolean'
    case 'int':
    case 'float':
    case 'timestamp':
      return (typeof value === 'number' && Number.isFinite(value)) || (definition.dtype !== 'timestamp' && isMeasure(value))
    default:
      return false
  }
}

/** A value as the API takes it: numbers in the quantity's SI unit, timestamps as ISO strings. */
export function apiAtom(definition: FilterDefinition | undefined, value: Atom): JsonValue {
  if (isMeasure(value)) return convert(value.value, value.unit, definition?.unit ?? 'dimensionless')
  if (definition?.dtype === 'timestamp' && typeof value === 'number') return new Date(value).toISOString()
  return value
}

export function apiRange(definition: FilterDefinition | undefined, range: Range): { [op: string]: JsonValue } {
  const result: { [op: string]: JsonValue } = {}
  for (const op of RANGE_OPS) {
    const bound = range[op]
    if (bound !== undefined) result[op] = apiAtom(definition, bound)
  }
  return result
}

/** A value as the URL writes it; {@link parseAtom} reads it back to the same value. */
export function atomText(definition: FilterDefinition | undefined, value: Atom): string {
  if (isMeasure(value)) return `${value.value} ${value.unit}`
  if (definition?.dtype === 'timestamp' && typeof value === 'number') return new Date(value).toISOString()
  return String(value)
}

/** A value read from the API (SI numbers, ISO or epoch-ms times) as the filter state keeps it. */
export function stateAtom(definition: FilterDefinition, raw: unknown): Atom | undefined {
  if (definition.dtype === 'timestamp') {
    if (typeof raw === 'number' && Number.isFinite(raw)) return raw
    return typeof raw === 'string' ? parseTimestamp(raw) : undefined
  }
  if (typeof raw === 'string') return tryParseAtom(definition, raw)
  if (typeof raw === 'number' || typeof raw === 'boolean') return fitsDefinition(definition, raw) ? raw : undefined
  return undefined
}
