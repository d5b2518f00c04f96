// What a process cut off mid-request (SIGKILL, OOM, power loss) leaves in the data
// directory, and the start-up sweep that removes it:
//   uploads/{id}/.tmp/        bodies being received, archives being unpacked, copies
//   uploads/.trash/           deletions not finished
//   uploads/{id}/.creating    an upload whose files were being stored when the process
//                             died: its row is written only after them (services/uploads.ts)
// Live requests keep their bytes in the same places, so the sweep runs only at start-up,
// before the server listens, while the process holds the data directory (dataDirLock.ts).

import { lstat, open, readdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { ensureDir, fsyncDir, isCode } from './durable'

const CREATING = '.creating'
const TEMP = '.tmp'
const TRASH = '.trash'
const UPLOAD_ID = /^[A-Za-z0-9_-]{1,64}$/

const uploadRoot = (dataDir: string, uploadId: string) => join(dataDir, 'uploads', uploadId)

/**
 * Marks uploads/{id}/ as a creation in progress, durably, before its first byte is
 * stored: if the process dies before the upload's row is written, the next start knows
 * the folder is a leftover and not an upload whose row went missing.
 */
export async function markCreation(dataDir: string, uploadId: string): Promise<void> {
  const root = uploadRoot(dataDir, uploadId)
  await ensureDir(root, dataDir)
  const handle = await open(join(root, CREATING), 'wx')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
  await fsyncDir(root)
}

/** The upload's row is written: its folder is an upload like any other now. */
export async function finishCreation(dataDir: string, uploadId: string): Promise<void> {
  await rm(join(uploadRoot(dataDir, uploadId), CREATING), { force: true })
}

export interface SweptLeftovers {
  /** Files and folders removed from .tmp/ folders and the trash. */
  temporary: number
  /** Uploads whose creation was cut off before their row was written: removed. */
  creations: string[]
}

/**
 * Removes what is in every upload's .tmp/ and in the trash, and the folders of creations cut off before
 * their row was written (`isUpload` asks the store). A marked folder whose row exists
 * was cut off after it: only the mark goes. Folders without a mark are never removed,
 * row or not (an upload is not deleted because a store was swapped or restored).
 * Only for a process that holds the data directory, before it accepts requests.
 */
export async function sweepLeftovers(dataDir: string, isUpload: (uploadId: string) => Promise<boolean>): Promise<SweptLeftovers> {
  const uploadsDir = join(dataDir, 'uploads')
  let names: string[]
  try {
    names = await readdir(uploadsDir)
  } catch (error) {
    if (isCode(error, 'ENOENT')) return { temporary: 0, creations: [] }
    throw error
  }
  const swept: SweptLeftovers = { temporary: 0, creations: [] }
  /** Empties and removes a folder of temporary things; counts what was in it. */
  const removeTemporary = async (path: string) => {
    const items = await readdir(path).catch((error: unknown) => {
      if (isCode(error, 'ENOENT', 'ENOTDIR')) return []
      throw error
    })
    // An empty .tmp/ is what every upload keeps after its requests ended: not a leftover.
    if (!items.length) return
    await rm(path, { recursive: true, force: true })
    swept.temporary += items.length
  }
  if (names.includes(TRASH)) await removeTemporary(join(uploadsDir, TRASH))
  for (const name of names) {
    if (!UPLOAD_ID.test(name)) continue
    const root = join(uploadsDir, name)
    await removeTemporary(join(root, TEMP))
    if (!(await exists(join(root, CREATING)))) continue
    if (await isUpload(name)) {
      await finishCreation(dataDir, name)
    } else {
      await rm(root, { recursive: true, force: true })
      swept.creations.push(name)
    }
  }
  if (swept.creations.length) await fsyncDir(uploadsDir)
  return swept
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path)
    return true
  } catch (error) {
    if (isCode(error, 'ENOENT', 'ENOTDIR')) return false
    throw error
  }
}
