// What the material page shows, read from one answer of POST entries/query narrowed to the
// material (its entries carry results.material; the properties come as a terms
// aggregation) and from one entry's archive (the structure). Pure: the page draws these.
import type { JsonObject, JsonValue } from '../../core/archive'
import type { AtomicStructure } from '../../core/chemistry'
import { fromResultsStructure } from '../../core/structures'
import type { ArchiveRequired, EntriesAggregationRequest } from '../api'

export const MATERIAL_ENTRIES_PAGE_SIZE = 20
export const PROPERTIES_AGGREGATION = 'available_properties'
const PROPERTIES_QUANTITY = 'results.properties.available_properties'

/** The one request of the page: the newest 20 entries of the material and its properties. */
export function materialRequest(materialId: string): EntriesAggregationRequest {
  return {
    owner: 'visible',
    query: { 'results.material.material_id': materialId },
    pagination: { page_size: MATERIAL_ENTRIES_PAGE_SIZE, order_by: 'upload_create_time', order: 'desc' },
    required: {
      include: [
        'entry_id', 'upload_id', 'entry_name', 'mainfile', 'upload_create_time', 'entry_type', 'parser_name',
        'results.material', 'results.method.method_name', 'results.method.simulation.program_name',
        'results.properties.available_properties',
      ],
    },
    aggregations: { [PROPERTIES_AGGREGATION]: { terms: { quantity: PROPERTIES_QUANTITY, size: 100 } } },
  }
}

/** The cells an entry's results hold, the conventional one first (NOMAD's encyclopedia shows it). */
export const STRUCTURE_REQUIRED: ArchiveRequired = { results: { properties: { structures: '*' } } }
const STRUCTURE_ORDER = ['structure_conventional', 'structure_primitive', 'structure_original'] as const

export interface MaterialSymmetry {
  readonly crystalSystem?: string
  readonly spaceGroupSymbol?: string
  readonly spaceGroupNumber?: number
  readonly bravaisLattice?: string
  readonly pointGroup?: string
  readonly structureName?: string
}

export interface MaterialEntryRow {
  readonly entryId: string
  readonly uploadId?: string
  readonly name: string
  readonly mainfile?: string
  readonly method?: string
  readonly program?: string
  readonly uploadTime?: string
}

export interface MaterialPageData {
  readonly materialId: string
  /** chemical_formula_reduced, else the Hill formula, else the material id. */
  readonly title: string
  readonly formulas: { readonly hill?: string; readonly reduced?: string; readonly iupac?: string; readonly anonymous?: string }
  readonly structuralType?: string
  readonly elements: readonly string[]
  readonly symmetry?: MaterialSymmetry
  /** Properties available across the material's entries, with their entry counts. */
  readonly properties: readonly { readonly name: string; readonly count: number }[]
  readonly entries: readonly MaterialEntryRow[]
  readonly total: number
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: JsonValue | undefined): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined)
const integer = (value: JsonValue | undefined): number | undefined => (typeof value === 'number' && Number.isInteger(value) ? value : undefined)
const at = (value: JsonValue | undefined, ...path: string[]): JsonValue | undefined =>
  path.reduce<JsonValue | undefined>((node, key) => (isObject(node) ? node[key] : undefined), value)

/** Only the keys whose values are present (exactOptionalPropertyTypes). */
function defined<T extends object>(values: { [K in keyof T]: T[K] | undefined }): T {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as T
}

function readSymmetry(value: JsonValue | undefined): MaterialSymmetry | undefined {
  if (!isObject(value)) return undefined
  const symmetry = defined<MaterialSymmetry>({
    crystalSystem: text(value.crystal_system),
    spaceGroupSymbol: text(value.space_group_symbol),
    spaceGroupNumber: integer(value.space_group_number),
    bravaisLattice: text(value.bravais_lattice),
    pointGroup: text(value.point_group),
    structureName: text(value.structure_name),
  })
  return Object.keys(symmetry).length ? symmetry : undefined
}

function readProperties(aggregations: JsonValue | undefined): MaterialPageData['properties'] {
  const data = at(aggregations, PROPERTIES_AGGREGATION, 'terms', 'data')
  if (!Array.isArray(data)) return []
  return data.flatMap((bucket) => {
    const name = isObject(bucket) ? text(bucket.value) : undefined
    const count = isObject(bucket) ? integer(bucket.count) : undefined
    return name !== undefined && count !== undefined && count > 0 ? [{ name, count }] : []
  })
}

function readEntry(entry: JsonObject): MaterialEntryRow | undefined {
  const entryId = text(entry.entry_id)
  if (!entryId) return undefined
  const mainfile = text(entry.mainfile)
  return defined<MaterialEntryRow>({
    entryId,
    uploadId: text(entry.upload_id),
    name: text(entry.entry_name) ?? mainfile ?? entryId,
    mainfile,
    method: text(at(entry, 'results', 'method', 'method_name')),
    program: text(at(entry, 'results', 'method', 'simulation', 'program_name')),
    uploadTime: text(entry.upload_create_time),
  })
}

/** The answer as read: an EntriesAggregationResponse, checked here rather than trusted. */
export interface MaterialAnswer {
  readonly pagination?: unknown
  readonly data?: unknown
  readonly aggregations?: JsonObject
}

/** The page's data; undefined when no visible entry has the material (it does not exist). */
export function readMaterialPage(materialId: string, response: MaterialAnswer): MaterialPageData | undefined {
  const data: readonly unknown[] = Array.isArray(response.data) ? response.data : []
  const entries = data.filter(isObject)
  // The material of the first entry that has one: all its entries share the material id.
  const material = entries.map((entry) => at(entry, 'results', 'material')).find(isObject)
  const total = isObject(response.pagination) ? integer(response.pagination.total) ?? entries.length : entries.length
  if (!entries.length || total === 0) return undefined
  const elements = Array.isArray(material?.elements) ? material.elements.filter((value): value is string => typeof value === 'string') : []
  const formulas = defined<MaterialPageData['formulas']>({
    hill: text(material?.chemical_formula_hill),
    reduced: text(material?.chemical_formula_reduced),
    iupac: text(material?.chemical_formula_iupac),
    anonymous: text(material?.chemical_formula_anonymous),
  })
  return defined<MaterialPageData>({
    materialId,
    // The reduced formula names the material whatever cell an entry used (Si, not Si2 or Si8).
    title: formulas.reduced ?? formulas.hill ?? materialId,
    formulas,
    structuralType: text(material?.structural_type),
    elements,
    symmetry: readSymmetry(material?.symmetry),
    properties: readProperties(response.aggregations),
    entries: entries.flatMap((entry) => readEntry(entry) ?? []),
    total,
  })
}

/** The representative structure: the conventional cell of the archive's results, else another cell. */
export function readStructure(archive: JsonValue | undefined): AtomicStructure | undefined {
  const structures = at(archive, 'results', 'properties', 'structures')
  for (const key of STRUCTURE_ORDER) {
    const structure = isObject(structures) ? fromResultsStructure(structures[key]) : undefined
    if (structure && structure.labels.length > 0) return structure
  }
  return undefined
}

/** A property name as a reader sees it: 'electronic.band_structure_electronic.band_gap' → 'band gap'.
 * Suffixes stay ('dos_electronic_new' is another property than 'dos_electronic'). */
export function propertyLabel(name: string): string {
  const last = name.split('.').pop() ?? name
  return last.replace(/_/g, ' ')
}
