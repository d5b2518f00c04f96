// POST /materials/query (reference §1.3): entries grouped by results.material.material_id.
// Material quantities are `results.material.*` without the prefix, entry quantities
// `entries.<name>`, nested under `entries` (one entry must satisfy a group). A material
// is among the results when one of its entries the owner shows the caller satisfies
// each material-level criterion; and / or / not combine at the level of materials.
import type { Caller } from '../../auth'
import { readArchive } from '../../../core/archive'
import { Bits } from '../index/bits'
import type { SearchIndex } from '../index/searchIndex'
import type { Query, SearchRequest } from '../request'
import { applyRequired } from '../request'
import type { Json, SearchResponse, SearchSources } from './entries'
import { evalIn } from './evaluate'
import { facetRows } from './facets'
import { idColumnReader, pageHits } from './hits'
import { ownerRows } from './owner'

const MATERIAL_ID = 'results.material.material_id'
const MATERIAL = 'results.material.'
const ENTRIES = 'entries'

/** A material document name → the entry quantity (or nested path) holding it. */
export function entryName(name: string): string {
  if (name === ENTRIES) return ''
  return name.startsWith(`${ENTRIES}.`) ? name.slice(ENTRIES.length + 1) : `${MATERIAL}${name}`
}

/** The query rewritten over entry quantities, for evaluation on the entries. */
function toEntryQuery(query: Query): Query {
  switch (query.kind) {
    case 'empty':
      return query
    case 'and':
    case 'or':
      return { ...query, queries: query.queries.map(toEntryQuery) }
    case 'not':
    case 'optimade':
      return { ...query, query: toEntryQuery(query.query) }
    case 'nested': {
      const prefix = entryName(query.prefix)
      const inner = toEntryQuery(query.query)
      return prefix === '' ? inner : { kind: 'nested', prefix, query: inner }
    }
    case 'criterion': {
      const target = query.quantity
      if (target.kind === 'dynamic') return { ...query, quantity: { ...target, nestedPath: undefined } }
      return { ...query, quantity: { ...target, quantity: entryName(target.quantity), nestedPath: target.nestedPath && (entryName(target.nestedPath) || undefined) } }
    }
  }
}

interface Grouping {
  /** Material code of each entry row, -1 without one. */
  materialOf: Int32Array
  materials: string[]
}

function grouping(index: SearchIndex): Grouping {
  const column = index.column(MATERIAL_ID)
  const materialOf = new Int32Array(index.root.rows).fill(-1)
  if (column?.kind !== 'keyword') return { materialOf, materials: [] }
  const starts = column.starts.data
  const items = column.items.data
  for (let row = 0; row < index.root.rows; row++) if (starts[row + 1] > starts[row]) materialOf[row] = items[starts[row]]
  return { materialOf, materials: column.dictionary }
}

function toMaterials(entries: Bits, { materialOf, materials }: Grouping): Bits {
  const out = new Bits(materials.length)
  entries.forEach((row) => {
    if (materialOf[row] >= 0) out.set(materialOf[row])
  })
  return out
}

/** The materials (codes) the query matches among those with a visible entry. */
function evalMaterials(index: SearchIndex, query: Query, visible: Bits, groups: Grouping, universe: Bits): Bits {
  switch (query.kind) {
    case 'empty':
      return universe.clone()
    case 'and': {
      let result = universe.clone()
      for (const part of query.queries) result = result.and(evalMaterials(index, part, visible, groups, universe))
      return result
    }
    case 'or': {
      if (query.queries.length === 0) return universe.clone()
      let result = new Bits(universe.size)
      for (const part of query.queries) result = result.or(evalMaterials(index, part, visible, groups, universe))
      return result
    }
    case 'not':
      return universe.clone().andNot(evalMaterials(index, query.query, visible, groups, universe))
    default:
      return toMaterials(evalIn(index, toEntryQuery(query), index.root).and(visible), groups).and(universe)
  }
}

export async function searchMaterials(sources: SearchSources, request: SearchRequest, caller: Caller | undefined): Promise<SearchResponse> {
  const { index } = sources
  index.seal()
  const visible = ownerRows(index, request.owner, caller)
  const groups = grouping(index)
  const universe = toMaterials(visible, groups)
  const matched = evalMaterials(index, request.query, visible, groups, universe)

  // One visible entry stands for its material where a material value is read.
  const representative = new Int32Array(groups.materials.length).fill(-1)
  visible.forEach((row) => {
    const material = groups.materialOf[row]
    if (material >= 0 && representative[material] < 0) representative[material] = row
  })
  const representatives = (materials: Bits) => {
    const rows = new Bits(index.root.rows)
    materials.forEach((material) => rows.set(representative[material]))
    return rows
  }
  const page = pageHits(index, matched, request.pagination, request.cursor, {
    idOf: (material) => groups.materials[material],
    keyOf: (quantity) => {
      const read = idColumnReader(index, entryName(quantity))
      return (material) => read(representative[material])
    },
  })

  const aggregations: Json = {}
  // Aggregations count over one representative entry row per material.
  const rowsFor = facetRows(request.query, representatives(matched), (facet) => representatives(evalMaterials(index, facet, visible, groups, universe)))
  for (const aggregation of request.aggregations) {
    const renamed = 'quantity' in aggregation ? { ...aggregation, quantity: { ...aggregation.quantity, quantity: entryName(aggregation.quantity.quantity) } } : aggregation
    aggregations[aggregation.name] = await sources.aggregate(renamed, rowsFor(aggregation))
  }

  // The page's materials with their visible entries.
  const pageMaterials = new Set(page.rows)
  const entryRows = new Map<number, number[]>()
  visible.forEach((row) => {
    const material = groups.materialOf[row]
    if (!pageMaterials.has(material)) return
    const rows = entryRows.get(material)
    if (rows) rows.push(row)
    else entryRows.set(material, [row])
  })
  const readId = idColumnReader(index, 'entry_id')
  const ids = page.rows.flatMap((material) => (entryRows.get(material) ?? []).map((row) => readId(row) as string))
  const documents = new Map((ids.length ? await sources.documents(ids) : []).map((doc) => [doc.entry_id as string, doc]))
  const data = page.rows.map((material) => {
    const entries = (entryRows.get(material) ?? []).map((row) => documents.get(readId(row) as string)).filter((doc): doc is Json => doc !== undefined)
    return applyRequired(materialDocument(groups.materials[material], entries), request.required)
  })
  return {
    owner: request.echo.owner,
    query: request.echo.query,
    pagination: { ...request.echo.pagination, total: page.total, ...(page.next !== undefined && { next_page_after_value: page.next }) },
    ...(request.echo.required && { required: request.echo.required as Json }),
    ...(request.aggregations.length > 0 && { aggregations }),
    data,
  }
}

/** The material's fields (from its first entry) and a summary of each of its entries. */
function materialDocument(materialId: string, entries: Json[]): Json {
  return {
    ...readArchive(entries[0])?.child('results.material')?.section,
    material_id: materialId,
    entries: entries.map((entry) => {
      const entryResults = readArchive(entry.results)?.section ?? {}
      const properties = readArchive(entryResults.properties)?.section ?? {}
      return {
        entry_id: entry.entry_id,
        upload_id: entry.upload_id,
        mainfile: entry.mainfile,
        entry_name: entry.entry_name,
        entry_type: entry.entry_type,
        published: entry.published,
        with_embargo: entry.with_embargo,
        results: {
          ...(entryResults.method !== undefined && { method: entryResults.method }),
          properties: { available_properties: properties.available_properties ?? [] },
        },
      }
    }),
  }
}
