// GET metainfo (reference §1.7): the built-in packages, serialised once because they
// change only with the server's version, and packages defined by uploads, found by the
// content hash of their stored `definitions`. A schema is read with the archive's
// access rule (owner `visible`): a schema in an unpublished or embargoed upload exists
// only for those who may read that upload; for everybody else it is an unknown hash.
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import { M_DEF, serializeMetainfo, type JsonValue, type SerializedPackage } from '../../core/metainfo'
import { METAINFO_HASH_PATTERN } from '../../core/api/metainfo'
import type { MetainfoPackageResponse, UploadPackageDefinition, UploadPackageResponse } from '../../core/api/metainfo'
import type { Caller } from '../auth'
import { notFound } from '../errors'
import { entriesById } from '../store/searchRows'
import type { EntryRecord } from '../store/entries'
import { selectedEntries } from './entryQuery'
import { searchRequest, type SearchContext } from './search'
import { filesOf } from './uploads'

/** An archive path every archive that defines at least one section has (metadata `quantities`). */
const DEFINES_SECTIONS = 'definitions.section_definitions.name'

export const unknownPackage = (name: string) => `The metainfo package ${name} does not exist or is not visible to you.`

/** The whole built-in metainfo as it goes out: JSON, gzipped JSON, and its validator. */
export interface BuiltInMetainfo {
  readonly json: string
  readonly gzip: Buffer
  /** A strong ETag: it changes exactly when the serialised definitions do. */
  readonly etag: string
}

let builtIns: BuiltInMetainfo | undefined
let builtInPackages: Map<string, SerializedPackage> | undefined

export function builtInMetainfo(): BuiltInMetainfo {
  if (!builtIns) {
    const data = serializeMetainfo()
    const json = JSON.stringify({ data })
    builtIns = { json, gzip: gzipSync(json), etag: `"${sha256(json).slice(0, 32)}"` }
    builtInPackages = new Map(data.packages.map((pkg) => [pkg.name, pkg]))
  }
  return builtIns
}

export function builtInPackage(name: string): MetainfoPackageResponse {
  builtInMetainfo()
  const data = builtInPackages?.get(name)
  if (!data) throw notFound(unknownPackage(name))
  return { package_name: name, data }
}

export function isDefinitionsHash(name: string): boolean {
  return new RegExp(METAINFO_HASH_PATTERN).test(name)
}

/**
 * The content hash of a schema's stored definitions: SHA-256 over the JSON with keys
 * sorted at every level, first 40 hex digits (the length of NOMAD's ids). Stored
 * definitions are already normalised (serializeSchema.ts), so two spellings of one
 * schema file hash alike, and any change to a definition gives a new hash.
 */
export function definitionsHash(definitions: JsonValue): string {
  return sha256(canonicalJson(definitions)).slice(0, 40)
}

function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${(value as readonly JsonValue[]).map(canonicalJson).join(',')}]`
  const object = value as { readonly [key: string]: JsonValue }
  const keys = Object.keys(object).sort()
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`).join(',')}}`
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

function isObject(value: unknown): value is { readonly [key: string]: JsonValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** A schema entry's hash, remembered until the entry is processed again. */
interface KnownHash {
  readonly stamp: string
  readonly hash: string | undefined
}

// Per store, so two servers in one process (tests) never share what they learned.
const knownHashes = new WeakMap<object, Map<string, KnownHash>>()

const stampOf = (entry: EntryRecord) => `${entry.entry_hash ?? ''}|${entry.last_processing_time?.toISOString() ?? ''}|${entry.complete_time?.toISOString() ?? ''}`

async function hashOfEntry(context: SearchContext, entry: EntryRecord): Promise<{ hash: string; definitions: { readonly [key: string]: JsonValue } } | undefined> {
  const archive = await filesOf(context, entry.upload_id).readArchive(entry.entry_id)
  const definitions = isObject(archive) ? archive.definitions : undefined
  if (!isObject(definitions)) return undefined
  return { hash: definitionsHash(definitions), definitions }
}

/**
 * The package of a schema entry the caller may read whose definitions have this hash.
 * Schema entries are those whose archive defines sections (the search's `quantities`
 * lists `definitions.section_definitions.name`) — entry type `Schema`, and schema files
 * that hold data too, whose entry type is their data's section; their hashes
 * are computed from the stored archive once per processing of the entry. When several
 * uploads hold the same definitions, the entry with the smallest id answers (the
 * definitions are the same; only where they come from differs).
 */
export async function uploadPackage(context: SearchContext, caller: Caller | undefined, hash: string): Promise<UploadPackageResponse> {
  const request = searchRequest({ owner: 'visible', query: { quantities: DEFINES_SECTIONS } }, 'entries', caller)
  const ids = (await selectedEntries(context, caller, request)).flatMap((selection) => selection.entry_ids ?? [])
  const entries = (await entriesById(context.store, ids)).sort((a, b) => (a.entry_id < b.entry_id ? -1 : a.entry_id > b.entry_id ? 1 : 0))
  let known = knownHashes.get(context.store)
  if (!known) knownHashes.set(context.store, (known = new Map()))
  for (const entry of entries) {
    const stamp = stampOf(entry)
    const remembered = known.get(entry.entry_id)
    if (remembered && remembered.stamp === stamp && remembered.hash !== hash) continue
    const found = await hashOfEntry(context, entry)
    known.set(entry.entry_id, { stamp, hash: found?.hash })
    if (found && found.hash === hash) return { section_definition_id: hash, data: packageOf(found.definitions, entry) }
  }
  throw notFound(unknownPackage(hash))
}

function packageOf(definitions: { readonly [key: string]: JsonValue }, entry: EntryRecord): UploadPackageDefinition {
  const sections = definitions.section_definitions
  return {
    ...definitions,
    m_def: M_DEF.package,
    section_definitions: Array.isArray(sections) ? [...(sections as readonly JsonValue[])] : [],
    entry_id_based_name: `entry_id:${entry.entry_id}`,
    upload_id: entry.upload_id,
    entry_id: entry.entry_id,
  }
}
