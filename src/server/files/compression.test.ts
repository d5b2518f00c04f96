import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { gzipSync } from 'node:zlib'
import { compressionOf, decompressed, decompressHead, TooLargeError, withoutCompressionSuffix } from './compression'

// large.txt.{gz,bz2,xz}: 4,001 lines, 252,057 bytes when decompressed.
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url))
const FIRST_LINE = ' vasp.5.3.2 13Sep12 (build Jan 11 2013 15:25:54) complex\n'

describe('compressed raw files', () => {
  it.each([
    ['large.txt.gz', 'gz'],
    ['large.txt.bz2', 'bz2'],
    ['large.txt.xz', 'xz'],
  ] as const)('recognises %s by its magic bytes and decompresses it whole', async (name, kind) => {
    const bytes = fixture(name)
    expect(compressionOf(bytes)).toBe(kind)
    const text = (await decompressed(bytes)).toString('utf8')
    expect(text.length).toBe(252_057)
    expect(text.startsWith(FIRST_LINE)).toBe(true)
    expect(text.trimEnd().endsWith('line 03999 of a compressed test file for matching and reading')).toBe(true)
  })

  it.each(['large.txt.gz', 'large.txt.bz2', 'large.txt.xz'])('decodes the head of %s', async (name) => {
    const bytes = fixture(name)
    const head = await decompressHead(bytes, compressionOf(bytes)!, 12_000)
    expect(head.length).toBe(12_000)
    expect(head.toString('utf8').startsWith(FIRST_LINE)).toBe(true)
  })

  it('leaves plain files as they are and strips compression suffixes from names', async () => {
    const plain = Buffer.from('plain text')
    expect(compressionOf(plain)).toBeUndefined()
    expect(await decompressed(plain)).toBe(plain)
    expect(withoutCompressionSuffix('run/vasprun.xml.bz2')).toBe('run/vasprun.xml')
    expect(withoutCompressionSuffix('run/aims.out')).toBe('run/aims.out')
  })

  it('answers an empty head for a corrupt stream instead of throwing', async () => {
    const corrupt = Buffer.concat([Buffer.from('BZh9'), Buffer.alloc(200, 7)])
    expect((await decompressHead(corrupt, 'bz2', 100)).length).toBe(0)
    await expect(decompressed(corrupt)).rejects.toThrow()
  })

  it('yields the readable part of a truncated gzip file', async () => {
    const bytes = fixture('large.txt.gz')
    const text = (await decompressed(bytes.subarray(0, bytes.length / 2))).toString('utf8')
    expect(text.startsWith(FIRST_LINE)).toBe(true)
    expect(text.length).toBeGreaterThan(10_000)
    expect(text.length).toBeLessThan(252_057)
  })

  it.each(['large.txt.gz', 'large.txt.bz2', 'large.txt.xz'])('decompresses %s only up to a limit', async (name) => {
    const bytes = fixture(name)
    expect((await decompressed(bytes, 252_057)).length).toBe(252_057)
    await expect(decompressed(bytes, 252_056)).rejects.toBeInstanceOf(TooLargeError)
    await expect(decompressed(Buffer.from('plain'), 4)).rejects.toBeInstanceOf(TooLargeError)
  })

  it('counts the bytes of a gzip file whose trailer understates its size', async () => {
    const bytes = Buffer.from(gzipSync(Buffer.alloc(100_000, 65)))
    bytes.writeUInt32LE(10, bytes.length - 4)
    await expect(decompressed(bytes, 50_000)).rejects.toBeInstanceOf(TooLargeError)
    // A wrong trailer fails the check of the stream's end, after the content was read.
    await expect(decompressed(bytes, 200_000)).rejects.toThrow(/incorrect length check/)
  })
})
