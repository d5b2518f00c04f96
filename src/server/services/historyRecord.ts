// Recording versions of archive files as they are written (issue 18, History). Every
// service that writes raw files of an upload calls `recordVersions` after the write:
// PUT raw (bodies, unpacked zip/tar, copies and moves, restores) and upload creation
// (files sent with it, copies of examples). Kept apart from services/history.ts, which
// writes through services/uploads.ts, so that uploads.ts can call this without a circle.
import type { ServerContext } from '../context'
import { uploadFiles } from '../files'
import { isCode } from '../files/durable'
import { VersionBlobs, isVersionedFile } from '../history'
import { insertFileVersion } from '../store/fileVersions'

/**
 * The result of reading what was just written, or undefined when a concurrent request of
 * the same upload (a delete, a move, a file written where a folder was) has taken it away
 * meanwhile: there is nothing left at that path to keep, and the write itself succeeded.
 */
async function ifPresent<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read()
  } catch (error) {
    if (isCode(error, 'ENOENT', 'ENOTDIR')) return undefined
    throw error
  }
}

/**
 * Records a version of every archive file among `paths` (files or folders, relative to
 * raw/) as it is on disk now; `author` is the writer's user id.
 */
export async function recordVersions(context: Pick<ServerContext, 'store' | 'settings'>, uploadId: string, paths: readonly string[], author: string | null): Promise<void> {
  const files = uploadFiles(context.settings.dataDir, uploadId)
  const wanted = new Set<string>()
  const folders: string[] = []
  for (const path of paths) {
    const stat = await ifPresent(() => files.stat(path))
    if (stat?.is_file) {
      if (isVersionedFile(path)) wanted.add(path)
    } else if (stat) {
      folders.push(path)
    }
  }
  // A copied or moved folder (or a whole new upload, ''): each archive file in it is a new path.
  if (folders.length) {
    await ifPresent(async () => {
      for await (const path of files.walk()) {
        if (isVersionedFile(path) && folders.some((folder) => folder === '' || path.startsWith(`${folder}/`))) wanted.add(path)
      }
    })
  }
  const blobs = new VersionBlobs(context.settings.dataDir, uploadId)
  for (const path of [...wanted].sort()) {
    const chunks = await ifPresent(async () => (await (await files.readStream(path)).toArray()) as Buffer[])
    if (!chunks) continue
    const { hash, size } = await blobs.put(Buffer.concat(chunks))
    await insertFileVersion(context.store, { upload_id: uploadId, path, hash, size, author })
  }
}
