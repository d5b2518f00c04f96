// Entries: metadata (GET entries/{id}), archives (archive/query, download) and files
// (rawdir, raw). Metadata uses owner 'all' (embargoed entries' metadata is visible to
// everybody), archives and files owner 'visible' (reference §7.6).
import { posix } from 'node:path'
import type { Caller } from '../auth'
import { findEntry, type EntryRecord } from '../store/entries'
import { findUpload, type ProcessStatus, type UploadRecord } from '../store/uploads'
import { datasetsOfEntries, type DatasetRecord } from '../store/datasets'
import { findUsers } from '../store/users'
import { notFound } from '../errors'
import { canRead, rolesOf } from './uploadAccess'
import { filesOf, type UploadsContext } from './uploads'
import { applyRequired, validateRequired, type Required } from './archiveRequired'
import { schemaData } from './schemaData'

export const ENTRY_NOT_FOUND = 'The entry with the given id does not exist or is not visible to you.'
export const NO_ARCHIVE = 'The entry does exist, but it has no archive.'

export type Owner = 'all' | 'visible'

export function entryVisible(upload: UploadRecord, caller: Caller | undefined, owner: Owner): boolean {
  const roles = rolesOf(upload, caller)
  if (owner === 'all' && upload.published) return true
  return canRead(roles)
}

/** The entry and its upload if the caller may see it with this owner, else 404. */
export async function visibleEntry(context: UploadsContext, caller: Caller | undefined, entryId: string, owner: Owner) {
  const entry = await findEntry(context.store, entryId)
  const upload = entry && (await findUpload(context.store, entry.upload_id))
  if (!entry || !upload || !isSearchable(entry.process_status) || !entryVisible(upload, caller, owner)) {
    throw notFound(ENTRY_NOT_FOUND)
  }
  return { entry, upload }
}

const iso = (date: Date | null) => (date ? date.toISOString().replace('Z', '+00:00') : undefined)

/** Entries are searchable, and their metadata readable, once processing has finished with them. */
export const SEARCHABLE_STATUSES: readonly ProcessStatus[] = ['SUCCESS', 'FAILURE']
export const isSearchable = (status: ProcessStatus): boolean => SEARCHABLE_STATUSES.includes(status)

/** Entry metadata in NOMAD's shape (reference §4.1). */
export async function entryMetadata(context: UploadsContext, entry: EntryRecord, upload: UploadRecord): Promise<Record<string, unknown>> {
  const users = await findUsers(context.store, 'user_id', [upload.main_author, ...upload.coauthors, ...upload.reviewers])
  const datasets = (await datasetsOfEntries(context.store, [entry.entry_id])).get(entry.entry_id) ?? []
  return entryMetadataOf(entry, upload, new Map(users.map((user) => [user.user_id, user])), datasets)
}

/**
 * Entry metadata from the rows it is made of: the entry, its upload, the upload's people
 * (by user id; an unknown id stands for its own name) and the entry's datasets, oldest
 * first. The one definition of the metadata: GET entries/{id} answers it and the search
 * index (search/sync) holds it, so the two cannot disagree. Whatever it reads of an
 * upload, user or dataset row must also be watched by the search change log
 * (migration 005), or the index would miss edits of it.
 */
export function entryMetadataOf(
  entry: EntryRecord, upload: UploadRecord, usersById: ReadonlyMap<string, { name: string }>, datasets: readonly DatasetRecord[],
): Record<string, unknown> {
  const ids = [upload.main_author, ...upload.coauthors]
  const person = (id: string) => ({ user_id: id, name: usersById.get(id)?.name ?? id })
  const authors = [...new Set(ids)].map(person)
  const viewers = [...new Set([...ids, ...upload.reviewers])].map(person)
  const metadata: Record<string, unknown> = {
    ...entry.doc,
    ...entry.user_metadata,
    entry_id: entry.entry_id,
    calc_id: entry.entry_id,
    upload_id: upload.upload_id,
    upload_name: upload.upload_name ?? undefined,
    mainfile: entry.mainfile,
    parser_name: entry.parser_name,
    upload_create_time: iso(upload.upload_create_time),
    entry_create_time: iso(entry.entry_create_time),
    last_processing_time: iso(entry.last_processing_time),
    publish_time: iso(upload.publish_time),
    published: upload.published,
    with_embargo: upload.embargo_length > 0,
    processed: entry.process_status === 'SUCCESS',
    process_status: entry.process_status,
    processing_errors: entry.errors,
    license: upload.license,
    main_author: person(upload.main_author),
    authors,
    writers: authors,
    viewers,
    writer_groups: upload.coauthor_groups,
    viewer_groups: [...new Set([...upload.coauthor_groups, ...upload.reviewer_groups])],
    origin: person(upload.main_author).name,
    datasets: datasets.map(datasetMetadata),
    entry_hash: entry.entry_hash ?? undefined,
    // Schema values as a tree (reference §2.6); absent for entries without schema quantities.
    data: schemaData(entry.doc.search_quantities),
  }
  return Object.fromEntries(Object.entries(metadata).filter(([, value]) => value !== undefined && value !== null))
}

/** A dataset as entry metadata lists it (reference §4.1): search-document datetimes, with offset. */
function datasetMetadata(record: DatasetRecord) {
  return {
    dataset_id: record.dataset_id,
    dataset_name: record.dataset_name,
    ...(record.doi ? { doi: record.doi } : {}),
    dataset_create_time: iso(record.dataset_create_time),
    dataset_modified_time: iso(record.dataset_modified_time),
    dataset_type: record.dataset_type,
  }
}

export async function getEntry(context: UploadsContext, caller: Caller | undefined, entryId: string) {
  const { entry, upload } = await visibleEntry(context, caller, entryId, 'all')
  return { entry_id: entryId, required: {}, data: await entryMetadata(context, entry, upload) }
}

/**
 * An entry's stored archive with its current metadata (upload-level fields change
 * after processing) and the `m_ref_archives` the server always adds; undefined when
 * the entry has no archive.
 */
export async function currentArchive(context: UploadsContext, entry: EntryRecord, upload: UploadRecord): Promise<Record<string, unknown> | undefined> {
  const archive = (await filesOf(context, upload.upload_id).readArchive(entry.entry_id)) as Record<string, unknown> | undefined
  if (!archive) return undefined
  // The archive has its data at the root; the metadata's re-assembled copy is search-side only.
  const { data: _schemaData, ...metadata } = await entryMetadata(context, entry, upload)
  return { ...archive, metadata: { ...(archive.metadata as object), ...metadata }, m_ref_archives: {} }
}

export async function entryArchive(context: UploadsContext, caller: Caller | undefined, entryId: string, required: unknown = '*') {
  const checked: Required = validateRequired(required)
  const { entry, upload } = await visibleEntry(context, caller, entryId, 'visible')
  const full = await currentArchive(context, entry, upload)
  if (!full) throw notFound(NO_ARCHIVE)
  return {
    entry_id: entryId,
    required: checked,
    data: { entry_id: entryId, upload_id: upload.upload_id, parser_name: entry.parser_name, archive: applyRequired(full, checked) },
  }
}

/** The files of the mainfile's folder (not recursive). */
export async function entryRawDir(context: UploadsContext, caller: Caller | undefined, entryId: string) {
  const { entry, upload } = await visibleEntry(context, caller, entryId, 'visible')
  const files = filesOf(context, upload.upload_id)
  const dir = posix.dirname(entry.mainfile) === '.' ? '' : posix.dirname(entry.mainfile)
  const listing = await files.list(dir, { page: 1, pageSize: 10_000 })
  const content = listing.content.filter((item) => item.is_file).map((item) => ({ path: dir ? `${dir}/${item.name}` : item.name, size: item.size }))
  content.sort((a, b) => (a.path === entry.mainfile ? -1 : b.path === entry.mainfile ? 1 : a.path.localeCompare(b.path)))
  return { entry_id: entryId, data: { entry_id: entryId, upload_id: upload.upload_id, mainfile: entry.mainfile, files: content } }
}

export async function entryRawZip(context: UploadsContext, caller: Caller | undefined, entryId: string) {
  const { entry, upload } = await visibleEntry(context, caller, entryId, 'visible')
  const dir = posix.dirname(entry.mainfile) === '.' ? '' : posix.dirname(entry.mainfile)
  return { stream: await filesOf(context, upload.upload_id).zipStream(dir), fileName: `${entryId}.zip` }
}
