// Test support: generated entry documents, an index over them with replaced and removed
// entries, and brute-force answers computed from the plain documents.
import { searchQuantities } from '../../../core/metainfo'
import { Bits } from '../index/bits'
import { SearchIndex } from '../index/searchIndex'
import type { SearchDocument } from '../index/searchIndex'
import { parseAggregations } from '../request/aggregations'
import type { AggregationRequest } from '../request/aggregations'
import { Problems } from '../request/problems'

export type Doc = SearchDocument

function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const ELEMENTS = ['C', 'H', 'O', 'N', 'Fe', 'Si', 'Cu', 'Ti']
const PROGRAMS = ['VASP', 'FHI-aims', 'exciting', 'Quantum Espresso']
const STRUCTURES = ['bulk', 'surface', '2D', 'molecule / cluster']
const EV = 1.602176634e-19

export function generate(count: number, seed = 7): Doc[] {
  const rand = random(seed)
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]
  const start = Date.UTC(2019, 10, 20)
  return Array.from({ length: count }, (_, i) => {
    const elements = ELEMENTS.filter(() => rand() < 0.3)
    const gaps = Array.from({ length: Math.floor(rand() * 4) }, () => ({
      type: pick(['direct', 'indirect']),
      // Some gaps share a value, some entries have the same gap twice.
      value: Math.round(rand() * 30) / 10 * EV,
    }))
    const authors = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(['alice', 'bob', 'carol', 'dave', 'erin'])))]
    const doc: Doc = {
      entry_id: `entry_${String(i).padStart(4, '0')}`,
      upload_id: `upload_${i % 9}`,
      entry_name: `entry ${i}`,
      upload_create_time: new Date(start + Math.floor(rand() * 500) * 86_400_000 + Math.floor(rand() * 86_400_000)).toISOString(),
      published: rand() < 0.6,
      n_quantities: Math.floor(rand() * 50),
      authors: authors.map((user_id) => ({ user_id, name: user_id.toUpperCase() })),
      results: {
        material: {
          ...(rand() < 0.9 && { material_id: `material_${Math.floor(rand() * 25)}` }),
          ...(elements.length > 0 && { elements, n_elements: elements.length }),
          structural_type: pick(STRUCTURES),
        },
        method: { simulation: { program_name: pick(PROGRAMS) } },
        properties: {
          n_calculations: 1 + Math.floor(rand() * 5),
          ...(gaps.length > 0 && { electronic: { band_gap: gaps } }),
        },
      },
      ...(rand() < 0.3 && { datasets: [{ dataset_id: `ds_${i % 4}`, dataset_name: `Dataset ${i % 4}` }] }),
    }
    return doc
  })
}

/** An index over `docs` where some entries were replaced and some removed, and the documents that are alive. */
export function buildIndex(docs: Doc[]): { index: SearchIndex; alive: Map<string, Doc> } {
  const index = new SearchIndex(searchQuantities())
  const alive = new Map<string, Doc>()
  for (const doc of docs) {
    index.put(doc)
    alive.set(doc.entry_id, doc)
  }
  // Replace every 10th entry with other elements and program, remove every 15th.
  docs.forEach((doc, i) => {
    if (i % 10 === 3) {
      const results = doc.results as { material: Record<string, unknown>; method: { simulation: Record<string, unknown> } }
      const changed: Doc = {
        ...doc,
        results: { ...results, material: { ...results.material, elements: ['Zn'], n_elements: 1 }, method: { simulation: { program_name: 'replaced' } } },
      }
      index.put(changed)
      alive.set(doc.entry_id, changed)
    }
    if (i % 15 === 7) {
      index.remove(doc.entry_id)
      alive.delete(doc.entry_id)
    }
  })
  return { index, alive }
}

/** The root rows of the alive entries `keep` accepts. */
export function rowsWhere(index: SearchIndex, alive: ReadonlyMap<string, Doc>, keep: (doc: Doc) => boolean = () => true): Bits {
  const result = new Bits(index.root.rows)
  const ids = index.column('entry_id')
  if (ids?.kind !== 'keyword') return result
  index.aliveRows().forEach((row) => {
    const doc = alive.get(ids.dictionary[ids.items.data[ids.starts.data[row]]])
    if (doc && keep(doc)) result.set(row)
  })
  return result
}

export function request(index: SearchIndex, raw: Record<string, unknown>): AggregationRequest {
  const problems = new Problems()
  const { aggregations } = parseAggregations({ a: raw }, index.doc, problems)
  if (problems.list.length > 0) throw new Error(JSON.stringify(problems.list))
  return aggregations[0]
}

/** The values at a dotted path, through lists. */
export function valuesAt(value: unknown, path: string): unknown[] {
  let current: unknown[] = [value]
  for (const key of path.split('.')) {
    current = current.flatMap((item) => {
      const next = item && typeof item === 'object' && !Array.isArray(item) ? (item as Record<string, unknown>)[key] : undefined
      return next === undefined || next === null ? [] : Array.isArray(next) ? next : [next]
    })
  }
  return current
}

/** Per document: its nested documents at `nestedPath` (or the document itself), each with its values of `quantity`. */
export function groupsOf(doc: Doc, quantity: string, nestedPath?: string): unknown[][] {
  if (!nestedPath) return [valuesAt(doc, quantity)]
  return valuesAt(doc, nestedPath).map((item) => valuesAt(item, quantity.slice(nestedPath.length + 1)))
}

export interface BruteBucket {
  value: string | number | boolean
  entries: Doc[]
  nested: number
}

/** Buckets by value: the documents with the value and how many nested documents have it. */
export function bruteBuckets(docs: Iterable<Doc>, quantity: string, nestedPath: string | undefined, keyOf: (value: unknown) => string | number | boolean): BruteBucket[] {
  const buckets = new Map<string | number | boolean, BruteBucket>()
  for (const doc of docs) {
    const seen = new Set<string | number | boolean>()
    for (const group of groupsOf(doc, quantity, nestedPath)) {
      const keys = new Set(group.map(keyOf))
      for (const key of keys) {
        let found = buckets.get(key)
        if (!found) buckets.set(key, (found = { value: key, entries: [], nested: 0 }))
        found.nested++
        if (!seen.has(key)) {
          seen.add(key)
          found.entries.push(doc)
        }
      }
    }
  }
  return [...buckets.values()]
}

export function bruteMetrics(docs: readonly Doc[], metrics: readonly string[]): Record<string, number> {
  const distinct = (path: string) => new Set(docs.flatMap((doc) => valuesAt(doc, path))).size
  const sum = (path: string) => docs.reduce((total, doc) => total + valuesAt(doc, path).reduce<number>((s, v) => s + Number(v), 0), 0)
  const all: Record<string, () => number> = {
    n_entries: () => distinct('entry_id'),
    n_uploads: () => distinct('upload_id'),
    n_materials: () => distinct('results.material.material_id'),
    n_authors: () => distinct('authors.user_id'),
    n_quantities: () => sum('n_quantities'),
    n_calculations: () => sum('results.properties.n_calculations'),
  }
  return Object.fromEntries(metrics.map((metric) => [metric, all[metric]()]))
}

export const compareKeys = (a: string | number | boolean, b: string | number | boolean): number =>
  typeof a === 'string' && typeof b === 'string' ? (a < b ? -1 : a > b ? 1 : 0) : Number(a) - Number(b)

/** True when the JSON holds no NaN or infinite number anywhere. */
export function finite(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value)
  if (Array.isArray(value)) return value.every(finite)
  if (value && typeof value === 'object') return Object.values(value).every(finite)
  return true
}
