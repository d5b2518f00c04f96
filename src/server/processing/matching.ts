import { open } from 'node:fs/promises'
import { gunzipSync } from 'node:zlib'
import { lookup } from 'mime-types'
import type { ParserMetadata } from '../../core/parsers/metadata'

/** Parsers look at the first 12,000 bytes of a file, as NOMAD's matching does. */
export const HEAD_BYTES = 12_000

/** The head of a file, decompressed when it is gzip. */
export async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r')
  try {
    const buffer = Buffer.alloc(64 * 1024)
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0)
    const head = buffer.subarray(0, bytesRead)
    if (head[0] === 0x1f && head[1] === 0x8b) {
      try {
        return gunzipSync(head, { finishFlush: 2 /* Z_SYNC_FLUSH: a truncated stream is fine */ }).subarray(0, HEAD_BYTES)
      } catch {
        return head.subarray(0, HEAD_BYTES)
      }
    }
    return head.subarray(0, HEAD_BYTES)
  } finally {
    await handle.close()
  }
}

function isText(head: Buffer): boolean {
  const sample = head.subarray(0, 1024)
  let control = 0
  for (const byte of sample) if (byte === 0 || (byte < 9) || (byte > 13 && byte < 32)) control++
  return control <= sample.length * 0.01
}

export function mimeTypeOf(path: string, head: Buffer): string {
  const byName = lookup(path.replace(/\.gz$/, ''))
  if (byName) return byName
  return isText(head) ? 'text/plain' : 'application/octet-stream'
}

interface CompiledMatcher {
  name: string
  nameRe: RegExp
  contentsRe?: RegExp
  mimeRe?: RegExp
}

/**
 * Decides which parser claims a file: the mime type and content patterns on the
 * head, then the name pattern on the full path; the first parser that matches wins.
 */
export function mainfileMatcher(parsers: ParserMetadata[]) {
  const matchers: CompiledMatcher[] = parsers.map((parser) => ({
    name: parser.name,
    nameRe: new RegExp(parser.mainfileNameRe),
    contentsRe: parser.mainfileContentsRe ? new RegExp(parser.mainfileContentsRe, 'm') : undefined,
    mimeRe: parser.mainfileMimeRe ? new RegExp(parser.mainfileMimeRe) : undefined,
  }))
  return (path: string, head: Buffer): string | undefined => {
    const mime = mimeTypeOf(path, head)
    const text = head.toString('latin1')
    for (const matcher of matchers) {
      if (matcher.mimeRe && !matcher.mimeRe.test(mime)) continue
      if (matcher.contentsRe && !matcher.contentsRe.test(text)) continue
      if (!matcher.nameRe.test(path)) continue
      return matcher.name
    }
    return undefined
  }
}
