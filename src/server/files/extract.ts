// Adding an archive to raw/: unpack everything into a staging folder (same file system,
// under the upload's .tmp/), check the result against the existing tree, and only then
// move the files in. Every refusal (unsafe entry, bomb, conflict) happens before the
// first move, so a refused archive leaves raw/ exactly as it was.

import { mkdir, rm, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { constants, gunzipSync } from 'node:zlib'
import { badRequest, conflict } from '../errors'
import { commitFile, ensureDir, fsyncDir, tempPath } from './durable'
import { joinRel, splitPath } from './paths'
import { Staging, type ArchiveLimits } from './staging'
import { extractTar } from './tar'
import { lstatOrUndefined, walkTree } from './tree'
import { extractZip } from './zip'

export type ArchiveKind = 'zip' | 'tar' | 'tar.gz'

/**
 * Whether a file should be unpacked. With a file name the extension decides (magic bytes
 * only pick tar vs tar.gz): `.xlsx`, `.docx` and friends are zips too but are data files
 * for parsers, and `x.gz` is a compressed file, not an archive. Without a name (a raw
 * body upload) the magic bytes decide. A `.zip` that is not a zip is still 'zip', so the
 * user hears that it is broken instead of finding it stored.
 */
export function detectArchiveKind(fileName: string | undefined, firstBytes: Buffer): ArchiveKind | undefined {
  const tarKind = (): ArchiveKind => (isGzip(firstBytes) ? 'tar.gz' : 'tar')
  if (fileName !== undefined) {
    const name = fileName.toLowerCase()
    if (name.endsWith('.zip')) return 'zip'
    if (name.endsWith('.tar') || name.endsWith('.tar.gz') || name.endsWith('.tgz')) return tarKind()
    return undefined
  }
  if (firstBytes.subarray(0, 4).equals(Buffer.from('PK\x03\x04', 'latin1'))) return 'zip'
  if (isUstar(firstBytes)) return 'tar'
  if (isGzip(firstBytes) && isUstar(gunzipHead(firstBytes))) return 'tar.gz'
  return undefined
}

const isGzip = (bytes: Buffer) => bytes[0] === 0x1f && bytes[1] === 0x8b
const isUstar = (bytes: Buffer) => bytes.toString('latin1', 257, 262) === 'ustar'

/** The start of a gzip stream's content from a truncated head; empty when not gzip. */
function gunzipHead(bytes: Buffer): Buffer {
  try {
    // SYNC_FLUSH returns what the truncated input yields instead of failing on it; 4 KiB
    // in bounds the output (≈ 4 MiB at worst).
    return gunzipSync(bytes.subarray(0, 4096), { finishFlush: constants.Z_SYNC_FLUSH })
  } catch {
    return Buffer.alloc(0)
  }
}

export interface ExtractTarget {
  /** The upload's raw/ folder. */
  rawRoot: string
  /** The upload's .tmp/ folder (same file system as raw/). */
  tmpDir: string
  /** Canonical folder inside raw/ ('' = root). */
  dir: string
}

/** Unpacks `archive` into `dir`; returns the added files (relative to raw/, sorted). */
export async function extractArchive(
  target: ExtractTarget,
  archive: string,
  kind: ArchiveKind,
  options: ArchiveLimits & { overwrite: boolean },
): Promise<string[]> {
  const { rawRoot, tmpDir, dir } = target
  await checkFolderPath(rawRoot, dir)
  const stagingDir = tempPath(tmpDir, 'extract')
  await mkdir(stagingDir, { recursive: true })
  const staging = new Staging(stagingDir, options)
  try {
    if (kind === 'zip') await extractZip(archive, staging, (await stat(archive)).size)
    else await extractTar(archive, staging, kind === 'tar.gz')
    return await merge(stagingDir, rawRoot, dir, options.overwrite)
  } catch (error) {
    staging.discard()
    throw error
  } finally {
    await rm(stagingDir, { recursive: true, force: true })
  }
}

/** Refuses a target folder with a file somewhere on its path. */
async function checkFolderPath(rawRoot: string, dir: string): Promise<void> {
  let prefix = ''
  for (const segment of splitPath(dir)) {
    prefix = joinRel(prefix, segment)
    const stats = await lstatOrUndefined(join(rawRoot, prefix))
    if (!stats) return
    if (!stats.isDirectory()) throw badRequest(`Cannot add files to "${dir}": "${prefix}" is a file.`)
  }
}

async function merge(stagingDir: string, rawRoot: string, dir: string, overwrite: boolean): Promise<string[]> {
  const items: { path: string; isFile: boolean }[] = []
  for await (const item of walkTree(stagingDir)) items.push({ path: item.path, isFile: item.isFile })

  // Check everything first: a conflict found halfway through the moves would leave a
  // half-merged tree.
  for (const item of items) {
    const rel = joinRel(dir, item.path)
    const existing = await lstatOrUndefined(join(rawRoot, rel))
    if (!existing) continue
    if (item.isFile && existing.isDirectory()) {
      throw badRequest(`Cannot replace the folder "${rel}" with a file from the archive.`)
    }
    if (!item.isFile && !existing.isDirectory()) {
      throw badRequest(`Cannot replace the file "${rel}" with a folder from the archive.`)
    }
    if (item.isFile && !overwrite) throw conflict(`The file ${rel} already exists.`)
  }

  await ensureDir(join(rawRoot, dir), rawRoot)
  const touched = new Set<string>()
  const added: string[] = []
  // walkTree yields a folder before its content, so parents exist before their files.
  for (const item of items) {
    const rel = joinRel(dir, item.path)
    const target = join(rawRoot, rel)
    if (!item.isFile) {
      await ensureDir(target, rawRoot)
      continue
    }
    // Only a concurrent writer can make this fail after the checks above.
    if (!(await commitFile(join(stagingDir, item.path), target, overwrite))) {
      throw conflict(`The file ${rel} already exists.`)
    }
    touched.add(dirname(target))
    added.push(rel)
  }
  for (const folder of touched) await fsyncDir(folder)
  return added.sort()
}
