// Derives the search quantities (reference §6.1) from the definitions: the artifact the
// GUI builds filters and menus from, and the list the query compiler validates names
// against. Nothing here is configured by hand; annotate the definitions instead.
import { rootSection } from './archive'
import { serializeType } from './definitions'
import type { Quantity, QuantityType, Section, Shape } from './definitions'
import { referencedSection } from './resolve'
import type { SIUnit } from './units'

/**
 * One search quantity, or (without `type`) one section that groups search quantities.
 * False and empty flags are left out to keep the artifact small, except `nested` and
 * `repeats` of section records, which readers look at to build nested filters.
 */
export interface SearchQuantityRecord {
  name: string
  description: string
  type?: QuantityType
  shape?: Shape
  unit?: SIUnit
  aggregatable?: boolean
  suggestion?: boolean
  /** Lies inside (quantities) or is (sections) a repeating sub-section. */
  repeats?: boolean
  /** Section records: instances are matched as separate nested documents. */
  nested?: boolean
  /** Comes from a custom schema and is stored in `search_quantities`. */
  dynamic?: boolean
  /** Dynamic quantities: the qualified name of the schema section. */
  schema?: string
}

export function isSectionRecord(record: SearchQuantityRecord): boolean {
  return record.type === undefined
}

/**
 * Entry metadata is searched at the top level (`entry_id`, `authors.name`), results
 * under their archive path. Other parts of the archive (run, data, workflow) are not
 * indexed: results summarise them, and schema data has its dynamic quantities.
 */
const SEARCH_ROOTS: readonly { subSection: string; prefix: string }[] = [
  { subSection: 'metadata', prefix: '' },
  { subSection: 'results', prefix: 'results.' },
]

function quantityRecord(q: Quantity, repeats: boolean): SearchQuantityRecord {
  return {
    name: q.name,
    description: q.description,
    type: serializeType(q.type),
    ...(q.shape.length > 0 && { shape: [...q.shape] }),
    ...(q.unit !== undefined && { unit: q.unit }),
    ...(q.aggregatable && { aggregatable: true }),
    ...(q.suggestion && { suggestion: true }),
    ...(repeats && { repeats: true }),
  }
}

class Collector {
  readonly records = new Map<string, SearchQuantityRecord>()

  add(path: string, record: SearchQuantityRecord) {
    if (this.records.has(path)) throw new Error(`Two search quantities are named ${path}.`)
    this.records.set(path, record)
  }

  section(section: Section, prefix: string, repeats: boolean, ancestors: readonly Section[]) {
    for (const q of section.quantities) {
      if (!q.searchable) continue
      const path = prefix + q.name
      const target = referencedSection(q.type)
      if (!target) {
        this.add(path, quantityRecord(q, repeats))
        continue
      }
      // A reference is resolved one level deep, as when the entry is indexed: a list of
      // users behaves like a repeating sub-section of users.
      const many = repeats || q.shape.length > 0
      for (const tq of target.quantities) {
        if (tq.searchable && !referencedSection(tq.type)) this.add(`${path}.${tq.name}`, quantityRecord(tq, many))
      }
    }
    for (const s of section.subSections) {
      const path = prefix + s.name
      const target = s.section
      this.add(path, {
        name: s.name,
        description: s.description ?? target.description,
        nested: target.nested,
        repeats: s.repeats,
      })
      // A section that contains itself is described once, not unrolled forever.
      if (ancestors.includes(target)) continue
      this.section(target, `${path}.`, repeats || s.repeats, [...ancestors, target])
    }
  }
}

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/** All static search quantities keyed by full dotted name, in sorted key order. */
export function searchQuantities(): Record<string, SearchQuantityRecord> {
  const collector = new Collector()
  for (const { subSection, prefix } of SEARCH_ROOTS) {
    const root = rootSection.subSections.find((s) => s.name === subSection)
    if (!root) throw new Error(`The archive root has no ${subSection} sub-section.`)
    collector.section(root.section, prefix, root.repeats, [root.section])
  }
  const keys = [...collector.records.keys()].sort(byCodeUnits)
  return Object.fromEntries(keys.map((key) => [key, collector.records.get(key) as SearchQuantityRecord]))
}
