// The files of one upload on disk:
//   {dataDir}/uploads/{uploadId}/raw/…                 the user's files
//   {dataDir}/uploads/{uploadId}/archive/{entryId}.json processed archives
//   {dataDir}/uploads/{uploadId}/.tmp/                 uploads in flight, archive staging
// .tmp sits beside raw/ (never inside it, so walks and listings cannot see half-written
// files) and on the same file system (so the final rename is atomic).
// Services call this; it knows nothing of HTTP and reports problems as ServiceErrors.

import { cp, mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { badRequest, conflict, notFound } from '../errors'
import {
  ByteCounter,
  commitFile,
  ensureDir,
  fsyncDir,
  isCode,
  removeAtomically,
  streamToFile,
  tempPath,
  writeFileAtomically,
} from './durable'
import { extractArchive, type ArchiveKind } from './extract'
import { checkId, joinRel, normalizeRelPath } from './paths'
import { mimeTypeOf, openRange, zipOf, type ReadOptions } from './read'
import type { ArchiveLimits, ByteBudget } from './staging'
import { listFolder, lstatOrUndefined, statPath, walkFiles, walkTree, type FileStat, type Listing } from './tree'

export { detectArchiveKind, type ArchiveKind } from './extract'
export { fsyncDir } from './durable'
export { finishCreation, markCreation, sweepLeftovers, type SweptLeftovers } from './leftovers'
export { normalizeRelPath, pathProblem } from './paths'
export { DIRECTORY_NEEDS_COMPRESS, type ReadOptions } from './read'
export { DEFAULT_ARCHIVE_LIMITS, type ArchiveLimits, type ByteBudget } from './staging'
export { NOT_FOUND, type FileStat, type ListItem, type Listing } from './tree'

export const NO_SUCH_PATH = 'No file or folder with that path found.'

/** A body stored in .tmp/ by `receive`, waiting to be committed or discarded. */
export interface Received {
  tempPath: string
  size: number
  /** The first bytes (up to 4 KiB), for `detectArchiveKind`. */
  head: Buffer
}

export interface PutResult {
  /** Relative to raw/. */
  path: string
  size: number
}

export function uploadFiles(dataDir: string, uploadId: string): UploadFiles {
  return new UploadFiles(dataDir, uploadId)
}

export class UploadFiles {
  readonly root: string
  readonly rawRoot: string
  readonly archiveRoot: string
  readonly tmpDir: string

  constructor(
    readonly dataDir: string,
    readonly uploadId: string,
  ) {
    this.root = join(dataDir, 'uploads', checkId('upload', uploadId))
    this.rawRoot = join(this.root, 'raw')
    this.archiveRoot = join(this.root, 'archive')
    this.tmpDir = join(this.root, '.tmp')
  }

  /** The absolute path of a user path inside raw/; badRequest for unsafe paths. */
  resolveRaw(path: string): string {
    return join(this.rawRoot, normalizeRelPath(path))
  }

  // ---- writing -------------------------------------------------------------------

  /**
   * Streams `source` into .tmp/ (fsync'ed), refusing bodies over `maxBytes` or, as they
   * arrive, bytes the `budget` has no room for (what was taken is given back then).
   */
  async receive(source: Readable, options: { maxBytes: number; budget?: ByteBudget }): Promise<Received> {
    await mkdir(this.tmpDir, { recursive: true })
    const path = tempPath(this.tmpDir, 'upload')
    const { budget } = options
    let taken = 0
    const counter = new ByteCounter(
      options.maxBytes,
      () => badRequest(`The upload exceeds the maximum size of ${options.maxBytes} bytes.`),
      undefined,
      budget &&
        ((bytes) => {
          const refusal = budget.refuse(bytes - taken)
          if (refusal) return refusal
          budget.take(bytes - taken)
          taken = bytes
          return undefined
        }),
    )
    try {
      await streamToFile(source, path, counter)
    } catch (error) {
      budget?.giveBack(taken)
      throw error
    }
    return { tempPath: path, size: counter.bytes, head: counter.head }
  }

  /** Bytes of all raw files (the storage quota counts them). */
  async rawSize(): Promise<number> {
    return (await statPath(this.rawRoot, ''))?.size ?? 0
  }

  /** Moves a received body to `dir/fileName`; the temp file is gone afterwards either way. */
  async commit(received: Received, dir: string, fileName: string, options: { overwrite: boolean }): Promise<PutResult> {
    try {
      const rel = await this.checkFileTarget(dir, fileName, options.overwrite)
      const target = join(this.rawRoot, rel)
      await ensureDir(dirname(target), this.rawRoot)
      if (!(await commitFile(received.tempPath, target, options.overwrite))) throw exists(rel)
      await fsyncDir(dirname(target))
      return { path: rel, size: received.size }
    } finally {
      await this.discard(received)
    }
  }

  async discard(received: Received): Promise<void> {
    await rm(received.tempPath, { force: true })
  }

  /** Stores one file durably and atomically: temp file, fsync, rename, fsync folder. */
  async putFile(
    dir: string,
    fileName: string,
    source: Readable,
    options: { overwrite: boolean; maxBytes: number },
  ): Promise<PutResult> {
    // Checked before reading the body too, so a doomed upload is not streamed to disk.
    await this.checkFileTarget(dir, fileName, options.overwrite)
    return this.commit(await this.receive(source, options), dir, fileName, options)
  }

  /**
   * Unpacks a zip or tar into `dir`, merging folders. All-or-nothing with respect to
   * refusals: see extract.ts. Returns the added files (relative to raw/, sorted).
   */
  async putArchive(
    dir: string,
    archivePath: string,
    kind: ArchiveKind,
    options: ArchiveLimits & { overwrite: boolean },
  ): Promise<string[]> {
    const target = { rawRoot: this.rawRoot, tmpDir: this.tmpDir, dir: normalizeRelPath(dir) }
    return extractArchive(target, archivePath, kind, options)
  }

  async mkdir(path: string): Promise<void> {
    const rel = normalizeRelPath(path)
    if (rel === '') throw badRequest('A folder name is required.')
    if (await lstatOrUndefined(join(this.rawRoot, rel))) throw badRequest(`Path ${rel} already exists.`)
    await ensureDir(join(this.rawRoot, rel), this.rawRoot)
  }

  /** Deletes a file or folder; '' empties raw/. */
  async delete(path: string): Promise<void> {
    const rel = normalizeRelPath(path)
    if (rel === '') {
      if (!(await lstatOrUndefined(this.rawRoot))) return
      // Swap in an empty raw/ so that readers never see a half-deleted tree.
      await removeAtomically(this.rawRoot, this.tmpDir)
      await ensureDir(this.rawRoot, this.root)
      return
    }
    if (!(await lstatOrUndefined(join(this.rawRoot, rel)))) throw notFound(NO_SUCH_PATH)
    await removeAtomically(join(this.rawRoot, rel), this.tmpDir)
  }

  /**
   * Copies or moves a file or folder to `targetDir/fileName`. A file may replace a file
   * when `overwrite` (default true, as PUT raw's overwrite_if_exists); folders are never
   * merged or replaced. Returns the target path.
   */
  async copyOrMove(
    source: string,
    targetDir: string,
    fileName: string,
    mode: 'copy' | 'move',
    options: { overwrite?: boolean } = {},
  ): Promise<string> {
    const overwrite = options.overwrite ?? true
    const from = normalizeRelPath(source)
    if (from === '') throw badRequest(`Cannot ${mode} the whole upload.`)
    const fromStats = await lstatOrUndefined(join(this.rawRoot, from))
    if (!fromStats) throw notFound(`No file or folder with the path ${from} found.`)
    const to = normalizeRelPath(joinRel(normalizeRelPath(targetDir), fileName))
    if (to === from) throw badRequest(`Cannot ${mode} ${from} onto itself.`)
    if (to.startsWith(`${from}/`)) throw badRequest(`Cannot ${mode} the folder ${from} into itself.`)
    if (fromStats.isDirectory()) {
      if (await lstatOrUndefined(join(this.rawRoot, to))) throw badRequest(`Path ${to} already exists.`)
    } else {
      await this.checkFileTarget(targetDir, fileName, overwrite)
    }
    const fromAbs = join(this.rawRoot, from)
    const toAbs = join(this.rawRoot, to)
    await ensureDir(dirname(toAbs), this.rawRoot)
    if (mode === 'move') {
      if (fromStats.isDirectory()) await rename(fromAbs, toAbs)
      else if (!(await commitFile(fromAbs, toAbs, overwrite))) throw exists(to)
      await fsyncDir(dirname(fromAbs))
    } else {
      // Copy next to the target first, then rename: the copy appears whole or not at all.
      await mkdir(this.tmpDir, { recursive: true })
      const temp = tempPath(this.tmpDir, 'copy')
      try {
        await cp(fromAbs, temp, { recursive: true, errorOnExist: true, force: false })
        await syncTree(temp)
        if (fromStats.isDirectory()) await rename(temp, toAbs)
        else if (!(await commitFile(temp, toAbs, overwrite))) throw exists(to)
      } finally {
        await rm(temp, { recursive: true, force: true })
      }
    }
    await fsyncDir(dirname(toAbs))
    return to
  }

  // ---- reading -------------------------------------------------------------------

  stat(path: string): Promise<FileStat | undefined> {
    return statPath(this.rawRoot, normalizeRelPath(path))
  }

  /** Page (1-based) of a folder, sorted by name; 404 'Not found. Invalid path?' when missing. */
  list(dir: string, options: { page?: number; pageSize?: number } = {}): Promise<Listing> {
    return listFolder(this.rawRoot, normalizeRelPath(dir), options.page ?? 1, options.pageSize ?? 10)
  }

  /** Every file path in raw/ (relative, sorted per folder), for mainfile matching. */
  async *walk(): AsyncGenerator<string> {
    for await (const file of walkFiles(this.rawRoot)) yield file.path
  }

  readStream(path: string, options: ReadOptions = {}): Promise<Readable> {
    const rel = normalizeRelPath(path)
    return openRange(join(this.rawRoot, rel), rel, options)
  }

  mimeType(path: string): string {
    return mimeTypeOf(path)
  }

  /** A streamed zip of a file or folder ('' = everything). */
  zipStream(path: string, options: { includeRoot?: boolean } = {}): Promise<Readable> {
    return zipOf(this.rawRoot, normalizeRelPath(path), options.includeRoot)
  }

  // ---- archives --------------------------------------------------------------------

  archivePath(entryId: string): string {
    return join(this.archiveRoot, `${checkId('entry', entryId)}.json`)
  }

  /** Writes an archive file; `json` is the archive serialised (processing does that in its worker threads). */
  async writeArchive(entryId: string, json: string | Uint8Array): Promise<void> {
    await writeFileAtomically(this.archivePath(entryId), json, this.tmpDir)
  }

  /** The parsed archive, or undefined when there is none. */
  async readArchive(entryId: string): Promise<unknown> {
    try {
      return JSON.parse(await readFile(this.archivePath(entryId), 'utf8')) as unknown
    } catch (error) {
      if (isCode(error, 'ENOENT')) return undefined
      throw error
    }
  }

  async deleteArchive(entryId: string): Promise<void> {
    await rm(this.archivePath(entryId), { force: true })
  }

  /**
   * Removes what crashed requests left in .tmp/. Only when no request on this upload is
   * in flight (start-up, or before processing), as in-flight bodies live there too.
   */
  async cleanTemp(): Promise<void> {
    await rm(this.tmpDir, { recursive: true, force: true })
  }

  /** Removes the upload's folder (raw files, archives, temp files). */
  async deleteUpload(): Promise<void> {
    if (!(await lstatOrUndefined(this.root))) return
    await removeAtomically(this.root, join(this.dataDir, 'uploads', '.trash'))
  }

  // ---- helpers ---------------------------------------------------------------------

  /** The canonical path for a new file; refuses folders in the way and unwanted overwrites. */
  private async checkFileTarget(dir: string, fileName: string, overwrite: boolean): Promise<string> {
    const name = normalizeRelPath(fileName)
    if (name === '') throw badRequest('A file name is required.')
    const rel = joinRel(normalizeRelPath(dir), name)
    const existing = await lstatOrUndefined(join(this.rawRoot, rel))
    if (existing?.isDirectory()) throw badRequest(`Cannot replace the folder ${rel} with a file.`)
    if (existing && !overwrite) throw exists(rel)
    return rel
  }
}

const exists = (rel: string) => conflict(`The file ${rel} already exists.`)

/** fsyncs a copied tree (fs.cp does not), so a copy is as durable as an upload. */
async function syncTree(path: string): Promise<void> {
  const stats = await lstatOrUndefined(path)
  if (stats?.isDirectory()) {
    for await (const item of walkTree(path)) await (item.isFile ? syncFile(item.abs) : fsyncDir(item.abs))
    await fsyncDir(path)
  } else if (stats?.isFile()) {
    await syncFile(path)
  }
}

async function syncFile(path: string): Promise<void> {
  const handle = await open(path, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}
