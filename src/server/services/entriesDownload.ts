// Bulk downloads of a search (GET entries/raw, entries/archive/download and their POST
// …/query forms): one streamed zip with the raw files or the archives of every entry
// the query selects, plus a manifest.json. The query is the search API's, answered by
// the search index, so a download holds exactly what the same search shows; owner `all`
// is refused (it would bundle embargoed files). The selection is made before the first
// byte goes out, so every refusal is a JSON error; files are then read one at a time
// while the zip streams, never gathered in memory or on disk.
//
// Raw zips hold `<upload_id>/<mainfile folder>/<file>` for the files directly in each
// entry's mainfile folder (not its subfolders, as NOMAD), each file once however many
// entries share the folder. Archive zips hold `<upload_id>/<entry_id>.json` with
// `{entry_id, parser_name, archive}`. Manifests are JSON lists, NOMAD's fields:
//   raw:     {entry_id, upload_id, mainfile}, mainfile being its path in the zip
//            (`<upload_id>/<mainfile>`); entries whose files the filter removed all of
//            are left out.
//   archive: {entry_id, upload_id, parser_name, path}; `path` is absent for an entry
//            without an archive (a failed one), which has no file in the zip.
import { lstat, readdir } from 'node:fs/promises'
import { join, posix } from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { ZipFile } from 'yazl'
import type { Caller } from '../auth'
import { badRequest, invalid, ServiceError } from '../errors'
import type { UploadFiles } from '../files'
import { matchingRows } from '../search/engine/entries'
import { globMatcher, namesMatcher, regexMatcher } from '../search/request'
import { idColumnReader } from '../search/engine/hits'
import { chunks } from '../search/sync/documents'
import { entriesById } from '../store/searchRows'
import { findUpload } from '../store/uploads'
import { applyRequired, validateRequired, type Required } from './archiveRequired'
import { currentArchive } from './entries'
import { searchRequest, type SearchContext } from './search'
import { filesOf } from './uploads'

/** NOMAD's `services.max_entry_download`. */
export const MAX_ENTRY_DOWNLOAD = 50_000

export const tooManyEntries = (limit: number, total: number) =>
  `The limit of maximum number of entries in a single download (${limit}) has been exceeded (${total}).`

/** NOMAD's `Files` parameters. */
export interface FilesOptions {
  /** Deflate the files (default: stored as they are, which costs no CPU). */
  compress?: boolean
  glob_pattern?: string
  re_pattern?: string
  include_files?: string[]
}

export interface DownloadRequest {
  owner?: unknown
  query?: unknown
  files?: FilesOptions
  /** Archive downloads only: the parts of each archive (reference §4.3); default `*`. */
  required?: unknown
}

export interface DownloadOptions {
  /** More selected entries than this → 400; MAX_ENTRY_DOWNLOAD unless given. */
  limit?: number
  /** Where the files options came from, for the `loc` of their problems. */
  filesAt?: readonly string[]
}

export interface ZipDownload {
  stream: Readable
  fileName: string
}

type PathFilter = (path: string) => boolean

/**
 * The file filter of the files options, or undefined for all files; 422 for a pattern
 * that does not compile, is too long or too complex. Patterns see a file's path in its
 * upload and run in linear time (search/request/pattern: RE2 syntax, no backreferences
 * or lookaround), so no pattern can stall the server. As NOMAD, include_files wins over
 * re_pattern, which wins over glob_pattern, and a re_pattern is searched anywhere in the
 * path. Unlike NOMAD, a glob and the names of include_files match from the start of a
 * path segment: `INCAR` does not take `POTINCAR` along.
 */
export function fileFilter(options: FilesOptions, at: readonly string[] = ['query']): PathFilter | undefined {
  const { glob_pattern: glob, re_pattern: re, include_files: names } = options
  if (names && names.length) return namesMatcher(names)
  const [field, compiled] = re !== undefined ? ['re_pattern', regexMatcher(re)] : glob !== undefined ? ['glob_pattern', globMatcher(glob)] : []
  if (!compiled) return undefined
  if (!compiled.ok) throw invalid([{ loc: [...at, field!], msg: compiled.msg, type: 'value_error' }])
  return compiled.test
}

/** Paths matched between two turns of the event loop: a folder of 100,000 files is filtered in slices. */
const MATCHED_PER_TURN = 256

/** The files a filter keeps, letting other requests through every MATCHED_PER_TURN paths. */
async function keptFiles<T extends { path: string }>(files: T[], keep: PathFilter | undefined): Promise<T[]> {
  if (!keep) return files
  const wanted: T[] = []
  for (let i = 0; i < files.length; i++) {
    if (i > 0 && i % MATCHED_PER_TURN === 0) await new Promise((resolve) => setImmediate(resolve))
    if (keep(files[i].path)) wanted.push(files[i])
  }
  return wanted
}

interface Selected {
  entry_id: string
  upload_id: string
  mainfile: string
}

/** The entries the request selects, by upload and mainfile; 400 past the limit. */
async function selection(context: SearchContext, caller: Caller | undefined, request: DownloadRequest, limit: number): Promise<Selected[]> {
  const search = searchRequest({ owner: request.owner, query: request.query }, 'entries', caller, { refuseOwnerAll: true })
  await context.search.refresh()
  const { index } = context.search
  const rows = matchingRows(index, search, caller)
  const total = rows.count()
  if (total > limit) throw badRequest(tooManyEntries(limit, total))
  const text = (quantity: string) => {
    const read = idColumnReader(index, quantity)
    return (row: number) => {
      const value = read(row)
      return typeof value === 'string' ? value : undefined
    }
  }
  const [entryOf, uploadOf, mainfileOf] = ['entry_id', 'upload_id', 'mainfile'].map(text)
  const selected: Selected[] = []
  rows.forEach((row) => {
    const [entry_id, upload_id, mainfile] = [entryOf(row), uploadOf(row), mainfileOf(row)]
    if (entry_id && upload_id && mainfile !== undefined) selected.push({ entry_id, upload_id, mainfile })
  })
  const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  return selected.sort((a, b) => order(a.upload_id, b.upload_id) || order(a.mainfile, b.mainfile) || order(a.entry_id, b.entry_id))
}

/** Entries a zip may hold queued before it writes them: bounds what a large download keeps in memory. */
const AHEAD = 16

/**
 * A streamed zip that entries are added to no faster than it writes them out. When
 * the client goes away the stream closes, `closed` turns true and producers stop.
 */
class ZipWriter {
  readonly stream = new PassThrough()
  private readonly zip = new ZipFile()
  private queued = 0
  private wake: (() => void) | undefined
  /** The file being zipped: closed with the download, or a cut-off download would keep its descriptor open. */
  private reading: Readable | undefined
  closed = false

  constructor(private readonly compress: boolean) {
    const fail = (error: Error) => this.stream.destroy(error)
    this.zip.on('error', fail)
    this.zip.outputStream.on('error', fail)
    this.zip.outputStream.pipe(this.stream)
    this.stream.on('close', () => {
      this.closed = true
      this.reading?.destroy()
      this.wake?.()
    })
  }

  /** Queues a file whose content `open` gives when the zip comes to it. */
  async add(name: string, options: { size?: number; mtime?: Date; mode?: number }, open: () => Promise<Readable>): Promise<void> {
    while (this.queued >= AHEAD && !this.closed) await new Promise<void>((resolve) => { this.wake = resolve })
    if (this.closed) return
    this.queued++
    this.zip.addReadStreamLazy(name, { ...options, compress: this.compress }, (callback) => {
      this.queued--
      const wake = this.wake
      this.wake = undefined
      wake?.()
      open().then((stream) => {
        if (this.closed) return void stream.destroy()
        this.reading = stream
        // yazl listens to nothing on a lazy stream; a file deleted meanwhile must not crash us.
        stream.on('error', (error: Error) => this.stream.destroy(error))
        callback(null, stream)
      }, (error: unknown) => callback(error, Readable.from([])))
    })
  }

  end(manifest: unknown[]): void {
    if (this.closed) return
    this.zip.addBuffer(Buffer.from(JSON.stringify(manifest)), 'manifest.json', { compress: this.compress })
    this.zip.end()
  }

  /** Runs the producer; its failure ends the download (the status has been sent by then). */
  run(produce: (writer: this) => Promise<void>): Readable {
    produce(this).catch((error: unknown) => this.stream.destroy(error instanceof Error ? error : new Error(String(error))))
    return this.stream
  }
}

const S_IFREG = 0o100000

interface FolderFile {
  path: string
  size: number
  mtime: Date
  mode: number
}

/**
 * The regular files directly in a folder of the upload, by name; none when the folder
 * is gone. Only regular files, as everywhere (symlinks are never served), and the
 * folder path goes through the files layer's checks, so nothing outside raw/ is read.
 * (UploadFiles.list would also size every subfolder recursively, which a download does
 * not need.)
 */
async function filesIn(files: UploadFiles, dir: string): Promise<FolderFile[]> {
  let abs: string
  try {
    abs = files.resolveRaw(dir)
  } catch (error) {
    if (error instanceof ServiceError) return []
    throw error
  }
  try {
    if (!(await lstat(abs)).isDirectory()) return []
    const children = (await readdir(abs, { withFileTypes: true })).filter((child) => child.isFile()).map((child) => child.name).sort()
    const found: FolderFile[] = []
    for (const name of children) {
      const stats = await lstat(join(abs, name)).catch(() => undefined)
      if (stats?.isFile()) found.push({ path: dir ? `${dir}/${name}` : name, size: stats.size, mtime: stats.mtime, mode: stats.mode })
    }
    return found
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return []
    throw error
  }
}

/** `raw_files.zip`: the files of each selected entry's mainfile folder. */
export async function rawFilesZip(context: SearchContext, caller: Caller | undefined, request: DownloadRequest, options: DownloadOptions = {}): Promise<ZipDownload> {
  const files = request.files ?? {}
  const keep = fileFilter(files, options.filesAt)
  const entries = await selection(context, caller, request, options.limit ?? MAX_ENTRY_DOWNLOAD)
  const stream = new ZipWriter(files.compress ?? false).run(async (zip) => {
    const manifest: unknown[] = []
    // Per upload: whether a folder has files the filter keeps (folders are zipped once).
    let uploadId: string | undefined
    let upload: UploadFiles | undefined
    let folders = new Map<string, boolean>()
    for (const entry of entries) {
      if (zip.closed) return
      if (entry.upload_id !== uploadId) {
        uploadId = entry.upload_id
        upload = filesOf(context, uploadId)
        folders = new Map()
      }
      const dir = posix.dirname(entry.mainfile) === '.' ? '' : posix.dirname(entry.mainfile)
      let kept = folders.get(dir)
      if (kept === undefined) {
        const found = await filesIn(upload!, dir)
        const wanted = await keptFiles(found, keep)
        const source = upload!
        for (const file of wanted) {
          await zip.add(`${entry.upload_id}/${file.path}`, { size: file.size, mtime: file.mtime, mode: S_IFREG | (file.mode & 0o777) }, () => source.readStream(file.path))
        }
        // As NOMAD: an entry whose folder is empty stays in the manifest; one whose files were all filtered out does not.
        kept = wanted.length > 0 || found.length === 0
        folders.set(dir, kept)
      }
      if (kept) manifest.push({ entry_id: entry.entry_id, upload_id: entry.upload_id, mainfile: `${entry.upload_id}/${entry.mainfile}` })
    }
    zip.end(manifest)
  })
  return { stream, fileName: 'raw_files.zip' }
}

/** Archives read per statement: a batch's entry rows are in memory at once. */
const ARCHIVE_BATCH = 100

/** `archives.zip`: `{entry_id, parser_name, archive}` of each selected entry, `required` applied. */
export async function archivesZip(context: SearchContext, caller: Caller | undefined, request: DownloadRequest, options: DownloadOptions = {}): Promise<ZipDownload> {
  const required: Required = validateRequired(request.required ?? '*')
  const entries = await selection(context, caller, request, options.limit ?? MAX_ENTRY_DOWNLOAD)
  const byUpload = new Map<string, string[]>()
  for (const entry of entries) {
    const ids = byUpload.get(entry.upload_id)
    if (ids) ids.push(entry.entry_id)
    else byUpload.set(entry.upload_id, [entry.entry_id])
  }
  const stream = new ZipWriter(request.files?.compress ?? false).run(async (zip) => {
    const manifest: unknown[] = []
    for (const [uploadId, ids] of byUpload) {
      const upload = await findUpload(context.store, uploadId)
      if (!upload) continue
      for (const batch of chunks([...ids].sort(), ARCHIVE_BATCH)) {
        for (const entry of (await entriesById(context.store, batch)).sort((a, b) => (a.entry_id < b.entry_id ? -1 : 1))) {
          if (zip.closed) return
          const archive = await currentArchive(context, entry, upload)
          const item = { entry_id: entry.entry_id, upload_id: uploadId, parser_name: entry.parser_name ?? undefined }
          if (!archive) {
            manifest.push(item)
            continue
          }
          const path = `${uploadId}/${entry.entry_id}.json`
          const content = Buffer.from(JSON.stringify({ entry_id: entry.entry_id, parser_name: entry.parser_name ?? undefined, archive: applyRequired(archive, required) }, null, 2))
          await zip.add(path, { size: content.length }, async () => Readable.from([content]))
          manifest.push({ ...item, path })
        }
      }
    }
    zip.end(manifest)
  })
  return { stream, fileName: 'archives.zip' }
}
