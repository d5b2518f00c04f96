// Durable file-system steps. "Uploaded bytes are on disk before the request is answered"
// (ARCHITECTURE.md) needs three things: the file's data fsync'ed, the file renamed into
// place (atomic: readers see the old file or the new one, never half of one), and the
// directory that holds the new name fsync'ed, or a crash can forget the rename.

import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { link, mkdir, open, rename, rm, unlink } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { Transform, type Readable, type TransformCallback } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { badRequest } from '../errors'

export async function fsyncDir(dir: string): Promise<void> {
  const handle = await open(dir, 'r')
  try {
    await handle.sync()
  } catch (error) {
    // Some file systems (and Windows) cannot fsync a directory; durability there is
    // the platform's business, not a reason to fail the upload.
    if (!isCode(error, 'EINVAL', 'EPERM', 'EISDIR', 'EBADF')) throw error
  } finally {
    await handle.close()
  }
}

/** A name for a temporary file or folder in `tmpDir` that no one else will pick. */
export function tempPath(tmpDir: string, prefix: string): string {
  return join(tmpDir, `${prefix}-${Date.now().toString(36)}-${randomBytes(6).toString('hex')}`)
}

/**
 * `mkdir -p` that also fsyncs the parent of every folder it created, so the new folders
 * survive a crash together with the files later renamed into them. A file in the way
 * becomes a badRequest naming it (relative to `root`).
 */
export async function ensureDir(dir: string, root: string): Promise<void> {
  let first: string | undefined
  try {
    first = await mkdir(dir, { recursive: true })
  } catch (error) {
    if (isCode(error, 'ENOTDIR', 'EEXIST')) {
      const rel = relative(root, dir).split(sep).join('/')
      throw badRequest(`Cannot create the folder "${rel}": a file is in the way.`)
    }
    throw error
  }
  if (first === undefined) return
  for (let created = dir; ; created = dirname(created)) {
    await fsyncDir(dirname(created))
    if (created === first || created === dirname(created)) break
  }
}

/**
 * Counts the bytes passing through and fails with `tooMany()` past `max` (over `shared`
 * when given, so several entries of one archive share one budget); `check` may refuse
 * for other reasons (compression ratio). Keeps the first bytes for sniffing the format.
 */
export class ByteCounter extends Transform {
  bytes = 0
  private headChunks: Buffer[] = []
  private headBytes = 0

  constructor(
    private readonly max: number,
    private readonly tooMany: () => Error,
    private readonly shared?: { bytes: number },
    private readonly check?: (bytes: number) => Error | undefined,
  ) {
    super()
  }

  /** Up to the first 4 KiB seen. */
  get head(): Buffer {
    return Buffer.concat(this.headChunks).subarray(0, HEAD_BYTES)
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length
    if (this.shared) this.shared.bytes += chunk.length
    if ((this.shared?.bytes ?? this.bytes) > this.max) return done(this.tooMany())
    const refusal = this.check?.(this.bytes)
    if (refusal) return done(refusal)
    if (this.headBytes < HEAD_BYTES) {
      this.headChunks.push(chunk.subarray(0, HEAD_BYTES - this.headBytes))
      this.headBytes += Math.min(chunk.length, HEAD_BYTES - this.headBytes)
    }
    done(null, chunk)
  }
}

const HEAD_BYTES = 4096

/**
 * Streams `source` into the file at `path` through `counter`, with the data fsync'ed on
 * close (`flush`). On any failure the partial file is removed.
 */
export async function streamToFile(
  source: Readable | AsyncIterable<Buffer>,
  path: string,
  counter: Transform,
  flags: 'w' | 'wx' = 'wx',
  signal?: AbortSignal,
): Promise<void> {
  try {
    await pipeline(source, counter, createWriteStream(path, { flags, flush: true }), { signal })
  } catch (error) {
    // Only remove what we created: with 'wx' an EEXIST means the file is someone else's.
    if (!isCode(error, 'EEXIST', 'EISDIR', 'ENOTDIR')) await rm(path, { force: true }).catch(() => undefined)
    throw error
  }
}

/**
 * Moves a finished temp file to `target`. With `overwrite` a rename replaces any old file
 * atomically; without it a hard link creates the name only if it is free (no window in
 * which a concurrent writer's file could be clobbered), then the temp name goes.
 * Returns false when `overwrite` is false and the target exists.
 */
export async function commitFile(temp: string, target: string, overwrite: boolean): Promise<boolean> {
  if (overwrite) {
    await rename(temp, target)
  } else {
    try {
      await link(temp, target)
    } catch (error) {
      if (isCode(error, 'EEXIST')) return false
      throw error
    }
    await unlink(temp)
  }
  return true
}

/**
 * Removes a file or folder so that it disappears at once: rename it into `tmpDir` (same
 * file system, atomic), make the rename durable, then delete at leisure.
 */
export async function removeAtomically(path: string, tmpDir: string): Promise<void> {
  await mkdir(tmpDir, { recursive: true })
  const trash = tempPath(tmpDir, 'trash')
  await rename(path, trash)
  await fsyncDir(dirname(path))
  await rm(trash, { recursive: true, force: true })
}

/** Writes `data` to `target` atomically and durably (temp + fsync + rename + fsync dir). */
export async function writeFileAtomically(target: string, data: string | Uint8Array, tmpDir: string): Promise<void> {
  await mkdir(tmpDir, { recursive: true })
  await mkdir(dirname(target), { recursive: true })
  const temp = tempPath(tmpDir, 'write')
  const handle = await open(temp, 'wx')
  try {
    await handle.writeFile(data)
    await handle.sync()
  } catch (error) {
    await handle.close()
    await rm(temp, { force: true })
    throw error
  }
  await handle.close()
  await rename(temp, target)
  await fsyncDir(dirname(target))
}

export function isCode(error: unknown, ...codes: string[]): boolean {
  return error instanceof Error && codes.includes((error as NodeJS.ErrnoException).code ?? '')
}
