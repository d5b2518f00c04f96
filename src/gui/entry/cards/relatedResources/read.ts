// What the related resources card reads: the entry's material id (search metadata), and
// of each other entry of that material its name, program or type, formula and upload.
// Entries whose metadata is not readable are left out.
import type { EntriesRequest } from '../../../api'
import type { EntryContext } from '../../entryContext'

/** Spec 3 §8: related resources page 10 (options 10, 50, 100), ordered by id ascending. */
export const PAGE_SIZES = [10, 50, 100] as const
export type PageSize = (typeof PAGE_SIZES)[number]

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

export function materialIdOf(entry: EntryContext): string | undefined {
  const material = entry.metadata.results?.material
  return isRecord(material) ? text(material.material_id) : undefined
}

/** The search request of a page: this material's entries but this one, by entry id. */
export function relatedRequest(materialId: string, entryId: string, pageSize: PageSize): EntriesRequest {
  return {
    owner: 'visible',
    query: { and: [{ 'results.material.material_id': materialId }, { not: { entry_id: entryId } }] },
    pagination: { page_size: pageSize, order_by: 'entry_id', order: 'asc' },
    required: { include: ['entry_id', 'entry_name', 'mainfile', 'upload_id', 'entry_type', 'results.method.simulation.program_name', 'results.material.chemical_formula_reduced'] },
  }
}

export interface RelatedEntry {
  readonly entryId: string
  readonly name: string
  /** The program that computed it, else the entry's type; '' when neither is known. */
  readonly kind: string
  readonly formula: string
  readonly uploadId: string
}

function related(item: unknown): RelatedEntry | undefined {
  if (!isRecord(item)) return undefined
  const entryId = text(item.entry_id)
  if (!entryId) return undefined
  const results = isRecord(item.results) ? item.results : {}
  const method = isRecord(results.method) ? results.method : {}
  const simulation = isRecord(method.simulation) ? method.simulation : {}
  const material = isRecord(results.material) ? results.material : {}
  return {
    entryId,
    name: text(item.entry_name) ?? text(item.mainfile) ?? entryId,
    kind: text(simulation.program_name) ?? text(item.entry_type) ?? '',
    formula: text(material.chemical_formula_reduced) ?? '',
    uploadId: text(item.upload_id) ?? '',
  }
}

/** The entries and total of a search answer; undefined when it is not one. */
export function relatedEntries(response: unknown): { readonly entries: RelatedEntry[]; readonly total: number } | undefined {
  if (!isRecord(response) || !Array.isArray(response.data)) return undefined
  const entries = response.data.flatMap((item) => related(item) ?? [])
  const pagination = isRecord(response.pagination) ? response.pagination : {}
  const total = typeof pagination.total === 'number' ? pagination.total : entries.length
  return { entries, total }
}

/** The path of another entry's page within the route this entry's page is nested in. */
export function entryPath(pathname: string, entryId: string, otherId: string): string {
  const marker = `/entry/id/${entryId}`
  const at = pathname.indexOf(marker)
  const prefix = at < 0 ? '/search/entries' : pathname.slice(0, at)
  return `${prefix}/entry/id/${encodeURIComponent(otherId)}`
}
