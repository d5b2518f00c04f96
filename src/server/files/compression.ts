// Compressed raw files (gzip, bzip2, xz): matching looks into their head and parsers
// read them whole, as NOMAD does for `vasprun.xml.gz`, `aims.out.bz2` and the like.
import { gunzip, gunzipSync } from 'node:zlib'
import { promisify } from 'node:util'
import bunzip from 'seek-bzip'
import type { XzReadableStream } from 'xz-decompress'

type XzModule = typeof import('xz-decompress')

/**
 * Loaded on first use (xz files are rare). The package is a UMD bundle: Node's ESM
 * loader sees only its default export, bundlers and vitest see the named one.
 */
async function xzStream(input: ReadableStream<Uint8Array>): Promise<XzReadableStream> {
  const loaded = (await import('xz-decompress')) as XzModule & { default?: XzModule }
  const XzStream = loaded.XzReadableStream ?? loaded.default!.XzReadableStream
  return new XzStream(input)
}

export type Compression = 'gz' | 'bz2' | 'xz'

export function compressionOf(bytes: Uint8Array): Compression | undefined {
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) return 'gz'
  if (bytes[0] === 0x42 && bytes[1] === 0x5a && bytes[2] === 0x68) return 'bz2' // BZh
  if (bytes[0] === 0xfd && bytes[1] === 0x37 && bytes[2] === 0x7a && bytes[3] === 0x58 && bytes[4] === 0x5a) return 'xz'
  return undefined
}

/** The file name without a compression suffix, for name patterns and mime types. */
export function withoutCompressionSuffix(path: string): string {
  return path.replace(/\.(gz|bz2|xz)$/, '')
}

/** Bytes needed from the start of a compressed file to decode its first `size` bytes. */
export const COMPRESSED_HEAD_BYTES: Record<Compression, number> = {
  gz: 64 * 1024,
  // A bzip2 block decodes only as a whole; blocks hold at most 900 kB of input.
  bz2: 1024 * 1024,
  xz: 256 * 1024,
}

async function xzDecode(bytes: Uint8Array, limit = Infinity): Promise<Buffer> {
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
  const reader = (await xzStream(input)).getReader()
  const chunks: Buffer[] = []
  let size = 0
  try {
    while (size < limit) {
      const { done, value } = await reader.read()
      if (done) break
      chunks.push(Buffer.from(value))
      size += value.length
    }
  } catch (error) {
    // A truncated head ends the stream early: what was decoded is what matching needs.
    if (limit === Infinity) throw error
  } finally {
    await reader.cancel().catch(() => undefined)
  }
  return Buffer.concat(chunks)
}

/** The first `size` decompressed bytes of the start of a compressed file; what can be decoded. */
export async function decompressHead(bytes: Buffer, compression: Compression, size: number): Promise<Buffer> {
  try {
    switch (compression) {
      case 'gz':
        return gunzipSync(bytes, { finishFlush: 2 /* Z_SYNC_FLUSH: a truncated stream is fine */ }).subarray(0, size)
      case 'bz2':
        // Bit 32 is where the first block starts, after the 'BZh9' header.
        return bunzip.decodeBlock(bytes, 32).subarray(0, size)
      case 'xz':
        return (await xzDecode(bytes, size)).subarray(0, size)
    }
  } catch {
    return Buffer.alloc(0)
  }
}

const gunzipAsync = promisify(gunzip)

/** A whole file decompressed when it is compressed, else the bytes as they are. Throws on corrupt data. */
export async function decompressed(bytes: Buffer): Promise<Buffer> {
  switch (compressionOf(bytes)) {
    case 'gz':
      // Sync flush: a truncated file yields what it holds; the parser warns about the rest.
      return gunzipAsync(bytes, { finishFlush: 2 })
    case 'bz2':
      return bunzip.decode(bytes)
    case 'xz':
      return xzDecode(bytes)
    default:
      return bytes
  }
}
