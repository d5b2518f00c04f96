// Reading and changing the raw files of an upload: folder listings, downloads,
// new folders and deletions, and the processing state of its entries.
import type { Readable } from 'node:stream'
import type { UploadEntriesResponse } from '../../core/api'
import type { Caller } from '../auth'
import { findUpload, type UploadRecord } from '../store/uploads'
import { entriesAtPaths, listUploadEntries, toEntryProcData } from '../store/entries'
import { forgetUploadSize } from '../store/uploadSizes'
import { badRequest, notFound } from '../errors'
import { NOT_FOUND, NO_SUCH_PATH, DIRECTORY_NEEDS_COMPRESS, normalizeRelPath } from '../files'
import { requireRead, requireWrite } from './uploadAccess'
import { filesOf, queueProcessing, uploadResponse, type UploadsContext } from './uploads'

function access(upload: UploadRecord): 'unpublished' | 'embargoed' | 'public' {
  if (!upload.published) return 'unpublished'
  return upload.embargo_length > 0 ? 'embargoed' : 'public'
}

async function entryInfo(context: UploadsContext, uploadId: string, paths: string[]) {
  const rows = await entriesAtPaths(context.store, uploadId, paths)
  return new Map(rows.map((row) => [row.mainfile, row]))
}

export async function rawDir(context: UploadsContext, caller: Caller | undefined, uploadId: string, path: string, options: { page: number; pageSize: number; includeEntryInfo: boolean }) {
  const upload = requireRead(await findUpload(context.store, uploadId), caller)
  const files = filesOf(context, uploadId)
  const rel = normalizeRelPath(path)
  const stat = await files.stat(rel)
  if (!stat) throw notFound(NOT_FOUND)
  if (stat.is_file) {
    const info = options.includeEntryInfo ? (await entryInfo(context, uploadId, [rel])).get(rel) : undefined
    return { path: rel, access: access(upload), file_metadata: { name: stat.name, size: stat.size, ...(info ? { entry_id: info.entry_id, parser_name: info.parser_name } : {}) } }
  }
  const listing = await files.list(rel, { page: options.page, pageSize: options.pageSize })
  const info = options.includeEntryInfo
    ? await entryInfo(context, uploadId, listing.content.filter((item) => item.is_file).map((item) => (rel ? `${rel}/${item.name}` : item.name)))
    : new Map()
  return {
    path: rel,
    access: access(upload),
    directory_metadata: {
      name: stat.name,
      size: stat.size,
      content: listing.content.map((item) => {
        const entry = info.get(rel ? `${rel}/${item.name}` : item.name)
        return entry ? { ...item, entry_id: entry.entry_id, parser_name: entry.parser_name } : item
      }),
    },
    pagination: { page: options.page, page_size: options.pageSize, total: listing.total, order_by: 'name', order: 'asc' },
  }
}

export interface Download {
  stream: Readable
  fileName: string
  mimeType: string
}

export async function rawFile(context: UploadsContext, caller: Caller | undefined, uploadId: string, path: string, options: { offset: number; length: number; decompress: boolean; ignoreMimeType: boolean; compress: boolean }): Promise<Download> {
  requireRead(await findUpload(context.store, uploadId), caller)
  const files = filesOf(context, uploadId)
  const rel = normalizeRelPath(path)
  const stat = await files.stat(rel)
  if (!stat) throw notFound(NOT_FOUND)
  if (options.compress) {
    return { stream: await files.zipStream(rel), fileName: `${rel ? stat.name : uploadId}.zip`, mimeType: 'application/zip' }
  }
  if (!stat.is_file) throw badRequest(DIRECTORY_NEEDS_COMPRESS)
  const partial = options.offset > 0 || options.length >= 0
  return {
    stream: await files.readStream(rel, { offset: options.offset, length: options.length, decompress: options.decompress }),
    fileName: stat.name,
    mimeType: options.ignoreMimeType || partial ? 'application/octet-stream' : files.mimeType(rel),
  }
}

export async function createDir(context: UploadsContext, caller: Caller | undefined, uploadId: string, path: string) {
  requireWrite(await findUpload(context.store, uploadId), caller)
  await filesOf(context, uploadId).mkdir(path)
  return uploadResponse(context, (await findUpload(context.store, uploadId))!)
}

export async function deletePath(context: UploadsContext, caller: Caller | undefined, uploadId: string, path: string) {
  requireWrite(await findUpload(context.store, uploadId), caller)
  try {
    await filesOf(context, uploadId).delete(path)
  } catch (error) {
    // Two deletions of one path (or of a folder and a file in it) at once: the second
    // finds it gone between its check and its removal.
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw notFound(NO_SUCH_PATH)
    throw error
  }
  await forgetUploadSize(context.store, uploadId)
  await queueProcessing(context, uploadId)
  return uploadResponse(context, (await findUpload(context.store, uploadId))!)
}

export async function uploadEntries(context: UploadsContext, caller: Caller | undefined, uploadId: string, page: { page: number; pageSize: number; orderBy: string; order: 'asc' | 'desc' }): Promise<UploadEntriesResponse> {
  const upload = requireRead(await findUpload(context.store, uploadId), caller)
  const orderBy = page.orderBy === 'mainfile_path' || page.orderBy === 'current_process' ? 'mainfile' : page.orderBy
  const { total, failed, succeeded, records } = await listUploadEntries(context.store, uploadId, { ...page, orderBy })
  if (total > 0 && (page.page - 1) * page.pageSize >= total) throw badRequest('Page out of range requested.')
  const { data } = await uploadResponse(context, upload)
  return {
    pagination: { page: page.page, page_size: page.pageSize, order_by: page.orderBy, order: page.order, total },
    processing_successful: succeeded,
    processing_failed: failed,
    upload: data,
    data: records.map(toEntryProcData),
  }
}
