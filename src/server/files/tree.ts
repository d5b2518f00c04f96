// Reading the raw tree: stat, paginated listings with recursive folder sizes, and a walk
// for mainfile matching. Only regular files and folders count; anything else (we never
// create symlinks, but an admin might) is invisible, so it can be neither listed,
// served nor zipped.

import type { Dirent } from 'node:fs'
import { lstat, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { badRequest, notFound } from '../errors'
import { isCode } from './durable'
import { baseName, joinRel } from './paths'

export interface FileStat {
  name: string
  /** Relative to raw/, '' for the root. */
  path: string
  is_file: boolean
  /** Bytes; recursive for folders. */
  size: number
}

export interface ListItem {
  name: string
  is_file: boolean
  size: number
}

export interface Listing {
  content: ListItem[]
  total: number
}

export interface WalkedFile {
  /** Relative to the walked folder's root (raw/). */
  path: string
  abs: string
  size: number
  mtime: Date
  mode: number
}

export const NOT_FOUND = 'Not found. Invalid path?'

/** Stat of `rel` under `root`; undefined when missing. The root always exists. */
export async function statPath(root: string, rel: string): Promise<FileStat | undefined> {
  const abs = join(root, rel)
  const stats = await lstatOrUndefined(abs)
  if (!stats) return rel === '' ? { name: '', path: '', is_file: false, size: 0 } : undefined
  if (stats.isFile()) return { name: baseName(rel), path: rel, is_file: true, size: stats.size }
  if (!stats.isDirectory()) return undefined
  return { name: baseName(rel), path: rel, is_file: false, size: await folderSize(abs) }
}

/**
 * One page (1-based) of a folder's children sorted by name (code-unit order, which is
 * what NOMAD's Python `sorted` gives for the names people use). Sizes of folders are
 * recursive and computed for the page only.
 */
export async function listFolder(root: string, rel: string, page: number, pageSize: number): Promise<Listing> {
  if (!Number.isInteger(page) || page < 1) throw badRequest('The page must be a positive integer.')
  if (!Number.isInteger(pageSize) || pageSize < 0) throw badRequest('The page size must be a non-negative integer.')
  const abs = join(root, rel)
  const stats = await lstatOrUndefined(abs)
  if (!stats) {
    if (rel === '') return { content: [], total: 0 }
    throw notFound(NOT_FOUND)
  }
  if (stats.isFile()) throw badRequest(`The path "${rel}" is a file, not a folder.`)
  if (!stats.isDirectory()) throw notFound(NOT_FOUND)
  const children = await visibleChildren(abs)
  const start = (page - 1) * pageSize
  const content: ListItem[] = []
  for (const child of children.slice(start, start + pageSize)) {
    const childAbs = join(abs, child.name)
    const size = child.isFile() ? (await lstat(childAbs)).size : await folderSize(childAbs)
    content.push({ name: child.name, is_file: child.isFile(), size })
  }
  return { content, total: children.length }
}

/** Every regular file under `root/rel`, depth first, names sorted in each folder. */
export async function* walkFiles(root: string, rel = ''): AsyncGenerator<WalkedFile> {
  for await (const item of walkTree(root, rel)) if (item.isFile) yield item
}

/** Files and folders under `root/rel` (folders before their content). */
export async function* walkTree(root: string, rel = ''): AsyncGenerator<WalkedFile & { isFile: boolean }> {
  const abs = join(root, rel)
  let children: Dirent[]
  try {
    children = await visibleChildren(abs)
  } catch (error) {
    // A folder removed while we walk is simply no longer there.
    if (isCode(error, 'ENOENT', 'ENOTDIR')) return
    throw error
  }
  for (const child of children) {
    const childRel = joinRel(rel, child.name)
    const childAbs = join(abs, child.name)
    const stats = await lstatOrUndefined(childAbs)
    if (!stats) continue
    const item = { path: childRel, abs: childAbs, size: stats.size, mtime: stats.mtime, mode: stats.mode }
    if (child.isFile()) {
      yield { ...item, isFile: true }
    } else {
      yield { ...item, size: 0, isFile: false }
      yield* walkTree(root, childRel)
    }
  }
}

export async function folderSize(abs: string): Promise<number> {
  let size = 0
  for await (const file of walkFiles(abs)) size += file.size
  return size
}

async function visibleChildren(abs: string): Promise<Dirent[]> {
  const entries = await readdir(abs, { withFileTypes: true })
  return entries
    .filter((entry) => entry.isFile() || entry.isDirectory())
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

export async function lstatOrUndefined(abs: string) {
  try {
    return await lstat(abs)
  } catch (error) {
    if (isCode(error, 'ENOENT', 'ENOTDIR')) return undefined
    throw error
  }
}
