// Zip extraction into a staging area with yauzl. Names are decoded by us (not by yauzl)
// so that every check runs on the exact name we will use, and so that zips written by
// tools that store UTF-8 without setting the UTF-8 flag (macOS Archive Utility, Python's
// zipfile for some names, the NOMAD fixture) keep their names instead of turning into
// CP437 mojibake — the same heuristic Info-ZIP's unzip applies on Unix.

import yauzl, { type Entry, type ZipFile } from 'yauzl'
import { badRequest, ServiceError } from '../errors'
import type { Staging } from './staging'

const S_IFMT = 0o170000
const SPECIAL_TYPES: Record<number, string> = {
  0o120000: 'symbolic links are not allowed',
  0o020000: 'device files are not allowed',
  0o060000: 'device files are not allowed',
  0o010000: 'FIFOs are not allowed',
  0o140000: 'sockets are not allowed',
}
const S_IFDIR = 0o040000
const STORED = 0
const DEFLATED = 8

/**
 * Two passes over the central directory: the first adds up what the entries declare and
 * refuses a bomb before a byte is written (yauzl stops an entry that inflates past its
 * declared size, so the declared sizes bound what the second pass can write; the bytes
 * written are counted all the same); the second extracts.
 */
export async function extractZip(archive: string, staging: Staging, archiveBytes: number): Promise<void> {
  await readEntries(archive, staging, async (_zip, entry) => {
    if (isFolder(entry)) return
    const name = entryName(entry)
    staging.declare(name, entry.uncompressedSize)
    if (staging.isTooCompressed(entry.uncompressedSize, entry.compressedSize)) throw staging.tooCompressed(name)
  })
  staging.checkDeclaredRatio(archiveBytes)
  await readEntries(archive, staging, (zip, entry) => extractEntry(zip, entry, staging))
}

/** Calls `visit` for each entry, in central-directory order. */
async function readEntries(archive: string, staging: Staging, visit: (zip: ZipFile, entry: Entry) => Promise<void>): Promise<void> {
  let zip: ZipFile
  try {
    // autoClose off: we close exactly once, also when we stop early.
    zip = await yauzl.openPromise(archive, { lazyEntries: true, decodeStrings: false, autoClose: false })
  } catch (error) {
    throw unreadable(error)
  }
  let current: string | undefined
  try {
    // The central directory's count is known up front; the loop counts again anyway.
    if (zip.entryCount > staging.limits.maxEntries) throw staging.tooManyEntries()
    for await (const entry of zip.eachEntry()) {
      current = entryName(entry)
      await visit(zip, entry)
    }
  } catch (error) {
    throw unreadable(error, current)
  } finally {
    zip.close()
  }
}

const isFolder = (entry: Entry) => entryName(entry).endsWith('/') || ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFDIR

async function extractEntry(zip: ZipFile, entry: Entry, staging: Staging): Promise<void> {
  const name = entryName(entry)
  // Unix tools put the st_mode in the high 16 bits; others leave them 0 (= plain file).
  const type = (entry.externalFileAttributes >>> 16) & S_IFMT
  const special = SPECIAL_TYPES[type]
  if (special) throw staging.refuse(name, special)
  const rel = staging.admit(name)
  if (name.endsWith('/') || type === S_IFDIR) {
    if (rel) await staging.addFolder(name, rel)
    return
  }
  if (rel === '') throw staging.refuse(name, 'a file needs a name')
  if (entry.isEncrypted()) throw staging.refuse(name, 'encrypted entries are not supported')
  if (entry.compressionMethod !== STORED && entry.compressionMethod !== DEFLATED) {
    throw staging.refuse(name, `compression method ${entry.compressionMethod} is not supported`)
  }
  staging.checkDeclaredSize(name, entry.uncompressedSize)
  // yauzl also checks that the bytes inflated match the declared size (validateEntrySizes).
  await staging.addFile(name, rel, () => zip.openReadStreamPromise(entry), entry.compressedSize)
}

/** UTF-8 when flagged or valid as UTF-8, else CP437 (the zip default). */
export function entryName(entry: Entry): string {
  const utf8Flag = (entry.generalPurposeBitFlag & 0x800) !== 0
  const unicodeExtra = entry.extraFields.some((field) => field.id === 0x7075)
  if (!utf8Flag && !unicodeExtra) {
    try {
      return new TextDecoder('utf-8', { fatal: true }).decode(entry.fileNameRaw)
    } catch {
      // not UTF-8: fall through to CP437
    }
  }
  // strictFileNames: keep backslashes so that our checks see (and refuse) them.
  return yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true)
}

/** yauzl's complaints (bad headers, sizes that lie, bad CRC) as a badRequest. */
function unreadable(error: unknown, entry?: string): Error {
  if (error instanceof ServiceError) return error
  // File-system trouble on our side (disk full…) is not the archive's fault.
  if (error instanceof Error && 'syscall' in error) return error
  const reason = error instanceof Error ? error.message : String(error)
  const where = entry === undefined ? '' : ` at entry "${entry}"`
  return badRequest(`The zip archive could not be read${where}: ${reason}.`)
}
