// Zone maps of the number columns of the root table with one value per row: the
// smallest and largest value of every block of rows, and whether all its values are
// integers. The range of the matching values (what histograms with `buckets`, auto date
// histograms, min_max and terms on numbers ask first) is then found by visiting zones in
// order of their minimum (maximum) and stopping at the first zone that cannot hold a
// smaller (larger) matching value: with most rows matching, a few zones instead of a
// pass over every row.
//
// Kept up to date lazily like dense.ts: rows are only appended.
import type { NumberColumn } from '../index/table'
import { denseNumbers } from './dense'

/** Rows per zone: 32 words of a Bits. */
export const ZONE_ROWS = 1024

interface Zones {
  rows: number
  min: Float64Array
  max: Float64Array
  /** 1 when every value of the zone is an integer. */
  integral: Uint8Array
  /** Zones by ascending minimum, and by descending maximum (zones without values last). */
  byMin: Int32Array
  byMax: Int32Array
}

const states = new WeakMap<NumberColumn, Zones>()

function zonesOf(column: NumberColumn, single: Float64Array, rows: number): Zones {
  let zones = states.get(column)
  const count = Math.ceil(rows / ZONE_ROWS)
  if (!zones || zones.min.length < count) {
    const capacity = Math.max(count, (zones?.min.length ?? 0) * 2, 16)
    const grown: Zones = {
      rows: zones?.rows ?? 0, min: new Float64Array(capacity), max: new Float64Array(capacity), integral: new Uint8Array(capacity),
      byMin: new Int32Array(0), byMax: new Int32Array(0),
    }
    if (zones) {
      grown.min.set(zones.min)
      grown.max.set(zones.max)
      grown.integral.set(zones.integral)
    }
    zones = grown
    states.set(column, zones)
  }
  if (zones.rows >= rows) return zones
  // The last zone may have been partial: it is computed again whole.
  for (let zone = Math.floor(zones.rows / ZONE_ROWS); zone < count; zone++) {
    let min = Infinity
    let max = -Infinity
    let integral = 1
    for (let row = zone * ZONE_ROWS, end = Math.min(row + ZONE_ROWS, rows); row < end; row++) {
      const v = single[row]
      if (v !== v) continue
      if (v < min) min = v
      if (v > max) max = v
      if (integral && v !== Math.floor(v)) integral = 0
    }
    zones.min[zone] = min
    zones.max[zone] = max
    zones.integral[zone] = integral
  }
  zones.rows = rows
  const order = Int32Array.from({ length: count }, (_, zone) => zone)
  zones.byMin = order.slice().sort((a, b) => zones.min[a] - zones.min[b] || a - b)
  zones.byMax = order.sort((a, b) => zones.max[b] - zones.max[a] || a - b)
  return zones
}

export interface ZoneRange {
  min: number
  max: number
  integral: boolean
}

/**
 * Smallest and largest value of the matching rows of a root column with one value per
 * row, and (with `checkIntegral`) whether they are all integers; undefined when the
 * column has several values in a row (the caller passes over the rows instead).
 * `min > max` when no matching row has a value.
 */
export function zoneRange(column: NumberColumn, words: Uint32Array, rows: number, checkIntegral = false): ZoneRange | undefined {
  const { single } = denseNumbers(column)
  if (single === null || column.table.path !== '') return undefined
  const zones = zonesOf(column, single, rows)
  const rowsOf = (zone: number): [number, number] => [zone * ZONE_ROWS, Math.min(zone * ZONE_ROWS + ZONE_ROWS, rows)]
  let min = Infinity
  for (const zone of zones.byMin) {
    if (!(zones.min[zone] < min)) break
    min = extreme(single, words, ...rowsOf(zone), min, 1)
  }
  let max = -Infinity
  for (const zone of zones.byMax) {
    if (!(zones.max[zone] > max)) break
    max = -extreme(single, words, ...rowsOf(zone), -max, -1)
  }
  const matching = (row: number) => (words[row >>> 5] & (1 << (row & 31))) !== 0
  let integral = true
  if (checkIntegral && min <= max) {
    search: for (let zone = 0; zone < zones.byMin.length; zone++) {
      if (zones.integral[zone]) continue
      const [from, to] = rowsOf(zone)
      for (let row = from; row < to; row++) {
        const v = single[row]
        if (matching(row) && v === v && v !== Math.floor(v)) {
          integral = false
          break search
        }
      }
    }
  }
  return { min, max, integral }
}

/** The smallest of `best` and sign × value of the matching rows from..to (sign −1: largest, negated). */
function extreme(single: Float64Array, words: Uint32Array, from: number, to: number, best: number, sign: 1 | -1): number {
  for (let row = from; row < to; row++) {
    const word = words[row >>> 5]
    if (word === 0) {
      row |= 31
      continue
    }
    if ((word & (1 << (row & 31))) === 0) continue
    const v = sign * single[row]
    if (v < best) best = v
  }
  return best
}
