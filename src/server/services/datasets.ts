// Datasets: named sets of entries a user curates (reference §1.5, spec 1 §4). A
// dataset without a DOI can be deleted and its entries changed; once a DOI is assigned
// its content is fixed, because the DOI promises that content to whoever cites it.
import { randomId } from '../../core/ids'
import type { ServerContext } from '../context'
import type { Caller } from '../auth'
import type { Queryable } from '../store'
import {
  addMembers, countMembers, datasetContents, datasetsOfEntries, deleteDataset, findDataset, findDatasetByName,
  findVisibleDataset, insertDataset, listDatasets, removeMembers, selectEntries, toDataset, touchDatasets,
  type Dataset, type DatasetFilter, type DatasetPage, type DatasetRecord, type DatasetType, type DatasetViewer, type EntrySelection,
} from '../store/datasets'
import { findUpload } from '../store/uploads'
import { badRequest, invalid, notFound, unauthorized, type InvalidValue } from '../errors'
import { parseEntryQuery, selectedEntries } from './entryQuery'
import type { SearchContext } from './search'
import { canRead, canWrite, rolesOf } from '../access'
import { requireWrite, type WriteOptions } from './uploadAccess'

export type { Dataset, DatasetFilter, DatasetPage, EntrySelection } from '../store/datasets'

export type DatasetsContext = Pick<ServerContext, 'store' | 'config'>
/** Creating a dataset by a query asks the search index. */
export type DatasetsCreateContext = DatasetsContext & Pick<SearchContext, 'search'>

export const DATASET_TEXTS = {
  notFound: 'The dataset with the given id does not exist.',
  invalidName: 'Invalid name for dataset',
  nameTaken: (name: string) => `There is already a dataset with name ${name}`,
  notCreator: 'Only the creator of the dataset can change or delete it.',
  doiNoDelete: 'The dataset cannot be removed. A DOI has been assigned to the dataset.',
  doiNoAdd: (name: string) => `Entries cannot be added to the dataset ${name}. A DOI has been assigned to the dataset.`,
  alreadyIn: 'The data is already in the selected dataset',
  hasDoi: 'The dataset already has a DOI.',
  doiDisabled: 'DOI assignment is not possible: the DOI provider service is not enabled.',
  // There is no DataCite integration yet; minting a DOI-shaped identifier that no
  // resolver knows would break the promise a DOI makes, so the request is refused.
  noDataCite: 'No DataCite account is configured: this installation cannot register DOIs yet.',
  empty: 'The dataset has no entries; a DOI needs data to point to.',
  unpublished: 'The dataset contains unpublished entries; publish them before assigning a DOI.',
  notEnoughPermissions: 'Not enough permissions to execute edit request.',
} as const

export interface NewDataset {
  dataset_name: string
  dataset_type?: DatasetType
  entries?: string[]
  query?: unknown
}

export interface DatasetList {
  pagination: { page: number; page_size: number; total: number; order_by?: string; order: string; next_page_after_value?: string }
  data: Dataset[]
}

/** Which datasets a caller sees (store/datasets.ts: visibleDatasetSql). */
const viewerOf = (caller: Caller | undefined): DatasetViewer =>
  caller ? { userId: caller.user_id, groups: [...caller.groups, 'all'], isAdmin: caller.is_admin } : { groups: [], isAdmin: false }

export async function queryDatasets(context: DatasetsContext, caller: Caller | undefined, filter: DatasetFilter, page: DatasetPage): Promise<DatasetList> {
  const { total, records } = await listDatasets(context.store, filter, page, viewerOf(caller))
  if (page.pageSize > 0 && total > 0 && (page.page - 1) * page.pageSize >= total) throw badRequest('Page out of range requested.')
  const hasNext = page.page * page.pageSize < total
  return {
    pagination: {
      page: page.page, page_size: page.pageSize, total, ...(page.orderBy ? { order_by: page.orderBy } : {}), order: page.order,
      // NOMAD's lists of Mongo-backed objects page by index: the last index of this page.
      ...(hasNext ? { next_page_after_value: String(page.page * page.pageSize - 1) } : {}),
    },
    data: records.map(toDataset),
  }
}

async function existing(db: Queryable, datasetId: string): Promise<DatasetRecord> {
  const record = await findDataset(db, datasetId)
  if (!record) throw notFound(DATASET_TEXTS.notFound)
  return record
}

export async function readDataset(context: DatasetsContext, caller: Caller | undefined, datasetId: string) {
  // One answer for missing and not visible: the id of somebody's unpublished dataset tells nothing.
  const record = await findVisibleDataset(context.store, datasetId, viewerOf(caller))
  if (!record) throw notFound(DATASET_TEXTS.notFound)
  return { dataset_id: datasetId, data: toDataset(record) }
}

/** A name must not be empty and must not start with a space (spec 3 §5). */
const validName = (name: string) => name.length > 0 && !/^\s/.test(name)

export async function createDataset(context: DatasetsCreateContext, caller: Caller, input: NewDataset) {
  const type = input.dataset_type ?? 'owned'
  const problems: InvalidValue[] = []
  if (!validName(input.dataset_name)) problems.push({ loc: ['body', 'dataset_name'], msg: DATASET_TEXTS.invalidName, type: 'value_error' })
  const byQuery = input.query !== undefined && input.query !== null
  // A foreign dataset refers to other people's data; NOMAD never adds it to their entries.
  // (NOMAD keeps a foreign dataset's query as its description; the store has no place for it yet.)
  if (type === 'foreign' && (input.entries?.length || byQuery)) {
    problems.push({ loc: ['body', byQuery ? 'query' : 'entries'], msg: 'Entries can only be added to owned datasets.', type: 'value_error' })
  }
  // NOMAD would quietly drop the query; refusing says which entries will be added.
  if (byQuery && input.entries !== undefined) {
    problems.push({ loc: ['body', 'query'], msg: 'Give the entries either as a list of entry ids or by a query, not both.', type: 'value_error' })
  }
  // As in NOMAD, a query selects among the caller's own entries (owner 'user').
  const query = byQuery && !problems.length ? parseEntryQuery('user', input.query, caller, problems, 'body') : undefined
  if (problems.length) throw invalid(problems)
  if (await findDatasetByName(context.store, caller.user_id, input.dataset_name)) throw badRequest(DATASET_TEXTS.nameTaken(input.dataset_name))
  const selections = query
    ? await writableSelections(context, caller, await selectedEntries(context, caller, query), { allowPublished: true })
    : input.entries?.length ? await selectionsFor(context, caller, input.entries, ['body', 'entries']) : []
  const record = await context.store.transaction(async (tx) => {
    const created = await insertDataset(tx, { dataset_id: randomId(), dataset_name: input.dataset_name, user_id: caller.user_id, dataset_type: type })
    for (const selection of selections) await addMembers(tx, created.dataset_id, selection)
    return created
  }).catch((error: unknown) => {
    // Two requests with the same name at once: the unique index decides.
    if ((error as { code?: string }).code === '23505') throw badRequest(DATASET_TEXTS.nameTaken(input.dataset_name))
    throw error
  })
  return { dataset_id: record.dataset_id, data: toDataset(record) }
}

/** Entries named by id, which must all be visible to the caller and writable. */
async function selectionsFor(context: DatasetsContext, caller: Caller, entryIds: string[], loc: (string | number)[]) {
  const byUpload = new Map<string, string[]>()
  for (const { entry_id, upload_id } of await selectEntries(context.store, { entryIds })) byUpload.set(upload_id, [...(byUpload.get(upload_id) ?? []), entry_id])
  const candidates = [...byUpload].map(([upload_id, ids]) => ({ upload_id, entry_ids: ids }))
  const selections = await writableSelections(context, caller, candidates, { allowPublished: true })
  const selected = new Set(selections.flatMap((selection) => selection.entry_ids ?? []))
  const missing = entryIds.filter((id) => !selected.has(id))
  if (missing.length) throw invalid(missing.map((id) => ({ loc, msg: `Entry ${id} does not exist or is not visible to you.`, type: 'value_error' })))
  return selections
}

function requireCreator(record: DatasetRecord, caller: Caller) {
  // Administrators run the installation; they may clean up anybody's datasets.
  if (record.user_id !== caller.user_id && !caller.is_admin) throw unauthorized(DATASET_TEXTS.notCreator)
}

export async function removeDataset(context: DatasetsContext, caller: Caller, datasetId: string) {
  const record = await existing(context.store, datasetId)
  requireCreator(record, caller)
  if (record.doi && !caller.is_admin) throw badRequest(DATASET_TEXTS.doiNoDelete)
  // Memberships go with it (ON DELETE CASCADE).
  await deleteDataset(context.store, datasetId)
  return { dataset_id: datasetId, data: toDataset(record) }
}

/** Registering a DOI needs a DOI provider (DataCite); see DATASET_TEXTS.noDataCite. */
export async function assignDoi(context: DatasetsContext, caller: Caller, datasetId: string): Promise<never> {
  const record = await existing(context.store, datasetId)
  requireCreator(record, caller)
  if (record.doi) throw badRequest(DATASET_TEXTS.hasDoi)
  if (!context.config.features.datacite) throw badRequest(DATASET_TEXTS.doiDisabled)
  const contents = await datasetContents(context.store, datasetId)
  if (contents.entries === 0) throw badRequest(DATASET_TEXTS.empty)
  if (contents.unpublished > 0) throw badRequest(DATASET_TEXTS.unpublished)
  throw badRequest(DATASET_TEXTS.noDataCite)
}

/**
 * Of the entries given (grouped by upload), those in uploads the caller can see,
 * provided the caller may write every one of these uploads; entries the caller cannot
 * see are left out (as a search with owner 'user' would not find them).
 */
export async function writableSelections(
  context: DatasetsContext, caller: Caller | undefined, candidates: EntrySelection[], options: WriteOptions,
): Promise<EntrySelection[]> {
  const selections: EntrySelection[] = []
  for (const candidate of candidates) {
    const upload = await findUpload(context.store, candidate.upload_id)
    if (!upload || !canRead(rolesOf(upload, caller))) continue
    if (!caller || !canWrite(rolesOf(upload, caller))) throw unauthorized(DATASET_TEXTS.notEnoughPermissions)
    requireWrite(upload, caller, options)
    selections.push(candidate)
  }
  return selections
}

// --- The `datasets` field of metadata edits (reference §1.4).

/** Verified dataset changes for a set of entries. */
export interface DatasetEdit {
  add: DatasetRecord[]
  remove: DatasetRecord[]
}

type Refs = string | string[]
const refs = (value: Refs | undefined): string[] => (value === undefined ? [] : Array.isArray(value) ? value : [value])
const isRefs = (value: unknown): value is Refs => typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))

/** Ids or names; a bare value or list means add. Answers undefined (and a problem) for anything else. */
function parseDatasetsValue(value: unknown, at: (msg: string) => void): { add: string[]; remove: string[] } | undefined {
  if (isRefs(value)) return { add: refs(value), remove: [] }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const edit = value as Record<string, unknown>
    // Setting would silently drop entries from datasets the request does not mention.
    if ('set' in edit) {
      at('Datasets can only be added or removed, not set.')
      return undefined
    }
    const unknown = Object.keys(edit).filter((key) => key !== 'add' && key !== 'remove')
    if (!unknown.length && (edit.add === undefined || isRefs(edit.add)) && (edit.remove === undefined || isRefs(edit.remove))) {
      return { add: refs(edit.add as Refs | undefined), remove: refs(edit.remove as Refs | undefined) }
    }
  }
  at('Datasets are given as dataset ids or names, a list of them, or {add, remove}.')
  return undefined
}

/** A dataset by id, else by name among the caller's (NOMAD's rule for edits). */
async function resolveDataset(db: Queryable, caller: Caller | undefined, ref: string): Promise<DatasetRecord | undefined> {
  return (await findDataset(db, ref)) ?? (caller ? await findDatasetByName(db, caller.user_id, ref) : undefined)
}

/**
 * Verifies a `datasets` edit of the selected entries; problems are collected at
 * ['metadata', 'datasets'] so the GUI shows them at the field.
 */
export async function verifyDatasetEdit(
  context: DatasetsContext, caller: Caller | undefined, value: unknown, selections: EntrySelection[], problems: InvalidValue[],
): Promise<DatasetEdit | undefined> {
  const at = (msg: string) => problems.push({ loc: ['metadata', 'datasets'], msg, type: 'value_error' })
  const parsed = parseDatasetsValue(value, at)
  if (!parsed) return undefined
  const edit: DatasetEdit = { add: [], remove: [] }
  for (const [action, names] of [['add', parsed.add], ['remove', parsed.remove]] as const) {
    for (const ref of names) {
      const record = await resolveDataset(context.store, caller, ref)
      if (!record) at(`Dataset ${ref} does not exist.`)
      else if (record.user_id !== caller?.user_id && !caller?.is_admin) at(`Dataset ${ref} does not belong to you.`)
      else if (record.doi) at(action === 'add' ? DATASET_TEXTS.doiNoAdd(record.dataset_name) : DATASET_TEXTS.doiNoDelete)
      else if (edit.add.concat(edit.remove).some((other) => other.dataset_id === record.dataset_id)) at(`Dataset ${ref} is named more than once.`)
      else if (action === 'add' && (await alreadyIn(context.store, record.dataset_id, selections))) at(DATASET_TEXTS.alreadyIn)
      else edit[action].push(record)
    }
  }
  return edit
}

/**
 * True when every selected entry is in the dataset already. When only some are (files
 * were added to the upload since), adding again picks up the new entries.
 */
async function alreadyIn(db: Queryable, datasetId: string, selections: EntrySelection[]): Promise<boolean> {
  let selected = 0
  let members = 0
  for (const selection of selections) {
    const counts = await countMembers(db, datasetId, selection)
    selected += counts.selected
    members += counts.members
  }
  return selected > 0 && members === selected
}

/** Applies a verified edit; runs inside the caller's transaction with the other changes. */
export async function applyDatasetEdit(tx: Queryable, edit: DatasetEdit, selections: EntrySelection[]): Promise<void> {
  for (const selection of selections) {
    for (const dataset of edit.add) await addMembers(tx, dataset.dataset_id, selection)
    for (const dataset of edit.remove) await removeMembers(tx, dataset.dataset_id, selection)
  }
  await touchDatasets(tx, [...edit.add, ...edit.remove].map((dataset) => dataset.dataset_id))
}
