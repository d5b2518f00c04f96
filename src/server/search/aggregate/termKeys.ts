// The distinct values of a terms aggregation as bucket numbers, over a keyword column
// (bucket = dictionary code) or a number column (integers over a small range: value −
// min; otherwise the sorted distinct values). Bucket numbers of number columns follow
// value order; keyword codes do not (see keys.sortedCodes).
import type { KeywordColumn, NumberColumn } from '../index/table'
import type { ValueType } from '../request/doc'
import { AggregationFailure } from './failure'
import { compareStrings, formatNumberKey, numberValue, parseNumberKey, sortedCodes } from './keys'
import { countKeywords, Members } from './scan'
import { countNumbers, distinctNumbers, numberRange } from './numberScan'
import type { Counts, ValueRows } from './scan'
import type { NumberBuckets } from './numberScan'

export interface TermKeys {
  counts: Counts
  /** Counts again, keeping the members of the chosen buckets (all when null). */
  collect(chosen: Uint8Array | null, withRows: boolean): Members
  value(bucket: number): string | number | boolean
  /** Ascending value order. */
  compare(a: number, b: number): number
  /** The bucket's value against a cursor text (ascending order); undefined when the text is no value. */
  compareTo(bucket: number, text: string): number | undefined
  /** The bucket's value as a cursor text. */
  cursor(bucket: number): string
  /** Buckets in ascending value order. */
  ascending(): Int32Array
  /** The filter of `include`: a substring, or exact values. */
  includes(include: string | readonly string[], name: string): (bucket: number) => boolean
}

export function keywordKeys(column: KeywordColumn, where: ValueRows): TermKeys {
  const dictionary = column.dictionary
  const counts = countKeywords(column, where)
  return {
    counts,
    collect(chosen, withRows) {
      const members = new Members(counts, chosen, withRows)
      countKeywords(column, where, members)
      return members
    },
    value: (b) => dictionary[b],
    compare: (a, b) => compareStrings(dictionary[a], dictionary[b]),
    compareTo: (b, text) => compareStrings(dictionary[b], text),
    cursor: (b) => dictionary[b],
    ascending: () => sortedCodes(column),
    includes(include) {
      if (typeof include === 'string') return (b) => dictionary[b].includes(include)
      const codes = new Set(include.map((value) => column.codeOf.get(value)))
      return (b) => codes.has(b)
    },
  }
}

// Above this span integers are bucketed through a map of distinct values instead of an
// array indexed by value.
const MAX_DIRECT_SPAN = 1 << 20

export function numberKeys(column: NumberColumn, where: ValueRows, type: ValueType): TermKeys {
  // Booleans are 0 and 1: no range pass needed.
  const range = type === 'bool' ? { min: 0, max: 1, integral: true } : numberRange(column, where, true)
  let n = 0
  let buckets: NumberBuckets = { kind: 'index', base: 0 }
  let keyOf: (b: number) => number = (b) => b
  if (range && range.integral && range.max - range.min < MAX_DIRECT_SPAN) {
    const base = range.min
    n = range.max - range.min + 1
    buckets = { kind: 'index', base }
    keyOf = (b) => base + b
  } else if (range) {
    const values = distinctNumbers(column, where)
    n = values.length
    buckets = { kind: 'map', map: new Map(Array.from(values, (value, b) => [value, b])) }
    keyOf = (b) => values[b]
  }
  const counts = countNumbers(column, where, n, buckets)
  const parse = (text: string) => parseNumberKey(type, text)
  return {
    counts,
    collect(chosen, withRows) {
      const members = new Members(counts, chosen, withRows)
      countNumbers(column, where, n, buckets, members)
      return members
    },
    value: (b) => numberValue(type, keyOf(b)),
    compare: (a, b) => keyOf(a) - keyOf(b),
    compareTo(b, text) {
      const value = parse(text)
      return value === undefined ? undefined : keyOf(b) - value
    },
    cursor: (b) => formatNumberKey(type, keyOf(b)),
    ascending: () => Int32Array.from({ length: n }, (_, b) => b),
    includes(include, name) {
      if (typeof include === 'string') {
        throw AggregationFailure.engine(`Aggregation [${name}] cannot support regular expression style include/exclude settings as they can only be applied to string fields. Use an array of numeric values for include/exclude clauses used to filter numeric fields`)
      }
      const values = new Set(include.map(parse))
      return (b) => values.has(keyOf(b))
    },
  }
}
