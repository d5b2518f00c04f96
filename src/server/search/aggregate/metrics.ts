// Bucket metrics and statistics (reference §2.7): distinct counts (n_entries, n_uploads,
// n_materials, n_authors) and sums (n_quantities, n_calculations) over a group of
// entries. Elasticsearch's cardinality is approximate; these are exact.
import { METRICS } from '../request/aggregations'
import type { Metric } from '../request/aggregations'
import type { SearchIndex } from '../index/searchIndex'
import type { Column } from '../index/table'
import { denseKeywords, denseNumbers } from './dense'

/** Metric name → value; only the metrics asked for. */
export type MetricValues = { [metric: string]: number }

interface Reader {
  metric: Metric
  of(roots: Int32Array): number
}

function cardinality(column: Column): (roots: Int32Array) => number {
  const starts = column.starts.data
  if (column.kind === 'keyword') {
    const items = column.items.data
    // A generation stamp per code instead of a set per group: one array for all groups.
    const stamp = new Int32Array(column.dictionary.length)
    let generation = 0
    const { single } = denseKeywords(column)
    if (single !== null) {
      return (roots) => {
        generation++
        let n = 0
        for (let k = 0; k < roots.length; k++) {
          const code = single[roots[k]]
          if (code >= 0 && stamp[code] !== generation) {
            stamp[code] = generation
            n++
          }
        }
        return n
      }
    }
    return (roots) => {
      generation++
      let n = 0
      for (let k = 0; k < roots.length; k++) {
        const root = roots[k]
        for (let i = starts[root], end = starts[root + 1]; i < end; i++) {
          const code = items[i]
          if (stamp[code] !== generation) {
            stamp[code] = generation
            n++
          }
        }
      }
      return n
    }
  }
  const items = column.items.data
  return (roots) => {
    const seen = new Set<number>()
    for (let k = 0; k < roots.length; k++) {
      for (let i = starts[roots[k]], end = starts[roots[k] + 1]; i < end; i++) seen.add(items[i])
    }
    return seen.size
  }
}

function sum(column: Column): (roots: Int32Array) => number {
  if (column.kind !== 'number') return () => 0
  const starts = column.starts.data
  const items = column.items.data
  const { single } = denseNumbers(column)
  if (single !== null) {
    return (roots) => {
      let total = 0
      for (let k = 0; k < roots.length; k++) {
        const v = single[roots[k]]
        if (v === v) total += v
      }
      return total
    }
  }
  return (roots) => {
    let total = 0
    for (let k = 0; k < roots.length; k++) {
      for (let i = starts[roots[k]], end = starts[roots[k] + 1]; i < end; i++) total += items[i]
    }
    return total
  }
}

/**
 * The metrics of groups of entries (root rows). Metric quantities are entry-level
 * quantities; one that no entry has, or one inside a nested table, counts 0.
 */
export class MetricsReader {
  private readonly readers: Reader[]

  constructor(index: SearchIndex, readonly metrics: readonly Metric[]) {
    this.readers = metrics.map((metric) => {
      // Every matching row is an alive entry with its own id.
      if (metric === 'n_entries') return { metric, of: (roots: Int32Array) => roots.length }
      const { kind, quantity } = METRICS[metric]
      const column = index.column(quantity)
      if (!column || column.table !== index.root) return { metric, of: () => 0 }
      return { metric, of: kind === 'cardinality' ? cardinality(column) : sum(column) }
    })
  }

  get empty(): boolean {
    return this.readers.length === 0
  }

  of(roots: Int32Array): MetricValues {
    const values: MetricValues = {}
    for (const reader of this.readers) values[reader.metric] = reader.of(roots)
    return values
  }

  /** A group without entries (every metric 0). */
  zero(): MetricValues {
    return this.of(new Int32Array(0))
  }
}
