// Checking and converting the value of one quantity against its definition. Values are
// kept as the archive gives them — numbers in the schema's unit, not in SI, as NOMAD
// stores them — except where one canonical form is needed to compare them later:
// datetimes become ISO 8601 in UTC, and numbers and booleans given for strings (YAML
// reads `lab_id: 42` as a number) become strings.
import { declaredUnit, isVariable } from '../../../core/metainfo'
import type { Quantity, Shape, TypeDefinition } from '../../../core/metainfo'
import { parseUnit } from '../../../core/units'

type Checked = { value: unknown } | { problem: string }

export interface Conversion {
  /** Absent when nothing usable was left. */
  value?: unknown
  /** What was wrong, relative to the quantity ("expected an integer, got 'abc'"). */
  problems: string[]
}

const isJson = (value: unknown): value is { [key: string]: unknown } =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function describe(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 40 ? `${text.slice(0, 37)}...` : text
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0')

/** NOMAD's form: `2022-05-10T07:20:00+00:00`, microseconds only when there are any. */
function formatUtc(ms: number): string {
  const date = new Date(ms)
  const micro = date.getUTCMilliseconds() ? `.${pad(date.getUTCMilliseconds() * 1000, 6)}` : ''
  return (
    `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}${micro}+00:00`
  )
}

const DATETIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i

/**
 * An ISO 8601 date or date-time (a date alone is midnight; no offset means UTC, as
 * NOMAD assumes), or a number of seconds since 1970, as ISO text in UTC.
 */
export function toIsoDatetime(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? formatUtc(value * 1000) : undefined
  if (typeof value !== 'string') return undefined
  const match = DATETIME.exec(value.trim())
  if (!match) return undefined
  const [, y, mo, d, h = '0', mi = '0', s = '0', fraction = '', zone = 'Z'] = match
  const parts = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)] as const
  const local = Date.UTC(...parts, Math.round(Number(`0${fraction}`) * 1000))
  const check = new Date(local)
  // Date.UTC rolls 31 April over to 1 May; a round trip catches impossible dates.
  if (check.getUTCMonth() !== parts[1] || check.getUTCDate() !== parts[2] || parts[3] > 23 || parts[4] > 59 || parts[5] > 60) return undefined
  const offset = /^z$/i.test(zone) ? 0 : (zone[0] === '-' ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)))
  return formatUtc(local - offset * 60_000)
}

function scalar(type: TypeDefinition, value: unknown): Checked {
  const got = `got ${describe(value)}`
  switch (type.type_kind) {
    case 'python':
    case 'numpy':
      if (type.type_data === 'str') {
        if (typeof value === 'string') return { value }
        if (typeof value === 'number' || typeof value === 'boolean') return { value: String(value) }
        return { problem: `expected a string, ${got}` }
      }
      if (type.type_data === 'bool') return typeof value === 'boolean' ? { value } : { problem: `expected true or false, ${got}` }
      if (type.type_data === 'float' || type.type_data === 'float64') {
        return typeof value === 'number' && Number.isFinite(value) ? { value } : { problem: `expected a number, ${got}` }
      }
      return Number.isInteger(value) ? { value } : { problem: `expected an integer, ${got}` }
    case 'enum': {
      const text = typeof value === 'number' ? String(value) : value
      if (typeof text === 'string' && type.type_data.includes(text)) return { value: text }
      return { problem: `expected one of ${type.type_data.map((v) => `'${v}'`).join(', ')}, ${got}` }
    }
    case 'custom': {
      const iso = toIsoDatetime(value)
      return iso ? { value: iso } : { problem: `expected a date or date-time (ISO 8601), ${got}` }
    }
    case 'reference':
      return typeof value === 'string' && value !== '' ? { value } : { problem: `expected a reference (a path like '#/data/…' or '../upload/raw/…#/data'), ${got}` }
    case 'User':
    case 'Author':
      return typeof value === 'string' || isJson(value) ? { value } : { problem: `expected a user id, ${got}` }
  }
}

/** Checks the nesting of lists against the shape: depth always, lengths where they are fixed numbers. */
function shaped(type: TypeDefinition, dims: Shape, value: unknown): Checked {
  if (dims.length === 0) {
    return Array.isArray(value) ? { problem: `expected a single value, got a list of ${value.length}` } : scalar(type, value)
  }
  if (!Array.isArray(value)) return { problem: `expected a list (shape [${dims.join(', ')}]), got ${describe(value)}` }
  const [dim, ...rest] = dims
  if (typeof dim === 'number' && value.length !== dim) return { problem: `expected ${dim} values, got ${value.length}` }
  const out: unknown[] = []
  for (const [i, item] of value.entries()) {
    const checked = shaped(type, rest, item)
    if ('problem' in checked) return { problem: `item ${i}: ${checked.problem}` }
    out.push(checked.value)
  }
  return { value: out }
}

function unitProblem(quantity: Quantity, unit: unknown): string | undefined {
  if (typeof unit !== 'string') return `m_unit must be a unit expression, got ${describe(unit)}`
  let given
  try {
    given = parseUnit(unit)
  } catch (e) {
    return `m_unit '${unit}' is not a unit (${(e as Error).message})`
  }
  const declared = declaredUnit(quantity)
  if (declared === undefined) return given.dimension === 'dimensionless' ? undefined : `has unit '${unit}', but the quantity has none`
  const expected = parseUnit(declared)
  return expected.dimensionsEqual(given) ? undefined : `unit '${unit}' is a ${given.dimension}, not a ${expected.dimension} like '${declared}'`
}

/** A plain value, or NOMAD's full storage form `{m_value, m_unit, m_attributes}`. */
function stored(quantity: Quantity, raw: unknown): Checked {
  if (!isJson(raw) || !('m_value' in raw)) return shaped(quantity.type, quantity.shape, raw)
  if (raw.m_unit !== undefined) {
    const problem = unitProblem(quantity, raw.m_unit)
    if (problem) return { problem }
  }
  const checked = shaped(quantity.type, quantity.shape, raw.m_value)
  return 'problem' in checked ? checked : { value: { ...raw, m_value: checked.value } }
}

/** `{<name>: {m_value, …}, …}`: how NOMAD writes quantities with attributes, keyed by quantity (or variable) name. */
export function isNamedStorage(raw: unknown): raw is { [name: string]: { m_value: unknown } } {
  const values = isJson(raw) && !('m_value' in raw) ? Object.values(raw) : []
  return values.length > 0 && values.every((v) => isJson(v) && 'm_value' in v)
}

export function convertQuantity(quantity: Quantity, raw: unknown): Conversion {
  const named = isNamedStorage(raw)
  if (named && !isVariable(quantity)) {
    const [name, ...others] = Object.keys(raw)
    if (name !== quantity.name || others.length > 0) return { problems: [`expected one value under the name ${quantity.name}, got ${describe(raw)}`] }
  }
  if (!named && !(isVariable(quantity) && isJson(raw) && !('m_value' in raw))) {
    const checked = stored(quantity, raw)
    return 'problem' in checked ? { problems: [checked.problem] } : { value: checked.value, problems: [] }
  }
  // Named values; a bad one is dropped, the others kept.
  const value: { [name: string]: unknown } = {}
  const problems: string[] = []
  for (const [name, item] of Object.entries(raw)) {
    const checked = stored(quantity, item)
    if ('problem' in checked) problems.push(`${name}: ${checked.problem}`)
    else value[name] = checked.value
  }
  return Object.keys(value).length > 0 ? { value, problems } : { problems }
}
