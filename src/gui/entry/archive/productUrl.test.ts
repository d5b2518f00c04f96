// The product's URL forms (spec 1 §5 "Product URL rules", spec 3 §8), table-driven: every
// form the spec lists, what each names, what reading it against a base fills in, and the
// refused ones with their reasons.
import { describe, expect, it } from 'vitest'
import { entryId } from '../../../core/ids'
import { ABSOLUTE_URL_REQUIRED, EXPECTED_UPLOAD_URL, parseProductUrl, ProductUrlError, resolveProductUrl, uploadLaneUrl, type ProductUrl } from './productUrl'

const API = 'https://oasis.example.org/api'
const BY_MAINFILE = entryId('u1', 'films/a b.archive.json')

describe('parseProductUrl', () => {
  it.each<[string, string, Partial<ProductUrl>]>([
    ['an installation', `${API}/v1`, { type: 'installation', installationUrl: API, relativeTo: null, resolved: true }],
    ['an upload', `${API}/v1/uploads/u1`, { type: 'upload', uploadId: 'u1', resolved: true }],
    ['a raw path in an upload', `${API}/v1/uploads/u1/raw/films/a%20b.txt`, { type: 'upload', uploadId: 'u1', path: 'films/a b.txt' }],
    ['an archive by entry id', `${API}/v1/uploads/u1/archive/e1#/data/0`, { type: 'archive', uploadId: 'u1', entryId: 'e1', path: '/data/0', resolved: true }],
    [
      'an archive by mainfile',
      `${API}/v1/uploads/u1/archive/mainfile/films/a%20b.archive.json#/data`,
      { type: 'archive', uploadId: 'u1', mainfile: 'films/a b.archive.json', entryId: BY_MAINFILE, path: '/data' },
    ],
    ['an absolute url without a version', `${API}/uploads/u1/archive/e1`, { type: 'archive', uploadId: 'u1', entryId: 'e1', installationUrl: API }],
    ['../uploads/{id}', '../uploads/u1', { type: 'upload', uploadId: 'u1', relativeTo: 'installation', resolved: false }],
    ['../uploads/{id}/archive/{entryId}', '../uploads/u1/archive/e1#/data', { type: 'archive', uploadId: 'u1', entryId: 'e1', relativeTo: 'installation', path: '/data' }],
    [
      '../uploads/{id}/archive/mainfile/{path}',
      '../uploads/u1/archive/mainfile/films/a b.archive.json#data',
      { type: 'archive', uploadId: 'u1', entryId: BY_MAINFILE, mainfile: 'films/a b.archive.json', path: '/data' },
    ],
    ['../upload', '../upload', { type: 'upload', relativeTo: 'upload', resolved: false }],
    ['../upload/raw/{path}', '../upload/raw/films/x.txt', { type: 'upload', relativeTo: 'upload', path: 'films/x.txt' }],
    ['../upload/raw/{path}#/path: the entry of that mainfile', '../upload/raw/films/x.archive.yaml#/data', { type: 'archive', relativeTo: 'upload', mainfile: 'films/x.archive.yaml', path: '/data' }],
    ['../upload/archive/{entryId}', '../upload/archive/e2#/data/samples/0', { type: 'archive', relativeTo: 'upload', entryId: 'e2', path: '/data/samples/0' }],
    ['../upload/archive/mainfile/{path}', '../upload/archive/mainfile/films/x.archive.yaml#/data', { type: 'archive', relativeTo: 'upload', mainfile: 'films/x.archive.yaml', path: '/data' }],
    ['#/path', '#/run/0/system/-1', { type: 'archive', relativeTo: 'data', path: '/run/0/system/-1', resolved: false }],
    ['/path', '/run//0', { type: 'archive', relativeTo: 'data', path: '/run/0' }],
    ['#/definitions: metainfo', '#/definitions/section_definitions/0', { type: 'metainfo', relativeTo: 'data', path: '/definitions/section_definitions/0' }],
    ['entry_id:{id}', 'entry_id:e5#/data', { type: 'archive', entryId: 'e5', relativeTo: 'installation', path: '/data' }],
    ['entry_id:{id} alone', 'entry_id:e5', { type: 'archive', entryId: 'e5' }],
    ['a qualified name', 'nomad.datamodel.metainfo.eln.Sample', { type: 'metainfo', qualifiedName: 'nomad.datamodel.metainfo.eln.Sample', relativeTo: 'installation' }],
    ['a version hash on a metainfo url', '../uploads/u1/archive/e1#/definitions/section_definitions/0@abc123', { type: 'metainfo', path: '/definitions/section_definitions/0', versionHash: 'abc123' }],
  ])('%s: %s', (_, url, expected) => {
    expect(parseProductUrl(url)).toMatchObject({ url, ...expected })
  })

  it.each<[string, string, string]>([
    ['empty', '', 'empty value'],
    ['an absolute url without /api', 'https://oasis.example.org/uploads/u1', 'must contain "/api"'],
    ['an absolute url to something else', `${API}/v1/entries/e1`, 'expected "/uploads/<uploadId>"'],
    ['../uploads without an id', '../uploads', 'expected "/uploads/<uploadId>"'],
    ['../ to something else', '../entry/e1', 'expected "/upload" or "/uploads"'],
    ['archive without an entry', '../upload/archive', '"archive" must be followed by an entry id or "mainfile"'],
    ['mainfile without a path', '../upload/archive/mainfile', '"mainfile" must be followed by a mainfile path'],
    ['more after the entry id', '../upload/archive/e1/x', 'unexpected path after the entry id'],
    ['neither raw nor archive', '../upload/files/x', 'expected "raw" or "archive" after the upload'],
    ['a "#" without an entry', '../uploads/u1#/data', 'a "#" without an entry'],
    ['a version hash on an archive url', '../uploads/u1/archive/e1#/data@abc', 'a version hash is only allowed on metainfo urls'],
    ['a version hash relative to the archive', '#/definitions/x@abc', 'a url relative to the archive cannot name a version hash'],
    ['a bad version hash', '../upload/archive/e1#/definitions/x@', 'bad version hash'],
    ['plain text', 'not a url', 'bad url'],
  ])('refuses %s: %s', (_, url, reason) => {
    expect(() => parseProductUrl(url)).toThrow(ProductUrlError)
    expect(() => parseProductUrl(url)).toThrow(reason)
  })
})

describe('resolveProductUrl', () => {
  const base = { installationUrl: API, uploadId: 'u1', entryId: 'e1' }
  it.each<[string, Partial<ProductUrl>]>([
    ['../upload/archive/mainfile/films/a b.archive.json#/data', { uploadId: 'u1', entryId: BY_MAINFILE, resolved: true }],
    ['../upload/raw/films/a b.archive.json#/data', { uploadId: 'u1', entryId: BY_MAINFILE }],
    ['../upload/archive/e2#/data', { uploadId: 'u1', entryId: 'e2' }],
    ['#/data', { uploadId: 'u1', entryId: 'e1', installationUrl: API }],
    ['../uploads/u2/archive/e3', { uploadId: 'u2', entryId: 'e3', installationUrl: API, resolved: true }],
    [`${API}/v1/uploads/u3/archive/e4`, { uploadId: 'u3', entryId: 'e4' }],
  ])('%s', (url, expected) => {
    expect(resolveProductUrl(url, base)).toMatchObject(expected)
  })

  it.each([['../upload/archive/e2', {}], ['#/data', { uploadId: 'u1' }]])('needs the base it is relative to: %s', (url, partial) => {
    expect(() => resolveProductUrl(url, partial)).toThrow(ProductUrlError)
  })
})

describe('the lane url of upload files', () => {
  it.each<[string, string | undefined]>([
    [`${API}/v1/uploads/u1/raw/films`, undefined],
    [`${API}/v1/uploads/u1`, undefined],
    ['../uploads/u1/raw/films', ABSOLUTE_URL_REQUIRED],
    ['../upload/raw/films', ABSOLUTE_URL_REQUIRED],
    [`${API}/v1/uploads/u1/archive/e1`, EXPECTED_UPLOAD_URL],
    ['#/data', EXPECTED_UPLOAD_URL],
    ['nomad.datamodel.metainfo.eln.Sample', EXPECTED_UPLOAD_URL],
    ['', EXPECTED_UPLOAD_URL],
    ['https://elsewhere.example.org/files', EXPECTED_UPLOAD_URL],
  ])('%s: %s', (url, message) => {
    if (message === undefined) expect(uploadLaneUrl(url).type).toBe('upload')
    else expect(() => uploadLaneUrl(url)).toThrow(new ProductUrlError(message))
  })

  it('says it word for word (spec 3 §8)', () => {
    expect([EXPECTED_UPLOAD_URL, ABSOLUTE_URL_REQUIRED]).toEqual(['Expected an upload url', 'Absolute url required'])
  })
})
