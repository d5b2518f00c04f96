import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { gzipSync } from 'node:zlib'
import yauzl from 'yauzl'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { detectArchiveKind, uploadFiles, type UploadFiles } from './index'
import { snapshot, zipBuffer } from './testArchives'

let dataDir: string
let files: UploadFiles

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tessera-files-'))
  files = uploadFiles(dataDir, 'upload1')
})
afterEach(() => rm(dataDir, { recursive: true, force: true }))

const body = (...chunks: (string | Buffer)[]) => Readable.from(chunks.map((chunk) => Buffer.from(chunk)))
const put = (dir: string, name: string, content: string | Buffer, overwrite = false) =>
  files.putFile(dir, name, body(content), { overwrite, maxBytes: 1024 * 1024 })
const raw = (path: string) => readFile(files.resolveRaw(path), 'utf8')
const tmpContent = () => readdir(files.tmpDir).catch(() => [])

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk)
  return Buffer.concat(chunks)
}

async function unzip(zip: Buffer): Promise<Record<string, string>> {
  const result: Record<string, string> = {}
  const archive = await yauzl.fromBufferPromise(zip, { lazyEntries: true })
  for await (const entry of archive.eachEntry()) {
    result[entry.fileName] = entry.fileName.endsWith('/') ? 'folder' : (await bytesOf(await archive.openReadStreamPromise(entry))).toString()
  }
  return result
}

async function tree() {
  await put('', 'README.md', '# hello')
  await put('sim', 'OUTCAR', 'x'.repeat(100))
  await put('sim/run1', 'vasprun.xml', 'y'.repeat(50))
  await put('sim/run2', 'vasprun.xml', 'z'.repeat(25))
  await files.mkdir('empty')
}

describe('putFile', () => {
  it('stores the bytes, creates folders and leaves no temp file', async () => {
    expect(await files.putFile('a/b', 'c.txt', body('hello ', 'world'), { overwrite: false, maxBytes: 100 })).toEqual({ path: 'a/b/c.txt', size: 11 })
    expect(await raw('a/b/c.txt')).toBe('hello world')
    expect(await tmpContent()).toEqual([])
  })

  it('streams a large body in chunks', async () => {
    const chunk = Buffer.alloc(1024 * 1024, 'a')
    const source = Readable.from((function* () { for (let i = 0; i < 20; i++) yield chunk })())
    expect(await files.putFile('', 'big.bin', source, { overwrite: false, maxBytes: 64 * 1024 * 1024 })).toEqual({ path: 'big.bin', size: 20 * 1024 * 1024 })
  })

  it('refuses a body over maxBytes, leaving no file and no temp file', async () => {
    const action = files.putFile('', 'big.txt', body('12345', '67890', 'x'), { overwrite: false, maxBytes: 10 })
    await expect(action).rejects.toMatchObject({ kind: 'bad_request', message: 'The upload exceeds the maximum size of 10 bytes.' })
    expect(await files.stat('big.txt')).toBeUndefined()
    expect(await tmpContent()).toEqual([])
  })

  it('answers 409 for an existing file unless overwrite is set', async () => {
    await put('', 'a.txt', 'old')
    await expect(put('', 'a.txt', 'new')).rejects.toMatchObject({ kind: 'conflict', message: 'The file a.txt already exists.' })
    expect(await raw('a.txt')).toBe('old')
    await put('', 'a.txt', 'new', true)
    expect(await raw('a.txt')).toBe('new')
    expect(await tmpContent()).toEqual([])
  })

  it('refuses to replace a folder, to write through a file, and bad names', async () => {
    await put('dir', 'a.txt', 'a')
    await expect(put('', 'dir', 'x', true)).rejects.toMatchObject({ kind: 'bad_request', message: 'Cannot replace the folder dir with a file.' })
    await expect(put('dir/a.txt', 'b.txt', 'x')).rejects.toMatchObject({ kind: 'bad_request', message: expect.stringContaining('a file is in the way') })
    await expect(put('', '../x', 'x')).rejects.toMatchObject({ kind: 'bad_request', message: 'Invalid path "../x": ".." segments are not allowed.' })
    await expect(put('', '', 'x')).rejects.toMatchObject({ message: 'A file name is required.' })
    expect(await tmpContent()).toEqual([])
  })

  it('receives a body first so the caller can decide whether it is an archive', async () => {
    const zip = await zipBuffer([{ name: 'in/zip.txt', data: 'z' }])
    const received = await files.receive(body(zip), { maxBytes: 1000 })
    expect(detectArchiveKind(undefined, received.head)).toBe('zip')
    expect(await files.putArchive('', received.tempPath, 'zip', { overwrite: false, maxBytes: 1000 })).toEqual(['in/zip.txt'])
    await files.discard(received)
    const text = await files.receive(body('plain'), { maxBytes: 1000 })
    expect(detectArchiveKind('notes.txt', text.head)).toBeUndefined()
    expect(await files.commit(text, '', 'notes.txt', { overwrite: false })).toEqual({ path: 'notes.txt', size: 5 })
    expect(await tmpContent()).toEqual([])
  })
})

describe('mkdir, delete, copyOrMove', () => {
  beforeEach(tree)

  it('creates folders and refuses existing paths', async () => {
    await files.mkdir('new/deep')
    expect(await files.stat('new/deep')).toEqual({ name: 'deep', path: 'new/deep', is_file: false, size: 0 })
    await expect(files.mkdir('sim')).rejects.toMatchObject({ kind: 'bad_request', message: 'Path sim already exists.' })
    await expect(files.mkdir('README.md')).rejects.toMatchObject({ message: 'Path README.md already exists.' })
    await expect(files.mkdir('README.md/x')).rejects.toMatchObject({ kind: 'bad_request' })
  })

  it('deletes files and folders; a missing path is 404', async () => {
    await files.delete('sim/run1')
    await files.delete('README.md')
    expect(await files.stat('sim/run1')).toBeUndefined()
    expect(await files.stat('README.md')).toBeUndefined()
    expect(await files.stat('sim/run2/vasprun.xml')).toBeDefined()
    await expect(files.delete('nope')).rejects.toMatchObject({ kind: 'not_found', message: 'No file or folder with that path found.' })
    expect(await tmpContent()).toEqual([])
  })

  it('deletes everything for the empty path', async () => {
    await files.delete('')
    expect(await files.list('')).toEqual({ content: [], total: 0 })
    await put('', 'again.txt', 'a')
    expect(await files.stat('again.txt')).toBeDefined()
  })

  it('copies and moves files', async () => {
    expect(await files.copyOrMove('README.md', 'docs', 'copy.md', 'copy')).toBe('docs/copy.md')
    expect(await raw('docs/copy.md')).toBe('# hello')
    expect(await raw('README.md')).toBe('# hello')
    expect(await files.copyOrMove('docs/copy.md', '', 'moved.md', 'move')).toBe('moved.md')
    expect(await files.stat('docs/copy.md')).toBeUndefined()
    expect(await raw('moved.md')).toBe('# hello')
    expect(await tmpContent()).toEqual([])
  })

  it('copies and moves folders', async () => {
    await files.copyOrMove('sim', 'backup', 'sim', 'copy')
    expect(await snapshot(files.resolveRaw('backup/sim'))).toEqual(await snapshot(files.resolveRaw('sim')))
    await files.copyOrMove('backup/sim', '', 'sim2', 'move')
    expect(await files.stat('sim2')).toMatchObject({ is_file: false, size: 175 })
    expect(await files.stat('backup/sim')).toBeUndefined()
  })

  it('refuses copies onto existing paths, into themselves, and from nowhere', async () => {
    await expect(files.copyOrMove('README.md', 'sim', 'OUTCAR', 'copy', { overwrite: false })).rejects.toMatchObject({ kind: 'conflict', message: 'The file sim/OUTCAR already exists.' })
    await files.copyOrMove('README.md', 'sim', 'OUTCAR', 'copy', { overwrite: true })
    expect(await raw('sim/OUTCAR')).toBe('# hello')
    await expect(files.copyOrMove('sim', '', 'empty', 'move')).rejects.toMatchObject({ message: 'Path empty already exists.' })
    await expect(files.copyOrMove('sim', 'sim/run1', 'sim', 'copy')).rejects.toMatchObject({ message: 'Cannot copy the folder sim into itself.' })
    await expect(files.copyOrMove('nope', '', 'x', 'move')).rejects.toMatchObject({ kind: 'not_found' })
  })
})

describe('stat, list, walk', () => {
  beforeEach(tree)

  it('stats files and folders (recursive size)', async () => {
    expect(await files.stat('sim/OUTCAR')).toEqual({ name: 'OUTCAR', path: 'sim/OUTCAR', is_file: true, size: 100 })
    expect(await files.stat('sim')).toEqual({ name: 'sim', path: 'sim', is_file: false, size: 175 })
    expect(await files.stat('')).toEqual({ name: '', path: '', is_file: false, size: 182 })
    expect(await files.stat('missing')).toBeUndefined()
  })

  it('lists a folder sorted by name with recursive sizes', async () => {
    expect(await files.list('')).toEqual({
      content: [
        { name: 'README.md', is_file: true, size: 7 },
        { name: 'empty', is_file: false, size: 0 },
        { name: 'sim', is_file: false, size: 175 },
      ],
      total: 3,
    })
  })

  it('paginates', async () => {
    for (let i = 0; i < 12; i++) await put('many', `f${String(i).padStart(2, '0')}.txt`, 'x'.repeat(i))
    const page2 = await files.list('many', { page: 2, pageSize: 5 })
    expect(page2.total).toBe(12)
    expect(page2.content.map((item) => item.name)).toEqual(['f05.txt', 'f06.txt', 'f07.txt', 'f08.txt', 'f09.txt'])
    expect((await files.list('many', { page: 3, pageSize: 5 })).content.map((item) => item.size)).toEqual([10, 11])
    expect((await files.list('many', { page: 4, pageSize: 5 })).content).toEqual([])
  })

  it('answers 404 "Not found. Invalid path?" for a missing folder', async () => {
    await expect(files.list('nope')).rejects.toMatchObject({ kind: 'not_found', message: 'Not found. Invalid path?' })
  })

  it('lists an upload without files as empty', async () => {
    expect(await uploadFiles(dataDir, 'fresh').list('')).toEqual({ content: [], total: 0 })
  })

  it('walks every file, skipping what is in flight in .tmp', async () => {
    await mkdir(files.tmpDir, { recursive: true })
    await writeFile(join(files.tmpDir, 'upload-in-flight'), 'partial')
    const paths: string[] = []
    for await (const path of files.walk()) paths.push(path)
    expect(paths).toEqual(['README.md', 'sim/OUTCAR', 'sim/run1/vasprun.xml', 'sim/run2/vasprun.xml'])
  })
})

describe('readStream, mimeType, zipStream', () => {
  beforeEach(async () => {
    await put('', 'digits.txt', '0123456789')
    await put('', 'data.json.gz', gzipSync('{"hello": "world"}'))
  })
  const read = async (path: string, options = {}) => (await bytesOf(await files.readStream(path, options))).toString()

  it.each([
    [{}, '0123456789'],
    [{ offset: 3 }, '3456789'],
    [{ offset: 3, length: 4 }, '3456'],
    [{ offset: 8, length: 10 }, '89'],
    [{ offset: 20 }, ''],
    [{ length: 0 }, ''],
    [{ length: -1 }, '0123456789'],
  ])('reads the range %j', async (options, expected) => {
    expect(await read('digits.txt', options)).toBe(expected)
  })

  it('decompresses gzip files, ranges applying to the decompressed bytes', async () => {
    expect(await read('data.json.gz', { decompress: true })).toBe('{"hello": "world"}')
    expect(await read('data.json.gz', { decompress: true, offset: 2, length: 5 })).toBe('hello')
    expect(await read('digits.txt', { decompress: true })).toBe('0123456789')
    await put('', 'x.bz2', 'BZh91AY')
    await expect(files.readStream('x.bz2', { decompress: true })).rejects.toMatchObject({ message: 'Cannot decompress "x.bz2": bzip2 is not supported, only gzip.' })
  })

  it('refuses folders, missing files and bad ranges', async () => {
    await files.mkdir('dir')
    await expect(files.readStream('dir')).rejects.toMatchObject({ kind: 'bad_request', message: 'Path is a directory, compress must be set to true' })
    await expect(files.readStream('nope')).rejects.toMatchObject({ kind: 'not_found', message: 'Not found. Invalid path?' })
    await expect(files.readStream('digits.txt', { offset: -1 })).rejects.toMatchObject({ kind: 'bad_request' })
    await expect(files.readStream('digits.txt', { length: -2 })).rejects.toMatchObject({ kind: 'bad_request' })
  })

  it.each([
    ['entry.archive.json', 'application/json'],
    ['preview/test.pdf', 'application/pdf'],
    ['OUTCAR', 'application/octet-stream'],
  ])('gives %s the mime type %s', (path, type) => {
    expect(files.mimeType(path)).toBe(type)
  })

  it('zips a folder so that it unzips to the same files', async () => {
    await put('sim/run1', 'vasprun.xml', 'v'.repeat(100_000))
    await put('sim', 'OUTCAR', 'outcar')
    await files.mkdir('sim/empty')
    expect(await unzip(await bytesOf(await files.zipStream('sim')))).toEqual({
      OUTCAR: 'outcar',
      'run1/vasprun.xml': 'v'.repeat(100_000),
      'empty/': 'folder',
    })
    expect(Object.keys(await unzip(await bytesOf(await files.zipStream('sim', { includeRoot: true }))))).toContain('sim/OUTCAR')
    expect(Object.keys(await unzip(await bytesOf(await files.zipStream(''))))).toEqual(
      expect.arrayContaining(['digits.txt', 'data.json.gz', 'sim/OUTCAR', 'sim/run1/vasprun.xml']),
    )
  })

  it('zips a single file under its name; a missing path is 404', async () => {
    expect(await unzip(await bytesOf(await files.zipStream('digits.txt')))).toEqual({ 'digits.txt': '0123456789' })
    await expect(files.zipStream('nope')).rejects.toMatchObject({ kind: 'not_found' })
  })
})

describe('archives and the upload folder', () => {
  it('writes, reads and deletes archives atomically', async () => {
    const archive = { metadata: { entry_id: 'abc' }, results: { material: { elements: ['O', 'Si'] } } }
    expect(await files.readArchive('abc')).toBeUndefined()
    await files.writeArchive('abc', JSON.stringify(archive))
    expect(files.archivePath('abc')).toBe(join(dataDir, 'uploads/upload1/archive/abc.json'))
    expect(await files.readArchive('abc')).toEqual(archive)
    await files.writeArchive('abc', new TextEncoder().encode(JSON.stringify({ replaced: true })))
    expect(await files.readArchive('abc')).toEqual({ replaced: true })
    expect(await tmpContent()).toEqual([])
    await files.deleteArchive('abc')
    expect(await files.readArchive('abc')).toBeUndefined()
  })

  it('deletes the whole upload folder', async () => {
    await put('', 'a.txt', 'a')
    await files.writeArchive('abc', '{}')
    await files.deleteUpload()
    expect(await readdir(join(dataDir, 'uploads'))).toEqual(['.trash'])
    expect(await readdir(join(dataDir, 'uploads/.trash'))).toEqual([])
    await files.deleteUpload()
  })
})
