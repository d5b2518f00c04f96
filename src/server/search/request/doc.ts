// The searchable document of a resource: which names a query, an order_by, a required
// list or an aggregation may use, what type their values have, and which paths are
// nested documents. Built from the search-quantity records (core/metainfo) once per
// records object and resource.
//
// Three kinds of names resolve to a quantity:
// - static search quantities (`results.material.elements`, `authors.name`);
// - text variants of a few of them that NOMAD indexes as extra search-engine fields
//   (`entry_name.prefix`, `mainfile.path`, `authors.name.text`), matched by prefix,
//   path segments or words instead of exactly;
// - dynamic quantities of schema data, `<path>#<schema>` (spec 2 §3.7), stored by the
//   ELN normaliser as `search_quantities` items `{id: <path>#<schema>, <type>_value}`.
//   Built-in schemas give the quantity's type; uploaded (YAML) schemas are unknown here,
//   so their names carry it: `data.count#entry_id:….Sample#int`.
import { builtInSection, isSectionRecord } from '../../../core/metainfo'
import type { Quantity, SearchQuantityRecord, Section } from '../../../core/metainfo'

export type Resource = 'entries' | 'materials'
export type ValueType = 'str' | 'enum' | 'int' | 'float' | 'bool' | 'datetime'
/** exact: keyword equality; prefix: the words in order, the last one may be incomplete; words: full text; path: `/`-separated path segments. */
export type MatchMode = 'exact' | 'prefix' | 'words' | 'path'
export type DynamicField = 'str_value' | 'int_value' | 'float_value' | 'bool_value' | 'datetime_value'

interface TargetBase {
  /** The name as the query language writes it (materials: without `results.material.`). */
  name: string
  valueType: ValueType
  enumValues?: readonly string[]
  /** The SI unit values are stored in; query values with a unit are converted to it. */
  unit?: string
  /** Several values per document: a list quantity, or one inside repeating sections. */
  many: boolean
  /** Several values per nested document (per document when not nested). */
  manyInNestedDoc: boolean
  match: MatchMode
  /** The innermost nested path the quantity lies in. */
  nestedPath?: string
}

export interface StaticTarget extends TargetBase {
  kind: 'static'
  /** The search quantity holding the values: the name itself, or the base of a text variant. */
  quantity: string
  record: SearchQuantityRecord
}

export interface DynamicTarget extends TargetBase {
  kind: 'dynamic'
  /** `search_quantities.id` of the values: the name without a type suffix. */
  id: string
  /** The `search_quantities` field the values are in. */
  field: DynamicField
}

export type QuantityTarget = StaticTarget | DynamicTarget

export interface SearchDoc {
  resource: Resource
  /** What NOMAD calls the document type in messages: `<name> is not a doc quantity`. */
  label: 'doc' | 'material'
  idField: 'entry_id' | 'material_id'
  /** Static quantities (not sections) by name. */
  quantities: ReadonlyMap<string, SearchQuantityRecord>
  /** Section paths (`results.material`, `authors`); valid in `required`. */
  sections: ReadonlySet<string>
  /** Paths indexed as nested documents, shortest first. */
  nestedPaths: readonly string[]
  resolve(name: string): QuantityTarget | undefined
  /** NOMAD's message for a name that is not a quantity of this document. */
  unknown(name: string): string
}

/** NOMAD's search-engine variants of a few quantities (reference §6.2). */
const VARIANTS: readonly { suffix: string; match: MatchMode; bases: readonly string[] }[] = [
  // mainfile.prefix is ours: the section-select dialog finds Si.cif from 'Si.c'.
  { suffix: 'prefix', match: 'prefix', bases: ['entry_name', 'mainfile'] },
  { suffix: 'path', match: 'path', bases: ['mainfile', 'files', 'quantities'] },
  { suffix: 'text', match: 'words', bases: ['authors.name', 'writers.name', 'viewers.name', 'main_author.name'] },
]

const DYNAMIC_TYPES: Readonly<Record<string, { field: DynamicField; valueType: ValueType }>> = {
  str: { field: 'str_value', valueType: 'str' },
  int: { field: 'int_value', valueType: 'int' },
  float: { field: 'float_value', valueType: 'float' },
  bool: { field: 'bool_value', valueType: 'bool' },
  datetime: { field: 'datetime_value', valueType: 'datetime' },
}

const DYNAMIC_NAME = /^(data(?:\.[A-Za-z_]\w*)+)#([^#]+?)(?:#(str|int|float|bool|datetime))?$/

export function valueTypeOf(type: SearchQuantityRecord['type'] | Quantity['type']): ValueType | undefined {
  switch (type?.type_kind) {
    case 'enum':
      return 'enum'
    case 'custom':
      return 'datetime'
    case 'python':
    case 'numpy':
      if (type.type_data === 'str') return 'str'
      if (type.type_data === 'bool') return 'bool'
      return type.type_data === 'float' || type.type_data === 'float64' ? 'float' : 'int'
    default:
      return undefined
  }
}

const enumValuesOf = (type: SearchQuantityRecord['type'] | Quantity['type']) =>
  type?.type_kind === 'enum' ? type.type_data : undefined

function innermost(nestedPaths: readonly string[], name: string): string | undefined {
  let found: string | undefined
  for (const path of nestedPaths) if (name.startsWith(`${path}.`)) found = path
  return found
}

/** True if a section strictly between `above` (or the root) and `name` repeats. */
function repeatsBetween(records: ReadonlyMap<string, SearchQuantityRecord>, above: string | undefined, name: string): boolean {
  const segments = name.split('.')
  for (let i = 1; i < segments.length; i++) {
    const path = segments.slice(0, i).join('.')
    if (above !== undefined && !path.startsWith(`${above}.`)) continue
    if (records.get(path)?.repeats) return true
  }
  return false
}

function staticTarget(
  name: string,
  quantity: string,
  record: SearchQuantityRecord,
  match: MatchMode | undefined,
  { nestedPaths, records }: { nestedPaths: readonly string[]; records: ReadonlyMap<string, SearchQuantityRecord> },
): StaticTarget | undefined {
  const valueType = valueTypeOf(record.type)
  if (!valueType) return undefined
  const enumValues = enumValuesOf(record.type)
  const nestedPath = innermost(nestedPaths, quantity)
  const list = (record.shape?.length ?? 0) > 0
  return {
    kind: 'static',
    name,
    quantity,
    record,
    valueType,
    ...(enumValues && { enumValues }),
    ...(record.unit !== undefined && { unit: record.unit }),
    many: list || repeatsBetween(records, undefined, quantity),
    manyInNestedDoc: list || repeatsBetween(records, nestedPath, quantity),
    match: match ?? (valueType === 'str' && !record.aggregatable ? 'words' : 'exact'),
    ...(nestedPath && { nestedPath }),
  }
}

/** The quantity at `path` (below `data`) of a built-in schema section. */
function schemaQuantity(section: Section, path: readonly string[]): Quantity | undefined {
  let current = section
  for (const [index, segment] of path.entries()) {
    if (index === path.length - 1) return current.quantities.find((q) => q.name === segment)
    const sub = current.subSections.find((s) => s.name === segment)
    if (!sub) return undefined
    current = sub.section
  }
  return undefined
}

function dynamicTarget(name: string): DynamicTarget | undefined {
  const match = DYNAMIC_NAME.exec(name)
  if (!match) return undefined
  const [, path, schema, suffix] = match
  const id = `${path}#${schema}`
  if (suffix) return { kind: 'dynamic', name, id, ...DYNAMIC_TYPES[suffix], many: false, manyInNestedDoc: false, match: 'exact' }
  const section = builtInSection(schema)
  const quantity = section && schemaQuantity(section, path.split('.').slice(1))
  const valueType = quantity && valueTypeOf(quantity.type)
  if (!quantity || !valueType || quantity.shape.length > 1) return undefined
  const enumValues = enumValuesOf(quantity.type)
  const field = DYNAMIC_TYPES[valueType === 'enum' ? 'str' : valueType].field
  return {
    kind: 'dynamic',
    name,
    id,
    field,
    valueType,
    ...(enumValues && { enumValues }),
    ...(quantity.unit !== undefined && { unit: quantity.unit }),
    many: quantity.shape.length > 0,
    manyInNestedDoc: false,
    match: 'exact',
  }
}

interface DocParts {
  resource: Resource
  records: ReadonlyMap<string, SearchQuantityRecord>
  entryPrefix: string
}

function buildDoc({ resource, records, entryPrefix }: DocParts): SearchDoc {
  const quantities = new Map<string, SearchQuantityRecord>()
  const sections = new Set<string>()
  for (const [name, record] of records) {
    if (isSectionRecord(record)) sections.add(name)
    else quantities.set(name, record)
  }
  const nestedPaths = [...sections].filter((name) => records.get(name)?.nested).sort((a, b) => a.length - b.length || (a < b ? -1 : 1))
  const label = resource === 'entries' ? 'doc' : 'material'
  const context = { nestedPaths, records }

  const resolve = (name: string): QuantityTarget | undefined => {
    const record = quantities.get(name)
    if (record) return staticTarget(name, name, record, undefined, context)
    for (const variant of VARIANTS) {
      const base = name.slice(0, -variant.suffix.length - 1)
      if (!name.endsWith(`.${variant.suffix}`) || !variant.bases.some((b) => `${entryPrefix}${b}` === base)) continue
      const baseRecord = quantities.get(base)
      if (baseRecord) return staticTarget(name, base, baseRecord, variant.match, context)
    }
    if (name.startsWith(entryPrefix) && name.includes('#')) {
      const target = dynamicTarget(name.slice(entryPrefix.length))
      return target && { ...target, name, ...(entryPrefix && { nestedPath: 'entries' }) }
    }
    return undefined
  }

  const unknown = (name: string) =>
    resource === 'materials' && name.startsWith('entries') ? `${name} is not a material_entry quantity` : `${name} is not a ${label} quantity`

  return {
    resource,
    label,
    idField: resource === 'entries' ? 'entry_id' : 'material_id',
    quantities,
    sections,
    nestedPaths,
    resolve,
    unknown,
  }
}

const MATERIAL = 'results.material.'

/**
 * Materials documents hold `results.material.*` without that prefix and the entries of
 * the material, nested under `entries` with their full entry quantity names (§1.3).
 */
function materialRecords(records: Readonly<Record<string, SearchQuantityRecord>>): Map<string, SearchQuantityRecord> {
  const result = new Map<string, SearchQuantityRecord>()
  for (const [name, record] of Object.entries(records)) {
    if (name.startsWith(MATERIAL)) result.set(name.slice(MATERIAL.length), record)
  }
  result.set('entries', { name: 'entries', description: 'The entries of the material.', nested: true, repeats: true })
  for (const [name, record] of Object.entries(records)) result.set(`entries.${name}`, record)
  return result
}

const cache = new WeakMap<object, Map<Resource, SearchDoc>>()

export function searchDoc(resource: Resource, records: Readonly<Record<string, SearchQuantityRecord>>): SearchDoc {
  let byResource = cache.get(records)
  if (!byResource) cache.set(records, (byResource = new Map()))
  let doc = byResource.get(resource)
  if (!doc) {
    doc = resource === 'entries'
      ? buildDoc({ resource, records: new Map(Object.entries(records)), entryPrefix: '' })
      : buildDoc({ resource, records: materialRecords(records), entryPrefix: 'entries.' })
    byResource.set(resource, doc)
  }
  return doc
}
