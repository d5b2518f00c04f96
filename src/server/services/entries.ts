// Entries: metadata (GET entries/{id}), archives (archive/query, download) and files
// (rawdir, raw). Metadata uses owner 'all' (embargoed entries' metadata is visible to
// everybody), archives and files owner 'visible' (reference §7.6).
import { posix } from 'node:path'
import { readArchive } from '../../core/archive'
import type { Caller } from '../auth'
import { findEntry, isSearchable, type EntryRecord } from '../store/entries'
import { findUpload, type UploadRecord } from '../store/uploads'
import { datasetsOfEntries } from '../store/datasets'
import { findUsers } from '../store/users'
import { notFound } from '../errors'
import { entryReadable } from '../access'
import { entryMetadataOf, metadataPeopleOf } from '../entries'
import { filesOf, type UploadsContext } from './uploads'
import { applyRequired, validateRequired, type Required } from './archiveRequired'

export const ENTRY_NOT_FOUND = 'The entry with the given id does not exist or is not visible to you.'
export const NO_ARCHIVE = 'The entry does exist, but it has no archive.'

export type Owner = 'all' | 'visible'

/** The entry and its upload if the caller may see it with this owner, else 404. */
export async function visibleEntry(context: UploadsContext, caller: Caller | undefined, entryId: string, owner: Owner) {
  const entry = await findEntry(context.store, entryId)
  const upload = entry && (await findUpload(context.store, entry.upload_id))
  if (!entry || !upload || !isSearchable(entry) || !entryReadable(upload, caller, owner)) {
    throw notFound(ENTRY_NOT_FOUND)
  }
  return { entry, upload }
}

/** Entry metadata in NOMAD's shape (reference §4.1), read from the store. */
export async function entryMetadata(context: UploadsContext, entry: EntryRecord, upload: UploadRecord): Promise<Record<string, unknown>> {
  const users = await findUsers(context.store, 'user_id', metadataPeopleOf(upload))
  const datasets = (await datasetsOfEntries(context.store, [entry.entry_id])).get(entry.entry_id) ?? []
  return entryMetadataOf(entry, upload, new Map(users.map((user) => [user.user_id, user])), datasets)
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
  const archive = readArchive(await filesOf(context, upload.upload_id).readArchive(entry.entry_id))
  if (!archive) return undefined
  // The archive has its data at the root; the metadata's re-assembled copy is search-side only.
  const { data: _schemaData, ...metadata } = await entryMetadata(context, entry, upload)
  return { ...archive.section, metadata: { ...archive.child('metadata')?.section, ...metadata }, m_ref_archives: {} }
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
