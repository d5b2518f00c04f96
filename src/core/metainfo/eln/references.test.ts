import { describe, expect, it } from 'vitest'
import { fragmentName, normalizeUploadPath, parseArchiveReference } from './references'

describe('archive references', () => {
  const parse = (reference: string) => parseArchiveReference(reference, 'u1', 'dir/sample.archive.json')

  it.each([
    ['#/data/processes/0', { local: true, uploadId: 'u1', mainfile: 'dir/sample.archive.json', fragment: '/data/processes/0' }],
    ['/substances/0', { local: true, fragment: '/substances/0' }],
    ['../upload/raw/chem.archive.json#data', { local: false, uploadId: 'u1', mainfile: 'chem.archive.json', fragment: '/data' }],
    ['../upload/archive/mainfile/a/b.archive.yaml#/data', { local: false, mainfile: 'a/b.archive.yaml', fragment: '/data' }],
    ['../upload/archive/AkeMNBjzHdEWJmv2w8GVaw9drWRu#data/contents/3', { local: false, uploadId: 'u1', entryId: 'AkeMNBjzHdEWJmv2w8GVaw9drWRu', fragment: '/data/contents/3' }],
    ['../uploads/u2/archive/abc#/data', { local: false, uploadId: 'u2', entryId: 'abc' }],
    ['../uploads/u2/raw/x.archive.json#/data', { local: false, uploadId: 'u2', mainfile: 'x.archive.json' }],
    ['other.archive.yaml#/data', { local: false, mainfile: 'dir/other.archive.yaml' }],
    ['../upload/raw/dir/sample.archive.json#/data/x', { local: true }],
  ])('reads %s', (reference, expected) => {
    expect(parse(reference)).toMatchObject(expected)
  })

  it.each(['Sample', 'https://example.org/x#/data', '../upload/raw/../../etc/passwd#/x', '../upload/unknown#x'])('is no archive reference: %s', (reference) => {
    expect(parse(reference)).toBeUndefined()
  })

  it('normalises upload paths and refuses to leave the upload', () => {
    expect(normalizeUploadPath('a/./b/../c.yaml')).toBe('a/c.yaml')
    expect(normalizeUploadPath('../x')).toBeUndefined()
  })

  it('names the target by its last named segment', () => {
    expect(fragmentName('/data/contents/3')).toBe('contents')
    expect(fragmentName('/data')).toBe('data')
  })
})
