import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Readable } from 'node:stream'
import { c as createTar } from 'tar'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ServiceError } from '../errors'
import { detectArchiveKind, uploadFiles, type ArchiveKind, type UploadFiles } from './index'
import { patchName, snapshot, tarBuffer, tgzBuffer, zeroTgz, zeroZip, zipBuffer, type TarItem } from './testArchives'

const FIXTURE = fileURLToPath(new URL('../../../../shared/fixtures/uploads/nested.zip', import.meta.url))
const MB = 1024 * 1024

let dataDir: string
let files: UploadFiles
let scratch: string

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tessera-extract-'))
  scratch = join(dataDir, 'scratch')
  await mkdir(scratch)
  files = uploadFiles(dataDir, 'upload1')
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

async function archiveFile(name: string, bytes: Buffer): Promise<string> {
  const path = join(scratch, name)
  await writeFile(path, bytes)
  return path
}

async function put(bytes: Buffer, kind: ArchiveKind, options: { overwrite?: boolean; maxBytes?: number; dir?: string } = {}) {
  const path = await archiveFile(`a-${Math.random()}`, bytes)
  return files.putArchive(options.dir ?? '', path, kind, { overwrite: options.overwrite ?? true, maxBytes: options.maxBytes ?? 100 * MB })
}

async function seed() {
  await files.putFile('', 'keep.txt', Readable.from(['old']), { overwrite: false, maxBytes: 100 })
  await files.putFile('data', 'a.txt', Readable.from(['old a']), { overwrite: false, maxBytes: 100 })
}

/** Expects a badRequest naming `entry`, raw/ unchanged and no staging left in .tmp/. */
async function expectRefused(action: Promise<unknown>, entry: string, reason: RegExp) {
  // Handled at once: a refusal can come before the snapshot below is read, and a
  // rejection without a handler by then is reported as unhandled (it made CI flaky).
  const outcome = action.then(
    () => undefined,
    (e: unknown) => e,
  )
  const before = await snapshot(files.rawRoot)
  const error = await outcome
  expect(error).toBeInstanceOf(ServiceError)
  expect((error as ServiceError).kind).toBe('bad_request')
  expect((error as ServiceError).message).toContain(`"${entry}"`)
  expect((error as ServiceError).message).toMatch(reason)
  expect(await snapshot(files.rawRoot)).toEqual(before)
  expect(await readdir(files.tmpDir).catch(() => [])).toEqual([])
  return error as ServiceError
}

describe('detectArchiveKind', () => {
  const zipHead = Buffer.from('PK\x03\x04rest', 'latin1')
  const tarHead = tarBuffer([{ path: 'a.txt', data: 'x' }])
  const tgzHead = tgzBuffer([{ path: 'a.txt', data: 'x' }])
  it.each([
    ['upload.zip', 'zip magic', zipHead, 'zip'],
    ['UPLOAD.ZIP', 'text', Buffer.from('not a zip'), 'zip'],
    ['data.tar', 'tar', tarHead, 'tar'],
    ['data.tar.gz', 'tar.gz', tgzHead, 'tar.gz'],
    ['data.tgz', 'tar.gz', tgzHead, 'tar.gz'],
    ['table.xlsx', 'zip magic', zipHead, undefined],
    ['vasprun.xml.gz', 'gzip magic', Buffer.from([0x1f, 0x8b, 8, 0]), undefined],
    ['notes.txt', 'text', Buffer.from('hello'), undefined],
    [undefined, 'zip magic', zipHead, 'zip'],
    [undefined, 'tar', tarHead, 'tar'],
    [undefined, 'tar.gz', tgzHead, 'tar.gz'],
    [undefined, 'JSON', Buffer.from('{"data": 1}'), undefined],
  ] as const)('%s with %s bytes → %s', (name, _label, head, kind) => {
    expect(detectArchiveKind(name, head)).toBe(kind)
  })
})

describe('putArchive — merging', () => {
  it('merges a zip with nested folders into an existing tree', async () => {
    await seed()
    const zip = await zipBuffer([
      { name: 'data/b.txt', data: 'b' },
      { name: 'data/deep/c.txt', data: 'c' },
      { name: 'empty', folder: true },
      { name: 'top.txt', data: 'top' },
    ])
    expect(await put(zip, 'zip')).toEqual(['data/b.txt', 'data/deep/c.txt', 'top.txt'])
    expect(await snapshot(files.rawRoot)).toMatchObject({ 'keep.txt': expect.any(String), 'data/a.txt': expect.any(String), 'empty/': 'folder' })
    expect(await readFile(files.resolveRaw('data/deep/c.txt'), 'utf8')).toBe('c')
  })

  it('merges a tar.gz made by node-tar into a sub folder', async () => {
    await seed()
    const src = join(scratch, 'src')
    await mkdir(join(src, 'sim/run1'), { recursive: true })
    await writeFile(join(src, 'sim/run1/OUTCAR'), 'outcar')
    await writeFile(join(src, 'sim/INCAR'), 'incar')
    const tgz = join(scratch, 'sim.tgz')
    await createTar({ gzip: true, file: tgz, cwd: src }, ['.'])
    const added = await files.putArchive('data', tgz, 'tar.gz', { overwrite: false, maxBytes: MB })
    expect(added).toEqual(['data/sim/INCAR', 'data/sim/run1/OUTCAR'])
    expect(await readFile(files.resolveRaw('data/sim/run1/OUTCAR'), 'utf8')).toBe('outcar')
    expect(await readFile(files.resolveRaw('data/a.txt'), 'utf8')).toBe('old a')
  })

  it('extracts a plain tar', async () => {
    const tar = tarBuffer([{ path: 'dir/', type: 'Directory' }, { path: 'dir/x.txt', data: 'x' }])
    expect(await put(tar, 'tar')).toEqual(['dir/x.txt'])
  })

  it('overwrites existing files only when asked', async () => {
    await seed()
    const zip = await zipBuffer([{ name: 'data/a.txt', data: 'new a' }, { name: 'fresh.txt', data: 'f' }])
    const before = await snapshot(files.rawRoot)
    await expect(put(zip, 'zip', { overwrite: false })).rejects.toMatchObject({ kind: 'conflict', message: 'The file data/a.txt already exists.' })
    expect(await snapshot(files.rawRoot)).toEqual(before)
    await put(zip, 'zip', { overwrite: true })
    expect(await readFile(files.resolveRaw('data/a.txt'), 'utf8')).toBe('new a')
  })

  it('refuses to replace a folder by a file or a file by a folder, writing nothing', async () => {
    await seed()
    const fileOverFolder = await zipBuffer([{ name: 'new.txt', data: 'n' }, { name: 'data', data: 'file' }])
    await expect(put(fileOverFolder, 'zip')).rejects.toMatchObject({ kind: 'bad_request', message: expect.stringContaining('"data"') })
    const folderOverFile = await zipBuffer([{ name: 'keep.txt/inner.txt', data: 'i' }])
    await expect(put(folderOverFile, 'zip')).rejects.toMatchObject({ kind: 'bad_request' })
    expect(await files.stat('new.txt')).toBeUndefined()
  })

  it('extracts and lists the nested.zip fixture (odd names, many files)', async () => {
    const added = await files.putArchive('', FIXTURE, 'zip', { overwrite: false, maxBytes: 10 * MB })
    expect(added).toHaveLength(112)
    expect(added).toContain('edge_names/!"§$%&()=?/test.txt')
    expect(added).toContain('preview/test.pdf')
    const root = await files.list('', { pageSize: 100 })
    expect(root.content.map((item) => item.name)).toEqual(['edge_names', 'entry.archive.json', 'file.txt', 'many_files', 'preview', 'subdirs'])
    expect(root.content.find((item) => item.name === 'preview')).toMatchObject({ is_file: false, size: 536823 + 22 + 11 })
    const edge = await files.list('edge_names', { pageSize: 10 })
    expect(edge.content.map((item) => item.name)).toContain('!"§$%&()=?.txt')
    expect((await files.list('many_files', { page: 2, pageSize: 40 })).total).toBe(100)
    expect(await files.stat('entry.archive.json')).toMatchObject({ is_file: true, size: 185 })
  })
})

describe('putArchive — refusals leave raw/ unchanged', () => {
  beforeEach(seed)

  it.each([
    ['../evil', 'xx/evil'],
    ['/abs', 'xabs'],
    ['C:\\x', 'Cqqx'],
  ])('refuses the zip-slip entry %s', async (evil, placeholder) => {
    const zip = patchName(await zipBuffer([{ name: 'good.txt', data: 'g' }, { name: placeholder, data: 'evil' }]), placeholder, evil)
    await expectRefused(put(zip, 'zip'), evil, /not allowed/)
  })

  it.each(['../evil', '/abs', 'a/../../evil'])('refuses the tar entry %s', async (evil) => {
    await expectRefused(put(tgzBuffer([{ path: 'good.txt', data: 'g' }, { path: evil, data: 'evil' }]), 'tar.gz'), evil, /not allowed/)
  })

  it('refuses a symlink in a zip', async () => {
    const zip = await zipBuffer([{ name: 'good.txt', data: 'g' }, { name: 'link', data: '/etc/passwd', mode: 0o120777 }])
    await expectRefused(put(zip, 'zip'), 'link', /symbolic links are not allowed/)
  })

  const special: [string, TarItem, RegExp][] = [
    ['a symlink', { path: 'link', type: 'SymbolicLink', linkpath: '/etc/passwd' }, /symbolic links/],
    ['a hard link', { path: 'hard', type: 'Link', linkpath: 'good.txt' }, /hard links/],
    ['a FIFO', { path: 'pipe', type: 'FIFO' }, /FIFOs/],
    ['a character device', { path: 'dev', type: 'CharacterDevice', devmaj: 1, devmin: 3 }, /device files/],
  ]
  it.each(special)('refuses %s in a tar', async (_label, item, reason) => {
    await expectRefused(put(tarBuffer([{ path: 'good.txt', data: 'g' }, item]), 'tar'), item.path, reason)
  })

  it('refuses a zip bomb: 200 MB of zeros with maxBytes 50 MB', async () => {
    const bomb = join(scratch, 'bomb.zip')
    await zeroZip(bomb, 'zeros.bin', 200 * MB)
    const action = files.putArchive('', bomb, 'zip', { overwrite: true, maxBytes: 50 * MB })
    await expectRefused(action, 'zeros.bin', /expands to more than 52428800 bytes/)
  })

  it('refuses a zip entry whose inflated bytes exceed its declared size', async () => {
    const bomb = join(scratch, 'liar.zip')
    await zeroZip(bomb, 'zeros.bin', 20 * MB)
    // Declare 1 byte in the central directory (uncompressed size at offset 24 of the record).
    const bytes = await readFile(bomb)
    const central = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]))
    bytes.writeUInt32LE(1, central + 24)
    await writeFile(bomb, bytes)
    const action = files.putArchive('', bomb, 'zip', { overwrite: true, maxBytes: 50 * MB })
    await expectRefused(action, 'zeros.bin', /could not be read.*too many bytes/)
  })

  it('refuses a zip entry that expands more than 1000 times', async () => {
    const bomb = join(scratch, 'ratio.zip')
    await zeroZip(bomb, 'zeros.bin', 50 * MB)
    const action = files.putArchive('', bomb, 'zip', { overwrite: true, maxBytes: 1024 * MB })
    await expectRefused(action, 'zeros.bin', /expands more than 1000 times/)
  })

  it('refuses a tar.gz bomb spread over many honest entries', async () => {
    const bomb = join(scratch, 'bomb.tgz')
    await zeroTgz(bomb, Array.from({ length: 20 }, (_, i) => `part${i}.bin`), 10 * MB)
    const error = await files.putArchive('', bomb, 'tar.gz', { overwrite: true, maxBytes: 50 * MB, maxRatio: Infinity }).catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'bad_request', message: expect.stringMatching(/"part\d+\.bin".*more than 52428800 bytes/) })
    expect(await files.stat('part0.bin')).toBeUndefined()
    expect(await readdir(files.tmpDir)).toEqual([])
  })

  it('refuses a tar.gz that expands more than 1000 times', async () => {
    const bomb = join(scratch, 'ratio.tgz')
    await zeroTgz(bomb, ['zeros.bin'], 50 * MB)
    await expectRefused(files.putArchive('', bomb, 'tar.gz', { overwrite: true, maxBytes: 1024 * MB }), 'zeros.bin', /expands more than 1000 times/)
  })

  it('stops a tar.gz in the middle of an entry once the ratio is exceeded', async () => {
    const bomb = join(scratch, 'mid.tgz')
    await zeroTgz(bomb, ['zeros.bin'], 100 * MB)
    const action = files.putArchive('', bomb, 'tar.gz', { overwrite: true, maxBytes: 1024 * MB, maxRatio: 10, ratioMinBytes: MB })
    await expectRefused(action, 'zeros.bin', /expands more than 10 times/)
  })

  it('refuses archives with too many entries', async () => {
    const zip = await zipBuffer([{ name: 'a', data: '' }, { name: 'b', data: '' }, { name: 'c', data: '' }])
    const path = await archiveFile('many.zip', zip)
    const action = files.putArchive('', path, 'zip', { overwrite: true, maxBytes: MB, maxEntries: 2 })
    await expect(action).rejects.toMatchObject({ message: 'Refusing the archive: it has more than 2 entries.' })
    const tar = await archiveFile('many.tar', tarBuffer([{ path: 'a' }, { path: 'b' }, { path: 'c' }]))
    await expect(files.putArchive('', tar, 'tar', { overwrite: true, maxBytes: MB, maxEntries: 2 })).rejects.toMatchObject({
      message: 'Refusing the archive: it has more than 2 entries.',
    })
    expect(await files.stat('a')).toBeUndefined()
  })

  it('refuses archives that are not what they claim', async () => {
    await expect(put(Buffer.from('not a zip at all'), 'zip')).rejects.toMatchObject({ message: expect.stringMatching(/^The zip archive could not be read/) })
    await expect(put(Buffer.alloc(2048, 7), 'tar')).rejects.toMatchObject({ message: expect.stringMatching(/^The tar archive could not be read/) })
    const truncated = tarBuffer([{ path: 'big.txt', data: 'x'.repeat(5000) }]).subarray(0, 2048)
    await expect(put(truncated, 'tar')).rejects.toMatchObject({ kind: 'bad_request' })
    expect(await files.stat('big.txt')).toBeUndefined()
  })
})
