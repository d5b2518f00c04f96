// The staging area an archive is unpacked into before anything touches raw/. Both
// extractors (zip, tar) funnel every entry through `admit` (name and count checks) and
// `addFile` (byte budget and ratio checks on the bytes actually produced, never on the
// sizes an archive declares), so the rules live in one place.

import { mkdir } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { Readable } from 'node:stream'
import { badRequest, type ServiceError } from '../errors'
import { ByteCounter, isCode, streamToFile } from './durable'
import { pathProblem, splitPath } from './paths'

export interface ArchiveLimits {
  /** Total uncompressed bytes the archive may produce. */
  maxBytes: number
  /** Files and folders in the archive (default 1,000,000). */
  maxEntries?: number
  /** Uncompressed : compressed ratio above which an entry is a bomb (default 1000)… */
  maxRatio?: number
  /** …once it has produced this many bytes (default 10 MiB); small files may compress well. */
  ratioMinBytes?: number
}

export const DEFAULT_ARCHIVE_LIMITS = {
  maxEntries: 1_000_000,
  maxRatio: 1000,
  ratioMinBytes: 10 * 1024 * 1024,
} as const

export class Staging {
  readonly limits: Required<ArchiveLimits>
  /** Bytes written so far, over all entries. */
  readonly total = { bytes: 0 }
  private entries = 0
  /** Aborts the file writes in progress (the tar reader stops them on a refusal). */
  readonly stop = new AbortController()

  constructor(
    readonly dir: string,
    limits: ArchiveLimits,
  ) {
    this.limits = { ...DEFAULT_ARCHIVE_LIMITS, ...limits }
  }

  refuse(name: string, reason: string): ServiceError {
    return badRequest(`Refusing archive entry "${name}": ${reason}.`)
  }

  tooManyEntries(): ServiceError {
    return badRequest(`Refusing the archive: it has more than ${this.limits.maxEntries} entries.`)
  }

  tooBig(name: string): ServiceError {
    return this.refuse(name, `the archive expands to more than ${this.limits.maxBytes} bytes`)
  }

  tooCompressed(name: string): ServiceError {
    return this.refuse(name, `it expands more than ${this.limits.maxRatio} times (a decompression bomb?)`)
  }

  /** Counts the entry and checks its name; returns its canonical path ('' = the root). */
  admit(name: string): string {
    this.entries += 1
    if (this.entries > this.limits.maxEntries) throw this.tooManyEntries()
    const problem = pathProblem(name)
    if (problem) throw this.refuse(name, problem)
    return splitPath(name).join('/')
  }

  /** Checks a declared size up front so that an honest bomb fails before any byte. */
  checkDeclaredSize(name: string, size: number): void {
    if (this.total.bytes + size > this.limits.maxBytes) throw this.tooBig(name)
  }

  async addFolder(name: string, rel: string): Promise<void> {
    await this.fsStep(name, () => mkdir(join(this.dir, rel), { recursive: true }))
  }

  /**
   * Writes one file entry, read from `open()`. `compressedSize` (zip) enables the per-entry ratio check; tar
   * streams have no per-entry compressed size, so their ratio is checked by the caller.
   */
  async addFile(
    name: string,
    rel: string,
    open: () => Readable | AsyncIterable<Buffer> | Promise<Readable>,
    compressedSize?: number,
  ): Promise<void> {
    const { maxBytes, maxRatio, ratioMinBytes } = this.limits
    const counter = new ByteCounter(maxBytes, () => this.tooBig(name), this.total, (bytes) =>
      compressedSize !== undefined && bytes > ratioMinBytes && bytes / Math.max(compressedSize, 1) > maxRatio
        ? this.tooCompressed(name)
        : undefined,
    )
    const path = join(this.dir, rel)
    await this.fsStep(name, async () => {
      await mkdir(dirname(path), { recursive: true })
      // Opened only now and piped at once: yauzl's stream starts inflating (and may fail)
      // as soon as it exists, and an error with no listener would crash the process.
      const source = await open()
      // 'w': a later entry of the same name replaces an earlier one, as tar and unzip do.
      await streamToFile(source, path, counter, 'w', this.stop.signal)
    })
  }

  /** Turns the file-system errors an archive can provoke into messages naming the entry. */
  private async fsStep(name: string, step: () => Promise<unknown>): Promise<void> {
    try {
      await step()
    } catch (error) {
      if (isCode(error, 'ENOTDIR', 'EEXIST', 'EISDIR')) {
        throw this.refuse(name, 'a file and a folder of the archive have the same name')
      }
      if (isCode(error, 'ENAMETOOLONG')) throw this.refuse(name, 'the name is too long')
      throw error
    }
  }
}
