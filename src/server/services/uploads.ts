// Uploads: creating, listing, reading, deleting and adding raw files. The rules of
// who may do what are in uploadAccess.ts; SQL in store/uploads.ts; files in files/.
import type { Readable } from 'node:stream'
import { randomId } from '../../core/ids'
import type { ServerContext } from '../context'
import type { Caller } from '../auth'
import { uploadFiles, detectArchiveKind, finishCreation, markCreation, DEFAULT_ARCHIVE_LIMITS, type Received } from '../files'
import {
  countEntries, countUnpublished, deleteUploadRecord, findUpload, insertUpload, listUploads,
  type Page, type UploadListFilter, type UploadRecord,
} from '../store/uploads'
import type { Upload, UploadResponse } from '../../core/api'
import { toUpload } from './uploadView'
import { badRequest, conflict, notFound, unauthorized } from '../errors'
import { entryId } from '../../core/ids'
import { findEntry, toEntryProcData } from '../store/entries'
import { startQuotaWrite } from './storageQuota'
import { requireDelete, requireRead, requireWrite, TEXTS } from './uploadAccess'
import { recordVersions } from './historyRecord'
import { hashFile } from '../processing/runner'

export type UploadsContext = Pick<ServerContext, 'store' | 'config' | 'settings' | 'processor'>

export const LIMIT_EXCEEDED = 'Limit of unpublished uploads exceeded for user.'

export async function uploadResponse(context: UploadsContext, record: UploadRecord): Promise<UploadResponse> {
  const counts = await countEntries(context.store, [record.upload_id])
  return { upload_id: record.upload_id, data: toUpload(record, counts.get(record.upload_id) ?? 0) }
}

export function filesOf(context: UploadsContext, uploadId: string) {
  return uploadFiles(context.settings.dataDir, uploadId)
}

/** A body to store: one or more named files (multipart) or one stream. */
export interface IncomingFile {
  fileName?: string
  stream: Readable
}

/**
 * Stores incoming files in `dir` of the upload: zip and tar archives are unpacked
 * (all or nothing), other files stored as they are. Every file is on disk (fsync'ed)
 * before this resolves. The bytes count against the storage quota of `owner` (the
 * upload's main author), checked before the first byte and for every chunk.
 */
export async function storeFiles(context: UploadsContext, owner: string, uploadId: string, dir: string, files: AsyncIterable<IncomingFile> | IncomingFile[], options: { overwrite: boolean }): Promise<string[]> {
  const storage = filesOf(context, uploadId)
  const maxBytes = context.config.services.max_upload_size
  const budget = await startQuotaWrite(context, owner, uploadId)
  const added: string[] = []
  try {
    for await (const file of files) {
      const received: Received = await storage.receive(file.stream, { maxBytes, budget })
      const kind = detectArchiveKind(file.fileName, received.head)
      if (kind) {
        try {
          added.push(...(await storage.putArchive(dir, received.tempPath, kind, { ...DEFAULT_ARCHIVE_LIMITS, maxBytes, budget, overwrite: options.overwrite })))
        } finally {
          // The archive itself is not kept, only what it held.
          budget.giveBack(received.size)
          await storage.discard(received)
        }
      } else {
        if (!file.fileName) {
          budget.giveBack(received.size)
          await storage.discard(received)
          throw badRequest('A file name is required (file_name), unless the body is a .zip or .tar(.gz) archive.')
        }
        try {
          added.push((await storage.commit(received, dir, file.fileName, options)).path)
        } catch (error) {
          budget.giveBack(received.size)
          throw error
        }
      }
    }
  } finally {
    await budget.end()
  }
  return added
}

/** A copy adds bytes as an upload does (a folder copied again and again could fill the disk); a move adds none. */
async function copyOrMove(context: UploadsContext, owner: string, uploadId: string, request: { source: string; dir: string; fileName: string; mode: 'copy' | 'move' }) {
  const files = filesOf(context, uploadId)
  if (request.mode === 'move') return files.copyOrMove(request.source, request.dir, request.fileName, 'move')
  const budget = await startQuotaWrite(context, owner, uploadId)
  try {
    const size = (await files.stat(request.source))?.size ?? 0
    const refusal = budget.refuse(size)
    if (refusal) throw refusal
    budget.take(size)
    return await files.copyOrMove(request.source, request.dir, request.fileName, 'copy')
  } finally {
    await budget.end()
  }
}

export interface CreateOptions {
  upload_name?: string
  embargo_length?: number
  files?: AsyncIterable<IncomingFile> | IncomingFile[]
  /** Puts files into the new upload some other way (a copy of an example); returns how many. */
  fill?: (uploadId: string) => Promise<number>
}

export async function createUpload(context: UploadsContext, caller: Caller | undefined, options: CreateOptions) {
  if (!caller) throw unauthorized('Authorization required.')
  const limit = context.config.services.upload_limit
  // Checked before the body is read, so that a doomed upload is not streamed to disk…
  if ((await countUnpublished(context.store, caller.user_id)) >= limit) throw badRequest(LIMIT_EXCEEDED)
  const uploadId = randomId()
  const { files } = options
  const fill = options.fill ?? (files && (async () => (await storeFiles(context, caller.user_id, uploadId, '', files, { overwrite: true })).length))
  const { dataDir } = context.settings
  let added = 0
  if (fill) {
    // The row is written only once the files are on disk: a request cut off before
    // leaves a marked folder (removed at the next start), never an empty upload that
    // counts against the limit. An upload made without files is empty on purpose.
    await markCreation(dataDir, uploadId)
    try {
      added = await fill(uploadId)
    } catch (error) {
      await filesOf(context, uploadId).deleteUpload().catch(() => undefined)
      throw error
    }
  }
  let record: UploadRecord
  try {
    record = await context.store.transaction(async (tx) => {
      // …and again with the row: other uploads of this user may have been made meanwhile.
      if ((await countUnpublished(tx, caller.user_id)) >= limit) throw badRequest(LIMIT_EXCEEDED)
      const inserted = await insertUpload(tx, {
        upload_id: uploadId,
        upload_name: options.upload_name?.trim() || null,
        main_author: caller.user_id,
        embargo_length: options.embargo_length,
      })
      if (added) await context.processor.enqueue(uploadId, tx)
      return inserted
    })
  } catch (error) {
    if (fill) await filesOf(context, uploadId).deleteUpload().catch(() => undefined)
    throw error
  }
  if (fill) await finishCreation(dataDir, uploadId).catch(() => undefined) // else the next start finishes it
  // The first version of each archive file (versions need the upload's row, written just now).
  if (added) await recordVersions(context, uploadId, [''], caller.user_id)
  if (added) context.processor.kick()
  return uploadResponse(context, (await findUpload(context.store, uploadId)) ?? record)
}

export async function queueProcessing(context: UploadsContext, uploadId: string): Promise<void> {
  try {
    await context.store.transaction((tx) => context.processor.enqueue(uploadId, tx))
  } catch (error) {
    // Deleted by a concurrent request after the caller's access check: the job's
    // reference to the upload fails (PostgreSQL's foreign_key_violation).
    if ((error as { code?: unknown }).code === '23503') throw notFound(TEXTS.notFound)
    throw error
  }
  context.processor.kick()
}

export async function getUpload(context: UploadsContext, caller: Caller | undefined, uploadId: string) {
  return uploadResponse(context, requireRead(await findUpload(context.store, uploadId), caller))
}

export async function listUserUploads(context: UploadsContext, caller: Caller | undefined, filter: Omit<UploadListFilter, 'userId' | 'groups'>, page: Page) {
  if (!caller) throw unauthorized('Authorization required.')
  const { total, records } = await listUploads(context.store, { ...filter, userId: caller.user_id, groups: caller.groups }, page)
  const counts = await countEntries(context.store, records.map((record) => record.upload_id))
  return {
    total,
    data: records.map((record) => toUpload(record, counts.get(record.upload_id) ?? 0)),
  }
}

export async function deleteUpload(context: UploadsContext, caller: Caller | undefined, uploadId: string) {
  const record = requireDelete(await findUpload(context.store, uploadId), caller)
  const response = await uploadResponse(context, record)
  await deleteUploadRecord(context.store, uploadId)
  await filesOf(context, uploadId).deleteUpload()
  return { ...response, data: { ...response.data, current_process: 'delete_upload', process_status: 'SUCCESS' as const, last_status_message: 'Upload deleted' } }
}

export interface PutRawOptions {
  overwrite: boolean
  fileName?: string
  /** Answer only when the (single) new file is processed, with its entry. */
  waitForProcessing?: boolean
  includeArchive?: boolean
  /** Optimistic concurrency of ELN saves: the hash of the entry as the client last saw it. */
  entryHash?: string
  copyOrMove?: 'copy' | 'move'
  sourcePath?: string
}

const fileWrites = new Map<string, Promise<unknown>>()

/** Runs `work` after the earlier work of the same key has ended (this process; one server per data dir). */
async function oneAtATime<T>(key: string, work: () => Promise<T>): Promise<T> {
  const run = (fileWrites.get(key) ?? Promise.resolve()).then(work)
  const tail = run.catch(() => undefined)
  fileWrites.set(key, tail)
  try {
    return await run
  } finally {
    if (fileWrites.get(key) === tail) fileWrites.delete(key)
  }
}

/** PUT raw: files into a folder of the upload, then processing (or the entry when waited for). */
export async function putRawFiles(context: UploadsContext, caller: Caller | undefined, uploadId: string, dir: string, files: AsyncIterable<IncomingFile> | IncomingFile[], options: PutRawOptions) {
  const upload = requireWrite(await findUpload(context.store, uploadId), caller, { allowProcessing: true })
  const target = options.fileName ? (dir ? `${dir.replace(/\/+$/, '')}/${options.fileName}` : options.fileName) : undefined
  const write = async () => {
    // The file as it is now, not the entry as last processed: a save whose processing has
    // not finished yet has already changed it.
    if (options.entryHash !== undefined && target) {
      const current = await hashFile(filesOf(context, uploadId).resolveRaw(target))
      if (current !== null && current !== options.entryHash) throw conflict('The provided hash did not match the current file.')
    }
    let written: string[]
    if (options.copyOrMove) {
      if (!options.sourcePath || !options.fileName) throw badRequest('copy_or_move needs copy_or_move_source_path and file_name.')
      await copyOrMove(context, upload.main_author, uploadId, { source: options.sourcePath, dir, fileName: options.fileName, mode: options.copyOrMove })
      written = [target!]
    } else {
      written = await storeFiles(context, upload.main_author, uploadId, dir, files, { overwrite: options.overwrite })
    }
    if (written.length) await recordVersions(context, uploadId, written, caller?.user_id ?? null)
    return written
  }
  // Writes of one named file one after another, so that two saves with the same hash
  // cannot both pass the check before either has written.
  const added = target ? await oneAtATime(`${uploadId}/${target}`, write) : await write()
  if (added.length) await queueProcessing(context, uploadId)
  if (!options.waitForProcessing) return { added, response: await uploadResponse(context, (await findUpload(context.store, uploadId))!) }

  if (added.length !== 1) throw badRequest('wait_for_processing works with exactly one file, not with several or an archive.')
  await context.processor.waitFor(uploadId)
  const response = await uploadResponse(context, (await findUpload(context.store, uploadId))!)
  const entry = await findEntry(context.store, entryId(uploadId, added[0]))
  const processing = {
    upload_id: uploadId,
    path: added[0],
    entry_id: entry?.entry_id ?? null,
    parser_name: entry?.parser_name ?? null,
    entry: entry ? { ...toEntryProcData(entry), entry_hash: entry.entry_hash } : null,
    archive: entry && options.includeArchive ? await filesOf(context, uploadId).readArchive(entry.entry_id) : null,
  }
  return { added, response: { ...response, processing } }
}
