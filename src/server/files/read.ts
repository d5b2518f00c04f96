// Serving raw files: byte ranges (the GUI previews 16 KiB chunks), transparent gunzip
// (schema files and `*.gz` outputs), mime types, and zips of files or folders built
// while they stream out, so a 30 GB download never sits in memory or on disk.

import { createReadStream } from 'node:fs'
import { open } from 'node:fs/promises'
import { join } from 'node:path'
import { PassThrough, Readable } from 'node:stream'
import { createGunzip } from 'node:zlib'
import { lookup } from 'mime-types'
import { ZipFile } from 'yazl'
import { badRequest, notFound } from '../errors'
import { baseName, joinRel } from './paths'
import { NOT_FOUND, lstatOrUndefined, walkTree } from './tree'

export interface ReadOptions {
  /** First byte to send (of the decompressed content when decompressing). */
  offset?: number
  /** Bytes to send; -1 (default) = to the end. */
  length?: number
  /** Gunzip gzip files; other files are sent as they are. */
  decompress?: boolean
}

export const DIRECTORY_NEEDS_COMPRESS = 'Path is a directory, compress must be set to true'

export async function openRange(abs: string, rel: string, options: ReadOptions): Promise<Readable> {
  const { offset = 0, length = -1, decompress = false } = options
  if (!Number.isSafeInteger(offset) || offset < 0) throw badRequest('The offset must be a non-negative integer.')
  if (!Number.isSafeInteger(length) || length < -1) throw badRequest('The length must be -1 or a non-negative integer.')
  const stats = await lstatOrUndefined(abs)
  if (!stats || !(stats.isFile() || stats.isDirectory())) throw notFound(NOT_FOUND)
  if (stats.isDirectory()) throw badRequest(DIRECTORY_NEEDS_COMPRESS)
  const compression = decompress ? await sniffCompression(abs) : undefined
  if (compression === 'gzip') return sliceStream(createReadStream(abs).pipe(createGunzip()), offset, length)
  if (compression) throw badRequest(`Cannot decompress "${rel}": ${compression} is not supported, only gzip.`)
  // createReadStream treats a start past the end as an empty read, which is what we want.
  if (length === 0) return Readable.from([])
  return createReadStream(abs, { start: offset, end: length < 0 ? undefined : offset + length - 1 })
}

/** The mime type by file name; application/octet-stream when unknown. */
export function mimeTypeOf(path: string): string {
  return lookup(path) || 'application/octet-stream'
}

async function sniffCompression(abs: string): Promise<'gzip' | 'bzip2' | 'xz' | undefined> {
  const handle = await open(abs, 'r')
  const head = Buffer.alloc(6)
  try {
    await handle.read(head, 0, 6, 0)
  } finally {
    await handle.close()
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'gzip'
  if (head.subarray(0, 3).toString('latin1') === 'BZh') return 'bzip2'
  if (head.equals(Buffer.from([0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00]))) return 'xz'
  return undefined
}

/** Bytes [offset, offset+length) of a stream; stops reading the source once satisfied. */
function sliceStream(source: Readable, offset: number, length: number): Readable {
  async function* slice() {
    let skip = offset
    let left = length < 0 ? Infinity : length
    if (left === 0) return
    for await (const chunk of source as AsyncIterable<Buffer>) {
      let part = chunk
      if (skip > 0) {
        const skipped = Math.min(skip, part.length)
        part = part.subarray(skipped)
        skip -= skipped
      }
      if (part.length === 0) continue
      if (part.length > left) part = part.subarray(0, left)
      left -= part.length
      yield part
      if (left === 0) break
    }
  }
  return Readable.from(slice(), { objectMode: false })
}

const S_IFREG = 0o100000

// Already-compressed formats gain nothing from deflate; storing them saves CPU.
const STORE_AS_IS = /\.(gz|tgz|zip|bz2|xz|zst|7z|png|jpe?g|gif|webp|pdf|h5|hdf5|nxs|mp4)$/i

/**
 * A zip of the file or folder `rel` under `root`, streamed. Entry names are relative to
 * `rel` (prefixed with its own name when `includeRoot`); a single file is zipped under
 * its name. Empty folders are kept so the tree round-trips.
 */
export async function zipOf(root: string, rel: string, includeRoot = false): Promise<Readable> {
  const abs = join(root, rel)
  const stats = await lstatOrUndefined(abs)
  const isRoot = rel === ''
  if (!(stats?.isFile() || stats?.isDirectory() || isRoot)) throw notFound(NOT_FOUND)
  const zip = new ZipFile()
  const out = new PassThrough()
  zip.on('error', (error: Error) => out.destroy(error))
  zip.outputStream.on('error', (error: Error) => out.destroy(error))
  zip.outputStream.pipe(out)
  const addFile = (path: string, name: string, size: number, mtime: Date, mode: number) =>
    zip.addReadStreamLazy(name, { size, mtime, mode: S_IFREG | (mode & 0o777), compress: !STORE_AS_IS.test(name) }, (callback) => {
      // yazl listens to nothing on a lazy stream; a file deleted meanwhile must not crash us.
      const stream = createReadStream(path)
      stream.on('error', (error) => out.destroy(error))
      callback(null, stream)
    })
  if (stats?.isFile()) {
    addFile(abs, baseName(rel), stats.size, stats.mtime, stats.mode)
    zip.end()
    return out
  }
  const prefix = includeRoot && !isRoot ? baseName(rel) : ''
  void (async () => {
    // Remember which folders had content so that only empty ones get an entry.
    const folders: string[] = []
    const nonEmpty = new Set<string>()
    for await (const item of walkTree(abs)) {
      const name = joinRel(prefix, item.path)
      const parent = item.path.includes('/') ? item.path.slice(0, item.path.lastIndexOf('/')) : ''
      nonEmpty.add(parent)
      if (item.isFile) addFile(item.abs, name, item.size, item.mtime, item.mode)
      else folders.push(item.path)
    }
    for (const folder of folders) {
      if (!nonEmpty.has(folder)) zip.addEmptyDirectory(joinRel(prefix, folder), {})
    }
    zip.end()
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))))
  return out
}
