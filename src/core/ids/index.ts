// Identifiers as NOMAD makes them, so ids stay stable across the two systems.
import { sha512 } from '@noble/hashes/sha2'

const URL_SAFE = /[+/=]/g
const REPLACE: Record<string, string> = { '+': '-', '/': '_', '=': '' }

function base64Url(bytes: Uint8Array): string {
  let binary = ''
  for (const byte of bytes) binary += String.fromCharCode(byte)
  return btoa(binary).replace(URL_SAFE, (char) => REPLACE[char])
}

/**
 * The entry id: the first 28 characters of the URL-safe base64 of SHA-512 over the
 * upload id and the mainfile (and mainfile key, if any), concatenated without
 * separator — the same file in the same upload always maps to the same entry.
 */
export function entryId(uploadId: string, mainfile: string, mainfileKey?: string): string {
  const input = new TextEncoder().encode(uploadId + mainfile + (mainfileKey ?? ''))
  return base64Url(sha512(input)).slice(0, 28)
}

/** A new random id (uploads, datasets, groups): 22 URL-safe characters (128 bits). */
export function randomId(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return base64Url(bytes).slice(0, 22)
}
