// Builders for test archives. Malicious entries are crafted by hand (tar headers) or by
// patching names after yazl wrote them (yazl itself refuses unsafe names).

import { createHash } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip, gzipSync } from 'node:zlib'
import { Header, type HeaderData } from 'tar'
import { ZipFile } from 'yazl'

export interface ZipItem {
  name: string
  data?: string | Buffer
  /** Unix st_mode incl. file type bits, e.g. 0o120777 for a symlink. */
  mode?: number
  folder?: boolean
}

export async function zipBuffer(items: ZipItem[]): Promise<Buffer> {
  const zip = new ZipFile()
  for (const item of items) {
    if (item.folder) zip.addEmptyDirectory(item.name, {})
    else zip.addBuffer(Buffer.from(item.data ?? ''), item.name, item.mode ? { mode: item.mode } : {})
  }
  zip.end()
  const chunks: Buffer[] = []
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

/** Replaces every occurrence of a (same-length) name in a zip's headers. */
export function patchName(zip: Buffer, from: string, to: string): Buffer {
  const a = Buffer.from(from, 'latin1')
  const b = Buffer.from(to, 'latin1')
  if (a.length !== b.length) throw new Error('names must have the same length')
  const out = Buffer.from(zip)
  for (let at = out.indexOf(a); at !== -1; at = out.indexOf(a, at + 1)) b.copy(out, at)
  return out
}

/** A zip with one file of `size` zeros, written straight to `path` (never in memory). */
export async function zeroZip(path: string, name: string, size: number): Promise<void> {
  const zip = new ZipFile()
  zip.addReadStream(zeros(size), name, { compressionLevel: 9 })
  zip.end()
  await pipeline(zip.outputStream as unknown as Readable, createWriteStream(path))
}

export interface TarItem extends HeaderData {
  path: string
  data?: string | Buffer
}

/** A tar built header by header, so any entry type or path can be written. */
export function tarBuffer(items: TarItem[]): Buffer {
  const blocks: Buffer[] = []
  for (const { data, ...header } of items) {
    const body = Buffer.from(data ?? '')
    const type = header.type ?? 'File'
    const h = new Header({ mode: type === 'Directory' ? 0o755 : 0o644, mtime: new Date(0), ...header, type, size: body.length })
    h.encode()
    if (!h.block) throw new Error('header not encoded')
    blocks.push(h.block, body, Buffer.alloc((512 - (body.length % 512)) % 512))
  }
  blocks.push(Buffer.alloc(1024))
  return Buffer.concat(blocks)
}

export const tgzBuffer = (items: TarItem[]) => gzipSync(tarBuffer(items))

/** A tar.gz of files of `size` zeros each, streamed to `path`. */
export async function zeroTgz(path: string, names: string[], size: number): Promise<void> {
  async function* blocks() {
    for (const name of names) {
      const h = new Header({ path: name, type: 'File', size, mode: 0o644, mtime: new Date(0) })
      h.encode()
      if (!h.block) throw new Error('header not encoded')
      yield h.block
      yield* zeros(size + ((512 - (size % 512)) % 512))
    }
    yield Buffer.alloc(1024)
  }
  await pipeline(Readable.from(blocks()), createGzip({ level: 9 }), createWriteStream(path))
}

function zeros(size: number): Readable {
  const chunk = Buffer.alloc(1024 * 1024)
  async function* generate() {
    for (let left = size; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left)
  }
  return Readable.from(generate(), { objectMode: false })
}

/** Every path under `dir` with a hash of each file, to prove a tree unchanged. */
export async function snapshot(dir: string): Promise<Record<string, string>> {
  const result: Record<string, string> = {}
  async function visit(abs: string, rel: string): Promise<void> {
    let entries
    try {
      entries = await readdir(abs, { withFileTypes: true })
    } catch {
      return
    }
    for (const entry of entries) {
      const childRel = rel ? `${rel}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        result[`${childRel}/`] = 'folder'
        await visit(join(abs, entry.name), childRel)
      } else {
        result[childRel] = createHash('sha1').update(await readFile(join(abs, entry.name))).digest('hex')
      }
    }
  }
  await visit(dir, '')
  return result
}
