// Issue 14, finding 8: decompression bombs must be refused from what the archive declares
// and from the bytes it produces as they appear, before the bomb is written out — not
// after gigabytes reached the disk. The bombs are built here, streamed to a scratch
// folder (a few hundred kB each), and sent to a server with the default limits.
import { createWriteStream } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGzip } from 'node:zlib'
import { Header, type HeaderData } from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZipFile } from 'yazl'
import { anAccount } from '../helpers/accounts'
import { testServer, type TestServer } from '../helpers/server'
import { bearer, tokenFor } from '../helpers/uploads'

const MiB = 1024 * 1024

function zeros(size: number): Readable {
  const chunk = Buffer.alloc(MiB)
  async function* generate() {
    for (let left = size; left > 0; left -= chunk.length) yield left >= chunk.length ? chunk : chunk.subarray(0, left)
  }
  return Readable.from(generate(), { objectMode: false })
}

type ZipPart = { name: string; zeros: number } | { name: string; symlinkTo: string }

async function zipFile(path: string, parts: ZipPart[]): Promise<void> {
  const zip = new ZipFile()
  for (const part of parts) {
    if ('zeros' in part) zip.addReadStream(zeros(part.zeros), part.name, { compressionLevel: 9 })
    else zip.addBuffer(Buffer.from(part.symlinkTo), part.name, { mode: 0o120777 })
  }
  zip.end()
  await pipeline(zip.outputStream as unknown as Readable, createWriteStream(path))
}

type TarPart = (HeaderData & { path: string; zeros: number }) | (HeaderData & { path: string; linkpath: string })

async function tgzFile(path: string, parts: TarPart[]): Promise<void> {
  async function* blocks() {
    for (const part of parts) {
      const size = 'zeros' in part ? part.zeros : 0
      const header = new Header({ mode: 0o644, mtime: new Date(0), type: 'zeros' in part ? 'File' : 'SymbolicLink', ...part, size })
      header.encode()
      yield header.block!
      if (size) yield* zeros(size + ((512 - (size % 512)) % 512))
    }
    yield Buffer.alloc(1024)
  }
  await pipeline(Readable.from(blocks()), createGzip({ level: 9 }), createWriteStream(path))
}

describe('decompression bombs', () => {
  let server: TestServer
  let token: string
  let scratch: string

  beforeAll(async () => {
    scratch = await mkdtemp(join(tmpdir(), 'tessera-bombs-'))
    server = await testServer({ configYaml: 'services:\n  upload_limit: 50\n' })
    const account = await anAccount(server.context.store, { username: 'bomber' })
    token = await tokenFor(server, 'bomber', account.password)
  })
  afterAll(async () => {
    await server.dispose()
    await rm(scratch, { recursive: true, force: true })
  })

  async function upload(fileName: string, path: string) {
    const response = await server.api(`/api/v1/uploads?file_name=${fileName}`, { method: 'POST', headers: bearer(token), body: new Uint8Array(await readFile(path)) })
    return { status: response.status, body: await response.json() }
  }

  /** Nothing of any refused archive is left: no upload, no files. */
  async function expectNothingStored() {
    const { data } = await (await server.api('/api/v1/uploads', { headers: bearer(token) })).json()
    expect(data).toEqual([])
    expect(await readdir(join(server.dataDir, 'uploads')).catch(() => [])).not.toContainEqual(expect.stringMatching(/^[\w-]{22}$/))
  }

  it('refuses a zip of many entries, each too small for the ratio check, from the sizes it declares', async () => {
    // 24 × 9 MiB of zeros (216 MiB) in ≈ 220 kB: no entry passes the per-entry threshold
    // (10 MiB), so only the archive's total gives it away.
    const path = join(scratch, 'many.zip')
    await zipFile(path, Array.from({ length: 24 }, (_, i) => ({ name: `part${i}.bin`, zeros: 9 * MiB })))
    const { status, body } = await upload('many.zip', path)
    expect(status).toBe(400)
    expect(body.detail).toBe('Refusing the archive: it expands more than 1000 times (a decompression bomb?).')
    await expectNothingStored()
  })

  it('refuses a zip bomb from its central directory before extracting any entry', async () => {
    // The symbolic link comes first: an extraction that starts before looking at the
    // bomb's declared sizes refuses the link instead.
    const path = join(scratch, 'bomb.zip')
    await zipFile(path, [{ name: 'link', symlinkTo: '/etc/passwd' }, { name: 'zeros.bin', zeros: 64 * MiB }])
    const { status, body } = await upload('bomb.zip', path)
    expect(status).toBe(400)
    expect(body.detail).toBe('Refusing archive entry "zeros.bin": it expands more than 1000 times (a decompression bomb?).')
    await expectNothingStored()
  })

  it('stops a tar.gz bomb as soon as its ratio shows, before reading on', async () => {
    // The symbolic link comes after 256 MiB of zeros: only an extraction that read (and
    // wrote) the whole bomb first gets to it.
    const path = join(scratch, 'bomb.tar.gz')
    await tgzFile(path, [{ path: 'zeros.bin', zeros: 256 * MiB }, { path: 'link', linkpath: '/etc/passwd' }])
    const { status, body } = await upload('bomb.tar.gz', path)
    expect(status).toBe(400)
    expect(body.detail).toBe('Refusing archive entry "zeros.bin": it expands more than 1000 times (a decompression bomb?).')
    await expectNothingStored()
  })
})
