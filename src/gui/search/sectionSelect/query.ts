// What the section-select dialog searches for (spec 2 §2.5, §3.9, §6, §7 row "search
// dialog", §9): its locked filters as a filter state, the request body, and the query
// edit result handed back on OK. Pure.
import type { FilterState, FilterValue, QueryMode } from '../../../core/search'
import type { JsonObject, JsonValue, SearchPagination, SearchRequestBody } from '../context'

export type SectionSelectScope = 'all' | 'mine' | 'others' | 'upload'
export const SECTION_SELECT_SCOPES: readonly SectionSelectScope[] = ['all', 'mine', 'others', 'upload']

export interface SectionSelectSettings {
  scope: SectionSelectScope
  published: boolean
  unpublished: boolean
  /** The search text; empty for no text criterion. */
  text: string
}

export const DEFAULT_SETTINGS: SectionSelectSettings = { scope: 'all', published: true, unpublished: true, text: '' }

/** Who is choosing, and from where: what "Only mine", "Only from others" and "Only this upload" refer to. */
export interface SectionSelectContext {
  userId?: string
  uploadId?: string
}

export const PAGE_SIZE = 100
export const PAGINATION: SearchPagination = { page_size: PAGE_SIZE, order_by: 'upload_create_time', order: 'desc' }
/** The heavy parts of an entry the table never shows. */
export const EXCLUDED_FIELDS = ['quantities', 'sections', 'files']

/** Whether a scope can be used: the user-bound ones need a login, "Only this upload" an upload. */
export function scopeAvailable(scope: SectionSelectScope, { userId, uploadId }: SectionSelectContext): boolean {
  if (scope === 'mine' || scope === 'others') return Boolean(userId)
  if (scope === 'upload') return Boolean(uploadId)
  return true
}

/**
 * The dialog's locked filters as a filter state (spec 3.7 shape): processed entries
 * always; "Only mine" is visibility user; "Only from others" is main_author.user_id
 * with query mode none; "Only this upload" the upload's id; one of published and
 * unpublished narrows `published`. A scope that cannot apply (no login, no upload)
 * adds nothing.
 */
export function sectionSelectFilters(settings: SectionSelectSettings, context: SectionSelectContext): FilterState {
  const values: Record<string, FilterValue> = { processed: true }
  const queryModes: Record<string, QueryMode> = {}
  if (scopeAvailable(settings.scope, context)) {
    if (settings.scope === 'mine') values.visibility = 'user'
    if (settings.scope === 'others' && context.userId) {
      values['main_author.user_id'] = [context.userId]
      queryModes['main_author.user_id'] = 'none'
    }
    if (settings.scope === 'upload' && context.uploadId) values.upload_id = context.uploadId
  }
  if (settings.published !== settings.unpublished) values.published = settings.published
  return Object.keys(queryModes).length > 0 ? { values, queryModes } : { values }
}

/** False when neither published nor unpublished is ticked: nothing can match. */
export const canMatch = (settings: SectionSelectSettings) => settings.published || settings.unpublished

/** The filter state as API criteria: sets with their mode suffix, visibility as the owner. */
function criteriaOf(filters: FilterState): { owner: string; criteria: JsonObject } {
  const criteria: JsonObject = {}
  let owner = 'visible'
  for (const [name, value] of Object.entries(filters.values)) {
    if (name === 'visibility') owner = String(value)
    else if (Array.isArray(value)) criteria[`${name}:${filters.queryModes?.[name] ?? 'any'}`] = [...(value as JsonValue[])]
    else criteria[name] = value as JsonValue
  }
  return { owner, criteria }
}

/**
 * `{owner, query}`: the locked filters, and with a search text also an or of
 * entry_name, mainfile (both `:any`) and entry_id equal to it (spec 2 §7), and of
 * entry names and mainfiles with words starting as typed (`entry_name.prefix`,
 * `mainfile.prefix`): 'Si.c' finds Si.cif, 'structures/Na' structures/NaCl.cif.
 */
export function sectionSelectQuery(filters: FilterState, text: string): { owner: string; query: JsonObject } {
  const { owner, criteria } = criteriaOf(filters)
  const term = text.trim()
  if (!term) return { owner, query: criteria }
  const textQuery: JsonObject = {
    or: [{ 'entry_name:any': [term] }, { 'mainfile:any': [term] }, { entry_id: term }, { 'entry_name.prefix': term }, { 'mainfile.prefix': term }],
  }
  return { owner, query: { and: [criteria, textQuery] } }
}

export function sectionSelectRequest(settings: SectionSelectSettings, context: SectionSelectContext): SearchRequestBody {
  const { owner, query } = sectionSelectQuery(sectionSelectFilters(settings, context), settings.text)
  return { owner, query, pagination: PAGINATION, required: { exclude: EXCLUDED_FIELDS }, aggregations: {} }
}

/** The chosen entry (spec 3.9 "data"). */
export interface ChosenEntry {
  entry_id: string
  upload_id: string
  mainfile: string
}

/** What OK hands back (spec 2 §3.9 "query edit result"). */
export interface QueryEditResult {
  owner: string
  query: JsonObject
  pagination: SearchPagination
  filters: FilterState
  data?: ChosenEntry
}

export function queryEditResult(settings: SectionSelectSettings, context: SectionSelectContext, chosen?: ChosenEntry): QueryEditResult {
  const filters = sectionSelectFilters(settings, context)
  const { owner, query } = sectionSelectQuery(filters, settings.text)
  return { owner, query, pagination: PAGINATION, filters, ...(chosen ? { data: chosen } : {}) }
}

/** The chosen-entry fields of a hit, if it has them. */
export function chosenEntryOf(hit: JsonObject): ChosenEntry | undefined {
  const { entry_id, upload_id, mainfile } = hit
  if (typeof entry_id !== 'string' || typeof upload_id !== 'string' || typeof mainfile !== 'string') return undefined
  return { entry_id, upload_id, mainfile }
}
