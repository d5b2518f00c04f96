// Compressed raw files (gzip, bzip2, xz): matching looks into their head and parsers
// read them whole, as NOMAD does for `vasprun.xml.gz`, `aims.out.bz2` and the like —
// up to a limit, since a 1 MB file may hold gigabytes (and Buffers are outside the
// parser thread's heap limit).
import { constants, createGunzip, gunzipSync } from 'node:zlib'
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
  // Deflate never grows data by more than a few bytes per 64 KiB, so 16 KiB of input
  // yield the 12,000 bytes matching reads; and no more than ≈ 16 MiB (1032:1) at worst,
  // decoded on the server thread for every file of an upload.
  gz: 16 * 1024,
  // A bzip2 block decodes only as a whole; blocks hold at most 900 kB of input.
  bz2: 1024 * 1024,
  xz: 256 * 1024,
}

/** Receives decoded bytes; may throw to stop the decoding. */
interface Sink {
  write(chunk: Uint8Array): void
}

async function xzDecode(bytes: Uint8Array, sink: Sink, tolerateTruncation = false): Promise<void> {
  const input = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
  const reader = (await xzStream(input)).getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      sink.write(value)
    }
  } catch (error) {
    // A truncated head ends the stream early: what was decoded is what matching needs.
    if (!tolerateTruncation || error instanceof TooLargeError || error instanceof HeadComplete) throw error
  } finally {
    await reader.cancel().catch(() => undefined)
  }
}

/** Thrown by a sink that has what it wanted. */
class HeadComplete extends Error {}

/** Bytes collected up to `size`; stops the decoder (HeadComplete) once it has them. */
function headSink(size: number) {
  const chunks: Buffer[] = []
  let length = 0
  return {
    write(chunk: Uint8Array) {
      chunks.push(Buffer.from(chunk))
      length += chunk.length
      if (length >= size) throw new HeadComplete()
    },
    bytes: () => Buffer.concat(chunks).subarray(0, size),
  }
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
      case 'xz': {
        const sink = headSink(size)
        await xzDecode(bytes, sink, true).catch((error: unknown) => {
          if (!(error instanceof HeadComplete)) throw error
        })
        return sink.bytes()
      }
    }
  } catch {
    return Buffer.alloc(0)
  }
}

/** A file whose content is larger than a reader may take. */
export class TooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`more than ${limit} bytes`)
  }
}

/** Streams the decoded content of `bytes` into `sink`. Throws on corrupt data and whatever the sink throws. */
async function decode(bytes: Buffer, compression: Compression, sink: Sink): Promise<void> {
  switch (compression) {
    case 'gz': {
      // Sync flush: a truncated file yields what it holds; the parser warns about the rest.
      const gunzip = createGunzip({ finishFlush: constants.Z_SYNC_FLUSH })
      gunzip.end(bytes)
      try {
        for await (const chunk of gunzip as AsyncIterable<Buffer>) sink.write(chunk)
      } finally {
        gunzip.destroy()
      }
      return
    }
    case 'bz2': {
      // seek-bzip writes byte by byte; hand the sink blocks of 64 KiB.
      let block = Buffer.allocUnsafe(64 * 1024)
      let at = 0
      bunzip.decode(bytes, {
        writeByte(byte: number) {
          block[at++] = byte
          if (at === block.length) {
            sink.write(block)
            block = Buffer.allocUnsafe(block.length)
            at = 0
          }
        },
      })
      if (at) sink.write(block.subarray(0, at))
      return
    }
    case 'xz':
      return xzDecode(bytes, sink)
  }
}

/** The decoded size, counted without keeping the bytes; TooLargeError past `maxBytes`. */
async function decodedSize(bytes: Buffer, compression: Compression, maxBytes: number): Promise<number> {
  let size = 0
  await decode(bytes, compression, {
    write(chunk) {
      size += chunk.length
      if (size > maxBytes) throw new TooLargeError(maxBytes)
    },
  })
  return size
}

/** The decoded content in one buffer of `capacity` bytes; undefined when it does not fit. */
async function decodeInto(bytes: Buffer, compression: Compression, capacity: number): Promise<Buffer | undefined> {
  const out = Buffer.allocUnsafe(capacity)
  let at = 0
  try {
    await decode(bytes, compression, {
      write(chunk) {
        if (at + chunk.length > capacity) throw new TooLargeError(capacity)
        out.set(chunk, at)
        at += chunk.length
      },
    })
  } catch (error) {
    if (error instanceof TooLargeError) return undefined
    throw error
  }
  return out.subarray(0, at)
}

/** What a gzip file's trailer says its content's size is (modulo 2^32, of its last member only). */
function gzipSizeHint(bytes: Buffer): number | undefined {
  return bytes.length >= 18 ? bytes.readUInt32LE(bytes.length - 4) : undefined
}

/**
 * A whole file decompressed when it is compressed, else the bytes as they are. Throws on
 * corrupt data, and TooLargeError when the content is larger than `maxBytes`.
 *
 * The content lands in one buffer of its exact size, never in a list of chunks joined
 * at the end (which holds it twice): a gzip file's trailer gives the size to expect;
 * otherwise, or when the trailer is wrong (several members, more than 4 GiB, a
 * truncated file), a first pass counts the bytes, keeping none, and stops at the limit.
 */
export async function decompressed(bytes: Buffer, maxBytes = Infinity): Promise<Buffer> {
  const compression = compressionOf(bytes)
  if (!compression) {
    if (bytes.length > maxBytes) throw new TooLargeError(maxBytes)
    return bytes
  }
  const hint = compression === 'gz' ? gzipSizeHint(bytes) : undefined
  if (hint !== undefined && hint <= maxBytes) {
    const content = await decodeInto(bytes, compression, hint)
    if (content) return content
  }
  const size = await decodedSize(bytes, compression, maxBytes)
  return (await decodeInto(bytes, compression, size))!
}
