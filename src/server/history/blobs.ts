// The bytes of saved file versions, stored once per content in the upload's folder:
// {dataDir}/uploads/{uploadId}/versions/ab/cdef… (SHA-256, hex, split after two characters
// so no folder holds millions of names). Per upload, not per data directory: deleting an
// upload deletes its history with its folder (no blob shared with another upload to count
// references of, no race with a writer of the same bytes elsewhere), and the files stay
// partitioned by upload as the store is. A blob is written atomically and durably before
// its row is and never changed after, so a row always points at whole bytes.
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { uploadFiles } from '../files'
import { isCode, writeFileAtomically } from '../files/durable'

export interface StoredBlob {
  hash: string
  size: number
  /** False when equal bytes were stored before (nothing written now). */
  written: boolean
}

const HASH = /^[0-9a-f]{64}$/

export class VersionBlobs {
  readonly root: string
  /** The upload's .tmp/ (same file system, swept of a crash's leftovers at start). */
  private readonly tmpDir: string

  constructor(dataDir: string, uploadId: string) {
    const files = uploadFiles(dataDir, uploadId)
    this.root = join(files.root, 'versions')
    this.tmpDir = files.tmpDir
  }

  pathOf(hash: string): string {
    if (!HASH.test(hash)) throw new Error(`Not a SHA-256 hash: ${hash}`)
    return join(this.root, hash.slice(0, 2), hash.slice(2))
  }

  async put(bytes: Uint8Array): Promise<StoredBlob> {
    const hash = createHash('sha256').update(bytes).digest('hex')
    const target = this.pathOf(hash)
    const present = await stat(target).then(() => true, (error: unknown) => {
      if (isCode(error, 'ENOENT')) return false
      throw error
    })
    // Two writers of equal bytes at once both write: the renames replace a file with the
    // same content, so readers see whole bytes either way.
    if (!present) await writeFileAtomically(target, bytes, this.tmpDir)
    return { hash, size: bytes.byteLength, written: !present }
  }

  /** The bytes, or undefined when the blob is missing (a data directory restored without versions/). */
  async get(hash: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.pathOf(hash))
    } catch (error) {
      if (isCode(error, 'ENOENT')) return undefined
      throw error
    }
  }
}
