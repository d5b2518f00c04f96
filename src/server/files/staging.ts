// The staging area an archive is unpacked into before anything touches raw/. Both
// extractors (zip, tar) funnel every entry through `admit` (name and count checks) and
// `addFile` (byte budget and ratio checks on the bytes actually produced), so the rules
// live in one place. Declared sizes only ever refuse early (`declare`, `checkDeclaredSize`,
// `checkDeclaredRatio`); the bytes produced are counted whatever an archive declares.

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
  /** A second limit on the bytes produced, with its own refusal (the uploader's storage quota). */
  budget?: ByteBudget
}

/**
 * Bytes that several writes share and that may run out for reasons of its own (the
 * uploader's storage quota): asked before bytes are kept, told what was kept or not.
 */
export interface ByteBudget {
  /** The refusal when `bytes` more than taken so far do not fit, else undefined. */
  refuse(bytes: number): ServiceError | undefined
  take(bytes: number): void
  /** Returns bytes taken for data that was not kept (a refused archive, a temp file). */
  giveBack(bytes: number): void
}

export const DEFAULT_ARCHIVE_LIMITS = {
  maxEntries: 1_000_000,
  maxRatio: 1000,
  ratioMinBytes: 10 * 1024 * 1024,
} as const

export class Staging {
  readonly limits: Required<Omit<ArchiveLimits, 'budget'>>
  readonly budget?: ByteBudget
  /** Bytes written so far, over all entries. */
  readonly total = { bytes: 0 }
  private entries = 0
  /** Bytes the entries declare, over all entries (zip). */
  private declared = 0
  /** Bytes taken from the budget, given back when the archive is refused. */
  private taken = 0
  /** Aborts the file writes in progress (the tar reader stops them on a refusal). */
  readonly stop = new AbortController()

  constructor(
    readonly dir: string,
    limits: ArchiveLimits,
  ) {
    const { budget, ...rest } = limits
    this.limits = { ...DEFAULT_ARCHIVE_LIMITS, ...rest }
    this.budget = budget
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

  /** Whether `expanded` bytes made of `compressed` ones look like a bomb. */
  isTooCompressed(expanded: number, compressed: number): boolean {
    const { maxRatio, ratioMinBytes } = this.limits
    return expanded > ratioMinBytes && expanded / Math.max(compressed, 1) > maxRatio
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
    const refusal = this.budget?.refuse(size)
    if (refusal) throw refusal
  }

  /**
   * Adds an entry's declared size to what the whole archive declares (zip: its central
   * directory, read before anything is written), refusing once that is too much.
   */
  declare(name: string, size: number): void {
    this.declared += size
    if (this.declared > this.limits.maxBytes) throw this.tooBig(name)
    const refusal = this.budget?.refuse(this.declared)
    if (refusal) throw refusal
  }

  /**
   * The archive's declared total against the archive's own size, so that many entries,
   * each too small for the per-entry ratio check, cannot add up to a bomb.
   */
  checkDeclaredRatio(archiveBytes: number): void {
    if (this.isTooCompressed(this.declared, archiveBytes)) {
      throw badRequest(`Refusing the archive: it expands more than ${this.limits.maxRatio} times (a decompression bomb?).`)
    }
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
    let taken = 0
    const counter = new ByteCounter(this.limits.maxBytes, () => this.tooBig(name), this.total, (bytes) => {
      if (compressedSize !== undefined && this.isTooCompressed(bytes, compressedSize)) return this.tooCompressed(name)
      if (!this.budget) return undefined
      const refusal = this.budget.refuse(bytes - taken)
      if (refusal) return refusal
      this.budget.take(bytes - taken)
      this.taken += bytes - taken
      taken = bytes
      return undefined
    })
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

  /** Gives the budget back what this staging took (its files will not be kept). */
  discard(): void {
    this.budget?.giveBack(this.taken)
    this.taken = 0
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
