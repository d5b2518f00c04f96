// The bytes of saved file versions, stored once per content: {dataDir}/versions/ab/cdef…
// (SHA-256, hex, split after two characters so no folder holds millions of names).
// A blob is written atomically and durably before its row is, and never changed after,
// so a row always points at whole bytes and equal content is never stored twice.
import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
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

  constructor(dataDir: string) {
    this.root = join(dataDir, 'versions')
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
    if (!present) await writeFileAtomically(target, bytes, join(this.root, '.tmp'))
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
