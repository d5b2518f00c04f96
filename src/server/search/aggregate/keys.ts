// Bucket keys: how values are ordered, answered and written into (and read back from)
// a terms `page_after_value`. Strings order by UTF-16 code units, as the query ranges
// do; numbers numerically. Cursor texts follow what NOMAD makes of Elasticsearch's
// composite keys: strings as they are, integers and dates (epoch ms) as integers,
// floats with a fraction (`5.0`), booleans as `true`/`false`.
import type { KeywordColumn } from '../index/table'
import type { ValueType } from '../request/doc'
import { parseDatetime } from '../request/values'

export const compareStrings = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)

/** What a bucket of a number quantity answers as `value`: booleans as true/false. */
export function numberValue(type: ValueType, value: number): number | boolean {
  return type === 'bool' ? value !== 0 : value
}

export function formatNumberKey(type: ValueType, value: number): string {
  if (type === 'bool') return value !== 0 ? 'true' : 'false'
  if (type === 'float' && Number.isInteger(value)) return `${value}.0`
  return String(value)
}

/** A cursor text as a value of the quantity; undefined when it is none. */
export function parseNumberKey(type: ValueType, text: string): number | undefined {
  const trimmed = text.trim()
  if (type === 'bool') {
    const lower = trimmed.toLowerCase()
    return lower === 'true' || lower === '1' ? 1 : lower === 'false' || lower === '0' ? 0 : undefined
  }
  if (trimmed === '') return undefined
  const number = Number(trimmed)
  if (Number.isFinite(number)) return number
  return type === 'datetime' ? parseDatetime(trimmed) : undefined
}

interface SortedDictionary {
  size: number
  /** Codes in value order. */
  codes: Int32Array
}

const sortedCache = new WeakMap<KeywordColumn, SortedDictionary>()

/**
 * The codes of a keyword column in value order. Dictionaries only grow, so the order is
 * kept until a new value arrives.
 */
export function sortedCodes(column: KeywordColumn): Int32Array {
  const cached = sortedCache.get(column)
  if (cached && cached.size === column.dictionary.length) return cached.codes
  const dictionary = column.dictionary
  const codes = Int32Array.from(dictionary.keys()).sort((a, b) => compareStrings(dictionary[a], dictionary[b]))
  sortedCache.set(column, { size: dictionary.length, codes })
  return codes
}
