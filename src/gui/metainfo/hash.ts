// The content hash an upload-defined package is known by (GET metainfo/{hash}): SHA-256
// over the stored definitions as JSON with keys sorted at every level, first 40 hex
// digits — the server's definitionsHash (services/metainfo.ts), which
// tests/api/metainfo.test.ts holds this to, so a package's browser URL and its API
// address agree without asking the server.
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex } from '@noble/hashes/utils'
import type { JsonValue } from './types'

function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value)
  if (Array.isArray(value)) return `[${(value as readonly JsonValue[]).map(canonicalJson).join(',')}]`
  const object = value as { readonly [key: string]: JsonValue }
  return `{${Object.keys(object).sort().map((key) => `${JSON.stringify(key)}:${canonicalJson(object[key])}`).join(',')}}`
}

export function definitionsHash(definitions: JsonValue): string {
  return bytesToHex(sha256(new TextEncoder().encode(canonicalJson(definitions)))).slice(0, 40)
}
