// The history of an upload's archive files (issue 18): every write of an archive file is
// kept as a version (bytes once per content in {dataDir}/versions, a row per write), any
// version can be read at a stable URL, two compared field by field, and one restored as
// the newest version — through the normal write path, so the entry reprocesses and the
// restore is itself a version. Reading follows the raw files' rules; restoring needs write
// access to an unpublished upload (a published upload's history is read-only).
import { Readable } from 'node:stream'
import type { FileDiffResponse, FileHistoryResponse, FileRestoreResponse, FileVersionInfo } from '../../core/api/history'
import type { Caller } from '../auth'
import { findUpload } from '../store/uploads'
import { findFileVersion, listFileVersions, type FileVersion } from '../store/fileVersions'
import { naiveUtc } from '../store/uploads'
import { badRequest, forbidden, notFound } from '../errors'
import { normalizeRelPath } from '../files'
import { VersionBlobs, diffArchives, parseArchiveFile } from '../history'
import { requireRead, requireWrite } from './uploadAccess'
import { filesOf, putRawFiles, type UploadsContext } from './uploads'

export const HISTORY_TEXTS = {
  published: 'The upload is published: the history of its files can be read, not restored.',
  noHistory: 'No file or saved versions at this path.',
} as const

const blobsOf = (context: UploadsContext, uploadId: string) => new VersionBlobs(context.settings.dataDir, uploadId)

function toInfo(version: FileVersion): FileVersionInfo {
  return {
    version: version.version,
    hash: version.hash,
    size: version.size,
    author: version.author === null ? null : { user_id: version.author, name: version.author_name },
    created: naiveUtc(version.created)!,
  }
}

export async function fileHistory(context: UploadsContext, caller: Caller | undefined, uploadId: string, path: string): Promise<FileHistoryResponse> {
  requireRead(await findUpload(context.store, uploadId), caller)
  const rel = normalizeRelPath(path)
  const versions = await listFileVersions(context.store, uploadId, rel)
  // A file written before history was kept (or not an archive file) has no versions; a
  // deleted archive file keeps its versions, so it can be restored.
  if (!versions.length && !(await filesOf(context, uploadId).stat(rel))?.is_file) throw notFound(HISTORY_TEXTS.noHistory)
  return { upload_id: uploadId, path: rel, data: versions.map(toInfo) }
}

async function versionOf(context: UploadsContext, uploadId: string, path: string, version: number): Promise<{ version: FileVersion; bytes: Buffer }> {
  const found = await findFileVersion(context.store, uploadId, path, version)
  if (!found) throw notFound(`There is no version ${version} of ${path}.`)
  const bytes = await blobsOf(context, uploadId).get(found.hash)
  if (!bytes) throw notFound(`The bytes of version ${version} of ${path} are missing from the data directory.`)
  return { version: found, bytes }
}

export interface VersionDownload {
  bytes: Buffer
  fileName: string
  mimeType: string
}

export async function fileVersion(context: UploadsContext, caller: Caller | undefined, uploadId: string, path: string, version: number): Promise<VersionDownload> {
  requireRead(await findUpload(context.store, uploadId), caller)
  const rel = normalizeRelPath(path)
  const { bytes } = await versionOf(context, uploadId, rel, version)
  const files = filesOf(context, uploadId)
  return { bytes, fileName: rel.slice(rel.lastIndexOf('/') + 1), mimeType: files.mimeType(rel) }
}

export async function diffVersions(context: UploadsContext, caller: Caller | undefined, uploadId: string, path: string, from: number | undefined, to: number | undefined): Promise<FileDiffResponse> {
  requireRead(await findUpload(context.store, uploadId), caller)
  if (from === undefined || to === undefined) throw badRequest('A diff compares two versions: give both from and to.')
  const rel = normalizeRelPath(path)
  const [a, b] = [await versionOf(context, uploadId, rel, from), await versionOf(context, uploadId, rel, to)]
  const changes = diffArchives(parseArchiveFile(rel, a.bytes, String(from)), parseArchiveFile(rel, b.bytes, String(to)))
  return { upload_id: uploadId, path: rel, from, to, changes }
}

export async function restoreVersion(context: UploadsContext, caller: Caller | undefined, uploadId: string, path: string, version: number): Promise<FileRestoreResponse> {
  const upload = requireRead(await findUpload(context.store, uploadId), caller)
  if (upload.published) throw forbidden(HISTORY_TEXTS.published)
  requireWrite(upload, caller, { allowProcessing: true })
  const rel = normalizeRelPath(path)
  const { bytes } = await versionOf(context, uploadId, rel, version)
  const slash = rel.lastIndexOf('/')
  // PUT raw's own path: quota, durability, the new version recorded, the entry reprocessed.
  const { response } = await putRawFiles(context, caller, uploadId, slash < 0 ? '' : rel.slice(0, slash), [{ fileName: rel.slice(slash + 1), stream: Readable.from([bytes]) }], {
    overwrite: true,
    fileName: rel.slice(slash + 1),
    waitForProcessing: true,
  })
  const [latest] = await listFileVersions(context.store, uploadId, rel)
  const processing = 'processing' in response ? response.processing : undefined
  return {
    upload_id: uploadId,
    path: rel,
    restored_from: version,
    version: toInfo(latest),
    processing: { entry_id: processing?.entry_id ?? null, parser_name: processing?.parser_name ?? null, entry: processing?.entry ?? null },
  }
}
