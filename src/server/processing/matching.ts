// Which parser claims which raw file, as NOMAD decides it: the mime type and content
// patterns on the first 12,000 bytes (decompressed for gz/bz2/xz), then the name
// pattern on the full path. A parser marked `mainfileAlternative` may also claim a file
// whose name does not match, but only when no file of the same directory matches its
// name pattern (a lone OUTCAR is a VASP mainfile; one beside vasprun.xml is not).
import { open } from 'node:fs/promises'
import { posix } from 'node:path'
import { lookup } from 'mime-types'
import type { ParserMetadata } from '../../core/parsers/metadata'
import { COMPRESSED_HEAD_BYTES, compressionOf, decompressHead, withoutCompressionSuffix } from '../files/compression'

/** Parsers look at the first 12,000 bytes of a file, as NOMAD's matching does. */
export const HEAD_BYTES = 12_000

/** The head of a file, decompressed when it is gzip, bzip2 or xz. */
export async function readHead(path: string): Promise<Buffer> {
  const handle = await open(path, 'r')
  try {
    const read = async (size: number) => {
      const buffer = Buffer.alloc(size)
      const { bytesRead } = await handle.read(buffer, 0, size, 0)
      return buffer.subarray(0, bytesRead)
    }
    const start = await read(HEAD_BYTES)
    const compression = compressionOf(start)
    if (!compression) return start
    const decoded = await decompressHead(await read(COMPRESSED_HEAD_BYTES[compression]), compression, HEAD_BYTES)
    return decoded.length ? decoded : start
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
  const byName = lookup(withoutCompressionSuffix(path))
  if (byName) return byName
  return isText(head) ? 'text/plain' : 'application/octet-stream'
}

/** A parser that could claim a file: directly (its name pattern matches) or as an alternative. */
export interface MatchCandidate {
  parser: string
  alternative: boolean
}

interface CompiledMatcher {
  name: string
  nameRe: RegExp
  contentsRe?: RegExp
  mimeRe?: RegExp
  alternative: boolean
}

/** The parsers whose mime and content patterns accept a file, in registry order. */
export function mainfileMatcher(parsers: ParserMetadata[]) {
  const matchers: CompiledMatcher[] = parsers.map((parser) => ({
    name: parser.name,
    nameRe: new RegExp(parser.mainfileNameRe),
    contentsRe: parser.mainfileContentsRe ? new RegExp(parser.mainfileContentsRe, 'm') : undefined,
    mimeRe: parser.mainfileMimeRe ? new RegExp(parser.mainfileMimeRe) : undefined,
    alternative: parser.mainfileAlternative === true,
  }))
  return (path: string, head: Buffer): MatchCandidate[] => {
    const mime = mimeTypeOf(path, head)
    const text = head.toString('latin1')
    const candidates: MatchCandidate[] = []
    for (const matcher of matchers) {
      if (matcher.mimeRe && !matcher.mimeRe.test(mime)) continue
      if (matcher.contentsRe && !matcher.contentsRe.test(text)) continue
      const byName = matcher.nameRe.test(path)
      if (byName || matcher.alternative) candidates.push({ parser: matcher.name, alternative: !byName })
      if (byName) break
    }
    return candidates
  }
}

/**
 * Settles the claims of a whole upload: each file goes to its first candidate that
 * matched by name, or that is an alternative with no file in the same directory
 * claimed by name by the same parser.
 */
export function chooseMainfiles(files: { path: string; candidates: MatchCandidate[] }[]): Map<string, string> {
  const direct = new Set<string>()
  for (const { path, candidates } of files) {
    const first = candidates.find((c) => !c.alternative)
    if (first) direct.add(`${posix.dirname(path)}\0${first.parser}`)
  }
  const chosen = new Map<string, string>()
  for (const { path, candidates } of files) {
    const claim = candidates.find((c) => !c.alternative || !direct.has(`${posix.dirname(path)}\0${c.parser}`))
    if (claim) chosen.set(path, claim.parser)
  }
  return chosen
}
